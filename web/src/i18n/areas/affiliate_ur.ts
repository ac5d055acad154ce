/**
 * The affiliate area's Urdu (loaded only for Urdu readers, when an affiliate screen opens): the same keys as
 * affiliate_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these
 * screens show.
 */
import type { AreaTranslation } from "../i18n.ts";
import type { AffiliateKey } from "./affiliate_en.ts";

const messages: Record<AffiliateKey, string> = {
  "aff.nav.label": "میرا اکاؤنٹ",
  "aff.nav.submitProfile": "پروفائل جمع کروائیں",
  "aff.nav.myProfile": "میری پروفائل",
  "aff.nav.dashboard": "ڈیش بورڈ",
  "aff.nav.products": "پروڈکٹس",
  "aff.nav.stats": "اعداد و شمار",
  "aff.nav.reports": "رپورٹ",
  "aff.nav.twoFactor": "دو مرحلہ سائن اِن",
  "aff.nav.payouts": "ادائیگیاں",
  "aff.nav.requestPayout": "ادائیگی کی درخواست",
  "aff.nav.history": "تاریخ",

  "aff.dashboard.title": "ڈیش بورڈ",
  "aff.dashboard.loadFailed": "ڈیش بورڈ کا ڈیٹا لوڈ نہیں ہو سکا۔",
  "aff.dashboard.compareTitle": "اس مہینے اور پچھلے مہینے کا موازنہ",
  "aff.dashboard.figure": "شمار",
  "aff.dashboard.thisMonth": "اس مہینے",
  "aff.dashboard.lastMonth": "پچھلے مہینے",
  "aff.dashboard.change": "فرق",
  "aff.dashboard.new": "نیا",
  "aff.noProducts": "ابھی تک کوئی پروڈکٹ آپ کو نہیں دی گئی۔",
  "aff.pending.amount": "{amount} منظوری کے انتظار میں۔",
  "aff.pending.text":
    "یہ سیلز آپ کی کمائی میں شامل ہیں لیکن ابھی نکالی نہیں جا سکتیں: دکان یا نیٹ ورک نے ابھی ان کی تصدیق نہیں کی (مثلاً کیش آن ڈیلیوری کی رقم ابھی وصول نہیں ہوئی)۔ منظوری کے بعد یہ رقم دستیاب ہو جائے گی، اور آرڈر منسوخ ہونے پر نکال دی جائے گی۔",

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
};

/** The affiliate area in Urdu. */
export const affiliateUr: AreaTranslation = { messages, serverTexts: {} };
