/**
 * The admin area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminKey } from "./admin_en.ts";

const messages: Record<AdminKey, string> = {
  "adm.panel": "ایڈمن پینل",
  "adm.nav.overview": "جائزہ",
  "adm.nav.margin": "مارجن",
  "adm.nav.risk": "خطرات",
  "adm.nav.queued": "قطار میں",
  "adm.nav.users": "صارفین",
  "adm.nav.products": "پروڈکٹس",
  "adm.nav.groups": "گروپس",
  "adm.nav.viewStats": "اعداد و شمار دیکھیں",
  "adm.nav.conversions": "کنورژنز",
  "adm.nav.addStats": "اعداد و شمار درج کریں",
  "adm.nav.applications": "درخواستیں",
  "adm.nav.terms": "شرائط",
  "adm.nav.announcements": "اعلانات",
  "adm.nav.links": "لنکس",
  "adm.nav.sources": "ذرائع",
  "adm.nav.webhooks": "ویب ہُکس",
  "adm.nav.apiKeys": "API کلیدیں",
  "adm.nav.coupons": "کوپن",
  "adm.nav.settings": "سیٹنگز",
  "adm.nav.twoFactor": "دو مرحلہ سائن اِن",
  "adm.nav.admins": "ایڈمنز",
  "adm.nav.auditLogs": "آڈٹ لاگ",
  "adm.nav.payoutRequests": "ادائیگی کی درخواستیں",
  "adm.nav.payoutBatches": "ادائیگی کے بیچ",
  "adm.nav.payoutHistory": "ادائیگیوں کی تاریخ",
  "adm.nav.withholdingTax": "ود ہولڈنگ ٹیکس",
  "adm.nav.pendingProfiles": "پروفائلز منتظر ہیں",
  "adm.nav.openRiskFlags": "خطرے کے نشان کھلے ہیں",
  "adm.nav.pendingPayouts": "ادائیگیاں منتظر ہیں",

  "adm.period.dateRange": "تاریخوں کی حد",
  "adm.period.day": "دن",
  "adm.period.month": "مہینہ",
  "adm.period.year": "سال",
  "adm.period.from": "سے",
  "adm.period.to": "تک",

  "adm.pick.findUser": "صارف تلاش کریں",
  "adm.pick.nameOrEmail": "نام یا ای میل",
  "adm.pick.findHint":
    "فہرست میں سب سے نئے ایفیلیئٹس دکھائے جاتے ہیں؛ دوسروں کو ڈھونڈنے کے لیے نام لکھیں۔",
  "adm.pick.user": "صارف",
  "adm.pick.selectUser": "صارف منتخب کریں",
  "adm.pick.product": "پروڈکٹ",
  "adm.pick.selectProduct": "پروڈکٹ منتخب کریں",
  "adm.pick.required": "براہِ کرم صارف اور پروڈکٹ منتخب کریں۔",

  "adm.confirm": "براہِ کرم تصدیق کریں",

  "adm.overview.title": "جائزہ",
  "adm.overview.loading": "جائزہ لوڈ ہو رہا ہے...",
  "adm.overview.loadFailedWith": "جائزہ لوڈ نہیں ہو سکا: {message}",
  "adm.overview.loadFailed": "جائزہ لوڈ نہیں ہو سکا۔",
  "adm.overview.pickRange": "جائزہ دیکھنے کے لیے تاریخوں کی حد منتخب کریں۔",
  "adm.overview.range": "{from} سے {to} تک",
  "adm.overview.figures": "اس مدت کے اعداد و شمار",
  "adm.overview.revenue": "آمدنی",
  "adm.overview.commission": "کمیشن",
  "adm.overview.conversionRate": "کنورژن ریٹ",
  "adm.overview.earningsPerClick": "فی کلک کمائی",
  "adm.overview.quiet": "اس مدت میں کوئی کلک یا سیل نہیں ہوئی۔",
  "adm.overview.perDay": "روزانہ",
  "adm.overview.topAffiliates": "سرِفہرست ایفیلیئٹس",
  "adm.overview.noAffiliates": "اس مدت میں کسی ایفیلیئٹ کی سرگرمی نہیں ہوئی۔",
  "adm.overview.topProducts": "سرِفہرست پروڈکٹس",
  "adm.overview.noProducts": "اس مدت میں کسی پروڈکٹ کی سرگرمی نہیں ہوئی۔",
  "adm.overview.topSources": "سرِفہرست ذرائع",
  "adm.overview.noSources": "اس مدت میں کسی ذریعے سے کوئی سیل نہیں ہوئی۔",
  "adm.overview.manualEntries": "ہاتھ سے درج اعداد و شمار",
  "adm.overview.rankMeta": "{commission} · {sales} سیلز · {clicks} کلکس",
  "adm.overview.sourceMeta":
    "{revenue} آمدنی · {sales} سیلز · {commission} کمیشن",
  "adm.overview.owedNow": "اس وقت واجب الادا",
  "adm.overview.available": "دستیاب",
  "adm.overview.availableNote": "ابھی قابلِ ادائیگی، درخواست ابھی نہیں آئی",
  "adm.overview.held": "روکی ہوئی",
  "adm.overview.heldNote": "پروڈکٹ کی ریفنڈ مدت کے اندر",
  "adm.overview.pending": "زیرِ التوا",
  "adm.overview.pendingNote": "سیلز منظوری کے انتظار میں",
  "adm.overview.requested": "درخواست شدہ",
  "adm.overview.requestedNote": "ادائیگی کی درخواستیں فیصلے کے انتظار میں",
  // The "Get started" checklist on the Overview (issue 31)
  "adm.start.title": "آغاز کریں",
  "adm.start.progress": "{total} میں سے {done} مکمل",
  "adm.start.intro":
    "نئی انسٹال سے چلتے ہوئے پروگرام تک چھ قدم۔ ہر قدم مکمل ہوتے ہی خود نشان زد ہو جاتا ہے۔",
  "adm.start.done": "(مکمل)",
  "adm.start.toDo": "(باقی)",
  "adm.start.settings": "لیجر کی کرنسی اور طے شدہ کمیشن چنیں",
  "adm.start.settingsText":
    "ہر رقم ایک ہی کرنسی (USD یا PKR) میں رکھی جاتی ہے، اور جس پروڈکٹ کا اپنا ریٹ نہ ہو وہ طے شدہ کمیشن دیتی ہے۔ دونوں کی تصدیق کے لیے کمیشن ایک بار محفوظ کریں۔",
  "adm.start.settingsAction": "سیٹنگز کھولیں",
  "adm.start.product": "منزل کے پتے کے ساتھ ایک پروڈکٹ شامل کریں",
  "adm.start.productText":
    "وہ صفحہ جہاں خریدار پہنچتے ہیں؛ ہر ایفیلیئٹ کا ٹریک شدہ لنک وہیں لے جاتا ہے۔",
  "adm.start.productAction": "پروڈکٹ شامل کریں",
  "adm.start.source": "کوئی اسٹور یا نیٹ ورک جوڑیں",
  "adm.start.sourceText":
    "Shopify، WooCommerce یا کسی نیٹ ورک کا پوسٹ بیک ہر سیل کی اطلاع دیتا ہے، تاکہ کمیشن خود گنے جائیں۔",
  "adm.start.sourceAction": "سورس جوڑیں",
  "adm.start.signup": "سائن اپ کا لنک شیئر کریں",
  "adm.start.signupText":
    "ایفیلیئٹس اس پتے پر شامل ہوتے ہیں۔ پہلے ایفیلیئٹ کے سائن اپ کرتے ہی یہ قدم مکمل ہو جاتا ہے۔",
  "adm.start.signupLink": "سائن اپ کا لنک",
  "adm.start.copy": "لنک کاپی کریں",
  "adm.start.showQr": "QR کوڈ دکھائیں",
  "adm.start.hideQr": "QR کوڈ چھپائیں",
  "adm.start.whatsApp": "WhatsApp پر شیئر کریں",
  "adm.start.whatsAppMessage":
    "{brand} میں ایفیلیئٹ بنیں اور اپنی لائی ہوئی ہر سیل پر کمائیں: {link}",
  "adm.start.qrOf": "{link} کا QR کوڈ",
  "adm.start.approve": "اپنے پہلے ایفیلیئٹ کو منظور کریں",
  "adm.start.approveText":
    "نئے ایفیلیئٹ کی پروفائل آپ کی منظوری تک قطار میں رہتی ہے۔",
  "adm.start.approveAction": "قطار کھولیں",
  "adm.start.payout": "اپنی پہلی ادائیگی کریں",
  "adm.start.payoutText":
    "جب کوئی ایفیلیئٹ اپنی رقم مانگے تو ادائیگی کریں اور ٹرانزیکشن آئی ڈی درج کریں۔",
  "adm.start.payoutAction": "ادائیگی کی درخواستیں کھولیں",
};

/** The admin area in Urdu. */
export const adminUr: AreaTranslation = {
  messages,
  serverTexts: {},
};
