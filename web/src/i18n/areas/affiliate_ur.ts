/**
 * The affiliate area's Urdu (loaded only for Urdu readers, when an affiliate screen opens): the same keys as
 * affiliate_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these
 * screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AffiliateKey } from "./affiliate_en.ts";
import { PROFILE_MESSAGES } from "@domain/profiles/validate_profile.ts";
import { APPROVED_TEXT, SUBMITTED_TEXT } from "@/components/profile_fields.ts";
import { TAX_PROFILE_MESSAGES } from "@domain/tax/tax_profile.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import { PAYOUT_MESSAGES } from "@domain/payouts/validate_payout_request.ts";
import { payoutMethodList } from "@domain/payouts/payout_methods.ts";
import { profileFieldsUr } from "./profile_fields_ur.ts";

const messages: Record<AffiliateKey, string> = {
  "aff.nav.label": "میرا اکاؤنٹ",
  "aff.nav.submitProfile": "پروفائل جمع کروائیں",
  "aff.nav.myProfile": "میری پروفائل",
  "aff.nav.dashboard": "ڈیش بورڈ",
  "aff.nav.products": "پروڈکٹس",
  "aff.nav.offers": "آفرز",
  "aff.nav.inbox": "ان باکس",
  "aff.nav.unread": "بغیر پڑھے اعلانات",
  "aff.nav.stats": "اعداد و شمار",
  "aff.nav.reports": "رپورٹ",
  "aff.nav.conversions": "کنورژنز",
  "aff.nav.twoFactor": "دو مرحلہ سائن اِن",
  "aff.nav.payouts": "ادائیگیاں",
  "aff.nav.requestPayout": "ادائیگی کی درخواست",
  "aff.nav.postbacks": "پوسٹ بیکس",
  "aff.nav.notifications": "نوٹیفکیشنز",
  "aff.nav.apiKeys": "API کلیدیں",

  // Read-only API keys (docs/api-keys.md)
  "aff.keys.title": "API کلیدیں",
  "aff.keys.subtitle":
    "آپ کے اپنے ٹولز کے لیے صرف پڑھنے والی کلیدیں: یہ آپ کے اعداد و شمار، رپورٹس، کنورژنز اور لنکس پڑھتی ہیں، اور کچھ نہیں بدلتیں۔",
  "aff.keys.loading": "API کلیدیں لوڈ ہو رہی ہیں...",
  "aff.keys.loadFailed": "API کلیدیں لوڈ نہیں ہو سکیں۔",
  "aff.keys.make": "API کلید بنائیں",
  "aff.keys.makeButton": "کلید بنائیں",
  "aff.keys.name": "نام",
  "aff.keys.nameHint":
    'اسے کون استعمال کرے گا، مثلاً "Tracker" یا "Spreadsheet"۔',
  "aff.keys.scopes": "رسائی",
  "aff.keys.makeFailed": "کلید نہیں بن سکی۔",
  "aff.keys.madeTitle": 'کلید "{name}" بن گئی',
  "aff.keys.shownOnce":
    "کلید ابھی کاپی کر لیں: یہ صرف ایک بار دکھائی جاتی ہے۔ اسے Authorization: Bearer <key> کے طور پر بھیجیں۔",
  "aff.keys.theKey": "API کلید",
  "aff.keys.all": "آپ کی API کلیدیں",
  "aff.keys.none": "ابھی کوئی API کلید نہیں۔ اوپر ایک بنائیں۔",
  "aff.keys.key": "کلید",
  "aff.keys.created": "بنائی گئی",
  "aff.keys.lastUsed": "آخری استعمال",
  "aff.keys.never": "کبھی نہیں",
  "aff.keys.status": "حالت",
  "aff.keys.active": "فعال",
  "aff.keys.revokedBadge": "منسوخ",
  "aff.keys.revoke": "منسوخ کریں",
  "aff.keys.revokeLabel": "کلید {name} منسوخ کریں",
  "aff.keys.confirmRevoke":
    'کلید "{name}" منسوخ کریں؟ اس سے کی گئی کالیں فوراً کام کرنا بند کر دیں گی۔',
  "aff.keys.revoked": 'کلید "{name}" منسوخ ہو گئی۔',
  "aff.keys.revokeFailed": "کلید منسوخ نہیں ہو سکی۔",

  // Postbacks (docs/webhooks.md)
  "aff.al.title": "نوٹیفکیشنز",
  "aff.al.subtitle":
    "چنیں کہ کمائی آپ کو کن باتوں کی ای میل بھیجے: فوراً، ایک روزانہ خلاصے میں، یا بالکل نہیں۔",
  "aff.al.loading": "آپ کی نوٹیفکیشن سیٹنگز لوڈ ہو رہی ہیں...",
  "aff.al.loadFailed": "آپ کی نوٹیفکیشن سیٹنگز لوڈ نہیں ہو سکیں۔",
  "aff.al.digestNote":
    "روزانہ خلاصہ پاکستان کے وقت کے مطابق صبح 9 بجے پچھلے دن کی اپ ڈیٹس اور ان کے کل کے ساتھ آتا ہے۔ فوراً بھیجی جانے والی ای میلز ہر قسم کی زیادہ سے زیادہ 10 منٹ میں ایک بار آتی ہیں؛ اس دوران کی مزید اپ ڈیٹس اگلی ای میل میں اکٹھی آتی ہیں۔",
  "aff.al.kind.conversionPending": "نئی سیل منظوری کی منتظر",
  "aff.al.kind.conversionApproved": "سیل منظور ہو گئی",
  "aff.al.kind.conversionReversed": "سیل واپس ہو گئی",
  "aff.al.kind.capReached": "حد پوری ہو گئی",
  "aff.al.kind.applicationDecided": "درخواست منظور یا مسترد",
  "aff.al.kind.payoutPaid": "ادائیگی ہو گئی",
  "aff.al.kind.payoutFailed": "ادائیگی ناکام ہو گئی",
  "aff.al.kind.announcements": "اعلانات",
  "aff.al.mode.instant": "فوراً",
  "aff.al.mode.digest": "روزانہ خلاصہ",
  "aff.al.mode.off": "بند",
  "aff.al.save": "محفوظ کریں",
  "aff.al.saved": "آپ کی نوٹیفکیشن سیٹنگز محفوظ ہو گئیں۔",
  "aff.al.saveFailed": "آپ کی نوٹیفکیشن سیٹنگز محفوظ نہیں ہو سکیں۔",
  "aff.pb.title": "پوسٹ بیکس",
  "aff.pb.subtitle":
    "اپنے ٹریکر (Voluum، Binom، RedTrack، Keitaro یا اپنا) کو اپنی کنورژنز کی خبر سرور سے سرور دیں۔ زیادہ سے زیادہ 5۔",
  "aff.pb.loading": "پوسٹ بیکس لوڈ ہو رہے ہیں...",
  "aff.pb.loadFailed": "پوسٹ بیکس لوڈ نہیں ہو سکے۔",
  "aff.pb.add": "پوسٹ بیک شامل کریں",
  "aff.pb.addButton": "پوسٹ بیک شامل کریں",
  "aff.pb.url": "ایڈریس (URL)",
  "aff.pb.urlHint":
    "GET میں {click_id} {s1}…{s5} {order_id} {goal} {product_id} {payout} {currency} {status} {event} {timestamp} بھرے جاتے ہیں؛ POST دستخط شدہ JSON بھیجتا ہے۔",
  "aff.pb.method": "طریقہ",
  "aff.pb.product": "پروڈکٹ",
  "aff.pb.allProducts": "میری تمام پروڈکٹس",
  "aff.pb.events": "واقعات",
  "aff.pb.added":
    "پوسٹ بیک شامل ہو گیا۔ اس کی خفیہ کلید ابھی کاپی کریں: یہ صرف ایک بار دکھائی جاتی ہے۔",
  "aff.pb.addFailed": "پوسٹ بیک شامل نہیں ہو سکا۔",
  "aff.pb.actionFailed": "یہ کام نہیں ہوا۔ دوبارہ کوشش کریں۔",
  "aff.pb.secretOnce":
    "POST پوسٹ بیکس کی دستخطی خفیہ کلید، صرف اس بار دکھائی گئی:",
  "aff.pb.secret": "دستخط کی خفیہ کلید",
  "aff.pb.all": "آپ کے پوسٹ بیکس",
  "aff.pb.none": "ابھی کوئی پوسٹ بیک نہیں۔ اوپر شامل کریں۔",
  "aff.pb.status": "حیثیت",
  "aff.pb.on": "فعال",
  "aff.pb.off": "بند",
  "aff.pb.failing": "ناکام ہو رہا ہے",
  "aff.pb.test": "ٹیسٹ بھیجیں",
  "aff.pb.testLabel": "{url} کو ٹیسٹ بھیجیں",
  "aff.pb.testQueued": "ٹیسٹ قطار میں ہے۔ اس کی ترسیل نیچے لاگ میں نظر آئے گی۔",
  "aff.pb.log": "لاگ",
  "aff.pb.logLabel": "{url} کا ترسیلی لاگ",
  "aff.pb.turnOff": "بند کریں",
  "aff.pb.turnOn": "فعال کریں",
  "aff.pb.switchedOff": "پوسٹ بیک بند کر دیا گیا۔",
  "aff.pb.switchedOn": "پوسٹ بیک فعال کر دیا گیا۔",
  "aff.pb.rotate": "نئی خفیہ کلید",
  "aff.pb.rotated":
    "نئی خفیہ کلید بن گئی۔ ابھی کاپی کریں: یہ صرف ایک بار دکھائی جاتی ہے۔",
  "aff.pb.confirmDelete": "{url} والا پوسٹ بیک حذف کریں؟",
  "aff.pb.deleteLabel": "{url} والا پوسٹ بیک حذف کریں",
  "aff.pb.deleted": "پوسٹ بیک حذف ہو گیا۔",
  "aff.pb.delete": "حذف کریں",
  "aff.pb.logTitle": "{url} کو ترسیلات",
  "aff.pb.refresh": "تازہ کریں",
  "aff.pb.closeLog": "لاگ بند کریں",
  "aff.pb.replayQueued": "دوبارہ بھیج دیا: لاگ میں نظر آئے گا۔",
  "aff.nav.history": "تاریخ",

  "aff.dashboard.title": "ڈیش بورڈ",
  "aff.dashboard.loadFailed": "ڈیش بورڈ کا ڈیٹا لوڈ نہیں ہو سکا۔",
  "aff.dashboard.compareTitle":
    "اس مہینے اب تک، پچھلے مہینے کے انہی دنوں کے مقابلے میں",
  "aff.dashboard.figure": "شمار",
  "aff.dashboard.thisMonth": "اس مہینے",
  "aff.dashboard.lastMonth": "پچھلے مہینے کے یہی دن",
  "aff.dashboard.change": "فرق",
  "aff.dashboard.new": "نیا",
  "aff.noProducts": "ابھی تک کوئی پروڈکٹ آپ کو نہیں دی گئی۔",
  "aff.pending.amount": "{amount} منظوری کے انتظار میں۔",
  "aff.pending.text":
    "یہ سیلز آپ کی کمائی میں شامل ہیں لیکن ابھی نکالی نہیں جا سکتیں: دکان یا نیٹ ورک نے ابھی ان کی تصدیق نہیں کی (مثلاً کیش آن ڈیلیوری کی رقم ابھی وصول نہیں ہوئی)۔ منظوری کے بعد یہ رقم دستیاب ہو جائے گی، اور آرڈر منسوخ ہونے پر نکال دی جائے گی۔",

  "aff.deep.title": "ڈیپ لنکس",
  "aff.deep.of": "{title} کے ڈیپ لنکس",
  "aff.deep.hint":
    "اسی ٹریکنگ کے ساتھ دکان کے کسی بھی صفحے کا سیدھا لنک بنائیں۔ ان ڈومینز کے صفحات:",
  "aff.deep.noDomains":
    "اس پروڈکٹ کے لیے ڈیپ لنکس ابھی دستیاب نہیں: ایڈمن نے دکان کے ڈومین نہیں بتائے۔",
  "aff.deep.url": "صفحے کا پتا",
  "aff.deep.name": "نام (اختیاری)",
  "aff.deep.nameHint": 'آپ کے لیے، مثلاً "عید سیل کا صفحہ"',
  "aff.deep.create": "ڈیپ لنک بنائیں",
  "aff.deep.creating": "بن رہا ہے…",
  "aff.deep.createFailed": "ڈیپ لنک نہیں بن سکا۔",
  "aff.deep.loading": "ڈیپ لنکس لوڈ ہو رہے ہیں…",
  "aff.deep.loadFailed": "ڈیپ لنکس لوڈ نہیں ہو سکے۔",
  "aff.deep.none": "ابھی کوئی ڈیپ لنک نہیں۔",
  "aff.deep.list": "آپ کے ڈیپ لنکس",
  "aff.deep.copyOf": "ڈیپ لنک {name}",
  "aff.deep.delete": "حذف کریں",
  "aff.deep.deleteOf": "ڈیپ لنک {name} حذف کریں",
  "aff.deep.confirmDelete":
    'ڈیپ لنک "{name}" حذف کریں؟ اس کے بعد اس کا پتا پروڈکٹ کے عام صفحے پر لے جائے گا۔',
  "aff.deep.deleteFailed": "ڈیپ لنک حذف نہیں ہو سکا۔",
  "aff.card.couponsLabel": "آپ کے کوپن کوڈ",
  "aff.card.couponOne": "کوپن کوڈ (اس سے ہونے والی سیل آپ کی شمار ہوتی ہے):",
  "aff.card.couponMany": "کوپن کوڈ (ان سے ہونے والی سیل آپ کی شمار ہوتی ہے):",
  "aff.card.couponCopy": "کوپن کوڈ {code}",
  "aff.card.clicks": "کلکس: {n}",
  "aff.card.sales": "سیلز: {n}",
  "aff.card.earnings": "کمائی: {amount}",

  "aff.links.pageTitle": "پروڈکٹس",
  "aff.links.title": "میری ایفیلیئٹ پروڈکٹس",
  "aff.links.subtitle":
    "اپنے ٹریک ہونے والے لنک شیئر کریں؛ ہر وزٹ اور ہر سیل گنی جاتی ہے۔",
  "aff.links.loadFailed": "آپ کی پروڈکٹس لوڈ نہیں ہو سکیں۔",

  "aff.profile.title": "میری پروفائل",
  "aff.profile.loading": "پروفائل لوڈ ہو رہی ہے...",
  "aff.profile.loadFailed": "پروفائل لوڈ نہیں ہو سکی",
  "aff.profile.none": "آپ نے ابھی تک پروفائل جمع نہیں کروائی۔",
  "aff.profile.submit": "پروفائل جمع کروائیں",

  "aff.history.title": "ادائیگیوں کی تاریخ",
  "aff.history.request": "ادائیگی کی درخواست",
  "aff.history.loadFailed": "ادائیگیوں کی تاریخ لوڈ نہیں ہو سکی۔",

  "aff.payout.title": "ادائیگی کی درخواست",
  "aff.payout.subtitle": "اپنے دستیاب بیلنس سے ادائیگی کی درخواست دیں۔",
  "aff.payout.loadFailed": "ڈیٹا لوڈ نہیں ہو سکا",
  "aff.payout.newRequest": "ادائیگی کی نئی درخواست",
  "aff.payout.balance": "بیلنس",
  "aff.payout.available": "دستیاب بیلنس",
  "aff.payout.onHold": "روکی ہوئی رقم (ابھی قابلِ ادائیگی نہیں)",
  "aff.payout.totalPaid": "کل ادا شدہ",
  "aff.money.title": "آپ کی رقم",
  "aff.money.pending": "زیرِ التوا (روکی ہوئی)",
  "aff.money.available": "دستیاب",
  "aff.money.requested": "درخواست کردہ",
  "aff.money.paid": "ادا شدہ",
  "aff.money.total": "کل کمائی (اب تک): {amount}",
  "aff.money.allTime": "اب تک",
  "aff.money.nothingHeld":
    "کچھ بھی روکا ہوا نہیں: آپ کی ساری کمائی دستیاب، درخواست کردہ یا ادا شدہ ہے۔",
  "aff.payout.nextAvailable": "{amount}، {date} کو دستیاب ہو گا",
  "aff.payout.seeSchedule": "شیڈول دیکھیں",
  "aff.payout.max": "پورا",
  "aff.payout.maxLabel": "پورا: سارا دستیاب بیلنس مانگیں",
  "aff.payout.holdDates": "روکی ہوئی کمائی ان تاریخوں پر قابلِ ادائیگی ہو گی:",
  "aff.payout.payableFrom": "{amount}، {date} سے قابلِ ادائیگی",
  "aff.payout.accountSaved": "اکاؤنٹ اگلی بار کے لیے محفوظ ہو گیا۔",
  "aff.payout.accountNotSaved": "اکاؤنٹ محفوظ نہیں ہو سکا۔",
  "aff.payout.submitted": "ادائیگی کی درخواست جمع ہو گئی۔",
  "aff.payout.failed": "درخواست ناکام ہو گئی",
  "aff.payout.formLabel": "ادائیگی کی درخواست",
  "aff.payout.selectProduct": "پروڈکٹ منتخب کریں",
  "aff.payout.savedAccount": "محفوظ اکاؤنٹ",
  "aff.payout.savedAccountHint":
    "نیچے طریقہ اور اکاؤنٹ کی تفصیل خود بھر دیتا ہے۔",
  "aff.payout.newAccount": "نیا اکاؤنٹ لکھیں",
  "aff.payout.amount": "رقم ({currency})",
  "aff.payout.availableHint": "دستیاب: {amount}",
  "aff.payout.minimumHint": "کم از کم ادائیگی: {amount}",
  "aff.payout.method": "ادائیگی کا طریقہ",
  "aff.payout.accountName": "اکاؤنٹ ہولڈر کا نام",
  "aff.payout.bankName": "بینک کا نام",
  "aff.payout.accountLabel": "اکاؤنٹ کی قسم",
  "aff.payout.accountLabelHint": "مثلاً Payoneer، Wise",
  "aff.payout.walletNumber": "فون/اکاؤنٹ نمبر",
  "aff.payout.iban": "اکاؤنٹ نمبر / IBAN",
  "aff.payout.otherNumber": "اکاؤنٹ نمبر/آئی ڈی",
  "aff.payout.walletHint": "پاکستانی موبائل نمبر، مثلاً 03001234567",
  "aff.payout.ibanHint": "مثلاً PK36SCBL0000001123456702",
  "aff.payout.saveAccount": "یہ اکاؤنٹ اگلی بار کے لیے محفوظ کریں",
  "aff.payout.taxNote":
    "ادائیگی کے وقت ٹیکس کاٹا جاتا ہے، آپ کی ٹیکس پروفائل (میری پروفائل) کے مطابق فائلر یا نان فائلر کی شرح سے؛ ٹیکس پروفائل نہ ہو تو نان فائلر کی شرح لگتی ہے۔",

  "aff.stats.title": "میرے اعداد و شمار",
  "aff.stats.loading": "اعداد و شمار لوڈ ہو رہے ہیں...",
  "aff.stats.loadFailed": "اعداد و شمار لوڈ نہیں ہو سکے۔",
  "aff.stats.period": "مدت",
  "aff.stats.from": "سے",
  "aff.stats.to": "تک",
  "aff.stats.apply": "لاگو کریں",
  "aff.stats.pickDates":
    "اپنی مدت کے اعداد دیکھنے کے لیے شروع اور آخر کی تاریخ چنیں، پھر لاگو کریں دبائیں۔",
  "aff.stats.dailyFailed": "روزانہ کے اعداد و شمار لوڈ نہیں ہو سکے۔",
  "aff.stats.perDay": "روزانہ",
  "aff.stats.perDayOf": "روزانہ، {slot} = {value}",
  "aff.stats.subIdTrend": "ایک سب آئی ڈی کا رجحان",
  "aff.reports.bySubId": "سب آئی ڈی کے لحاظ سے رپورٹ",
  "aff.reports.bySubIdEmpty": "اس مدت میں اس سب آئی ڈی کے ساتھ کوئی کلک نہیں۔",
  "aff.reports.bySubIdFailed": "سب آئی ڈی کے لحاظ سے رپورٹ لوڈ نہیں ہو سکی۔",
  "aff.reports.value": "ویلیو",
  "aff.stats.byProduct": "پروڈکٹ کے لحاظ سے",
  "aff.stats.noProducts": "اس مدت میں کسی پروڈکٹ کے اعداد و شمار نہیں۔",

  "aff.reports.title": "رپورٹ",
  "aff.reports.export": "CSV ڈاؤن لوڈ کریں",
  "aff.reports.bothDates": "براہِ کرم شروع اور آخر، دونوں تاریخیں منتخب کریں۔",
  "aff.reports.endBeforeStart":
    "آخری تاریخ شروع کی تاریخ سے پہلے نہیں ہو سکتی۔",
  "aff.reports.noData": "محفوظ کرنے کے لیے کوئی ڈیٹا موجود نہیں",
  "aff.reports.csvFailed": "CSV فائل نہیں بن سکی",
  "aff.reports.range": "تاریخوں کی مدت",
  "aff.reports.start": "شروع کی تاریخ",
  "aff.reports.end": "آخری تاریخ",
  "aff.reports.empty": "منتخب مدت کے لیے رپورٹ کا کوئی ڈیٹا موجود نہیں",
  "aff.fx.title": "دوسری کرنسی سے تبدیل شدہ فروخت",
  "aff.fx.explain":
    "یہ فروخت دوسری کرنسی میں آئی اور اپنی تاریخ پر نافذ شرحِ مبادلہ سے تبدیل کی گئی۔",
  "aff.fx.date": "تاریخ",
  "aff.fx.order": "آرڈر",
  "aff.fx.product": "پروڈکٹ",
  "aff.fx.original": "اصل رقم",
  "aff.fx.rate": "شرح (تاریخ)",
  "aff.fx.amount": "رقم ({ledger})",

  "aff.complete.title": "اپنی پروفائل مکمل کریں",
  "aff.complete.subtitle":
    "اپنے بارے میں اور جہاں آپ پروموٹ کرتے ہیں، ہمیں بتائیں۔ پروڈکٹس دینے سے پہلے ایڈمن ہر پروفائل دیکھتا ہے۔",
  "aff.complete.notApproved": "آپ کی پروفائل منظور نہیں ہوئی۔",
  "aff.complete.updateAgain":
    "براہِ کرم اپنی تفصیلات درست کر کے دوبارہ جمع کروائیں۔",
  "aff.complete.toDashboard": "ڈیش بورڈ پر جائیں",
  "aff.complete.failed": "پروفائل جمع نہیں ہو سکی",
  "aff.complete.formLabel": "پروفائل فارم",
  "aff.state.support": "سپورٹ سے رابطہ کریں",
  "aff.state.noProfile": "آپ نے ابھی اپنی پروفائل نہیں بھیجی۔",
  "aff.state.noProfileNext":
    "اگلا قدم: نیچے دیا گیا فارم بھر کر جمع کروائیں۔ ایڈمن اس کا جائزہ لے گا؛ منظوری کے بعد آپ کی پروڈکٹس، لنکس اور ادائیگیاں کھل جائیں گی۔",
  "aff.state.pendingNext":
    "اگلا قدم: ابھی کچھ نہیں کرنا۔ ایڈمن آپ کی پروفائل کا جائزہ لے گا اور فیصلہ ہم آپ کو ای میل کریں گے۔ کوئی سوال؟ {support}۔",
  "aff.state.questions": "کوئی سوال؟ {support}۔",
  "aff.state.blocked": "آپ کا اکاؤنٹ بلاک ہے۔",
  "aff.state.blockedNext":
    "بلاک کے دوران آپ اپنی پروڈکٹس، لنکس، اعداد و شمار اور ادائیگیاں نہیں کھول سکتے۔ وجہ جاننے یا دوبارہ جائزے کے لیے {support}۔",

  "aff.share.defaultMessage": "{title} ضرور دیکھیں: {link}",
  "aff.share.yourLink": "اپنا لنک",
  "aff.share.share": "شیئر کریں",
  "aff.share.shareCode": "کوڈ شیئر کریں",
  "aff.share.heading": "{what} شیئر کریں",
  "aff.share.qrOf": "{text} کا QR کوڈ",
  "aff.share.qrFailed": "QR کوڈ دستیاب نہیں۔",
  "aff.share.qrDrawing": "QR کوڈ بن رہا ہے...",
  "aff.share.png": "PNG ڈاؤن لوڈ کریں",
  "aff.share.svg": "SVG ڈاؤن لوڈ کریں",
  "aff.share.whatsapp": "واٹس ایپ پر شیئر کریں",
  "aff.share.native": "شیئر…",
  "aff.share.edit": "پیغام بدلیں",
  "aff.share.messageLabel": "آپ کا شیئر پیغام",
  "aff.share.messageHint":
    "اس براؤزر میں ہر پروڈکٹ کے لیے یہی پیغام استعمال ہو گا۔ {link} کی جگہ آپ کا لنک اور {title} کی جگہ پروڈکٹ کا نام آئے گا؛ {link} نہ ہو تو لنک آخر میں لگ جائے گا۔",
  "aff.share.save": "پیغام محفوظ کریں",
  "aff.share.useDefault": "پہلے والا پیغام",
  "aff.share.cancel": "رہنے دیں",
  "aff.kit.title": "ریسورس کِٹ",
  "aff.kit.loadFailed": "ریسورس کِٹ لوڈ نہیں ہو سکی۔",
  "aff.kit.of": "{title} کی ریسورس کِٹ",
  "aff.kit.loading": "ریسورسز لوڈ ہو رہے ہیں...",
  "aff.kit.none": "اس پروڈکٹ کے لیے ابھی کوئی ریسورس نہیں۔",
  "aff.kit.images": "تصاویر",
  "aff.kit.downloadImageOf": "تصویر ڈاؤن لوڈ کریں: {text}",
  "aff.kit.downloadImage": "تصویر ڈاؤن لوڈ کریں",
  "aff.kit.captions": "کیپشن",
  "aff.kit.urdu": "اردو",
  "aff.kit.english": "انگریزی",
  "aff.kit.urduCaption": "اردو کیپشن {id} آپ کے لنک کے ساتھ",
  "aff.kit.englishCaption": "انگریزی کیپشن {id} آپ کے لنک کے ساتھ",
  "aff.kit.copyCaption": "کیپشن کاپی کریں",
  "aff.kit.notes": "نوٹس",

  "aff.tax.title": "ٹیکس پروفائل",
  "aff.tax.loadFailed": "آپ کی ٹیکس پروفائل لوڈ نہیں ہو سکی۔",
  "aff.tax.saveFailed": "ٹیکس پروفائل محفوظ نہیں ہو سکی۔",
  "aff.tax.withheld": "ہر ادائیگی کے وقت اس میں سے ٹیکس کاٹا جاتا ہے۔",
  "aff.tax.notWithheld": "فی الحال ادائیگیوں سے ٹیکس نہیں کاٹا جا رہا۔",
  "aff.tax.rate":
    "شرح ({category}، سیکشن {section}): ایکٹو ٹیکس پیئرز لسٹ والے فائلرز کے لیے {filer}%، باقی سب کے لیے {nonFiler}%۔",
  "aff.tax.none":
    "کوئی ٹیکس پروفائل درج نہیں: آپ کی ادائیگیوں پر نان فائلر کی شرح لگے گی۔",
  "aff.tax.formLabel": "ٹیکس پروفائل فارم",
  "aff.tax.id": "شناختی کارڈ (CNIC) یا NTN",
  "aff.tax.idHint": "CNIC 12345-1234567-1 یا NTN 1234567-8",
  "aff.tax.filer": "کیا آپ ایکٹو ٹیکس پیئرز لسٹ میں ہیں (فائلر)؟",
  "aff.tax.choose": "منتخب کریں",
  "aff.tax.yes": "جی ہاں، فائلر",
  "aff.tax.no": "نہیں، نان فائلر",
  "aff.tax.save": "ٹیکس پروفائل محفوظ کریں",
  "aff.tax.saved": "ٹیکس پروفائل محفوظ ہو گئی۔",

  "aff.invoice.loadFailed": "انوائس لوڈ نہیں ہو سکی۔",
  "aff.invoice.back": "واپس",
  "aff.invoice.print": "پرنٹ کریں",
  "aff.invoice.downloadPdf": "پی ڈی ایف ڈاؤن لوڈ کریں",
  "aff.invoice.downloadFailed":
    "پی ڈی ایف ڈاؤن لوڈ نہیں ہو سکی۔ دوبارہ کوشش کریں۔",
  "aff.invoice.frameTitle": "ادائیگی {id} کی انوائس",

  "aff.2fa.yourAccount": "آپ کا اکاؤنٹ",
  "aff.2fa.loading": "دو مرحلہ سائن اِن کی ترتیبات لوڈ ہو رہی ہیں...",
  "aff.2fa.loadFailed": "دو مرحلہ سائن اِن کی ترتیبات لوڈ نہیں ہو سکیں۔",
  "aff.2fa.back": "واپس اپنے اکاؤنٹ میں",
  "aff.2fa.startFailed": "سیٹ اپ شروع نہیں ہو سکا۔ دوبارہ کوشش کریں۔",
  "aff.2fa.protect":
    "پاس ورڈ کے ساتھ آتھنٹیکیٹر ایپ (Google Authenticator، Microsoft Authenticator، 1Password، Aegis…) کے کوڈ سے اپنا اکاؤنٹ محفوظ بنائیں۔",
  "aff.2fa.setUp": "دو مرحلہ سائن اِن سیٹ اپ کریں",
  "aff.2fa.qr": "آتھنٹیکیٹر ایپ سے اسکین کرنے کے لیے QR کوڈ",
  "aff.2fa.steps":
    "1۔ آتھنٹیکیٹر ایپ سے QR کوڈ اسکین کریں۔ 2۔ ایپ میں نظر آنے والا 6 ہندسوں کا کوڈ درج کریں۔",
  "aff.2fa.cantScan":
    "اسکین نہیں ہو رہا؟ یہ کی ایپ میں درج کریں (وقت کی بنیاد پر):",
  "aff.2fa.key": "سیٹ اپ کی",
  "aff.2fa.confirm": "دو مرحلہ سائن اِن کی تصدیق",
  "aff.2fa.code": "ایپ سے 6 ہندسوں کا کوڈ",
  "aff.2fa.turnOn": "دو مرحلہ سائن اِن آن کریں",
  "aff.2fa.saveCodes":
    "دو مرحلہ سائن اِن آن ہو گیا۔ آپ کے باقی سیشن سائن آؤٹ کر دیے گئے۔ یہ ریکوری کوڈ ابھی محفوظ کر لیں: یہ صرف ایک بار دکھائے جائیں گے۔",
  "aff.2fa.newCodes":
    "یہ آپ کے نئے ریکوری کوڈ ہیں۔ پرانے کوڈ اب کام نہیں کریں گے۔ انہیں ابھی محفوظ کر لیں: یہ صرف ایک بار دکھائے جائیں گے۔",
  "aff.2fa.codesInfo":
    "فون گم ہو جائے تو ہر ریکوری کوڈ سے ایک بار سائن اِن ہو سکتا ہے۔ انہیں پاس ورڈ سے الگ کسی محفوظ جگہ رکھیں۔",
  "aff.2fa.regenHeading": "نئے ریکوری کوڈ",
  "aff.2fa.regenLead":
    "ریکوری کوڈ گم ہو گئے یا زیادہ تر استعمال ہو چکے؟ 10 نئے کوڈ لیں؛ پرانے کوڈ کام کرنا چھوڑ دیں گے۔",
  "aff.2fa.regenSubmit": "نئے ریکوری کوڈ لیں",
  "aff.2fa.regenFailed": "نئے ریکوری کوڈ نہیں بن سکے۔",
  "aff.2fa.codes": "ریکوری کوڈ",
  "aff.2fa.copyCodes": "ریکوری کوڈ کاپی کریں",
  "aff.2fa.download": "ڈاؤن لوڈ کریں",
  "aff.2fa.continue": "میں نے کوڈ محفوظ کر لیے، آگے چلیں",
  "aff.2fa.offFailed": "دو مرحلہ سائن اِن بند نہیں ہو سکا۔",
  "aff.2fa.on": "دو مرحلہ سائن اِن آن ہے۔",
  "aff.2fa.onSince": "دو مرحلہ سائن اِن {since} سے آن ہے۔",
  "aff.2fa.oneLeft": "1 ریکوری کوڈ باقی ہے۔",
  "aff.2fa.left": "{n} ریکوری کوڈ باقی ہیں۔",
  "aff.2fa.requiredByAdmin":
    "ایڈمن اکاؤنٹس کے لیے دو مرحلہ سائن اِن لازمی ہے، اس لیے اسے یہاں بند نہیں کیا جا سکتا۔",
  "aff.2fa.turnOff": "دو مرحلہ سائن اِن بند کریں",
  "aff.2fa.off": "بند کریں",
  "aff.2fa.proof": "اپنی ایپ کا موجودہ کوڈ یا اپنا پاس ورڈ درج کریں۔",
  "aff.2fa.offCode": "ایپ کا کوڈ (یا ریکوری کوڈ)",
  "aff.2fa.orPassword": "یا اپنا پاس ورڈ",
  "aff.empty.productsHint":
    "جن پروڈکٹس کی آپ تشہیر کرتے ہیں وہ یہاں نظر آئیں گی، ہر ایک کے ساتھ شیئر کرنے کے لیے آپ کا اپنا لنک اور اس کے کلکس، سیلز اور کمائی۔ پروڈکٹ پانے کے لیے کسی کھلی آفر پر درخواست دیں۔",
  "aff.empty.browseOffers": "آفرز دیکھیں",
  "aff.empty.statsHint":
    "جب لوگ آپ کے لنکس استعمال کریں گے تو اس مدت میں ہر پروڈکٹ کے کلکس، سیلز اور کمائی یہاں نظر آئیں گے۔ شروع کرنے کے لیے کوئی لنک شیئر کریں۔",
  "aff.empty.shareLinks": "اپنے لنکس لیں",
  "aff.empty.reportHint":
    "جب آپ کے لنکس پر لوگ آئیں گے تو یہاں ہر دن کی ایک قطار ہوگی: کلکس، سیلز، کمائی، ادائیگیاں اور بیلنس۔ لمبی مدت چنیں، یا شروع کرنے کے لیے کوئی لنک شیئر کریں۔",
  "aff.empty.conversionsHint":
    "آپ کے لنکس سے آنے والی ہر سیل یا لیڈ یہاں اپنی حالت اور آپ کی کمائی کے ساتھ نظر آئے گی۔ شروع کرنے کے لیے کوئی لنک شیئر کریں۔",
  "aff.empty.payoutsHint":
    "آپ کی مانگی ہوئی ہر ادائیگی یہاں اپنی حالت کے ساتھ نظر آئے گی، اور ادا ہونے پر اس کی انوائس بھی۔",
  "aff.empty.requestPayout": "ادائیگی کی درخواست دیں",
  "aff.empty.deepLinksHint":
    "اس پروڈکٹ کی دکان کے دوسرے صفحات کے لنکس، ہر ایک آپ کے لیے ٹریک شدہ۔ اوپر والے فارم سے ایک بنائیں۔",
  "aff.empty.offersHint":
    "کھلی آفرز یہاں نظر آتی ہیں، ہر ایک کے ساتھ کہ وہ کتنا دیتی ہے؛ کسی پر درخواست دیں تو اس کا لنک آپ کی پروڈکٹس میں شامل ہو جائے گا۔",
  "aff.empty.clearSearch": "تلاش صاف کریں",
  "aff.keys.noneHint":
    "کلیدیں آپ کے اپنے ٹولز کو آپ کے اعداد و شمار اور کنورژنز پڑھنے دیتی ہیں۔ آپ کی بنائی ہوئی ہر کلید یہاں درج ہوگی، آخری استعمال کے وقت کے ساتھ۔",
  "aff.pb.noneHint":
    "ہر پوسٹ بیک کنورژن ہونے پر آپ کے ایڈریس کو کال کرتا ہے، تاکہ آپ کا اپنا ٹریکر بھی اسے گنے۔",
};

/** The affiliate area in Urdu. */
export const affiliateUr: AreaTranslation = {
  messages,
  serverPatterns: [
    [/^Insufficient balance\. Available: (.+)$/, "ناکافی بیلنس۔ دستیاب: $1"],
    [/^Minimum payout is (.+)\.$/, "کم از کم ادائیگی $1 ہے۔"],
  ],
  serverTexts: {
    // The profile's field tables (profile_fields.ts) are English-keyed like the server's texts.
    ...profileFieldsUr,
    [SUBMITTED_TEXT]: "جمع ہو گئی۔ ایڈمن کی منظوری کا انتظار ہے۔",
    [APPROVED_TEXT]: "آپ کی پروفائل منظور ہو گئی ہے۔",
    [TWO_FACTOR_MESSAGES.required]:
      "ایڈمن ایریا استعمال کرنے سے پہلے دو مرحلہ سائن اِن سیٹ اپ کریں۔",
    [TWO_FACTOR_MESSAGES.disabled]: "دو مرحلہ سائن اِن بند ہے۔",
    [TWO_FACTOR_MESSAGES.invalidCode]:
      "یہ کوڈ درست نہیں۔ اپنی آتھنٹیکیٹر ایپ کا وقت چیک کر کے دوبارہ کوشش کریں۔",
    [TWO_FACTOR_MESSAGES.codeUsed]:
      "یہ کوڈ پہلے استعمال ہو چکا ہے۔ آتھنٹیکیٹر ایپ میں اگلے کوڈ کا انتظار کریں۔",
    [TWO_FACTOR_MESSAGES.disableNeedsProof]:
      "اپنی آتھنٹیکیٹر ایپ کا موجودہ کوڈ یا اپنا پاس ورڈ درج کریں۔",
    [TWO_FACTOR_MESSAGES.wrongPassword]: "یہ پاس ورڈ درست نہیں۔",
    [TAX_PROFILE_MESSAGES.idNumber]:
      "اپنا شناختی کارڈ نمبر (12345-1234567-1) یا NTN (1234567-8) درج کریں۔",
    [TAX_PROFILE_MESSAGES.filer]:
      "بتائیں کہ آپ ایکٹو ٹیکس پیئرز لسٹ میں ہیں (فائلر) یا نہیں۔",
    [PROFILE_MESSAGES.nameRequired]: "پورا نام ضروری ہے۔",
    [PROFILE_MESSAGES.cnic]:
      "شناختی کارڈ نمبر 13 ہندسوں کا ہونا چاہیے، مثلاً 12345-1234567-1۔",
    [PROFILE_MESSAGES.phone]:
      "فون نمبر پاکستانی موبائل نمبر ہونا چاہیے، مثلاً 03001234567 یا +923001234567۔",
    [PROFILE_MESSAGES.whatsappNumber]:
      "واٹس ایپ نمبر پاکستانی موبائل نمبر ہونا چاہیے، مثلاً 03001234567 یا +923001234567۔",
    [PROFILE_MESSAGES.dobFormat]:
      "تاریخِ پیدائش درست تاریخ ہونی چاہیے (YYYY-MM-DD)۔",
    [PROFILE_MESSAGES.dobFuture]: "تاریخِ پیدائش آنے والی تاریخ نہیں ہو سکتی۔",
    [PROFILE_MESSAGES.dobAge]:
      "تاریخِ پیدائش کے مطابق عمر 13 سے 120 سال کے درمیان ہونی چاہیے۔",
    [PAYOUT_MESSAGES.required]: "تمام خانے بھرنا ضروری ہیں",
    [PAYOUT_MESSAGES.amountFormat]:
      "رقم ایک عدد ہونی چاہیے، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے۔",
    [PAYOUT_MESSAGES.amountMinimum]: "رقم کم از کم 1 ہونی چاہیے۔",
    [PAYOUT_MESSAGES.product]: "براہِ کرم درست پروڈکٹ منتخب کریں۔",
    // The method list comes from the payout-method table, so a new method needs no edit here.
    [PAYOUT_MESSAGES.method]: `براہِ کرم ادائیگی کا طریقہ منتخب کریں: ${
      payoutMethodList("ur")
    }۔`,
    [PAYOUT_MESSAGES.tooLong]:
      "اکاؤنٹ کی ہر تفصیل زیادہ سے زیادہ 100 حروف کی ہو سکتی ہے۔",
    [PAYOUT_MESSAGES.bank]:
      "بینک ٹرانسفر کے لیے اکاؤنٹ ہولڈر کا نام، بینک کا نام اور اکاؤنٹ نمبر/IBAN ضروری ہیں۔",
    [PAYOUT_MESSAGES.iban]:
      "براہِ کرم درست پاکستانی IBAN درج کریں: PK سے شروع ہونے والے 24 حروف (مثلاً PK36SCBL0000001123456702)۔",
    [PAYOUT_MESSAGES.bankAccount]:
      "براہِ کرم درست بینک اکاؤنٹ نمبر (6 سے 24 ہندسے) یا پاکستانی IBAN درج کریں۔",
    [PAYOUT_MESSAGES.walletName]:
      "JazzCash/EasyPaisa کے لیے اکاؤنٹ ہولڈر کا نام درج کریں۔",
    [PAYOUT_MESSAGES.walletNumber]: "براہِ کرم اپنا فون/اکاؤنٹ نمبر درج کریں۔",
    [PAYOUT_MESSAGES.mobile]:
      "براہِ کرم درست پاکستانی موبائل نمبر درج کریں، مثلاً 03001234567۔",
    [PAYOUT_MESSAGES.otherName]:
      "دیگر طریقے کے لیے اکاؤنٹ ہولڈر کا نام درج کریں۔",
    [PAYOUT_MESSAGES.otherAccount]:
      "اکاؤنٹ کی قسم اور اکاؤنٹ نمبر/آئی ڈی درج کریں۔",
  },
};
