/**
 * The admin_people area's Urdu (loaded only for Urdu readers, when one of its screens opens): the same keys as
 * admin_people_en.ts, whose type makes a missing key a type error, and the Urdu of the server's texts these screens show.
 */
import type { AreaTranslation } from "./area.ts";
import type { AdminPeopleKey } from "./admin_people_en.ts";
import { ADMIN_MESSAGES } from "@domain/users/admin_accounts.ts";
import { USER_NOT_FOUND } from "@domain/users/admin_errors.ts";
import { BLOCK_MESSAGES } from "@domain/users/toggle_user_block.ts";
import { PASSWORD_RESET_DONE } from "@domain/users/reset_user_password.ts";
import {
  PROFILE_NOT_FOUND,
  PROFILE_NOT_PENDING,
} from "@domain/profiles/review_errors.ts";
import { SETUP_MESSAGES } from "@domain/setup/setup_messages.ts";
import { profileFieldsUr } from "./profile_fields_ur.ts";

const messages: Record<AdminPeopleKey, string> = {
  "admp.name": "نام",
  "admp.email": "ای میل",
  "admp.actions": "کارروائیاں",
  "admp.approved": "منظور شدہ",
  "admp.notApproved": "منظور نہیں",
  "admp.role.user": "صارف",
  "admp.role.admin": "ایڈمن",

  "admp.users.title": "صارفین",
  "admp.users.subtitle":
    "رسائی بند کریں یا کھولیں، پاس ورڈ ری سیٹ کریں اور مکمل پروفائل دیکھیں۔",
  "admp.users.loading": "صارفین لوڈ ہو رہے ہیں...",
  "admp.users.loadFailed": "صارفین لوڈ نہیں ہو سکے۔",
  "admp.users.updateFailed": "صارف کی حیثیت تبدیل نہیں ہو سکی۔",
  "admp.users.newPassword": "{email} کا نیا پاس ورڈ",
  "admp.users.passwordShort": "پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے۔",
  "admp.users.passwordReset": "پاس ورڈ ری سیٹ ہو گیا۔",
  "admp.users.resetFailed": "پاس ورڈ ری سیٹ نہیں ہو سکا۔",
  "admp.users.role": "کردار",
  "admp.users.verified": "تصدیق شدہ",
  "admp.users.yes": "ہاں",
  "admp.users.no": "نہیں",
  "admp.users.status": "حیثیت",
  "admp.users.joined": "شمولیت",
  "admp.users.block": "بلاک کریں",
  "admp.users.unblock": "اَن بلاک کریں",
  "admp.users.blocked": "بلاک شدہ",
  "admp.users.blockLabel": "{email} کو بلاک کریں",
  "admp.users.unblockLabel": "{email} کو اَن بلاک کریں",
  "admp.users.resetPassword": "پاس ورڈ ری سیٹ کریں",
  "admp.users.resetLabel": "{email} کا پاس ورڈ ری سیٹ کریں",
  "admp.users.profile": "پروفائل",
  "admp.users.profileLabel": "{email} کی پروفائل",
  "admp.users.search": "تلاش",
  "admp.users.nameOrEmail": "نام یا ای میل",
  "admp.users.none": "کوئی صارف نہیں ملا۔",
  "admp.users.review": "جائزہ لیں",
  "admp.users.reviewLabel": "{email} کی جمع کرائی گئی تفصیلات کا جائزہ لیں",
  "admp.state.filter": "حیثیت کے لحاظ سے چھانٹیں",
  "admp.state.all": "سب",
  "admp.state.no_profile": "پروفائل نہیں",
  "admp.state.pending": "جائزے کا منتظر",
  "admp.state.approved": "منظور شدہ",
  "admp.state.rejected": "مسترد",
  "admp.state.blocked": "بلاک شدہ",

  "admp.profiles.title": "قطار میں موجود پروفائلز",
  "admp.profiles.subtitle": "فیصلے کی منتظر پروفائلز، سب سے پرانی پہلے۔",
  "admp.profiles.loading": "پروفائلز لوڈ ہو رہی ہیں...",
  "admp.profiles.loadFailed":
    "پروفائلز لوڈ نہیں ہو سکیں۔ کیا آپ ایڈمن کے طور پر لاگ اِن ہیں؟",
  "admp.profiles.rejectReason": "{name} کی پروفائل مسترد کرنے کی وجہ (اختیاری)",
  "admp.profiles.approved": "پروفائل منظور ہو گئی!",
  "admp.profiles.rejected": "پروفائل مسترد کر دی گئی!",
  "admp.profiles.approveFailed": "پروفائل منظور نہیں ہو سکی۔",
  "admp.profiles.rejectFailed": "پروفائل مسترد نہیں ہو سکی۔",
  "admp.profiles.none": "کوئی زیرِ التوا پروفائل نہیں ملی۔",
  "admp.profiles.cardLabel": "{name} کی پروفائل",
  "admp.profiles.submitted": "{email} · جمع کروائی گئی {time}",
  "admp.profiles.approve": "منظور کریں",
  "admp.profiles.reject": "مسترد کریں",
  "admp.profiles.details": "تفصیل دیکھیں",

  "admp.user.title": "صارف کی پروفائل",
  "admp.user.loading": "پروفائل لوڈ ہو رہی ہے...",
  "admp.user.notFound": "صارف نہیں ملا یا اس کی پروفائل دستیاب نہیں",
  "admp.user.fetchFailed": "پروفائل کا ڈیٹا حاصل نہیں ہو سکا",
  "admp.user.loadFailed": "صارف کی پروفائل لوڈ نہیں ہو سکی",
  "admp.user.back": "صارفین کی فہرست پر واپس",
  "admp.user.subtitle": "{email} · {role} · شمولیت {time}",
  "admp.user.balance": "بیلنس",
  "admp.user.riskFlags": "خطرے کے نشان",
  "admp.user.riskFailed": "خطرے کے نشان لوڈ نہیں ہو سکے۔",
  "admp.user.noRiskFlags": "اس صارف پر خطرے کا کوئی نشان نہیں۔",
  "admp.user.profileStatus": "پروفائل کی حیثیت: {status}",
  "admp.user.status.pending": "زیرِ غور",
  "admp.user.status.rejected": "مسترد",
  "admp.user.noProfile": "اس صارف نے ابھی تک پروفائل جمع نہیں کروائی۔",
  "admp.user.payoutHistory": "ادائیگیوں کی تاریخ",
  "admp.user.assignedLinks": "دیے گئے لنکس",
  "admp.user.noLinks": "کوئی ایفیلیئٹ لنک نہیں ملا",
  "admp.user.link": "لنک",
  "admp.user.trackedLink": "ٹریک ہونے والا لنک",

  "admp.admins.title": "ایڈمنز",
  "admp.admins.subtitle":
    "کمائی کون چلا سکتا ہے۔ میکر-چیکر آن ہو تو بیچ کے نتائج کے لیے دوسرے ایڈمن کی ضرورت ہوتی ہے۔",
  "admp.admins.loadFailed": "ایڈمنز لوڈ نہیں ہو سکے۔",
  "admp.admins.inviteFailed": "ایڈمن کو دعوت نہیں بھیجی جا سکی۔",
  "admp.admins.removeFailed": "ایڈمن کو ہٹایا نہیں جا سکا۔",
  "admp.admins.confirmRemove": "کیا {email} کو ایڈمن سے ہٹانا ہے؟",
  "admp.admins.state": "کیفیت",
  "admp.admins.active": "فعال",
  "admp.admins.invited": "دعوت بھیجی گئی",
  "admp.admins.since": "کب سے",
  "admp.admins.remove": "ہٹائیں",
  "admp.admins.none": "کوئی ایڈمن نہیں۔",
  "admp.admins.invite": "ایڈمن کو دعوت دیں",
  "admp.admins.inviteHint":
    "موجودہ صارف کو ایڈمن بنا دیا جاتا ہے؛ نئے ایڈریس پر پاس ورڈ بنانے کا لنک بھیجا جاتا ہے۔",
  "admp.admins.inviteButton": "دعوت دیں",

  "admp.audit.title": "آڈٹ لاگ",
  "admp.audit.subtitle": "ایڈمن کی ہر کارروائی، سب سے نئی پہلے۔",
  "admp.audit.loading": "لاگ لوڈ ہو رہے ہیں...",
  "admp.audit.loadFailed": "لاگ لوڈ نہیں ہو سکے۔",
  "admp.audit.date": "تاریخ",
  "admp.audit.admin": "ایڈمن",
  "admp.audit.adminNumber": "ایڈمن #{id}",
  "admp.audit.action": "کارروائی",
  "admp.audit.details": "تفصیل",
  "admp.audit.nothingToSave": "محفوظ کرنے کے لیے کوئی لاگ موجود نہیں",
  "admp.audit.csvFailed": "CSV فائل نہیں بن سکی",
  "admp.audit.export": "CSV ڈاؤن لوڈ کریں",
  "admp.audit.filter": "آڈٹ لاگ فلٹر کریں",
  "admp.audit.actionExample": "مثلاً Payout",
  "admp.audit.from": "سے",
  "admp.audit.to": "تک",
  "admp.audit.apply": "لاگو کریں",
  "admp.audit.none": "کوئی آڈٹ لاگ نہیں ملا۔",
  "admp.audit.noneHint":
    "ایڈمن کی ہر تبدیلی یہاں درج ہوتی ہے، کس نے کی اور کب۔",
  "admp.empty.shareSignup": "سائن اپ کا لنک شیئر کریں",
  "admp.profiles.noneHint":
    "نئے ایفیلیئٹس کی بھیجی ہوئی پروفائلز آپ کی منظوری کے لیے یہاں انتظار کرتی ہیں۔ پہلی پروفائل کے لیے اپنا سائن اپ لنک شیئر کریں۔",
  "admp.users.noneHint":
    "آپ کے سائن اپ لنک پر شامل ہونے والا ہر شخص اپنی حالت کے ساتھ یہاں دکھایا جاتا ہے۔",
  "admp.audit.caption": "آڈٹ لاگ",

  "admp.settings.title": "سیٹنگز",
  "admp.settings.loadFailed": "کمیشن کی سیٹنگز لوڈ نہیں ہو سکیں۔",
  "admp.settings.range": "کمیشن 0 اور 100 کے درمیان کوئی عدد ہونا چاہیے۔",
  "admp.settings.updated": "کامیابی سے محفوظ ہو گیا!",
  "admp.settings.updateFailed": "کمیشن تبدیل نہیں ہو سکا۔",
  "admp.settings.commission": "عمومی کمیشن",
  "admp.settings.current":
    "موجودہ: {value} — نئی پروڈکٹس کے لیے یہی طے شدہ ہے۔",
  "admp.settings.form": "کمیشن فارم",
  "admp.settings.field": "عمومی کمیشن (%)",
  "admp.settings.save": "محفوظ کریں",

  "admp.setup.title": "کمائی سیٹ اپ کریں",
  "admp.setup.checking": "سیٹ اپ لنک چیک ہو رہا ہے...",
  "admp.setup.checkFailed": "سیٹ اپ لنک چیک نہیں ہو سکا۔ کیا کمائی چل رہا ہے؟",
  "admp.setup.retry": "دوبارہ کوشش کریں",
  "admp.setup.signIn": "سائن اِن پر جائیں",
  "admp.setup.once":
    "یہ لنک صرف ایک بار کام کرتا ہے: اکاؤنٹ بنتے ہی یہ کام کرنا بند کر دیتا ہے۔",
  "admp.setup.form": "پہلا ایڈمن بنائیں",
  "admp.setup.email": "ایڈمن کی ای میل",
  "admp.setup.creating": "بن رہا ہے…",
  "admp.setup.create": "ایڈمن اکاؤنٹ بنائیں",
  "admp.setup.failed": "ایڈمن اکاؤنٹ نہیں بن سکا",
};

/** The admin_people area in Urdu. */
export const adminPeopleUr: AreaTranslation = {
  messages,
  serverTexts: {
    // The profile's field tables (ProfileDetails on the queue and a user's profile).
    ...profileFieldsUr,
    "User blocked.": "صارف کو بلاک کر دیا گیا۔",
    "User unblocked.": "صارف کو اَن بلاک کر دیا گیا۔",
    [BLOCK_MESSAGES.self]: "آپ اپنا اکاؤنٹ خود بلاک نہیں کر سکتے۔",
    [BLOCK_MESSAGES.lastAdmin]:
      "آخری فعال ایڈمن کو بلاک نہیں کیا جا سکتا: پہلے کسی اور کو ایڈمن بنائیں۔",
    [USER_NOT_FOUND.message]: "صارف نہیں ملا۔",
    [PASSWORD_RESET_DONE]: "پاس ورڈ ری سیٹ ہو گیا۔",
    "You cannot reset your own password here; use the password reset page.":
      "آپ یہاں اپنا پاس ورڈ ری سیٹ نہیں کر سکتے؛ پاس ورڈ ری سیٹ کا صفحہ استعمال کریں۔",
    "Profile approved!": "پروفائل منظور ہو گئی!",
    "Profile rejected!": "پروفائل مسترد کر دی گئی!",
    [PROFILE_NOT_FOUND.message]: "پروفائل نہیں ملی۔",
    [PROFILE_NOT_PENDING.message]: "یہ پروفائل منظوری کی منتظر نہیں۔",
    [ADMIN_MESSAGES.email]: "براہِ کرم درست ای میل ایڈریس درج کریں۔",
    [ADMIN_MESSAGES.alreadyAdmin]: "یہ صارف پہلے سے ایڈمن ہے۔",
    [ADMIN_MESSAGES.invited]: "دعوت بھیج دی گئی۔",
    [ADMIN_MESSAGES.promoted]: "صارف کو ایڈمن بنا دیا گیا۔",
    [ADMIN_MESSAGES.removed]: "ایڈمن کو ہٹا دیا گیا۔",
    [ADMIN_MESSAGES.last]: "آخری ایڈمن کو ہٹایا نہیں جا سکتا۔",
    [ADMIN_MESSAGES.lastActive]:
      "آخری فعال ایڈمن کو ہٹایا نہیں جا سکتا: پہلے کسی اور کو ایڈمن بنائیں۔",
    [ADMIN_MESSAGES.self]: "آپ خود کو نہیں ہٹا سکتے؛ کسی دوسرے ایڈمن سے کہیں۔",
    [ADMIN_MESSAGES.notAdmin]: "اس ID کا کوئی ایڈمن نہیں۔",
    "This email belongs to a deleted account.":
      "یہ ای میل ایک حذف شدہ اکاؤنٹ کی ہے۔",
    [SETUP_MESSAGES.linkInvalid]:
      "یہ سیٹ اپ لنک درست نہیں۔ کمائی نے شروع ہوتے وقت جو لنک دکھایا تھا وہ پورا کاپی کریں۔",
    [SETUP_MESSAGES.alreadyDone]:
      "یہ سیٹ اپ لنک استعمال ہو چکا ہے: ایڈمن اکاؤنٹ موجود ہے۔ اس کے بجائے سائن اِن کریں۔",
    [SETUP_MESSAGES.linkValid]: "پہلا ایڈمن اکاؤنٹ بنائیں۔",
    [SETUP_MESSAGES.adminCreated]:
      "ایڈمن اکاؤنٹ بن گیا۔ آپ سائن اِن ہو چکے ہیں۔",
  },
  serverPatterns: [
    [
      /^The reason is too long \(at most (\d+) characters\)\.$/,
      "وجہ بہت لمبی ہے (زیادہ سے زیادہ $1 حروف)۔",
    ],
    [
      /^Password should be at most (\d+) characters\.$/,
      "پاس ورڈ زیادہ سے زیادہ $1 حروف کا ہو سکتا ہے۔",
    ],
  ],
};
