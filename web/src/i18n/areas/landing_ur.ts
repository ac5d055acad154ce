/**
 * The landing page's Urdu (loaded only for Urdu readers, when the landing page opens; the pre-renderer
 * installs it directly): the same keys as landing_en.ts, whose type makes a missing key a type error.
 */
import type { AreaTranslation } from "./area.ts";
import type { LandingKey } from "./landing_en.ts";

const messages: Record<LandingKey, string> = {
  "landing.metaDescription":
    "کمائی: پاکستان کا ایفیلیئٹ پروگرام۔ 50% کمیشن کمائیں اور Easypaisa، JazzCash، NayaPay، SadaPay یا اپنے بینک میں رقم پائیں۔",
  "landing.title": "پاکستان میں 50% کمیشن کمائیں",
  "landing.documentTitle": "کمائی · پاکستان میں 50% کمیشن کمائیں",
  "landing.eyebrow": "پاکستان کا ایفیلیئٹ پروگرام",
  "landing.heroBefore": "چیزیں شیئر کریں۔ ہر فروخت پر",
  "landing.heroHighlight": "50% کمیشن",
  "landing.heroAfter": "کمائیں۔",
  "landing.lead":
    "کمائی آپ کو آزمودہ پروڈکٹس کے ذاتی لنکس دیتا ہے۔ جب کوئی آپ کے لنک سے خریداری کرے تو آدھی رقم آپ کی، جو Easypaisa، JazzCash، NayaPay، SadaPay یا آپ کے بینک میں بھیجی جاتی ہے۔",
  "landing.joinFree": "مفت شامل ہوں",
  "landing.howItWorks": "یہ کیسے کام کرتا ہے",
  "landing.point1": "شروع کرنے کے لیے کسی منظوری کی ضرورت نہیں",
  "landing.point2": "بغیر واپسی والی پروڈکٹس پر فوری ادائیگی",
  "landing.point3": "ہمیشہ کے لیے مفت",
  "landing.exampleTitle": "کمیشن کی مثال",
  "landing.youSell": "آپ نے بیچا",
  "landing.yourCommission": "آپ کا کمیشن",
  "landing.youEarn": "آپ کی کمائی",
  "landing.exampleNote":
    "Rs. 10,000 کی فروخت، Rs. 5,000 آپ کے۔ بس اتنا ہی آسان۔",
  "landing.payoutsKicker": "ادائیگیاں",
  "landing.payoutsTitle": "اپنی مرضی کے طریقے سے رقم پائیں",
  "landing.payoutsLead":
    "جن پروڈکٹس پر واپسی کی پالیسی نہیں، ان کی ادائیگی فوراً۔ جن پروڈکٹس پر 30 دن کی منی بیک گارنٹی ہے، ان کی ادائیگی 30 دن بعد جاری ہوتی ہے۔",
  "landing.bankTransfer": "بینک ٹرانسفر",
  "landing.instantTitle": "فوری ادائیگیاں",
  "landing.instantText":
    "بغیر واپسی والی پروڈکٹس کی ادائیگی فوراً ہوتی ہے: فروخت ہوتے ہی آپ کی کمائی دستیاب ہو جاتی ہے۔",
  "landing.after30Title": "30 دن بعد ادائیگی",
  "landing.after30Text":
    "30 دن کی منی بیک گارنٹی والی پروڈکٹس کی ادائیگی 30 دن بعد، گارنٹی کی مدت ختم ہونے پر ہوتی ہے۔",
  "landing.startKicker": "آج ہی شروع کریں",
  "landing.noApprovalTitle": "شروع کرنے کے لیے کسی منظوری کی ضرورت نہیں",
  "landing.noApprovalLead":
    "سائن اپ کریں، اپنی ای میل کی تصدیق کریں اور فوراً کام شروع کریں۔ اکاؤنٹ بنانے سے پہلے کسی درخواست کے جواب کا انتظار نہیں۔",
  "landing.check1": "ایک منٹ سے کم میں مفت اکاؤنٹ",
  "landing.check2": "نہ فیس، نہ اسٹاک، نہ ڈیلیوری",
  "landing.check3": "ہر فون پر چلتا ہے",
  "landing.check4": "آپ کو دی گئی ہر پروڈکٹ کا ذاتی لنک",
  "landing.whyKicker": "کمائی ہی کیوں",
  "landing.whyTitle": "پاکستان میں کمانے والوں کے لیے بنایا گیا",
  "landing.why1Title": "50% کمیشن",
  "landing.why1Text":
    "آپ کی لائی ہوئی ہر فروخت کا آدھا حصہ آپ کا۔ نہ درجے، نہ چھپی کٹوتیاں۔",
  "landing.why2Title": "تیز اور مقامی ادائیگیاں",
  "landing.why2Text":
    "رقم اسی والیٹ یا بینک اکاؤنٹ میں نکالیں جو آپ پہلے سے استعمال کرتے ہیں۔",
  "landing.why3Title": "واضح اور تازہ اعداد و شمار",
  "landing.why3Text":
    "اپنے ہر شیئر کیے گئے لنک کے کلکس، فروخت اور کمائی دیکھیں۔",
  "landing.why4Title": "شامل ہونا مفت",
  "landing.why4Text":
    "نہ فیس، نہ اسٹاک، نہ ڈیلیوری کی فکر۔ بس شیئر کریں اور کمائیں۔",
  "landing.why5Title": "مقامی مدد",
  "landing.why5Text":
    "پاکستان میں ایک حقیقی ٹیم، ای میل اور واٹس ایپ پر، اردو یا انگریزی میں۔",
  "landing.why6Title": "ایمان دار ٹریکنگ",
  "landing.why6Text":
    "آپ کے ذاتی لنک پر ہر کلک گنا جاتا ہے اور آپ کو دکھایا جاتا ہے۔",
  "landing.howKicker": "طریقہ کار",
  "landing.howTitle": "پہلی ادائیگی تک چار قدم",
  "landing.step1Title": "مفت سائن اپ کریں",
  "landing.step1Text": "اپنا اکاؤنٹ بنائیں اور ای میل کی تصدیق کریں۔",
  "landing.step2Title": "اپنا پروفائل مکمل کریں",
  "landing.step2Text":
    "بتائیں کہ آپ کہاں شیئر کرتے ہیں، تاکہ ہم آپ کو مناسب پروڈکٹس دے سکیں۔",
  "landing.step3Title": "اپنے لنکس شیئر کریں",
  "landing.step3Text":
    "اپنے ذاتی پروڈکٹ لنکس واٹس ایپ، سوشل میڈیا یا اپنی ویب سائٹ پر لگائیں۔",
  "landing.step4Title": "ادائیگی پائیں",
  "landing.step4Text":
    "ہر فروخت کا 50% کمائیں اور اپنے والیٹ یا بینک میں ادائیگی کی درخواست دیں۔",
  "landing.perfectKicker": "کس کے لیے",
  "landing.perfectTitle":
    "ہر اُس شخص کے لیے جس کے پاس فون اور چند آن لائن دوست ہوں",
  "landing.who1": "نئے لوگ",
  "landing.why1": "تجربے کی ضرورت نہیں: ہم بتاتے ہیں کیا شیئر کرنا ہے۔",
  "landing.who2": "انفلوئنسرز",
  "landing.why2": "اپنے فالوورز کے اعتماد کو مستقل آمدنی میں بدلیں۔",
  "landing.who3": "بلاگرز",
  "landing.why3": "جو پوسٹس آپ لکھتے ہیں ان میں پروڈکٹ لنکس شامل کریں۔",
  "landing.who4": "طلبہ",
  "landing.why4": "کلاسوں کے بیچ اپنے فون سے کمائیں۔",
  "landing.who5": "فری لانسرز",
  "landing.why5": "کلائنٹس کے کام کے ساتھ آمدنی کا دوسرا ذریعہ۔",
  "landing.joinTitle": "کمانا شروع کرنے کے لیے تیار ہیں؟",
  "landing.joinText":
    "آج ہی کمائی میں مفت شامل ہوں اور ہر فروخت پر 50% کمائیں۔",
  "landing.joinButton": "کمائی میں مفت شامل ہوں",
};

/** The landing page in Urdu. */
export const landingUr: AreaTranslation = { messages };
