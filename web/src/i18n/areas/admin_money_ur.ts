/**
 * The admin_money area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_money_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminMoneyKey } from "./admin_money_en.ts";

const messages: Record<AdminMoneyKey, string> = {
  "admm.colUser": "صارف",
  "admm.colReason": "وجہ",
  "admm.theUser": "صارف",
  "admm.all": "سب",
  "admm.downloadCsv": "CSV ڈاؤن لوڈ کریں",
  "admm.csvFailed": "CSV فائل نہیں بن سکی",
  "admm.margin.title": "مارجن",
  "admm.margin.subtitle":
    "آمدنی، ایفیلیئٹس کی ادائیگیاں، ود ہولڈنگ ٹیکس اور آپ کا بچت حصہ، ہر آفر، ایفیلیئٹ، سورس یا گول کے حساب سے۔",
  "admm.margin.groupBy": "گروپ بندی",
  "admm.margin.group.offer": "آفر",
  "admm.margin.group.affiliate": "ایفیلیئٹ",
  "admm.margin.group.source": "سورس",
  "admm.margin.group.goal": "گول",
  "admm.margin.colConversions": "کنورژنز",
  "admm.margin.colRevenue": "آمدنی",
  "admm.margin.colPayout": "ایفیلیئٹ کی ادائیگی",
  "admm.margin.colWithholding": "ود ہولڈنگ ٹیکس",
  "admm.margin.colMargin": "مارجن",
  "admm.margin.total": "کل",
  "admm.margin.totals": "اس مدت کا کل",
  "admm.margin.perDay": "روزانہ",
  "admm.margin.byGroup": "{group} کے حساب سے",
  "admm.margin.empty": "اس مدت میں کوئی کنورژن نہیں۔",
  "admm.margin.loading": "مارجن رپورٹ لوڈ ہو رہی ہے…",
  "admm.margin.loadFailed": "مارجن رپورٹ لوڈ نہیں ہو سکی۔",
  "admm.margin.pickRange": "مارجن دیکھنے کے لیے تاریخیں منتخب کریں۔",
  "admm.margin.caption": "{group} کے حساب سے مارجن، {from} سے {to}",
  "admm.margin.withholdingNote":
    "ود ہولڈنگ ٹیکس وہ رقم ہے جو اس مدت میں ادا کی گئی ایفیلیئٹس کی ادائیگیوں سے کاٹی گئی۔ یہ ان کی ادائیگی کا حصہ ہے جو ان کی طرف سے ٹیکس دفتر کو جاتا ہے، اس لیے آپ کا مارجن کم نہیں کرتا۔",
  "admm.payoutsLoadFailed": "ادائیگیاں لوڈ نہیں ہو سکیں",

  "admm.requests.title": "ادائیگی کی درخواستیں",
  "admm.requests.subtitle": "زیرِ التوا درخواستیں، پرانی پہلے۔",
  "admm.requests.batchFailed": "بیچ نہیں بن سکے",
  "admm.requests.enterTransaction":
    "{user} کو {amount} کی ادائیگی کی ٹرانزیکشن آئی ڈی درج کریں",
  "admm.requests.paid": "ادائیگی ادا شدہ درج ہو گئی!",
  "admm.requests.payFailed": "ادا شدہ درج نہیں ہو سکی",
  "admm.requests.rejectReason": "مسترد کرنے کی وجہ (اختیاری)",
  "admm.requests.rejected": "ادائیگی کی درخواست مسترد کر دی گئی۔",
  "admm.requests.rejectFailed": "ادائیگی مسترد نہیں ہو سکی",
  "admm.requests.colSelect": "منتخب",
  "admm.requests.selectLabel":
    "ادائیگی نمبر {id} منتخب کریں: {amount}، {user} کے لیے",
  "admm.requests.heldFlag": "رسک فلیگ کی وجہ سے رکی ہوئی: {kind} (#{id})",
  "admm.requests.heldBlocked": "بلاک شدہ",
  "admm.requests.skipped": "{n} چھوڑ دی گئیں: {reasons}",
  "admm.requests.skippedBlocked": "{n} بلاک شدہ",
  "admm.requests.skippedFlagged": "{n} رسک فلیگ کی وجہ سے رکی ہوئی",
  "admm.requests.listSeparator": "، ",
  "admm.requests.heldRefused":
    "یہ ادائیگیاں رکی ہوئی ہیں اور کوئی بیچ نہیں بنا: {ids}۔ ان کے بیج وجہ بتاتے ہیں؛ دوبارہ منتخب کریں۔",
  "admm.requests.selectionTotal": "{n} منتخب، کل {total}",
  "admm.requests.colAccountDetails": "اکاؤنٹ کی تفصیل",
  "admm.requests.colActions": "کارروائی",
  "admm.requests.markPaid": "ادا شدہ درج کریں",
  "admm.requests.reject": "مسترد کریں",
  "admm.requests.heldTitle":
    "رکی ہوئی ادائیگیاں: نوٹ کے ساتھ فلیگ ختم کریں، یا ادائیگی مسترد کریں",
  "admm.requests.batchToolbar": "ادائیگیوں کے بیچ",
  "admm.requests.selectMethod": "اس طریقے کی تمام زیرِ التوا منتخب کریں",
  "admm.requests.clearSelection": "انتخاب ختم کریں",
  "admm.requests.createBatches": "بیچ بنائیں ({n} منتخب)",
  "admm.requests.empty": "ادائیگی کی کوئی زیرِ التوا درخواست نہیں۔",
  "admm.requests.emptyHint":
    "ایفیلیئٹس اپنے ادائیگی کے صفحے سے دستیاب بیلنس مانگتے ہیں؛ ہر درخواست یہاں آپ کی ادائیگی یا انکار کی منتظر رہتی ہے۔",
  "admm.requests.caption": "ادائیگی کی زیرِ التوا درخواستیں",
  "admm.account.type": "قسم",
  "admm.account.label": "لیبل",
  "admm.account.name": "نام",
  "admm.account.bank": "بینک",
  "admm.account.number": "نمبر",
  "admm.taxNote.rate": "{filer} کی شرح · {id}",
  "admm.taxNote.filer": "فائلر",
  "admm.taxNote.nonFiler": "نان فائلر",
  "admm.taxNote.none": "ٹیکس پروفائل نہیں: نان فائلر کی شرح",

  "admm.history.title": "ادائیگیوں کی تاریخ",
  "admm.history.processing": "کارروائی جاری (بیچ میں)",
  "admm.history.noData": "ایکسپورٹ کرنے کے لیے کوئی ڈیٹا نہیں",
  "admm.history.export": "CSV میں ایکسپورٹ کریں",
  "admm.history.emptyAll": "ابھی تک ادائیگی کی کوئی درخواست نہیں۔",
  "admm.history.empty": "کوئی ادائیگی نہیں ملی۔",

  "admm.batches.loadFailed": "ادائیگیوں کے بیچ لوڈ نہیں ہو سکے۔",
  "admm.batches.title": "ادائیگیوں کے بیچ",
  "admm.batches.subtitle":
    "زیرِ التوا ادائیگیاں جو ایک ساتھ بھیجی جاتی ہیں، ہر ذریعے کا الگ بیچ: بلک فائل ڈاؤن لوڈ کریں، پھر بینک یا والٹ کے نتائج درج کریں۔",
  "admm.batches.selectLink": "بیچ کے لیے زیرِ التوا ادائیگیاں منتخب کریں",
  "admm.batches.colBatch": "بیچ",
  "admm.batches.colRail": "ذریعہ",
  "admm.batches.colCreated": "بنایا گیا",
  "admm.batches.colPayouts": "ادائیگیاں",
  "admm.batches.colTotal": "کل",
  "admm.batches.colProgress": "پیش رفت",
  "admm.batches.progress":
    "{paid} ادا شدہ، {failed} ناکام، {processing} کارروائی میں",
  "admm.batches.createdOne": "1 بیچ بن گیا۔",
  "admm.batches.createdMany": "{n} بیچ بن گئے۔",
  "admm.batches.downloadEach":
    "ہر فائل ڈاؤن لوڈ کر کے بینک یا والٹ کے پورٹل پر اپ لوڈ کریں۔",
  "admm.batches.card": "بیچ",
  "admm.batches.caption": "ادائیگیوں کے بیچ",
  "admm.batches.empty":
    "ابھی کوئی بیچ نہیں۔ بیچ بنانے کے لیے ادائیگی کی درخواستوں میں زیرِ التوا ادائیگیاں منتخب کریں۔",
  "admm.layouts.title": "فائل لے آؤٹس",
  "admm.layouts.line":
    "{name} ({kind}): {columns}؛ تاریخیں {dateFormat}، رقمیں {amountFormat}",
  "admm.layouts.builtIn": "{kind}، پہلے سے موجود",
  "admm.layouts.kindBank": "بینک",
  "admm.layouts.kindWallet": "والٹ",
  "admm.layouts.kindOther": "دیگر",
  "admm.layouts.added": "لے آؤٹ شامل ہو گیا۔",
  "admm.layouts.addFailed": "لے آؤٹ شامل نہیں ہو سکا۔",
  "admm.layouts.form": "فائل لے آؤٹ شامل کریں",
  "admm.layouts.name": "لے آؤٹ کا نام",
  "admm.layouts.for": "کس کے لیے",
  "admm.layouts.forBank": "بینک (IBFT)",
  "admm.layouts.forWallet": "موبائل والٹس",
  "admm.layouts.columns": "کالم، ترتیب سے (field:Header، …)",
  "admm.layouts.fields": "فیلڈز: {fields}",
  "admm.layouts.dateFormat": "تاریخ کا فارمیٹ",
  "admm.layouts.amountFormat": "رقم کا فارمیٹ",
  "admm.layouts.add": "لے آؤٹ شامل کریں",

  "admm.batch.loadFailed": "بیچ لوڈ نہیں ہو سکا۔",
  "admm.batch.defaultTitle": "ادائیگیوں کا بیچ",
  "admm.batch.allBatches": "تمام بیچ →",
  "admm.batch.downloadFailed": "فائل ڈاؤن لوڈ نہیں ہو سکی۔",
  "admm.batch.recordFailed": "نتائج درج نہیں ہو سکے۔",
  "admm.batch.chooseFile": "پہلے نتائج کی فائل (CSV) منتخب کریں۔",
  "admm.batch.markOne": "کم از کم ایک ادائیگی کو ادا شدہ یا ناکام درج کریں۔",
  "admm.batch.colReference": "حوالہ",
  "admm.batch.title": "بیچ {reference}",
  "admm.batch.subtitle":
    "{rail} · {count} ادائیگیاں · {amount} · {date} کو {email} نے بنایا",
  "admm.batch.bulkFile": "بلک فائل",
  "admm.batch.layout": "لے آؤٹ",
  "admm.batch.download": "فائل ڈاؤن لوڈ کریں",
  "admm.batch.payoutsLabel": "بیچ کی ادائیگیاں",
  "admm.batch.progress":
    "{paid} ادا شدہ، {failed} ناکام، {processing} کارروائی میں۔",
  "admm.batch.empty": "اس بیچ میں کوئی ادائیگی نہیں۔",
  "admm.batch.caption": "بیچ {reference} کی ادائیگیاں",
  "admm.batch.upload": "نتائج اپ لوڈ کریں",
  "admm.batch.resultsFile": "نتائج کی فائل (CSV: {columns})",
  "admm.batch.record": "نتائج درج کریں",
  "admm.batch.legend": "{reference}: {amount}، {user} کو",
  "admm.batch.result": "نتیجہ",
  "admm.batch.notYet": "ابھی نہیں",
  "admm.batch.reasonIfFailed": "وجہ (ناکامی کی صورت میں)",
  "admm.batch.jobTitle": "نتائج کی فائل {file}",
  "admm.batch.jobLabel": "نتائج کی درآمد",
  "admm.batch.jobChecking":
    "کسی بھی ادائیگی کا نتیجہ درج کرنے سے پہلے فائل کی ہر قطار جانچی جا رہی ہے…",
  "admm.batch.jobProgress":
    "نتائج درج ہو رہے ہیں: {total} میں سے {applied} قطاریں",
  "admm.batch.jobDone":
    "نتائج درج ہو گئے: {paid} ادا شدہ، {failed} ناکام، {unchanged} پہلے سے درج۔",
  "admm.batch.jobFailed":
    "نتائج کی درآمد رک گئی: {message} (رکنے سے پہلے {applied} قطاریں درج ہوئیں اور درج رہیں گی۔)",
  "admm.batch.jobTruncated":
    "پہلی {shown} قطاریں دکھائی گئی ہیں؛ گنتی ہر قطار کی ہے۔",
  "admm.batch.reportCaption": "نتائج کی فائل کی ہر قطار",
  "admm.batch.colLine": "لائن",
  "admm.batch.colOutcome": "نتیجہ",
  "admm.batch.colReason": "وجہ",
  "admm.batch.outcomeUnchanged": "پہلے سے درج",

  "admm.tax.loadFailed": "ود ہولڈنگ رپورٹ لوڈ نہیں ہو سکی۔",
  "admm.tax.colPayee": "وصول کنندہ",
  "admm.tax.colId": "شناختی کارڈ/NTN",
  "admm.tax.noId": "درج نہیں",
  "admm.tax.filer": "فائلر",
  "admm.tax.nonFiler": "نان فائلر",
  "admm.tax.colRate": "شرح",
  "admm.tax.title": "ود ہولڈنگ ٹیکس",
  "admm.tax.subtitle":
    "ادا شدہ ادائیگیوں سے کاٹا گیا ٹیکس، ماہانہ (ایشیا/کراچی وقت)۔",
  "admm.tax.off":
    "ٹیکس کی کٹوتی بند ہے: ادائیگیاں پوری ادا ہوتی ہیں۔ اسے سیٹنگز میں چالو کریں۔",
  "admm.tax.month": "مہینہ",
  "admm.tax.rates": "ٹیکس کی شرحیں",
  "admm.tax.settings": "سیٹنگز",
  "admm.tax.cardTitle": "{month} میں ٹیکس کی کٹوتی",
  "admm.tax.report": "ود ہولڈنگ رپورٹ",
  "admm.tax.payouts": "ادائیگیاں",
  "admm.tax.withheld": "کاٹا گیا ٹیکس",
  "admm.tax.netPaid": "خالص ادا شدہ",
  "admm.tax.empty": "اس مہینے کوئی ٹیکس نہیں کاٹا گیا۔",
  "admm.tax.caption": "{month} میں ود ہولڈنگ ٹیکس",

  "admm.rates.loadFailed": "ٹیکس کی شرحیں لوڈ نہیں ہو سکیں۔",
  "admm.rates.effectiveFrom": "نافذ از",
  "admm.rates.category": "زمرہ",
  "admm.rates.section": "سیکشن",
  "admm.rates.filer": "فائلر",
  "admm.rates.nonFiler": "نان فائلر",
  "admm.rates.use": "استعمال",
  "admm.rates.inForce": "ادائیگیوں پر نافذ",
  "admm.rates.otherDates": "ادائیگیاں (دوسری تاریخیں)",
  "admm.rates.reference": "صرف حوالہ",
  "admm.rates.title": "ٹیکس کی شرحیں",
  "admm.rates.subtitle":
    "زمرے اور آرڈیننس کے سیکشن کے لحاظ سے ود ہولڈنگ کی شرحیں۔ قطاریں کبھی تبدیل نہیں ہوتیں: کسی تاریخ سے نافذ نئی قطار شامل کریں؛ ادا شدہ ادائیگیاں اپنی استعمال شدہ شرح پر رہتی ہیں۔",
  "admm.rates.added": "ٹیکس کی شرح شامل ہو گئی۔",
  "admm.rates.addFailed": "شرح شامل نہیں ہو سکی۔",
  "admm.rates.card": "شرحیں",
  "admm.rates.label": "ٹیکس کی شرحیں",
  "admm.rates.empty": "ابھی تک ٹیکس کی کوئی شرح نہیں۔",
  "admm.rates.caption": "ود ہولڈنگ ٹیکس کی شرحیں",
  "admm.rates.addTitle": "نئی شرح شامل کریں",
  "admm.rates.form": "ٹیکس کی شرح شامل کریں",
  "admm.rates.ordinanceSection": "آرڈیننس کا سیکشن",
  "admm.rates.filerRate": "فائلر کی شرح (%)",
  "admm.rates.nonFilerRate": "نان فائلر کی شرح (%)",
  "admm.rates.applies": "ادائیگیوں پر لاگو",
  "admm.rates.referenceOnly": "صرف حوالے کے لیے",
  "admm.rates.add": "شرح شامل کریں",

  "admm.fx.title": "شرحِ مبادلہ",
  "admm.fx.subtitle":
    "دوسری کرنسی والے ذرائع کے لیے لیجر کی کرنسی میں شرحیں۔ ہر تبدیلی نئی قطار ہے؛ پہلے ہو چکی تبدیلیاں اپنی شرح پر رہتی ہیں۔",
  "admm.fx.back": "سیٹنگز پر واپس",
  "admm.fx.loadFailed": "شرحِ مبادلہ لوڈ نہیں ہو سکیں۔",
  "admm.fx.currency": "کرنسی",
  "admm.fx.currencyHint": "تین حرفی ISO 4217 کوڈ، مثلاً USD",
  "admm.fx.date": "نافذ از",
  "admm.fx.rate": "شرح",
  "admm.fx.rateField": "کرنسی کی ایک اکائی کے بدلے {ledger}",
  "admm.fx.status": "حیثیت",
  "admm.fx.inForce": "آج نافذ",
  "admm.fx.future": "بعد کی تاریخ سے",
  "admm.fx.history": "تاریخچہ",
  "admm.fx.addedAt": "شامل کی گئی",
  "admm.fx.addTitle": "شرح شامل کریں",
  "admm.fx.explain":
    "لیجر {ledger} میں ہے۔ دوسری کرنسی والے ذریعے کی فروخت اپنی تاریخ پر نافذ شرح سے تبدیل ہوتی ہے: اس دن یا اس سے پہلے کی تازہ ترین شرح۔",
  "admm.fx.form": "شرحِ مبادلہ شامل کریں",
  "admm.fx.add": "شرح شامل کریں",
  "admm.fx.added": "شرحِ مبادلہ شامل ہو گئی۔",
  "admm.fx.addedReleased":
    "شرحِ مبادلہ شامل ہو گئی۔ {count} منتظر ترسیلات لاگو ہو گئیں۔",
  "admm.fx.addFailed": "شرح شامل نہیں ہو سکی۔",
  "admm.fx.card": "شرحیں اور تاریخچہ",
  "admm.fx.label": "شرحِ مبادلہ",
  "admm.fx.empty": "ابھی کوئی شرحِ مبادلہ نہیں۔",
  "admm.fx.caption": "شرحِ مبادلہ، تازہ ترین تاریخ پہلے",
  "admm.fx.settingsLink": "شرحِ مبادلہ",
  "admm.fx.settingsText":
    "لیجر سے مختلف کرنسی والے ذرائع ان تاریخ وار شرحوں سے تبدیل ہوتے ہیں۔",

  "admm.issuer.title": "انوائس جاری کنندہ",
  "admm.issuer.intro":
    "ہر انوائس پر ادائیگی کرنے والے کاروبار کا نام ہوتا ہے: تفصیلات جیسی ادائیگی کے وقت ہوں۔",
  "admm.issuer.form": "انوائس جاری کنندہ کا فارم",
  "admm.issuer.name": "قانونی نام",
  "admm.issuer.address": "پتہ",
  "admm.issuer.ntn": "این ٹی این",
  "admm.issuer.ntnHint":
    "7 ہندسے اور ایک چیک ہندسہ (1234567-8)، یا 13 ہندسوں کا شناختی کارڈ نمبر۔",
  "admm.issuer.save": "جاری کنندہ کی تفصیلات محفوظ کریں",
  "admm.issuer.saveFailed": "جاری کنندہ کی تفصیلات محفوظ نہیں ہو سکیں۔",
  "admm.settings.title": "ادائیگیاں",
  "admm.settings.loadFailed": "ادائیگی کی سیٹنگز لوڈ نہیں ہو سکیں۔",
  "admm.settings.saveFailed": "ادائیگی کی سیٹنگز محفوظ نہیں ہو سکیں۔",
  "admm.settings.label": "ادائیگی کی سیٹنگز",
  "admm.settings.form": "ادائیگی کی سیٹنگز کا فارم",
  "admm.settings.minimum": "کم از کم ادائیگی ({currency})",
  "admm.settings.minimumHint":
    "کوئی حد نہ ہو تو 0۔ لیجر کی کرنسی میں، اعشاریہ کے بعد 2 ہندسے۔",
  "admm.settings.currency": "لیجر کی کرنسی",
  "admm.settings.currencyHint":
    "ہر رقم اسی کرنسی میں ہے: فروخت، بیلنس، ادائیگیاں، فائلیں۔ کوئی رقم درج ہونے سے پہلے اسے چنیں: بعد میں یہ بدل نہیں سکتی۔",
  "admm.settings.currencyLocked.ledger_entries":
    "{currency} پر طے: لیجر میں اندراجات موجود ہیں۔ لیجر کی کرنسی صرف تب تک بدل سکتی ہے جب تک کوئی رقم درج نہ ہو۔",
  "admm.settings.currencyLocked.sales":
    "{currency} پر طے: فروخت درج ہو چکی ہے۔ لیجر کی کرنسی صرف تب تک بدل سکتی ہے جب تک کوئی رقم درج نہ ہو۔",
  "admm.settings.currencyLocked.manual_earnings":
    "{currency} پر طے: دستی کمائی درج ہو چکی ہے۔ لیجر کی کرنسی صرف تب تک بدل سکتی ہے جب تک کوئی رقم درج نہ ہو۔",
  "admm.settings.usd": "امریکی ڈالر، USD ($1,234.50)",
  "admm.settings.pkr": "پاکستانی روپیہ، PKR (Rs 1,50,000.00)",
  "admm.settings.requiresProduct":
    "ادائیگی کی درخواست میں پروڈکٹ لازمی ہو (ایفیلیئٹ ادائیگی کے فارم پر پروڈکٹ چنے؛ بند ہو تو پروڈکٹ نہیں پوچھی جاتی)",
  "admm.settings.withhold":
    "ادائیگیوں پر ٹیکس کاٹیں (سیکشن 233؛ شرحیں {link} میں)",
  "admm.settings.taxRates": "ٹیکس کی شرحیں",
  "admm.settings.makerChecker":
    "میکر–چیکر: جو ایڈمن ادائیگیوں کا بیچ بنائے وہ اس کے نتائج درج نہیں کر سکتا",
  "admm.settings.clickBurst": "کلکس کی حد (فی لنک فی گھنٹہ)",
  "admm.settings.clickBurstHint":
    "ایک گھنٹے میں ایک لنک پر ایک وزیٹر یا ایک نیٹ ورک سے اس سے زیادہ کلکس پر کلک برسٹ کا فلیگ لگتا ہے۔",
  "admm.settings.refundRate": "ریفنڈ کی شرح کی حد (%)",
  "admm.settings.refundRateHint":
    "کسی ایفیلیئٹ کی سیلز میں ریفنڈ اس حصے سے زیادہ ہوں (پچھلے 30 دن، کم از کم 5 سیلز) تو فلیگ لگتا ہے۔",
  "admm.settings.anyFlag":
    "ہر کھلا رسک فلیگ ادائیگیاں روکتا ہے (ورنہ صرف زیادہ خطرے والے؛ دیکھیں {link})",
  "admm.settings.risk": "رسک",
  "admm.settings.save": "ادائیگی کی سیٹنگز محفوظ کریں",

  "admm.risk.kind.all": "ہر قسم",
  "admm.risk.kind.shared_identity": "مشترک IBAN، والٹ یا شناختی کارڈ",
  "admm.risk.kind.account_change": "درخواست سے پہلے ادائیگی کا اکاؤنٹ بدلا گیا",
  "admm.risk.kind.click_burst": "کلکس کی اچانک بھرمار",
  "admm.risk.kind.conversion_pattern": "غیر معمولی کنورژن پیٹرن",
  "admm.risk.kind.self_dealing": "اپنی ہی خریداری",
  "admm.risk.loading": "رسک فلیگ لوڈ ہو رہے ہیں...",
  "admm.risk.loadFailed": "رسک فلیگ لوڈ نہیں ہو سکے۔",
  "admm.risk.title": "رسک",
  "admm.risk.subtitle":
    "ایفیلیئٹس سے متعلق اشارے۔ زیادہ خطرے والا کھلا فلیگ (یا سیٹنگز کے مطابق کوئی بھی کھلا فلیگ) ایفیلیئٹ کی ادائیگیاں روک دیتا ہے، جب تک آپ نوٹ کے ساتھ اسے ختم نہ کریں یا ادائیگی مسترد نہ کریں۔",
  "admm.risk.digestOn": "آپ کو روزانہ رسک کا خلاصہ ای میل ملا کرے گا۔",
  "admm.risk.digestOff": "اب آپ کو روزانہ رسک کا خلاصہ ای میل نہیں ملے گا۔",
  "admm.risk.digestFailed": "خلاصے کی سیٹنگ محفوظ نہیں ہو سکی۔",
  "admm.risk.filters": "رسک فلیگ فلٹر کریں",
  "admm.risk.open": "کھلے",
  "admm.risk.cleared": "ختم کیے گئے",
  "admm.risk.dismissed": "رد کیے گئے",
  "admm.risk.kind": "قسم",
  "admm.risk.affiliate": "ایفیلیئٹ",
  "admm.risk.everyone": "سب",
  "admm.risk.countOne": "1 فلیگ",
  "admm.risk.countMany": "{n} فلیگ",
  "admm.risk.noneOpen": "کوئی کھلا رسک فلیگ نہیں۔",
  "admm.risk.noneMatch": "ان فلٹرز سے کوئی رسک فلیگ نہیں ملا۔",
  "admm.risk.digest": "روزانہ کا خلاصہ",
  "admm.risk.digestText":
    "مجھے ہر صبح پچھلے دن لگنے والے فلیگ اور کل کے اعداد و شمار ای میل کریں۔",
  "admm.flags.label": "رسک فلیگ",
  "admm.flags.high": "زیادہ",
  "admm.flags.medium": "درمیانہ",
  "admm.flags.holds": "ادائیگیاں روکے ہوئے",
  "admm.flags.raised": "فلیگ #{id}، {date} کو لگا",
  "admm.flags.noteAt": "نوٹ ({date}): {note}",
  "admm.flags.note": "نوٹ: {note}",
  "admm.flags.clear": "ختم کریں",
  "admm.flags.dismiss": "رد کریں",
  "admm.flags.clearFlag": "فلیگ #{id} ختم کریں",
  "admm.flags.dismissFlag": "فلیگ #{id} رد کریں",
  "admm.flags.clearButton": "فلیگ ختم کریں",
  "admm.flags.dismissButton": "فلیگ رد کریں",
  "admm.flags.clearFailed": "فلیگ ختم نہیں ہو سکا۔",
  "admm.flags.dismissFailed": "فلیگ رد نہیں ہو سکا۔",
  "admm.flags.on": "{user} پر: {kind}۔",
  "admm.flags.sayChecked": "بتائیں کہ آپ نے کیا جانچا۔",
  "admm.flags.sayFalse": "بتائیں کہ یہ اشارہ غلط کیوں ہے۔",
  "admm.flags.noteLabel": "نوٹ",
  "admm.evidence.identity": "شناخت",
  "admm.evidence.value": "قدر",
  "admm.evidence.users": "ایفیلیئٹس",
  "admm.evidence.unknownUser": "صارف #{id}",
  "admm.evidence.source": "کہاں دیکھا گیا",
  "admm.evidence.payoutId": "ادائیگی",
  "admm.evidence.newAccount": "نیا اکاؤنٹ",
  "admm.evidence.previousAccount": "پہلے جس اکاؤنٹ میں ادائیگی ہوئی",
  "admm.evidence.paidPayoutId": "ادا شدہ ادائیگی",
  "admm.evidence.firstSeenAt": "نیا اکاؤنٹ پہلی بار دیکھا گیا",
  "admm.evidence.linkId": "لنک",
  "admm.evidence.hourStart": "گھنٹہ شروع",
  "admm.evidence.keyKind": "گنتی کی بنیاد",
  "admm.evidence.key": "کلید",
  "admm.evidence.hits": "کلکس",
  "admm.evidence.limit": "فی گھنٹہ حد",
  "admm.evidence.refusedByBotFilter": "بوٹ فلٹر نے روکے",
  "admm.evidence.refusedShare": "روکے گئے کا حصہ (%)",
  "admm.evidence.pattern": "پیٹرن",
  "admm.evidence.window": "مدت",
  "admm.evidence.clicks": "کلکس",
  "admm.evidence.sales": "سیلز",
  "admm.evidence.refunds": "ریفنڈز",
  "admm.evidence.refundRatePercent": "ریفنڈ کی شرح (%)",
  "admm.evidence.thresholdPercent": "سیٹنگ (%)",
  "admm.evidence.clickId": "کلک آئی ڈی",
  "admm.evidence.orderId": "آرڈر",
  "admm.evidenceValue.identity.iban": "IBAN (بینک اکاؤنٹ)",
  "admm.evidenceValue.identity.wallet": "موبائل والٹ",
  "admm.evidenceValue.identity.cnic": "شناختی کارڈ (CNIC)",
  "admm.evidenceValue.identity.account": "اکاؤنٹ نمبر",
  "admm.evidenceValue.source.payout_request": "ادائیگی کی درخواست",
  "admm.evidenceValue.source.saved_account": "محفوظ اکاؤنٹ",
  "admm.evidenceValue.source.tax_profile": "ٹیکس پروفائل",
  "admm.evidenceValue.keyKind.visitor": "وزیٹر",
  "admm.evidenceValue.keyKind.network": "نیٹ ورک",
  "admm.evidenceValue.pattern.sales_over_clicks": "کلکس سے زیادہ سیلز",
  "admm.evidenceValue.pattern.refund_rate": "ریفنڈ کی شرح",
};

/** The admin_money area in Urdu. */
// The server's English is written out here, not imported from domain/: importing the domain's modules would split
// them into chunks of their own that the admin's first load then fetches. admin_money_test.ts checks these texts
// against the domain's messages.
export const adminMoneyUr: AreaTranslation = {
  messages,
  serverPatterns: [
    [
      /^The ledger currency is ([A-Z]{3}) and cannot change: the ledger has entries\.$/,
      "لیجر کی کرنسی $1 ہے اور بدل نہیں سکتی: لیجر میں اندراجات موجود ہیں۔",
    ],
    [
      /^The ledger currency is ([A-Z]{3}) and cannot change: sales are recorded\.$/,
      "لیجر کی کرنسی $1 ہے اور بدل نہیں سکتی: فروخت درج ہو چکی ہے۔",
    ],
    [
      /^The ledger currency is ([A-Z]{3}) and cannot change: manual earnings are recorded\.$/,
      "لیجر کی کرنسی $1 ہے اور بدل نہیں سکتی: دستی کمائی درج ہو چکی ہے۔",
    ],
    [
      /^Results recorded: (\d+) paid, (\d+) failed\.$/,
      "نتائج درج ہو گئے: $1 ادا شدہ، $2 ناکام۔",
    ],
    [
      /^Payout #(\d+) is already in a batch\.$/,
      "ادائیگی #$1 پہلے سے ایک بیچ میں ہے۔",
    ],
    [
      /^Payout #(\d+) has already been paid\.$/,
      "ادائیگی #$1 پہلے ہی ادا ہو چکی ہے۔",
    ],
    [
      /^Payout #(\d+) has already been rejected\.$/,
      "ادائیگی #$1 پہلے ہی مسترد ہو چکی ہے۔",
    ],
    [
      /^Payout #(\d+) has already been failed\.$/,
      "ادائیگی #$1 پہلے ہی ناکام ہو چکی ہے۔",
    ],
    [/^No payout with id ([\d, ]+)\.$/, "اس آئی ڈی کی کوئی ادائیگی نہیں: $1۔"],
    [
      /^Payout #(\d+): the bank account is not a valid Pakistani IBAN \(PK, 24 characters\); pay it one by one\.$/,
      "ادائیگی #$1: بینک اکاؤنٹ درست پاکستانی IBAN نہیں (PK، 24 حروف)؛ اسے الگ سے ادا کریں۔",
    ],
    [
      /^Payout #(\d+): the wallet number is not a Pakistani mobile number \(03XXXXXXXXX\)\.$/,
      "ادائیگی #$1: والٹ نمبر پاکستانی موبائل نمبر (03XXXXXXXXX) نہیں۔",
    ],
    [
      /^Payout (\S+) is not in batch (\S+)\.$/,
      "ادائیگی $1 بیچ $2 میں شامل نہیں۔",
    ],
    [
      /^Payout (\S+) is already (\w+) \(transaction ID (.+)\); its result cannot change\.$/,
      "ادائیگی $1 کا نتیجہ پہلے درج ہو چکا ہے ($2، ٹرانزیکشن آئی ڈی $3)؛ اب یہ نہیں بدل سکتا۔",
    ],
    [
      /^Payout (\S+) is already (\w+); its result cannot change\.$/,
      "ادائیگی $1 کا نتیجہ پہلے درج ہو چکا ہے ($2)؛ اب یہ نہیں بدل سکتا۔",
    ],
    [
      /^(?:Line|Result) (\d+): status must be paid or failed\.$/,
      "سطر $1: حیثیت paid یا failed ہونی چاہیے۔",
    ],
    [
      /^(?:Line|Result) (\d+): payout (\S+) appears twice\.$/,
      "سطر $1: ادائیگی $2 دو بار درج ہے۔",
    ],
    [
      /^(?:Line|Result) (\d+): Transaction ID is required\.$/,
      "سطر $1: ٹرانزیکشن آئی ڈی ضروری ہے۔",
    ],
    [
      /^(?:Line|Result) (\d+): the batch reference (.+) is not this batch's \((\S+)\)\.$/,
      "سطر $1: بیچ کا حوالہ $2 اس بیچ ($3) کا نہیں۔",
    ],
  ],
  serverTexts: {
    // Payouts decided on the desk; the account types the server gives a request by default
    "Mobile Account": "موبائل اکاؤنٹ",
    "Bank Account": "بینک اکاؤنٹ",
    "Payout marked as paid!": "ادائیگی ادا شدہ درج ہو گئی!",
    "Payout rejected successfully.": "ادائیگی کی درخواست مسترد کر دی گئی۔",
    "Payout not found.": "ادائیگی نہیں ملی۔",
    "This payout is processing in a batch; record its result on the batch.":
      "یہ ادائیگی ایک بیچ میں کارروائی میں ہے؛ اس کا نتیجہ بیچ کے صفحے پر درج کریں۔",
    "This payout has already been paid.": "یہ ادائیگی پہلے ہی ادا ہو چکی ہے۔",
    "This payout has already been rejected.":
      "یہ ادائیگی پہلے ہی مسترد ہو چکی ہے۔",
    "This payout has already been failed.":
      "یہ ادائیگی پہلے ہی ناکام ہو چکی ہے۔",
    "Transaction ID is required.": "ٹرانزیکشن آئی ڈی ضروری ہے۔",
    "Transaction ID must be at most 100 characters.":
      "ٹرانزیکشن آئی ڈی زیادہ سے زیادہ 100 حروف کی ہو سکتی ہے۔",
    "Rejection reason must be at most 500 characters.":
      "مسترد کرنے کی وجہ زیادہ سے زیادہ 500 حروف کی ہو سکتی ہے۔",
    "The rejection reason must be text.": "مسترد کرنے کی وجہ متن ہونی چاہیے۔",
    // Risk
    "This payout is held by an open risk flag on the affiliate. Clear the flag (with a note) or reject the payout.":
      "یہ ادائیگی ایفیلیئٹ پر لگے ایک کھلے رسک فلیگ کی وجہ سے رکی ہوئی ہے۔ فلیگ (نوٹ کے ساتھ) ختم کریں یا ادائیگی مسترد کریں۔",
    "Write a note of 1 to 1000 characters saying why.":
      "1 سے 1000 حروف کا نوٹ لکھیں کہ ایسا کیوں کیا۔",
    "This payout's affiliate is blocked. Unblock them or reject the payout.":
      "اس ادائیگی کا ایفیلیئٹ بلاک ہے۔ اسے اَن بلاک کریں یا ادائیگی مسترد کریں۔",
    "Risk flag not found.": "رسک فلیگ نہیں ملا۔",
    "This flag is no longer open.": "یہ فلیگ اب کھلا نہیں۔",
    "Flag cleared.": "فلیگ ختم کر دیا گیا۔",
    "Flag dismissed.": "فلیگ رد کر دیا گیا۔",
    // Batches and file layouts
    "Send payoutIds: a list of 1 to 10000 payout ids.":
      "payoutIds بھیجیں: 1 سے 10000 ادائیگی آئی ڈیز کی فہرست۔",
    "Batch not found.": "بیچ نہیں ملا۔",
    "Maker–checker is on: another admin must record the results of a batch you created.":
      "میکر–چیکر چالو ہے: آپ کے بنائے ہوئے بیچ کے نتائج کوئی دوسرا ایڈمن درج کرے گا۔",
    "Send results: a list of { payoutId, status, transactionId, reason }.":
      "نتائج بھیجیں: { payoutId, status, transactionId, reason } کی فہرست۔",
    "These results were already recorded; nothing changed.":
      "یہ نتائج پہلے ہی درج ہو چکے ہیں؛ کچھ نہیں بدلا۔",
    "async=1 takes a results file (multipart/form-data); JSON results are recorded at once.":
      "async=1 کے ساتھ نتائج کی فائل (multipart/form-data) بھیجیں؛ JSON نتائج فوراً درج ہوتے ہیں۔",
    "Layout not found.": "لے آؤٹ نہیں ملا۔",
    "The file is empty.": "فائل خالی ہے۔",
    "The results file needs the columns Batch Reference, Payout Reference, Status, Transaction ID and Reason.":
      "نتائج کی فائل میں یہ کالم ضروری ہیں: Batch Reference، Payout Reference، Status، Transaction ID اور Reason۔",
    "The results file has no result rows.":
      "نتائج کی فائل میں نتائج کی کوئی قطار نہیں۔",
    "The form data could not be read.": "فارم کا ڈیٹا پڑھا نہیں جا سکا۔",
    "Layout name must be 1 to 100 characters.":
      "لے آؤٹ کا نام 1 سے 100 حروف کا ہونا چاہیے۔",
    "Kind must be bank, wallet or other.": "قسم بینک، والٹ یا دیگر ہونی چاہیے۔",
    "Date format must be one of YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY, MM/DD/YYYY, YYYYMMDD.":
      "تاریخ کا فارمیٹ ان میں سے ایک ہونا چاہیے: YYYY-MM-DD، DD/MM/YYYY، DD-MM-YYYY، MM/DD/YYYY، YYYYMMDD۔",
    "Amount format must be decimal, grouped or minor.":
      "رقم کا فارمیٹ decimal، grouped یا minor ہونا چاہیے۔",
    "A layout has 1 to 20 columns.": "لے آؤٹ میں 1 سے 20 کالم ہوتے ہیں۔",
    "Each column's field must be one of beneficiaryTitle, iban, bankName, mobileNumber, accountNumber, accountLabel, amount, reference, batchReference, date, email.":
      "ہر کالم کی فیلڈ ان میں سے ایک ہونی چاہیے: beneficiaryTitle، iban، bankName، mobileNumber، accountNumber، accountLabel، amount، reference، batchReference، date، email۔",
    "Each column needs a header of 1 to 100 characters.":
      "ہر کالم کا عنوان 1 سے 100 حروف کا ہونا چاہیے۔",
    "A layout needs an amount column and a reference column.":
      "لے آؤٹ میں رقم کا ایک کالم اور حوالے کا ایک کالم ضروری ہے۔",
    // Tax rates
    "Category is required (at most 200 characters).":
      "زمرہ ضروری ہے (زیادہ سے زیادہ 200 حروف)۔",
    "Ordinance section is required (at most 100 characters), e.g. 233.":
      "آرڈیننس کا سیکشن ضروری ہے (زیادہ سے زیادہ 100 حروف)، مثلاً 233۔",
    "Filer rate must be a percent between 0 and 100.":
      "فائلر کی شرح 0 سے 100 کے درمیان فیصد ہونی چاہیے۔",
    "Non-filer rate must be a percent between 0 and 100.":
      "نان فائلر کی شرح 0 سے 100 کے درمیان فیصد ہونی چاہیے۔",
    "Effective from must be a date (YYYY-MM-DD).":
      "نافذ ہونے کی تاریخ درست تاریخ ہونی چاہیے (YYYY-MM-DD)۔",
    "appliesToPayouts must be true or false.":
      "appliesToPayouts کی قدر true یا false ہونی چاہیے۔",
    "Tax rate added.": "ٹیکس کی شرح شامل ہو گئی۔",
    "Currency must be a three-letter ISO 4217 code, e.g. USD.":
      "کرنسی تین حرفی ISO 4217 کوڈ ہونی چاہیے، مثلاً USD۔",
    "That is the ledger's own currency; rates are for other currencies.":
      "یہ لیجر کی اپنی کرنسی ہے؛ شرحیں دوسری کرنسیوں کے لیے ہیں۔",
    "Date must be a date (YYYY-MM-DD).":
      "تاریخ YYYY-MM-DD کی شکل میں ہونی چاہیے۔",
    "Rate must be a positive decimal written as text, at most 12 digits before the point and 10 after, e.g. 278.45.":
      "شرح مثبت اعشاری عدد ہونی چاہیے، اعشاریہ سے پہلے زیادہ سے زیادہ 12 اور بعد 10 ہندسے، مثلاً 278.45۔",
    "Exchange rate added.": "شرحِ مبادلہ شامل ہو گئی۔",
    // Payout settings
    "Minimum payout must be an amount of 0 or more with at most 2 decimals.":
      "کم از کم ادائیگی 0 یا اس سے زیادہ رقم ہونی چاہیے، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے۔",
    "Currency must be one of USD, PKR.":
      "کرنسی ان میں سے ایک ہونی چاہیے: USD، PKR۔",
    "The click burst limit must be a whole number from 1 to 1000000.":
      "کلکس کی حد 1 سے 1000000 تک کا پورا عدد ہونی چاہیے۔",
    "The refund rate limit must be a percentage from 0 to 100 with at most 2 decimals.":
      "ریفنڈ کی شرح کی حد 0 سے 100 تک فیصد ہونی چاہیے، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے۔",
    "Settings saved.": "سیٹنگز محفوظ ہو گئیں۔",
    "The operator's legal name must be text of at most 200 characters.":
      "آپریٹر کا قانونی نام زیادہ سے زیادہ 200 حروف کا ہونا چاہیے۔",
    "The operator's address must be text of at most 500 characters.":
      "آپریٹر کا پتہ زیادہ سے زیادہ 500 حروف کا ہونا چاہیے۔",
    "The NTN must be 7 digits and a check digit (1234567-8), or a 13-digit CNIC.":
      "این ٹی این 7 ہندسے اور ایک چیک ہندسہ (1234567-8)، یا 13 ہندسوں کا شناختی کارڈ نمبر ہونا چاہیے۔",
  },
};
