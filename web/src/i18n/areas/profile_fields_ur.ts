/**
 * Urdu of the profile's field tables (profile_fields.ts: section titles, field labels and hints), English-keyed
 * like the server's texts. Shared by the affiliate area (the form and My Profile) and the admin people area (the
 * queued profiles and a user's profile), each of which loads only for Urdu readers.
 */

/** English field-table text -> Urdu. */
export const profileFieldsUr: Record<string, string> = {
  "Personal Information": "ذاتی معلومات",
  "Contact Information": "رابطے کی معلومات",
  "Social Media Links": "سوشل میڈیا لنکس",
  "Additional Information": "مزید معلومات",
  "Full Name": "پورا نام",
  "Father Name": "والد کا نام",
  "CNIC": "شناختی کارڈ نمبر (CNIC)",
  "13 digits, dashes optional": "13 ہندسے، ڈیش لگانا ضروری نہیں",
  "Date of Birth": "تاریخِ پیدائش",
  "Address": "پتہ",
  "City": "شہر",
  "State": "صوبہ",
  "Country": "ملک",
  "Phone": "فون",
  "WhatsApp Number": "واٹس ایپ نمبر",
  "Website": "ویب سائٹ",
  "WhatsApp Group": "واٹس ایپ گروپ",
  "WhatsApp Channel": "واٹس ایپ چینل",
  "Facebook": "فیس بک",
  "YouTube": "یوٹیوب",
  "Instagram": "انسٹاگرام",
  "TikTok": "ٹک ٹاک",
  "Twitter/X": "ٹوئٹر/X",
  "LinkedIn": "لنکڈاِن",
  "Telegram": "ٹیلی گرام",
  "Additional Link": "اضافی لنک",
  "Traffic Source": "ٹریفک کہاں سے آتی ہے",
};
