/**
 * The conversions area's Urdu (loaded only for Urdu readers): the same keys as conversions_en.ts, whose type makes a
 * missing key a type error, and the Urdu of the server texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { ConversionsKey } from "./conversions_en.ts";

const messages: Record<ConversionsKey, string> = {
  "conv.title": "کنورژنز",
  "conv.adminTitle": "کنورژنز",
  "conv.subtitle": "ہر کنورژن، اس کی کمائی، اور اس کی وجہ۔",
  "conv.adminSubtitle":
    "ہر ذریعے کی ہر کنورژن، اس کی کمائی، آمدنی اور اصول کے ساتھ۔ حد سے زائد کنورژنز کا جائزہ یہاں لیں۔",
  "conv.caption": "آپ کی کنورژنز",
  "conv.adminCaption": "کنورژنز",
  "conv.loadFailed": "کنورژنز لوڈ نہیں ہو سکیں۔",
  "conv.empty": "اس مدت میں کوئی کنورژن نہیں۔",
  "conv.emptyFiltered": "ان فلٹرز سے کوئی کنورژن نہیں ملتی۔",
  "conv.emptyReview": "جائزے کے لیے کچھ باقی نہیں۔",
  "conv.downloadCsv": "CSV ڈاؤن لوڈ کریں",
  "conv.csvFailed": "CSV فائل نہیں بن سکی۔",
  "conv.range": "تاریخ کی حد",
  "conv.start": "شروع کی تاریخ",
  "conv.end": "آخری تاریخ",
  "conv.apply": "لاگو کریں",
  "conv.bothDates": "براہِ کرم شروع اور آخری دونوں تاریخیں منتخب کریں۔",
  "conv.endBeforeStart": "آخری تاریخ شروع کی تاریخ سے پہلے نہیں ہو سکتی۔",
  "conv.allTime": "تمام وقت",
  "conv.total": "{count} کنورژنز",

  "conv.col.time": "وقت",
  "conv.col.offer": "آفر",
  "conv.col.goal": "ہدف",
  "conv.col.orderId": "آرڈر آئی ڈی",
  "conv.col.amount": "رقم",
  "conv.col.status": "حیثیت",
  "conv.col.earning": "کمائی",
  "conv.col.why": "کیوں",
  "conv.col.affiliate": "ایفیلیئٹ",
  "conv.col.source": "ذریعہ",
  "conv.col.revenue": "آمدنی",
  "conv.col.select": "منتخب",
  "conv.col.actions": "اقدامات",

  "conv.status.pending": "زیرِ التوا",
  "conv.status.approved": "منظور شدہ",
  "conv.status.over_cap": "حد سے زائد — جائزے میں",
  "conv.status.rejected": "مسترد",
  "conv.status.reversed": "واپس لی گئی",

  "conv.why.percent": "{amount} کی {goal} کا {value} % ({level})",
  "conv.why.percentPayout": "{amount} نیٹ ورک ادائیگی کا {value} % ({level})",
  "conv.why.flat": "فی {goal} {amount} ({level})",
  "conv.why.none": "کوئی ادائیگی کا اصول نافذ نہیں ({level})",
  "conv.level.affiliate": "آپ کا اپنا ریٹ",
  "conv.level.affiliateAdmin": "ایفیلیئٹ کا اپنا ریٹ",
  "conv.level.group": "{group} گروپ ریٹ",
  "conv.level.groupUnnamed": "گروپ ریٹ",
  "conv.level.offer": "آفر ریٹ",
  "conv.level.global": "عام ریٹ",
  "conv.goal.sale": "فروخت",
  "conv.goal.lead": "لیڈ",
  "conv.goal.install": "انسٹال",
  "conv.goal.ftd": "پہلا ڈپازٹ",
  "conv.goal.delivered": "ڈیلیور شدہ آرڈر",

  "conv.filter.affiliate": "ایفیلیئٹ",
  "conv.filter.findAffiliate": "ایفیلیئٹ تلاش کریں",
  "conv.filter.anyAffiliate": "تمام ایفیلیئٹس",
  "conv.filter.offer": "آفر",
  "conv.filter.anyOffer": "تمام آفرز",
  "conv.filter.goal": "ہدف",
  "conv.filter.goalHint": "ہدف کی کلید، مثلاً sale یا lead",
  "conv.filter.source": "ذریعہ",
  "conv.filter.anySource": "تمام ذرائع",
  "conv.filter.status": "حیثیت",
  "conv.filter.anyStatus": "تمام حیثیتیں",
  "conv.filter.clear": "فلٹرز صاف کریں",
  "conv.filter.reviewQueue": "جائزے کی قطار",

  "conv.review.selectLabel": "کنورژن {id} منتخب کریں: {offer}، آرڈر {orderId}",
  "conv.review.selectPage": "اس صفحے کی سب منتخب کریں",
  "conv.review.clear": "انتخاب صاف کریں",
  "conv.review.chosen": "{count} منتخب",
  "conv.review.approve": "منظور کریں",
  "conv.review.reject": "مسترد کریں",
  "conv.review.approveSelected": "منتخب منظور کریں",
  "conv.review.rejectSelected": "منتخب مسترد کریں",
  "conv.review.approveOne":
    "کنورژن {id} منظور کریں؟ یہ حد سے زائد ہونے کے باوجود معمول کے مطابق کمائے گی۔",
  "conv.review.approveMany":
    "{count} کنورژنز منظور کریں؟ یہ حد سے زائد ہونے کے باوجود معمول کے مطابق کمائیں گی۔",
  "conv.review.rejectReason":
    "{count} کنورژن(ز) کیوں مسترد کی جا رہی ہیں؟ ان پر کوئی کمائی نہیں ہو گی۔ (ضروری)",
  "conv.review.reasonRequired": "مسترد کرنے کی وجہ لکھیں۔",
  "conv.review.approved": "{count} کنورژن(ز) منظور ہو گئیں۔",
  "conv.review.rejected": "{count} کنورژن(ز) مسترد ہو گئیں۔",
  "conv.review.skipped": "{count} چھوڑ دی گئیں:",
  "conv.review.skippedItem": "کنورژن {id}: {reason}",
  "conv.review.failed": "فیصلہ محفوظ نہیں ہو سکا۔",
};

/** The conversions area in Urdu. */
export const conversionsUr: AreaTranslation = {
  messages,
  // The decision's skip reasons, as the server writes them (domain/offers/decide_over_cap.ts).
  serverTexts: {
    "No such conversion.": "ایسی کوئی کنورژن نہیں۔",
  },
  serverPatterns: [[
    /^The conversion is (\w+), no longer over_cap\.$/,
    "یہ کنورژن اب حد سے زائد نہیں رہی (اس کی حیثیت: $1)۔",
  ]],
};
