/**
 * Urdu for the texts the server and the domain rules produce (AUTH_MESSAGES and friends keep their exact
 * English on the wire): the web shows these instead when the page is in Urdu. Keyed by the English text,
 * so a changed English message simply shows in English until it is translated here.
 */
import { AUTH_MESSAGES } from "@domain/auth/auth_messages.ts";
import { TWO_FACTOR_MESSAGES } from "@domain/auth/two_factor.ts";
import { REGISTER_MISMATCH, RESET_MISMATCH } from "@/lib/auth_validation.ts";
import { ACCOUNT_BLOCKED_MESSAGE } from "@domain/profiles/submit_profile.ts";
import { DEEP_LINK_MESSAGES } from "@domain/links/allowed_domains.ts";
import { API_KEY_MESSAGES } from "@domain/api_keys/api_key.ts";

/** English server text -> Urdu. */
export const urServerTexts: Record<string, string> = {
  [API_KEY_MESSAGES.name]: "کلید کو 1 سے 100 حروف کا نام دیں۔",
  [API_KEY_MESSAGES.tooMany]:
    "آپ کے پاس زیادہ سے زیادہ 10 فعال API کلیدیں ہو سکتی ہیں۔ پہلے ایک منسوخ کریں۔",
  [API_KEY_MESSAGES.affiliatesOnly]:
    "صرف پڑھنے والی API کلیدیں صرف ایفیلیئٹس بنا سکتے ہیں۔",
  [DEEP_LINK_MESSAGES.badDomain]:
    "ہر ڈومین shop.example.pk جیسا ہو، یا اس کے اور اس کے سب ڈومینز کے لیے *.example.pk۔",
  [DEEP_LINK_MESSAGES.tooManyDomains]: "زیادہ سے زیادہ 50 ڈومین۔",
  [DEEP_LINK_MESSAGES.badUrl]: "لنک مکمل http:// یا https:// پتا ہونا چاہیے۔",
  [DEEP_LINK_MESSAGES.credentials]:
    "لنک میں یوزر نیم یا پاس ورڈ نہیں ہونا چاہیے۔",
  [DEEP_LINK_MESSAGES.notAllowed]:
    "اس پروڈکٹ کے لنکس صرف اس کے اجازت یافتہ ڈومینز پر جا سکتے ہیں۔",
  [DEEP_LINK_MESSAGES.noDomains]:
    "اس پروڈکٹ کے ڈیپ لنکس کے لیے ابھی کوئی ڈومین مقرر نہیں۔",
  [ACCOUNT_BLOCKED_MESSAGE]:
    "آپ کا اکاؤنٹ بلاک ہے، اس لیے آپ کی پروفائل جمع نہیں ہو سکتی۔ ایڈمن سے رابطہ کریں۔",
  [AUTH_MESSAGES.nameRequired]: "نام ضروری ہے۔",
  [AUTH_MESSAGES.nameTooLong]: "نام زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے۔",
  [AUTH_MESSAGES.emailRequired]: "ای میل ضروری ہے۔",
  [AUTH_MESSAGES.emailInvalid]: "براہِ کرم درست ای میل ایڈریس درج کریں۔",
  [AUTH_MESSAGES.passwordRequired]: "پاس ورڈ ضروری ہے۔",
  [AUTH_MESSAGES.passwordTooShort]: "پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے۔",
  [AUTH_MESSAGES.passwordTooLong]:
    "پاس ورڈ زیادہ سے زیادہ 128 حروف کا ہو سکتا ہے۔",
  [AUTH_MESSAGES.captchaRequired]: "براہِ کرم سیکیورٹی چیک مکمل کریں۔",
  [AUTH_MESSAGES.captchaFailed]:
    "سیکیورٹی چیک کی تصدیق نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  [AUTH_MESSAGES.emailTaken]:
    "اس ای میل سے اکاؤنٹ پہلے سے موجود ہے۔ براہِ کرم لاگ اِن کریں۔",
  [AUTH_MESSAGES.registered]:
    "رجسٹریشن ہو گئی۔ اکاؤنٹ کی تصدیق کے لیے براہِ کرم اپنی ای میل دیکھیں۔",
  [AUTH_MESSAGES.invalidCredentials]: "ای میل یا پاس ورڈ درست نہیں۔",
  [AUTH_MESSAGES.emailNotVerified]:
    "لاگ اِن سے پہلے اپنی ای میل کی تصدیق کریں۔ اگر تصدیقی لنک نہیں ملا تو نیا لنک منگوا سکتے ہیں۔",
  [AUTH_MESSAGES.emailVerified]: "ای میل کی تصدیق ہو گئی۔",
  [AUTH_MESSAGES.invalidToken]: "لنک غلط ہے یا اس کی مدت ختم ہو چکی ہے",
  [AUTH_MESSAGES.resetRequested]:
    "اگر یہ ای میل ہمارے پاس موجود ہے تو ہم نے ری سیٹ لنک بھیج دیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔",
  [AUTH_MESSAGES.verificationResent]:
    "اگر یہ اکاؤنٹ موجود ہے اور ابھی تصدیق شدہ نہیں تو ہم نے نیا تصدیقی لنک بھیج دیا ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔",
  [AUTH_MESSAGES.passwordReset]:
    "آپ کا پاس ورڈ بدل دیا گیا ہے۔ اب نئے پاس ورڈ سے لاگ اِن کر سکتے ہیں۔",
  [AUTH_MESSAGES.userDeleted]: "یہ اکاؤنٹ اب موجود نہیں۔",
  [TWO_FACTOR_MESSAGES.codeRequired]:
    "اپنی آتھنٹیکیٹر ایپ سے 6 ہندسوں کا کوڈ درج کریں۔",
  [TWO_FACTOR_MESSAGES.challengeExpired]:
    "سائن اِن میں بہت دیر ہو گئی۔ براہِ کرم دوبارہ سائن اِن کریں۔",
  [TWO_FACTOR_MESSAGES.regenerateNeedsCode]:
    "نئے ریکوری کوڈ لینے کے لیے اپنی آتھنٹیکیٹر ایپ سے موجودہ 6 ہندسوں کا کوڈ درج کریں۔",
  [TWO_FACTOR_MESSAGES.requiredForAdmins]:
    "اس سائٹ پر ایڈمن اکاؤنٹس کے لیے دو مرحلہ سائن اِن لازمی ہے، اس لیے اسے بند نہیں کیا جا سکتا۔",
  [REGISTER_MISMATCH]: "دونوں پاس ورڈ ایک جیسے نہیں",
  [RESET_MISMATCH]: "دونوں پاس ورڈ ایک جیسے نہیں۔",
};
