/**
 * The Urdu catalogue: the same keys as messages_en.ts, written for people rather than word for word.
 * Digits stay Western (as Pakistani apps write them); brand names of wallets and banks stay as they are.
 * The type makes a missing key a type error; messages_test.ts also checks it at run time.
 */
import type { Catalogue } from "./messages_en.ts";

/** Urdu texts of the web app. */
export const ur: Catalogue = {
  "language.switchLabel": "زبان",
  "language.en": "English",
  "language.ur": "اردو",

  "common.skipToContent": "مواد پر جائیں",
  "common.brand": "کمائی",
  "common.pageTitle": "{title} · کمائی",
  "common.socialLabel": "سوشل میڈیا پر کمائی",
  "common.somethingWrong": "کچھ غلط ہو گیا",
  "common.loading": "لوڈ ہو رہا ہے…",
  "common.captchaLoading": "سیکیورٹی چیک لوڈ ہو رہا ہے…",
  "common.captchaHint": "فارم بھرنا شروع کرتے ہی سیکیورٹی چیک نظر آئے گا۔",
  "common.supportHours":
    "پیر تا ہفتہ، صبح 10 بجے سے شام 7 بجے تک (پاکستانی وقت)",

  "header.sections": "حصے",
  "header.home": "ہوم",
  "header.commission": "کمیشن",
  "header.payouts": "ادائیگیاں",
  "header.noApproval": "منظوری کی ضرورت نہیں",
  "header.howItWorks": "طریقہ کار",
  "header.perfectFor": "کس کے لیے",
  "header.contact": "رابطہ",
  "header.login": "لاگ اِن",
  "header.join": "مفت شامل ہوں",
  "footer.about":
    "کمائی پاکستان کا دوستانہ ایفیلیئٹ پروگرام ہے: اپنی پسند کی چیزیں شیئر کریں، 50% کمیشن کمائیں اور رقم اپنے موبائل والیٹ یا بینک میں وصول کریں۔",
  "footer.support": "مدد",
  "footer.email": "ای میل:",
  "footer.whatsapp": "واٹس ایپ:",
  "footer.getStarted": "شروع کریں",
  "footer.createAccount": "مفت اکاؤنٹ بنائیں",
  "footer.login": "لاگ اِن",
  "footer.forgot": "پاس ورڈ بھول گئے",
  "footer.madeIn": "© {year} کمائی۔ پاکستان میں تیار کردہ۔",
  "authFooter.help": "© {year} کمائی · مدد چاہیے؟",
  "authFooter.contact": "ہم سے رابطہ کریں",

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

  "auth.email": "ای میل",
  "auth.password": "پاس ورڈ",
  "login.title": "لاگ اِن",
  "login.documentTitle": "لاگ اِن · کمائی",
  "login.heading": "خوش آمدید",
  "login.subtitle":
    "اپنے لنکس، اعداد و شمار اور ادائیگیاں دیکھنے کے لیے لاگ اِن کریں۔",
  "login.formLabel": "لاگ اِن",
  "login.failed": "لاگ اِن نہیں ہو سکا",
  "login.resend": "تصدیقی ای میل دوبارہ بھیجیں",
  "login.resendFirst":
    '{captcha} پھر "تصدیقی ای میل دوبارہ بھیجیں" دوبارہ دبائیں۔',
  "login.resent":
    "نئی تصدیقی ای میل بھیج دی گئی ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔",
  "login.submit": "لاگ اِن کریں",
  "login.sending": "لاگ اِن ہو رہا ہے…",
  "login.forgot": "پاس ورڈ بھول گئے؟",
  "login.newTo": "کمائی پر نئے ہیں؟",
  "login.createAccount": "مفت اکاؤنٹ بنائیں",
  "twoFactor.pageTitle": "دو مرحلہ کوڈ",
  "twoFactor.heading": "دو مرحلہ سائن اِن",
  "twoFactor.recoveryRequired": "اپنے ریکوری کوڈز میں سے ایک درج کریں۔",
  "twoFactor.checkFailed": "کوڈ چیک نہیں ہو سکا۔ دوبارہ کوشش کریں۔",
  "twoFactor.recoverySubtitle":
    "دو مرحلہ سائن اِن آن کرتے وقت محفوظ کیے گئے ریکوری کوڈز میں سے ایک درج کریں۔ ہر کوڈ صرف ایک بار چلتا ہے۔",
  "twoFactor.appSubtitle":
    "اپنی آتھنٹیکیٹر ایپ کھولیں اور کمائی کے لیے دکھایا گیا 6 ہندسوں کا کوڈ درج کریں۔",
  "twoFactor.recoveryCode": "ریکوری کوڈ",
  "twoFactor.authCode": "تصدیقی کوڈ",
  "twoFactor.checking": "چیک ہو رہا ہے…",
  "twoFactor.verify": "تصدیق کر کے لاگ اِن کریں",
  "twoFactor.useApp": "آتھنٹیکیٹر ایپ کا کوڈ استعمال کریں",
  "twoFactor.useRecovery": "اس کے بجائے ریکوری کوڈ استعمال کریں",
  "twoFactor.back": "لاگ اِن پر واپس جائیں",
  "register.title": "اپنا اکاؤنٹ بنائیں",
  "register.documentTitle": "اپنا اکاؤنٹ بنائیں · کمائی",
  "register.subtitle":
    "کمائی میں مفت شامل ہوں اور ہر فروخت پر 50% کمیشن کمائیں۔",
  "register.success":
    "رجسٹریشن ہو گئی! اکاؤنٹ کی تصدیق کے لیے براہِ کرم اپنی ای میل دیکھیں۔",
  "register.redirecting": "آپ کو لاگ اِن صفحے پر لے جا رہے ہیں…",
  "register.goToLogin": "لاگ اِن پر جائیں",
  "register.formLabel": "رجسٹر کریں",
  "register.name": "پورا نام",
  "register.passwordHint": "کم از کم 6 حروف۔",
  "register.confirm": "پاس ورڈ دوبارہ لکھیں",
  "register.sending": "اکاؤنٹ بن رہا ہے…",
  "register.submit": "اکاؤنٹ بنائیں",
  "register.haveAccount": "پہلے سے اکاؤنٹ ہے؟",
  "register.login": "لاگ اِن کریں",
  "forgot.title": "پاس ورڈ بھول گئے",
  "forgot.documentTitle": "پاس ورڈ بھول گئے · کمائی",
  "forgot.heading": "پاس ورڈ بھول گئے؟",
  "forgot.subtitle":
    "اپنی ای میل درج کریں، ہم پاس ورڈ بدلنے کا لنک بھیج دیں گے۔",
  "forgot.neutral":
    "اگر یہ ای میل ہمارے پاس موجود ہے تو ہم نے ری سیٹ لنک بھیج دیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔",
  "forgot.failed": "ری سیٹ ای میل نہیں بھیجی جا سکی",
  "forgot.formLabel": "پاس ورڈ بھول گئے",
  "forgot.sending": "بھیجا جا رہا ہے…",
  "forgot.submit": "ری سیٹ لنک بھیجیں",
  "forgot.back": "لاگ اِن پر واپس جائیں",

  "notFound.title": "صفحہ نہیں ملا",
  "notFound.subtitle": "آپ جو صفحہ ڈھونڈ رہے ہیں وہ موجود نہیں۔",
  "notFound.home": "ہوم پیج پر جائیں",
};
