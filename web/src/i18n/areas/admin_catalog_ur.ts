/**
 * The admin_catalog area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_catalog_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminCatalogKey } from "./admin_catalog_en.ts";
import { SOURCE_MESSAGES, WAITING_MESSAGES } from "@domain/sources/source.ts";
import { TEST_ORDER_REASON } from "@domain/sources/conversion_step.ts";
import {
  MAX_RESOURCE_TEXT,
  RESOURCE_MESSAGES,
} from "@domain/products/product_resource.ts";

const messages: Record<AdminCatalogKey, string> = {
  "admc.edit": "ترمیم کریں",
  "admc.delete": "حذف کریں",
  "admc.user": "صارف",
  "admc.product": "پروڈکٹ",
  "admc.affiliate": "ایفیلیئٹ",
  "admc.actions": "کارروائیاں",
  "admc.date": "تاریخ",
  "admc.userNumber": "صارف نمبر {id}",
  "admc.productNumber": "پروڈکٹ نمبر {id}",
  "admc.allSources": "→ تمام ذرائع",
  "admc.importCsv": "CSV امپورٹ کریں",
  "admc.outcome": "نتیجہ",
  "admc.reason": "وجہ",
  "admc.description": "تفصیل",

  "admc.products.title": "پروڈکٹس",
  "admc.products.subtitle":
    "وہ پروڈکٹس شامل کریں، ان میں ترمیم کریں یا ہٹائیں جن کی ایفیلیئٹس تشہیر کرتے ہیں۔",
  "admc.products.missing": "عنوان اور تفصیل لازمی ہیں۔",
  "admc.products.badImage": "براہِ کرم تصویر کی فائل منتخب کریں۔",
  "admc.products.loadFailed": "پروڈکٹس لوڈ نہیں ہو سکیں۔",
  "admc.products.updated": "پروڈکٹ کامیابی سے اپ ڈیٹ ہو گئی!",
  "admc.products.added": "پروڈکٹ کامیابی سے شامل ہو گئی!",
  "admc.products.saveFailed":
    "پروڈکٹ محفوظ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  "admc.products.confirmDelete": "کیا آپ واقعی یہ پروڈکٹ حذف کرنا چاہتے ہیں؟",
  "admc.products.deleted": "پروڈکٹ کامیابی سے حذف ہو گئی!",
  "admc.products.deleteFailed":
    "پروڈکٹ حذف نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  "admc.products.editTitle": "پروڈکٹ میں ترمیم: {title}",
  "admc.products.add": "پروڈکٹ شامل کریں",
  "admc.products.formLabel": "پروڈکٹ فارم",
  "admc.products.fieldTitle": "عنوان",
  "admc.products.commission": "کمیشن (%)",
  "admc.products.refundPolicy": "رقم واپسی کی پالیسی",
  "admc.products.allowedDomains": "ڈیپ لنک ڈومینز",
  "admc.products.allowedDomainsHint":
    "جہاں ایفیلیٹ کسی بھی صفحے کا لنک بنا سکیں، مثلاً shop.example.pk، یا اس کے اور اس کے سب ڈومینز کے لیے *.example.pk۔ خالی: کوئی ڈیپ لنک نہیں۔",
  "admc.products.destinationUrl": "منزل URL (اختیاری)",
  "admc.products.destinationUrlHint":
    "جب آپ لنک لکھے بغیر یہ پروڈکٹ دیں تو ایفیلیٹس کے لنک یہاں لے جائیں گے؛ ہر کلک پر {click_id} بھر دیا جاتا ہے۔",
  "admc.products.visibility": "آفرز کی فہرست",
  "admc.products.private": "نجی — صرف وہ ایفیلیٹ جنہیں آپ لنک دیں",
  "admc.products.public": "عوامی — منظور شدہ ایفیلیٹ اسے آفرز میں دیکھیں",
  "admc.products.visibilityHint":
    "عوامی آفرز ایفیلیٹس کے آفرز صفحے پر ان کی اپنی ادائیگی کے ساتھ دکھتی ہیں۔",
  "admc.products.joinPolicy": "آفرز سے شمولیت",
  "admc.products.joinApproval": "ایفیلیٹ درخواست دیں؛ آپ منظور کریں",
  "admc.products.joinInstant": "فوری — لنک اسی وقت بن جائے",
  "admc.products.autoApprove": "درخواستوں کی منظوری",
  "admc.products.autoApproveNo": "ہر درخواست خود دیکھیں",
  "admc.products.autoApproveYes":
    "اگر ایفیلیٹ پر کوئی کھلا رسک فلیگ نہ ہو تو فوراً منظور کریں",
  "admc.products.trafficSources": "اجازت یافتہ ٹریفک ذرائع",
  "admc.products.trafficSourcesHint":
    "کوما سے الگ کریں، مثلاً Facebook، YouTube، WhatsApp گروپس۔",
  "admc.products.image": "تصویر (اختیاری)",
  "admc.products.imageHint": "JPEG، PNG یا WebP، زیادہ سے زیادہ 2 MB۔",
  "admc.products.update": "پروڈکٹ اپ ڈیٹ کریں",
  "admc.products.catalog": "کیٹلاگ",
  "admc.products.offerLink": "اہداف، قواعد اور حدیں",
  "admc.products.none": "کوئی پروڈکٹ نہیں ملی۔",
  "admc.products.commissionBadge": "کمیشن: {percent}",
  "admc.products.noRefunds": "رقم واپسی نہیں",
  "admc.products.guarantee": "30 دن کی گارنٹی",

  "admc.kit.captionEn": "کیپشن (انگریزی)",
  "admc.kit.captionUr": "کیپشن (اردو)",
  "admc.kit.note": "ایفیلیئٹس کے لیے نوٹ",
  "admc.kit.image": "تصویر",
  "admc.kit.loadFailed": "ریسورس کٹ لوڈ نہیں ہو سکی۔",
  "admc.kit.added": "ریسورس شامل ہو گیا۔",
  "admc.kit.addFailed": "ریسورس شامل نہیں ہو سکا۔",
  "admc.kit.removed": "ریسورس ہٹا دیا گیا۔",
  "admc.kit.removeFailed": "ریسورس ہٹایا نہیں جا سکا۔",
  "admc.kit.title": "ریسورس کٹ",
  "admc.kit.label": "{title} کی ریسورس کٹ",
  "admc.kit.loading": "ریسورسز لوڈ ہو رہے ہیں...",
  "admc.kit.none": "ابھی کوئی ریسورس نہیں۔",
  "admc.kit.listLabel": "ریسورسز",
  "admc.kit.urduCaption": "اردو کیپشن",
  "admc.kit.englishCaption": "انگریزی کیپشن",
  "admc.kit.noteKind": "نوٹ",
  "admc.kit.removeLabel": "{kind} {id} ہٹائیں",
  "admc.kit.remove": "ہٹائیں",
  "admc.kit.addLabel": "{title} کی ریسورس کٹ میں شامل کریں",
  "admc.kit.resource": "ریسورس",
  "admc.kit.imageFile": "تصویر کی فائل",
  "admc.kit.imageHint":
    "یہ ان ایفیلیئٹس کو پڑھ کر سنائی جاتی ہے جو تصویر نہیں دیکھ سکتے۔",
  "admc.kit.text": "متن",
  "admc.kit.noteHint": "ایفیلیئٹس کے لیے مشورے: کہاں اور کب پوسٹ کریں۔",
  "admc.kit.captionHint":
    "جہاں ایفیلیئٹ کا لنک آنا ہے وہاں {link} لکھیں؛ اس کے بغیر لنک الگ سطر میں شامل کر دیا جاتا ہے۔",
  "admc.kit.add": "کٹ میں شامل کریں",

  "admc.links.title": "ایفیلیئٹ لنکس",
  "admc.links.loadFailed": "ایفیلیئٹ لنکس لوڈ نہیں ہو سکے۔",
  "admc.links.assigned": "ایفیلیئٹ لنک کامیابی سے دے دیا گیا!",
  "admc.links.destination": "منزل",
  "admc.links.tracked": "ٹریک ہونے والا لنک",
  "admc.links.assignTitle": "لنک دیں",
  "admc.links.assign": "لنک دیں",
  "admc.links.invalid":
    "براہِ کرم درست URL درج کریں (https:// کے ساتھ پورا URL لکھیں)۔",
  "admc.links.assignFailed":
    "لنک نہیں دیا جا سکا۔ براہِ کرم اپنی معلومات چیک کریں۔",
  "admc.links.link": "لنک",
  "admc.links.linkHint": "https:// کے ساتھ پورا URL لکھیں",
  "admc.links.linkHintOptional":
    "پروڈکٹ کا منزل URL استعمال کرنے کے لیے خالی چھوڑیں۔ یہاں https:// کے ساتھ لکھا پورا URL اس کی جگہ لے گا۔",
  "admc.links.all": "تمام لنکس",
  "admc.links.none": "کوئی ایفیلیئٹ لنک نہیں ملا",
  "admc.links.caption": "ایفیلیئٹ لنکس",

  "admc.coupons.title": "کوپن کوڈ",
  "admc.coupons.loading": "کوپن کوڈ لوڈ ہو رہے ہیں...",
  "admc.coupons.loadFailed": "کوپن کوڈ لوڈ نہیں ہو سکے۔",
  "admc.coupons.unavailable":
    "اس سرور پر ابھی کوپن کوڈ دستیاب نہیں (API نے 404 جواب دیا)۔",
  "admc.coupons.subtitle":
    "دکان کا جو آرڈر یا رپورٹ کسی ایفیلیئٹ کا کوڈ رکھتی ہو، اور اس میں کلک آئی ڈی یا لنک کوڈ نہ ہو، وہ اسی ایفیلیئٹ اور پروڈکٹ کی شمار ہوتی ہے۔",
  "admc.coupons.links": "ایفیلیئٹ لنکس",
  "admc.coupons.given": "کوپن کوڈ {code} دے دیا گیا۔",
  "admc.coupons.confirmDelete":
    "کوپن کوڈ {code} حذف کریں؟ اس کے بعد اسے استعمال کرنے والے آرڈر کسی کے شمار نہیں ہوں گے۔",
  "admc.coupons.deleted": "کوپن کوڈ {code} حذف ہو گیا۔",
  "admc.coupons.deleteFailed": "کوپن کوڈ حذف نہیں ہو سکا۔",
  "admc.coupons.code": "کوڈ",
  "admc.coupons.deleteLabel": "{code} حذف کریں",
  "admc.coupons.give": "کوپن کوڈ دیں",
  "admc.coupons.giveCode": "کوڈ دیں",
  "admc.coupons.invalid":
    "کوڈ میں 2 سے 50 تک حروف، ہندسے، ڈیش یا انڈر اسکور ہوتے ہیں، مثلاً ALI10۔",
  "admc.coupons.addFailed": "کوپن کوڈ شامل نہیں ہو سکا۔",
  "admc.coupons.field": "کوپن کوڈ",
  "admc.coupons.placeholder": "مثلاً ALI10",
  "admc.coupons.hint":
    "یہی کوڈ اپنی دکان میں بھی بنائیں؛ کوڈ چھوٹے بڑے حروف کے فرق کے بغیر ملائے جاتے ہیں۔",
  "admc.coupons.all": "تمام کوپن کوڈ",
  "admc.coupons.none": "ابھی کوئی کوپن کوڈ نہیں۔",
  "admc.coupons.caption": "کوپن کوڈ",

  "admc.addStat.title": "اعداد و شمار شامل کریں",
  "admc.addStat.missing": "صارف، پروڈکٹ اور تاریخ لازمی ہیں۔",
  "admc.addStat.saved": "اعداد و شمار کا ریکارڈ کامیابی سے محفوظ ہو گیا!",
  "admc.addStat.saveFailed": "اعداد و شمار کا ریکارڈ محفوظ کرنے میں خرابی۔",
  "admc.addStat.loadFailed":
    "ڈیٹا لوڈ نہیں ہو سکا۔ براہِ کرم صفحہ دوبارہ لوڈ کریں۔",
  "admc.addStat.record": "اعداد و شمار کا ریکارڈ",
  "admc.addStat.earnings": "کمائی ({currency})",
  "admc.addStat.save": "ریکارڈ محفوظ کریں",
  "admc.products.noneHint":
    "وہ پروڈکٹس جن کی آپ کے ایفیلیئٹس تشہیر کرتے ہیں، ہر ایک اس صفحے کے ساتھ جہاں خریدار پہنچتے ہیں۔ پہلی پروڈکٹ اوپر والے فارم سے شامل کریں۔",
  "admc.links.noneHint":
    "ٹریک شدہ لنکس جو ایفیلیئٹس شیئر کرتے ہیں، ہر ایفیلیئٹ اور پروڈکٹ کا ایک۔ اوپر والے فارم سے لنک دیں۔",
  "admc.coupons.noneHint":
    "ڈسکاؤنٹ کوڈ جو سیل کو کسی ایفیلیئٹ کے نام کرتے ہیں۔ اوپر والے فارم سے کوڈ دیں۔",
  "admc.stats.noneHint":
    "ہر ایفیلیئٹ اور دن کے کلکس، سیلز اور کمائی: ٹریک شدہ لنکس، جڑے ہوئے اسٹورز اور نیٹ ورکس، اور ہاتھ سے درج اعداد و شمار سے۔",
  "admc.stats.connect": "کوئی اسٹور یا نیٹ ورک جوڑیں",
  "admc.addStat.subtitle":
    "ہاتھ سے درج کیے گئے اعداد و شمار، ان سیلز کے لیے جن کی اطلاع کسی اسٹور یا نیٹ ورک نے نہیں دی۔ ہر اندراج اور اس کی وجہ آڈٹ لاگ میں جاتی ہے۔",
  "admc.addStat.viewStats": "اعداد و شمار دیکھیں پر واپس",
  "admc.addStat.reason": "وجہ",
  "admc.addStat.reasonHint":
    "یہ اعداد و شمار ہاتھ سے کیوں درج کیے جا رہے ہیں (مثلاً: اسٹور کی مئی کی رپورٹ، ای میل سے موصول)۔ آڈٹ لاگ میں محفوظ رہتی ہے۔",
  "admc.addStat.reasonMissing":
    "بتائیں کہ یہ اعداد و شمار ہاتھ سے کیوں درج کیے جا رہے ہیں۔",

  "admc.stats.title": "اعداد و شمار دیکھیں",
  "admc.stats.loadFailed": "اعداد و شمار لوڈ نہیں ہو سکے۔",
  "admc.stats.none": "کوئی اعداد و شمار نہیں ملے۔",
  "admc.stats.caption": "اعداد و شمار",

  "admc.sources.title": "سیلز کے ذرائع",
  "admc.sources.subtitle":
    "سیلز کہاں سے آتی ہیں: آپ کی دکانوں کے ویب ہُکس، نیٹ ورکس کے پوسٹ بیکس، CSV رپورٹس اور دستخط شدہ API۔",
  "admc.sources.loading": "ذرائع لوڈ ہو رہے ہیں...",
  "admc.sources.loadFailed": "ذرائع لوڈ نہیں ہو سکے۔",
  "admc.sources.created":
    "ذریعہ “{name}” بن گیا۔ نیچے “اپنی دکان جوڑیں” کے مراحل پر عمل کریں۔",
  "admc.sources.createFailed": "ذریعہ نہیں بن سکا۔",
  "admc.sources.saved": "ذریعہ محفوظ ہو گیا۔",
  "admc.sources.saveFailed": "ذریعہ محفوظ نہیں ہو سکا۔",
  "admc.sources.confirmDelete":
    "ذریعہ “{name}” حذف کریں؟ اب سے اس کے URL پر آنے والی ڈیلیوریز رد کر دی جائیں گی۔ پہلے سے درج سیلز برقرار رہیں گی۔",
  "admc.sources.deleted": "ذریعہ “{name}” حذف ہو گیا۔",
  "admc.sources.deleteFailed": "ذریعہ حذف نہیں ہو سکا۔",
  "admc.sources.new": "نیا ذریعہ",
  "admc.sources.add": "ذریعہ شامل کریں",
  "admc.sources.coupons": "کوپن کوڈ",
  "admc.sources.yours": "آپ کے ذرائع",
  "admc.sources.none": "ابھی کوئی ذریعہ نہیں۔",
  "admc.sources.noneText":
    "اپنی Shopify یا WooCommerce دکان کے لیے، یا کسی نیٹ ورک کے پوسٹ بیکس کے لیے ذریعہ شامل کریں۔",
  "admc.sources.editTitle": "{name} میں ترمیم",
  "admc.sources.currency": "کرنسی {currency}",
  "admc.sources.onPayout": " · کمیشن نیٹ ورک کی ادائیگی پر",
  "admc.sources.onSale": " · کمیشن سیل پر",
  "admc.sources.builtIn": " · پہلے سے موجود",
  "admc.sources.postbackUrl": "پوسٹ بیک URL",
  "admc.sources.endpointUrl": "اینڈ پوائنٹ URL",
  "admc.sources.urlLabel": "{name} کا URL",
  "admc.sources.signingKey": "سائننگ کلید",
  "admc.sources.secret": "خفیہ کلید",
  "admc.sources.secretLabel": "{name} کی خفیہ کلید",
  "admc.sources.events": "ایونٹس",

  "admc.kind.shopify": "Shopify دکان",
  "admc.kind.woocommerce": "WooCommerce دکان",
  "admc.kind.postback": "نیٹ ورک پوسٹ بیک",
  "admc.kind.api": "دستخط شدہ API",

  "admc.sourceForm.nameMissing": "ذریعے کا نام درج کریں۔",
  "admc.sourceForm.badCurrency": "کرنسی تین حروف کا کوڈ ہونی چاہیے، مثلاً PKR۔",
  "admc.sourceForm.create": "ذریعہ بنائیں",
  "admc.sourceForm.name": "نام",
  "admc.sourceForm.namePlaceholder": "مثلاً میری Shopify دکان",
  "admc.sourceForm.kind": "قسم",
  "admc.sourceForm.currency": "کرنسی",
  "admc.sourceForm.currencyPlaceholder": "لیجر کی کرنسی ({currency})",
  "admc.sourceForm.currencyHint":
    "کسی اور کرنسی میں آنے والی ڈیلیوریز رد کر دی جاتی ہیں، کبھی تبدیل نہیں کی جاتیں۔",
  "admc.sourceForm.shopifyKeyHint":
    "وہ کلید یہاں لگائیں جو Shopify میں Settings → Notifications → Webhooks کے نیچے نظر آتی ہے (کسی ایپ کے ویب ہُکس کے لیے: اس ایپ کا client secret)۔",
  "admc.sourceForm.rotateHint":
    "اسے بدلنے سے پرانا URL یا کلید کام نہیں کرے گی: دکان یا نیٹ ورک میں بھی اپ ڈیٹ کریں۔",
  "admc.sourceForm.blankHint": "خالی چھوڑ دیں، کمائی خود بنا دے گا۔",
  "admc.sourceForm.rotate": "بدلیں: نئی خفیہ کلید بنائیں",
  "admc.sourceForm.generate": "خفیہ کلید بنائیں",
  "admc.sourceForm.base": "کمیشن کی بنیاد",
  "admc.sourceForm.baseHint": "پروڈکٹ کا کمیشن فیصد کس رقم پر لگتا ہے۔",
  "admc.sourceForm.baseSale": "سیل کی رقم (amount)",
  "admc.sourceForm.basePayout": "نیٹ ورک کی ادائیگی (payout)",
  "admc.sourceForm.params": "پیرامیٹرز کے نام",
  "admc.sourceForm.paramsHint":
    "صرف اس صورت میں جب نیٹ ورک مقررہ نام بھیجتا ہو: ہر فیلڈ کس پیرامیٹر سے پڑھی جائے (خالی چھوڑیں تو کمائی کا نام رہے گا)۔",
  "admc.sourceForm.save": "تبدیلیاں محفوظ کریں",
  "admc.sourceForm.submit": "ذریعہ بنائیں",

  "admc.outcome.attributed": "منسوب",
  "admc.outcome.unattributed": "غیر منسوب",
  "admc.outcome.duplicate": "دہرا",
  "admc.outcome.ignored": "نظر انداز",
  "admc.outcome.rejected": "رد شدہ",
  "admc.outcome.waiting": "منتظر",
  "admc.outcome.test": "ٹیسٹ",
  "admc.outcome.error": "خرابی",

  "admc.connect.api": "API کیسے استعمال کریں",
  "admc.connect.store": "اپنی دکان جوڑیں",
  "admc.connect.shopify1":
    "اپنے Shopify ایڈمن میں {settings} کھولیں اور نیچے {webhooks} تک جائیں۔ {create} منتخب کریں۔",
  "admc.connect.shopify2":
    "{event} میں {creation} چنیں، فارمیٹ {json} رکھیں، اور یہ URL لگائیں:",
  "admc.connect.webhookUrl": "ویب ہُک URL",
  "admc.connect.shopify3":
    "محفوظ کریں، پھر اسی URL اور فارمیٹ کے ساتھ {payment}، {cancellation} اور {refund} کے لیے تین اور ویب ہُکس بنائیں۔",
  "admc.connect.shopify4":
    "{copy} (ویب ہُکس کی فہرست کے نیچے: “Your webhooks will be signed with …”) اور اسے {edit} کے ذریعے اس ذریعے کی خفیہ کلید میں لگائیں۔ کمائی یہ کلید خود نہیں بنا سکتا: جب تک یہ نہ ملے، ہر ڈیلیوری “bad signature” کے ساتھ رد ہوتی رہے گی۔",
  "admc.connect.shopifyCopy":
    "اس صفحے پر Shopify کی دکھائی ہوئی سائننگ کلید کاپی کریں",
  "admc.connect.shopify5":
    "کسی Shopify ایپ کے بنائے ہوئے ویب ہُکس اس کی بجائے ایپ کے {secret} سے سائن ہوتے ہیں: ایپ کے لیے وہی خفیہ کلید کے طور پر لگائیں۔",
  "admc.connect.shopify6":
    "Shopify سے ٹیسٹ نوٹیفکیشن بھیجیں: کمائی اسے ٹیسٹ آرڈر کے طور پر درج کرتا ہے (اس پر کبھی کمائی نہیں ہوتی) اور نیچے بتاتا ہے کہ کنکشن کام کر رہا ہے۔ کیش آن ڈیلیوری والے آرڈر اس وقت تک زیرِ التوا رہتے ہیں جب تک Shopify انہیں ادا شدہ نہ دکھائے۔",
  "admc.connect.testChecking": "Shopify کا ٹیسٹ نوٹیفکیشن تلاش کیا جا رہا ہے…",
  "admc.connect.testWorks": "کنکشن کام کر رہا ہے۔",
  "admc.connect.testArrived": "Shopify کا ٹیسٹ نوٹیفکیشن {when} کو پہنچا۔",
  "admc.connect.testNone":
    "ابھی کوئی ٹیسٹ نوٹیفکیشن نہیں آیا۔ Shopify میں کسی ویب ہُک کے ساتھ {send} منتخب کریں، پھر دوبارہ دیکھیں۔",
  "admc.connect.testFailed": "ٹیسٹ نوٹیفکیشن تلاش نہیں کیا جا سکا۔",
  "admc.connect.testCheck": "دوبارہ دیکھیں",
  "admc.connect.woo1": "WordPress میں {path} کھولیں اور {add} منتخب کریں۔",
  "admc.connect.woo2":
    "اس کا نام “کمائی” رکھیں، {status} کو {active} اور {topic} کو {created} پر رکھیں۔",
  "admc.connect.woo3": "یہ {url} میں لگائیں:",
  "admc.connect.deliveryUrl": "ڈیلیوری URL",
  "admc.connect.woo4":
    "کمائی کی خفیہ کلید {secret} فیلڈ میں لگائیں (اوپر “خفیہ کلید” کے ساتھ والا کاپی بٹن استعمال کریں؛ WooCommerce اسی کلید سے سائن کرتا ہے)۔",
  "admc.connect.woo5":
    "{version} کو {v3} پر رکھیں اور محفوظ کریں۔ WooCommerce ایک پنگ بھیجتا ہے، جس کا کمائی جواب دیتا ہے۔",
  "admc.connect.woo6":
    "اسی طرح {updated} ٹاپک کے ساتھ دوسرا ویب ہُک شامل کریں، تاکہ ادائیگیاں، منسوخیاں اور رقم کی واپسیاں بھی پہنچیں۔ کیش آن ڈیلیوری والے آرڈر مکمل ہونے تک زیرِ التوا رہتے ہیں۔",
  "admc.connect.postback1":
    "ایفیلیئٹ کی کلک آئی ڈی نیٹ ورک کو سب آئی ڈی کے طور پر بھیجیں: {links} پر پروڈکٹ کی منزل میں، جہاں نیٹ ورک کی سب آئی ڈی آتی ہے وہاں {macro} لکھیں، مثلاً {example}۔",
  "admc.connect.links": "لنکس",
  "admc.connect.postback2":
    "ٹیمپلیٹ میں اس کے میکروز بھرنے کے لیے اپنا نیٹ ورک چنیں:",
  "admc.connect.network": "نیٹ ورک",
  "admc.connect.otherNetwork": "کوئی اور نیٹ ورک",
  "admc.connect.postback3":
    "نیٹ ورک کے ڈیش بورڈ میں یہ URL پوسٹ بیک کے طور پر لگائیں (سرور سے سرور، GET یا POST):",
  "admc.connect.postbackUrl": "پوسٹ بیک URL",
  "admc.connect.postbackNote":
    "URL کا آخری حصہ اس ذریعے کی خفیہ کلید ہے: جس کے پاس یہ URL ہو وہ سیلز رپورٹ کر سکتا ہے، اس لیے افشا ہونے پر خفیہ کلید بدل دیں۔ اسٹیٹس کے الفاظ: approved، confirmed، sale یا 1 منظور کرتے ہیں؛ pending یا 0 انتظار؛ rejected، declined، reversed، refunded یا -1 واپس کرتے ہیں؛ کچھ نہ ہو تو منظور۔ میکروز کے نام ہر نیٹ ورک اکاؤنٹ میں مختلف ہوتے ہیں: اپنے نیٹ ورک کی فہرست دیکھیں۔",
  "admc.connect.paidOnPayout": "کمیشن نیٹ ورک کی ادائیگی پر دیا جاتا ہے۔",
  "admc.connect.paidOnSale": "کمیشن سیل کی رقم پر دیا جاتا ہے۔",
  "admc.connect.api1":
    "مرچنٹ کا سرور ہر سیل ایک دستخط شدہ {call} کے ذریعے رپورٹ کرتا ہے:",
  "admc.connect.api2":
    "{clickId} (ٹریک ہونے والے لنک کے ری ڈائریکٹ سے) یا {linkCode}؛ {status} کی قدر {sale} یا {refund} ہوتی ہے (رقم کی واپسی میں کم رقم بھی ہو سکتی ہے)۔",
  "admc.connect.api3": "ہیڈر {header}، سرور کی {secret} سے سائن شدہ۔",
  "admc.connect.api4":
    "{curl} اور TypeScript کی مثالوں کے ساتھ پوری گائیڈ {guide} ہے؛ حوالہ {docs} پر ہے۔",

  "admc.events.title": "ذریعے کے ایونٹس",
  "admc.events.loading": "ایونٹس لوڈ ہو رہے ہیں...",
  "admc.events.loadFailed": "ذریعے کے ایونٹس لوڈ نہیں ہو سکے۔",
  "admc.events.received": "وصولی",
  "admc.events.kind": "قسم",
  "admc.events.order": "آرڈر",
  "admc.events.who": "ایفیلیئٹ / پروڈکٹ",
  "admc.events.attribute": "منسوب کریں",
  "admc.events.converted": "تبدیل شدہ",
  "admc.events.conversion": "{original} بشرح {rate} ({rateDate}) = {amount}",
  "admc.events.pageTitle": "{name}: ایونٹس",
  "admc.events.subtitle": "{kind} · ہر ڈیلیوری، نئی سب سے پہلے۔",
  "admc.events.all": "تمام نتائج",
  "admc.events.noneOf": "کوئی {outcome} ایونٹ نہیں۔",
  "admc.events.none":
    "ابھی کوئی ڈیلیوری نہیں آئی۔ دکان یا نیٹ ورک جوڑیں، پھر ٹیسٹ بھیجیں۔",
  "admc.events.caption": "{name} کے ایونٹس",
  "admc.events.pick": "براہِ کرم صارف اور پروڈکٹ منتخب کریں۔",
  "admc.events.attributed": "آرڈر {order} منسوب ہو گیا۔",
  "admc.events.attributeFailed": "آرڈر منسوب نہیں ہو سکا۔",
  "admc.events.dialogTitle": "آرڈر {order} منسوب کریں",
  "admc.events.dialogLabel": "آرڈر منسوب کریں",
  "admc.events.dialogHint":
    "یہ سیل آپ کے چنے ہوئے ایفیلیئٹ اور پروڈکٹ کی شمار ہو گی، پروڈکٹ کے کمیشن کے ساتھ۔ کوئی آرڈر صرف ایک بار منسوب کیا جا سکتا ہے۔",
  "admc.events.affiliatesFailed": "ایفیلیئٹس لوڈ نہیں ہو سکے۔",
  "admc.events.line": "سطر {line}",
  "admc.events.lineReason": "سطر {line}: {reason}",

  "admc.import.loadFailed": "ذریعہ لوڈ نہیں ہو سکا۔",
  "admc.import.hint.click_id":
    "وہ کلک آئی ڈی جو کمائی نے لنک میں شامل کی (نیٹ ورک کی سب آئی ڈی)۔",
  "admc.import.hint.link_code": "ٹریک ہونے والے لنک کا کوڈ، /go/{code}۔",
  "admc.import.hint.coupon_code": "کسی ایفیلیئٹ کا کوپن کوڈ۔",
  "admc.import.hint.order_id": "آرڈر یا ٹرانزیکشن کی آئی ڈی (لازمی)۔",
  "admc.import.hint.amount":
    "سیل کی رقم؛ رقم واپسی والی قطار میں، واپس کی گئی رقم۔",
  "admc.import.hint.payout":
    "نیٹ ورک آپ کو کتنی ادائیگی کرتا ہے، ادائیگی پر مبنی کمیشن کے لیے۔",
  "admc.import.hint.status":
    "approved، pending، rejected، refund… (خالی کا مطلب منظور)۔",
  "admc.import.hint.date": "سیل کی تاریخ، YYYY-MM-DD (Asia/Karachi)۔",
  "admc.import.hint.currency":
    "قطار کی کرنسی؛ ذریعے کی کرنسی سے مختلف کرنسی والی قطار مسترد ہوتی ہے (خالی: ذریعے کی کرنسی)۔",
  "admc.import.hint.discount":
    "amount سے منہا کی جانے والی رعایت (WooCommerce کا Cart Discount Amount)۔",
  "admc.import.hint.total":
    "آرڈر کا کل، جس کا حصہ واپس کی گئی رقم ہے (خالی: amount)۔",
  "admc.import.hint.refunded_amount":
    "آرڈر پر اب تک واپس کی گئی رقم؛ صرف پچھلی واپسیوں سے زائد حصہ واپس لیا جاتا ہے۔",
  "admc.import.hint.payment_method":
    "پری سیٹ کے ساتھ: کیش آن ڈیلیوری والا processing آرڈر زیرِ التوا رہتا ہے؛ ٹیسٹ گیٹ وے کے آرڈر چھوڑ دیے جاتے ہیں۔",
  "admc.import.hint.goal":
    "اس قطار کا آفر گول (sale، lead، install، …)؛ خالی: sale۔ sale کے سوا کوئی گول رقم کے بغیر بھی آ سکتا ہے۔",
  "admc.import.preset": "اسٹور کی ایکسپورٹ",
  "admc.import.presetHint":
    "اسٹور کی اپنی آرڈر ایکسپورٹ: اس کے کالم اور اسٹیٹس کے الفاظ ویسے ہی پڑھے جاتے ہیں جیسے اسٹور لکھتا ہے، اور ایک آرڈر کی لائن آئٹمز ایک بار۔ آپ نیچے کالم پھر بھی بدل سکتے ہیں۔",
  "admc.import.preset.none": "کوئی نہیں: کالم خود ملائیں",
  "admc.import.preset.shopify": "Shopify آرڈر ایکسپورٹ",
  "admc.import.preset.woocommerce": "WooCommerce آرڈر ایکسپورٹ",
  "admc.import.statusMap": "اسٹیٹس کے الفاظ (اختیاری)",
  "admc.import.statusMapHint":
    'JSON: فائل کا کوئی لفظ ← approved، pending، reversed، refund یا ignore، مثلاً {"shipped": "approved"}۔ یہ اس لفظ کے لیے پری سیٹ کے معنی پر فوقیت رکھتا ہے۔',
  "admc.import.statusMapInvalid":
    'اسٹیٹس کے الفاظ {"shipped": "approved"} جیسا JSON ہوں، ہر ایک کا معنی approved، pending، reversed، refund یا ignore۔',
  "admc.import.order": "آرڈر",
  "admc.import.amount": "رقم",
  "admc.import.earning": "کمائی",
  "admc.import.pending": "زیرِ التوا",
  "admc.import.pageTitle": "سیلز امپورٹ کریں",
  "admc.import.title": "CSV فائل سے سیلز امپورٹ کریں",
  "admc.import.subtitle":
    "کسی نیٹ ورک یا دکان کی رپورٹ: اس کے کالم ملائیں، ڈرائی رن سے جانچیں، پھر امپورٹ کریں۔",
  "admc.import.sourceEvents": "→ ذریعے کے ایونٹس",
  "admc.import.noHeader": "فائل میں ہیڈر کی قطار نہیں ہے۔",
  "admc.import.unreadable": "فائل پڑھی نہیں جا سکی۔",
  "admc.import.stopped": "روک دیا گیا۔ اس رن میں کچھ امپورٹ نہیں ہوا۔",
  "admc.import.failed": "امپورٹ ناکام ہو گیا۔",
  "admc.import.unavailable":
    "یہ سرور ابھی CSV فائلیں امپورٹ نہیں کر سکتا (API نے 404 جواب دیا)۔",
  "admc.import.into": "{name} میں · رقوم {currency} میں",
  "admc.import.step1": "1۔ فائل منتخب کریں",
  "admc.import.file": "CSV فائل",
  "admc.import.fileHint":
    "پہلی قطار میں کالموں کے نام ہونے چاہییں۔ وہی فائل دوبارہ امپورٹ کرنے پر صرف دہرے ریکارڈ ملتے ہیں۔",
  "admc.import.step2": "2۔ کالم ملائیں",
  "admc.import.notInFile": "اس فائل میں نہیں",
  "admc.import.step3": "3۔ جانچیں، پھر امپورٹ کریں",
  "admc.import.dryRun": "ڈرائی رن",
  "admc.import.real": "اصل امپورٹ کریں",
  "admc.import.stop": "روکیں",
  "admc.import.dryFirst":
    "پہلے ڈرائی رن کریں: یہ کچھ نہیں لکھتا اور دکھاتا ہے کہ ہر قطار کا کیا بنے گا۔",
  "admc.import.processing": "اپ لوڈ ہو گئی۔ سرور قطاریں پڑھ رہا ہے...",
  "admc.import.uploading": "اپ لوڈ ہو رہی ہے… {percent}%",
  "admc.import.jobQueued":
    "بڑی فائل: سرور اسے پس منظر میں امپورٹ کرتا ہے۔ شروع ہو رہا ہے…",
  "admc.import.jobProgress":
    "پس منظر میں امپورٹ ہو رہا ہے… {total} میں سے {applied} قطاریں",
  "admc.import.truncated":
    "رپورٹ میں پہلی {shown} قطاریں ہیں؛ اوپر کی گنتی ہر قطار کی ہے۔",
  "admc.import.line": "سطر",
  "admc.import.row": "{n} قطار",
  "admc.import.rows": "{n} قطاریں",
  "admc.import.dryTitle": "ڈرائی رن: کچھ نہیں لکھا گیا",
  "admc.import.imported": "امپورٹ ہو گیا",
  "admc.import.read": "{rows} پڑھی گئیں۔",
  "admc.import.wouldSkip": "خرابی والی {rows} چھوڑ دی جائیں گی۔",
  "admc.import.noErrors": "کوئی خرابی نہیں۔",
  "admc.import.toRecord": "انہیں درج کرنے کے لیے اصل امپورٹ کریں۔",
  "admc.import.processed": "{rows} پراسیس ہوئیں۔",
  "admc.import.processedSkipped":
    "{rows} پراسیس ہوئیں؛ خرابی والی {errors} چھوڑ دی گئیں۔",
  "admc.import.summary": "خلاصہ",
  "admc.import.noRows": "فائل میں کوئی قطار نہیں۔",
  "admc.import.caption": "امپورٹ کی قطاریں",

  "admc.hooks.method": "طریقہ",
  "admc.hooks.title": "ویب ہُکس",
  "admc.hooks.subtitle":
    "Kamai کے واقعات (ادائیگیاں، ایفیلیئٹس، رسک فلیگ، سیلز) اپنے سسٹمز کو بھیجیں، ایک خفیہ کلید سے دستخط شدہ۔",
  "admc.hooks.loading": "ویب ہُکس لوڈ ہو رہے ہیں...",
  "admc.hooks.loadFailed": "ویب ہُکس لوڈ نہیں ہو سکے۔",
  "admc.hooks.add": "ویب ہُک شامل کریں",
  "admc.hooks.addButton": "ویب ہُک شامل کریں",
  "admc.hooks.url": "ایڈریس (URL)",
  "admc.hooks.urlHint":
    "عوامی انٹرنیٹ پر ایک https:// پتہ جو 5 سیکنڈ میں 2xx جواب دے۔",
  "admc.hooks.events": "واقعات",
  "admc.hooks.added":
    "ویب ہُک شامل ہو گیا۔ اس کی خفیہ کلید ابھی کاپی کریں: یہ صرف ایک بار دکھائی جاتی ہے۔",
  "admc.hooks.addFailed": "ویب ہُک شامل نہیں ہو سکا۔",
  "admc.hooks.actionFailed": "یہ کام نہیں ہوا۔ دوبارہ کوشش کریں۔",
  "admc.hooks.secretOnce":
    "دستخط کی خفیہ کلید، صرف اس بار دکھائی گئی (Kamai-Signature: docs/webhooks.md دیکھیں):",
  "admc.hooks.secret": "دستخط کی خفیہ کلید",
  "admc.hooks.all": "آپ کے ویب ہُکس",
  "admc.hooks.none": "ابھی کوئی ویب ہُک نہیں۔ اوپر شامل کریں۔",
  "admc.hooks.status": "حیثیت",
  "admc.hooks.on": "فعال",
  "admc.hooks.off": "بند",
  "admc.hooks.failing": "ناکام ہو رہا ہے",
  "admc.hooks.test": "ٹیسٹ بھیجیں",
  "admc.hooks.testLabel": "{url} کو ٹیسٹ واقعہ بھیجیں",
  "admc.hooks.testQueued":
    "ٹیسٹ واقعہ قطار میں ہے۔ اس کی ترسیل نیچے لاگ میں نظر آئے گی۔",
  "admc.hooks.log": "لاگ",
  "admc.hooks.logLabel": "{url} کا ترسیلی لاگ",
  "admc.hooks.turnOff": "بند کریں",
  "admc.hooks.turnOn": "فعال کریں",
  "admc.hooks.switchedOff": "ویب ہُک بند کر دیا گیا۔",
  "admc.hooks.switchedOn": "ویب ہُک فعال کر دیا گیا۔",
  "admc.hooks.rotate": "نئی خفیہ کلید",
  "admc.hooks.rotated":
    "نئی خفیہ کلید بن گئی۔ ابھی کاپی کریں: یہ صرف ایک بار دکھائی جاتی ہے۔",
  "admc.hooks.confirmDelete":
    "{url} والا ویب ہُک حذف کریں؟ اسے مزید واقعات نہیں ملیں گے۔",
  "admc.hooks.deleteLabel": "{url} والا ویب ہُک حذف کریں",
  "admc.hooks.deleted": "ویب ہُک حذف ہو گیا۔",
  "admc.hooks.logTitle": "{url} کو ترسیلات",
  "admc.hooks.refresh": "تازہ کریں",
  "admc.hooks.closeLog": "لاگ بند کریں",
  "admc.hooks.replayQueued": "واقعہ دوبارہ قطار میں ہے۔",

  "admc.keys.title": "API کلیدیں",
  "admc.keys.subtitle":
    "وہ کلیدیں جن سے آپ کے اپنے سسٹم Kamai کا API استعمال کرتے ہیں، ہر ایک آپ کے چنے ہوئے دائروں تک محدود۔",
  "admc.keys.loading": "API کلیدیں لوڈ ہو رہی ہیں...",
  "admc.keys.loadFailed": "API کلیدیں لوڈ نہیں ہو سکیں۔",
  "admc.keys.make": "API کلید بنائیں",
  "admc.keys.makeButton": "کلید بنائیں",
  "admc.keys.name": "نام",
  "admc.keys.nameHint": 'اسے کون استعمال کرے گا، مثلاً "Store" یا "Accounting"۔',
  "admc.keys.scopes": "دائرے (scopes)",
  "admc.keys.makeFailed": "کلید نہیں بن سکی۔",
  "admc.keys.madeTitle": 'کلید "{name}" بن گئی',
  "admc.keys.shownOnce":
    "کلید ابھی کاپی کر لیں: یہ صرف ایک بار دکھائی جاتی ہے۔ اسے Authorization: Bearer <key> کے طور پر بھیجیں۔",
  "admc.keys.theKey": "API کلید",
  "admc.keys.all": "آپ کی API کلیدیں",
  "admc.keys.none": "ابھی کوئی API کلید نہیں۔ اوپر ایک بنائیں۔",
  "admc.keys.key": "کلید",
  "admc.keys.created": "بنائی گئی",
  "admc.keys.lastUsed": "آخری استعمال",
  "admc.keys.never": "کبھی نہیں",
  "admc.keys.status": "حالت",
  "admc.keys.active": "فعال",
  "admc.keys.revokedBadge": "منسوخ",
  "admc.keys.revoke": "منسوخ کریں",
  "admc.keys.revokeLabel": "کلید {name} منسوخ کریں",
  "admc.keys.confirmRevoke":
    'کلید "{name}" منسوخ کریں؟ اس سے کی گئی کالیں فوراً کام کرنا بند کر دیں گی۔',
  "admc.keys.revoked": 'کلید "{name}" منسوخ ہو گئی۔',
  "admc.keys.revokeFailed": "کلید منسوخ نہیں ہو سکی۔",
  "admc.keys.noneHint":
    "کلیدیں آپ کے اپنے سسٹمز کو API استعمال کرنے دیتی ہیں۔ آپ کی بنائی ہوئی ہر کلید یہاں درج ہوگی، آخری استعمال کے وقت کے ساتھ۔",
  "admc.hooks.noneHint":
    "ہر ویب ہُک واقعات (سیلز، ادائیگیاں، رسک فلیگز) ہوتے ہی آپ کے ایڈریس پر بھیجتا ہے۔",
};

/** The admin_catalog area in Urdu. */
export const adminCatalogUr: AreaTranslation = {
  messages,
  serverPatterns: [
    [
      /^The financial status "(.*)" means nothing here\.$/,
      "مالی حالت “$1” کا یہاں کوئی مطلب نہیں۔",
    ],
    // An import's row reasons that name the row's order or word (adapters/sources/csv_import.ts).
    [
      /^A further line item of order (.+), counted once on line (\d+)\.$/,
      "آرڈر $1 کی ایک اور لائن آئٹم، جو لائن $2 پر ایک بار گنی گئی۔",
    ],
    [
      /^The status "(.+)" is mapped to ignore\.$/,
      'اسٹیٹس "$1" کو ignore سے ملایا گیا ہے۔',
    ],
    [
      /^A test order \(payment method "(.+)"\): never credited\.$/,
      'ٹیسٹ آرڈر (ادائیگی کا طریقہ "$1"): کبھی کریڈٹ نہیں ہوتا۔',
    ],
    // SOURCE_MESSAGES.apiCurrency: the api source keeps the ledger currency.
    [
      /^The api source takes the ledger currency \(([A-Z]{3})\): POST \/api\/conversions amounts are never converted\.$/,
      "api سورس لیجر کی کرنسی ($1) لیتا ہے: POST /api/conversions کی رقمیں کبھی تبدیل نہیں کی جاتیں۔",
    ],
    // The reason of a delivery waiting for an exchange rate (domain/sources/ledger_conversion.ts).
    [
      /^no exchange rate for ([A-Z]{3}) on (\d{4}-\d{2}-\d{2})$/,
      "$2 کو $1 کی کوئی شرحِ مبادلہ نہیں",
    ],
  ],
  serverTexts: {
    // Labels lib/ keeps in English (lib/tracking_api.ts, lib/csv_header.ts).
    "No refunds — earnings payable at once":
      "رقم واپسی نہیں — کمائی فوراً قابلِ ادائیگی",
    "30-day money-back guarantee — earnings payable after 30 days":
      "30 دن میں رقم واپسی کی گارنٹی — کمائی 30 دن بعد قابلِ ادائیگی",
    "Map a column to order_id.": "order_id کے لیے کوئی کالم ملائیں۔",
    "No amount or payout column: only rows that approve or reverse earlier sales can be read.":
      "amount یا payout کا کوئی کالم نہیں: صرف وہ قطاریں پڑھی جا سکتی ہیں جو پچھلی سیلز کو منظور یا واپس کرتی ہیں۔",
    "No click_id, link_code or coupon_code column: new sales come in unattributed, to attribute by hand.":
      "click_id، link_code یا coupon_code کا کوئی کالم نہیں: نئی سیلز غیر منسوب آئیں گی، انہیں ہاتھ سے منسوب کرنا ہو گا۔",
    "Sales sources are not available on this server yet (the API answered 404).":
      "اس سرور پر ابھی سیلز کے ذرائع دستیاب نہیں (API نے 404 جواب دیا)۔",
    "Please select a user and a product.":
      "براہِ کرم صارف اور پروڈکٹ منتخب کریں۔",

    // The server's answers on these screens.
    "Product added successfully!": "پروڈکٹ کامیابی سے شامل ہو گئی!",
    "Product updated successfully!": "پروڈکٹ کامیابی سے اپ ڈیٹ ہو گئی!",
    "Product deleted successfully!": "پروڈکٹ کامیابی سے حذف ہو گئی!",
    "Affiliate link successfully assigned!":
      "ایفیلیئٹ لنک کامیابی سے دے دیا گیا!",
    "Stat record saved successfully!":
      "اعداد و شمار کا ریکارڈ کامیابی سے محفوظ ہو گیا!",
    "Resource added.": "ریسورس شامل ہو گیا۔",
    "Resource removed.": "ریسورس ہٹا دیا گیا۔",
    "Source deleted.": "ذریعہ حذف ہو گیا۔",
    "Coupon deleted.": "کوپن حذف ہو گیا۔",
    "Attributed.": "منسوب ہو گیا۔",
    "Title is required.": "عنوان لازمی ہے۔",
    "Title must be at most 200 characters.":
      "عنوان زیادہ سے زیادہ 200 حروف کا ہو سکتا ہے۔",
    "Description is required.": "تفصیل لازمی ہے۔",
    "Description must be at most 5000 characters.":
      "تفصیل زیادہ سے زیادہ 5000 حروف کی ہو سکتی ہے۔",
    "Refund policy must be none or 30_day_guarantee.":
      "رقم واپسی کی پالیسی none یا 30_day_guarantee ہونی چاہیے۔",
    "Image must be a JPEG, PNG or WebP file.":
      "تصویر JPEG، PNG یا WebP فائل ہونی چاہیے۔",
    "Image must be at most 2 MB.": "تصویر زیادہ سے زیادہ 2 MB کی ہو سکتی ہے۔",
    "Product not found.": "پروڈکٹ نہیں ملی۔",
    "User not found.": "صارف نہیں ملا۔",
    "User and product are required.": "صارف اور پروڈکٹ لازمی ہیں۔",
    "User, product and date are required.": "صارف، پروڈکٹ اور تاریخ لازمی ہیں۔",
    "Date must be in YYYY-MM-DD format.":
      "تاریخ YYYY-MM-DD فارمیٹ میں ہونی چاہیے۔",
    "Clicks must be a whole number of at least 0.":
      "کلکس 0 یا اس سے زیادہ کا پورا عدد ہونے چاہییں۔",
    "Sales must be a whole number of at least 0.":
      "سیلز 0 یا اس سے زیادہ کا پورا عدد ہونی چاہییں۔",
    "Earnings must be an amount of at least 0 with at most 2 decimals.":
      "کمائی 0 یا اس سے زیادہ کی رقم ہونی چاہیے، زیادہ سے زیادہ 2 اعشاریوں کے ساتھ۔",
    "Please enter a valid URL (include the full URL with https://).":
      "براہِ کرم درست URL درج کریں (https:// کے ساتھ پورا URL لکھیں)۔",
    "The api source takes sales through POST /api/conversions; import into another source.":
      "api ذریعہ سیلز POST /api/conversions سے لیتا ہے؛ کسی دوسرے ذریعے میں امپورٹ کریں۔",
    "currency must be a three-letter ISO 4217 code, e.g. PKR.":
      "کرنسی تین حروف کا ISO 4217 کوڈ ہونی چاہیے، مثلاً PKR۔",
    "The row could not be applied.": "یہ قطار لاگو نہیں ہو سکی۔",
    "The delivery could not be applied.": "یہ ڈیلیوری لاگو نہیں ہو سکی۔",
    "This delivery was received before.": "یہ ڈیلیوری پہلے وصول ہو چکی ہے۔",
    "Every step was received before.": "ہر مرحلہ پہلے وصول ہو چکا ہے۔",
    "No click id, link code or coupon code matched.":
      "کوئی کلک آئی ڈی، لنک کوڈ یا کوپن کوڈ نہیں ملا۔",
    "The order already has a sale.": "اس آرڈر کی سیل پہلے سے موجود ہے۔",
    "No sale to approve for this order.":
      "اس آرڈر کی کوئی سیل منظوری کے لیے نہیں۔",
    "No sale to reverse for this order.":
      "اس آرڈر کی کوئی سیل واپس کرنے کے لیے نہیں۔",
    "The order is already reversed.": "یہ آرڈر پہلے ہی واپس ہو چکا ہے۔",
    "No sale to refund for this order.":
      "اس آرڈر کی کوئی سیل رقم واپسی کے لیے نہیں۔",
    "The order's earnings are already reversed.":
      "اس آرڈر کی کمائی پہلے ہی واپس ہو چکی ہے۔",
    "The refund returns no merchandise.":
      "اس رقم واپسی میں کوئی سامان واپس نہیں ہوتا۔",
    [WAITING_MESSAGES.reverse]:
      "اس آرڈر کی سیل کا انتظار ہے: سیل آنے پر واپسی لاگو ہو گی۔",
    [WAITING_MESSAGES.refund]:
      "اس آرڈر کی سیل کا انتظار ہے: سیل آنے پر رقم واپسی لاگو ہو گی۔",
    [WAITING_MESSAGES.applied]: "آرڈر کی سیل آنے پر لاگو ہو گیا۔",
    "A pending sale after the order was approved changes nothing.":
      "آرڈر منظور ہونے کے بعد زیرِ التوا سیل سے کچھ نہیں بدلتا۔",
    "A pending sale after the order was reversed changes nothing.":
      "آرڈر واپس ہونے کے بعد زیرِ التوا سیل سے کچھ نہیں بدلتا۔",
    [SOURCE_MESSAGES.notFound]: "ذریعہ نہیں ملا۔",
    [SOURCE_MESSAGES.eventNotFound]: "ایونٹ نہیں ملا۔",
    [SOURCE_MESSAGES.nameRequired]: "نام لازمی ہے (زیادہ سے زیادہ 100 حروف)۔",
    [SOURCE_MESSAGES.kindInvalid]:
      "قسم shopify، woocommerce یا postback ہونی چاہیے۔",
    [SOURCE_MESSAGES.apiBuiltIn]:
      "api ذریعہ پہلے سے موجود ہے: اسے نہ بنایا جا سکتا ہے، نہ حذف کیا جا سکتا ہے، نہ اس کی قسم بدلی جا سکتی ہے۔",
    [SOURCE_MESSAGES.secretInvalid]:
      "خفیہ کلید 16 سے 200 حروف کا متن ہو، بغیر خالی جگہ کے (اسے چھوڑ دیں تو کمائی خود بنا دے گا)۔",
    [SOURCE_MESSAGES.secretTaken]:
      "یہ خفیہ کلید پہلے ہی کوئی اور پوسٹ بیک ذریعہ استعمال کر رہا ہے۔",
    [SOURCE_MESSAGES.notUnattributed]:
      "صرف غیر منسوب ایونٹ منسوب کیا جا سکتا ہے، اور صرف ایک بار۔",
    [SOURCE_MESSAGES.targetNotFound]: "ایسا کوئی ایفیلیئٹ یا پروڈکٹ نہیں۔",
    [SOURCE_MESSAGES.testOrder]:
      "یہ دکان کا ٹیسٹ آرڈر ہے: یہ دکھاتا ہے کہ کنکشن کام کر رہا ہے اور اس پر کبھی کمائی نہیں ہوتی، اس لیے اسے منسوب نہیں کیا جا سکتا۔",
    [TEST_ORDER_REASON]:
      "ٹیسٹ آرڈر: کنکشن کام کر رہا ہے؛ ٹیسٹ آرڈرز پر کبھی کمائی نہیں ہوتی۔",
    [SOURCE_MESSAGES.couponCodeInvalid]:
      "کوڈ میں 1 سے 100 تک حروف، ہندسے، ڈیش یا انڈر اسکور ہونے چاہییں۔",
    [SOURCE_MESSAGES.couponTaken]:
      "یہ کوپن کوڈ پہلے ہی دیا جا چکا ہے (کوڈ چھوٹے بڑے حروف کے فرق کے بغیر ملائے جاتے ہیں)۔",
    [SOURCE_MESSAGES.couponNotFound]: "کوپن نہیں ملا۔",
    [SOURCE_MESSAGES.notCrediting]:
      "یہ لنک اب کمیشن نہیں کماتا: اس کا ایفیلیئٹ بلاک ہے یا اس کی پروڈکٹ ہٹا دی گئی ہے۔",
    [RESOURCE_MESSAGES.kind]:
      "منتخب کریں کہ کیا شامل کرنا ہے: تصویر، کیپشن یا نوٹ۔",
    [RESOURCE_MESSAGES.language]: "کیپشن کی زبان منتخب کریں: انگریزی یا اردو۔",
    [RESOURCE_MESSAGES.text]: "کیپشن یا نوٹ لکھیں۔",
    [RESOURCE_MESSAGES.imageText]: "تصویر کو چند الفاظ میں بیان کریں۔",
    [RESOURCE_MESSAGES.imageMissing]:
      "تصویر کی فائل منتخب کریں (JPEG، PNG یا WebP)۔",
    [RESOURCE_MESSAGES.imageNotAllowed]: "صرف تصویر والا ریسورس فائل لیتا ہے۔",
    [RESOURCE_MESSAGES.notFound]: "ریسورس نہیں ملا۔",
    [RESOURCE_MESSAGES.tooLong]: `اسے ${MAX_RESOURCE_TEXT} حروف سے کم رکھیں۔`,
  },
};
