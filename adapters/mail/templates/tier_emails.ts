/** The email an affiliate receives when the monthly tier job moves them to another group. */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import type { TierMoveNotice } from "../../../domain/offers/run_tier_job.ts";
import { renderEmail } from "./render_email.ts";

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ur: [
    "جنوری",
    "فروری",
    "مارچ",
    "اپریل",
    "مئی",
    "جون",
    "جولائی",
    "اگست",
    "ستمبر",
    "اکتوبر",
    "نومبر",
    "دسمبر",
  ],
} as const;

/** "2026-11" as "November 2026" (or its Urdu). */
function monthName(month: string, language: "en" | "ur"): string {
  const [year, m] = month.split("-");
  return `${MONTHS[language][Number(m) - 1]} ${year}`;
}

/** "You have moved up to Gold" (or down), in the affiliate's language. */
export function tierMoveEmail(
  notice: TierMoveNotice,
  publicUrl: string,
): MailMessage {
  const up = notice.direction === "up";
  if (notice.language === "ur") {
    const month = monthName(notice.month, "ur");
    return {
      to: notice.email,
      subject: up
        ? `کمائی: مبارک ہو، آپ ${notice.to.name} گروپ میں آ گئے ہیں`
        : `کمائی: آپ کا گروپ اب ${notice.to.name} ہے`,
      ...renderEmail({
        language: "ur",
        title: up ? "آپ کا درجہ بڑھ گیا ہے" : "آپ کا گروپ بدل گیا ہے",
        paragraphs: [
          `السلام علیکم ${notice.name}،`,
          up
            ? `${month} میں آپ کی منظور شدہ کنورژنز کی بنیاد پر آپ ${notice.from.name} سے ${notice.to.name} گروپ میں آ گئے ہیں۔`
            : `${month} میں آپ کی منظور شدہ کنورژنز ${notice.from.name} گروپ کی شرط پوری نہیں کرتیں، اس لیے آپ کا گروپ اب ${notice.to.name} ہے۔`,
          "اس مہینے سے آپ کی آفرز کی ادائیگی اسی گروپ کی شرحوں پر ہو گی۔ ہر پروڈکٹ پر آپ کی ادائیگی ڈیش بورڈ پر دیکھیں۔",
        ],
        action: { label: "ڈیش بورڈ کھولیں", url: `${publicUrl}/dashboard` },
      }),
    };
  }
  const month = monthName(notice.month, "en");
  return {
    to: notice.email,
    subject: up
      ? `Kamai: you have moved up to the ${notice.to.name} group`
      : `Kamai: your group is now ${notice.to.name}`,
    ...renderEmail({
      title: up ? "You have moved up" : "Your group has changed",
      paragraphs: [
        `Hi ${notice.name},`,
        up
          ? `Your approved conversions in ${month} moved you from the ${notice.from.name} group to the ${notice.to.name} group.`
          : `Your approved conversions in ${month} did not meet the ${notice.from.name} group's condition, so your group is now ${notice.to.name}.`,
        "From now on your offers pay at this group's rates. See your payout on each product on your dashboard.",
      ],
      action: { label: "Open your dashboard", url: `${publicUrl}/dashboard` },
    }),
  };
}
