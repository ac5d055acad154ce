/** The emails a user receives when an admin approves or rejects their profile. */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import { renderEmail } from "./render_email.ts";

/** "Your profile has been approved", with a link to the dashboard. */
export function profileApprovedEmail(
  input: {
    to: string;
    name: string;
    publicUrl: string;
    language?: "en" | "ur" | null;
  },
): MailMessage {
  if (input.language === "ur") {
    return {
      to: input.to,
      subject: "کمائی پر آپ کی پروفائل منظور ہو گئی",
      ...renderEmail({
        language: "ur",
        title: "آپ کی پروفائل منظور ہو گئی",
        paragraphs: [
          `السلام علیکم ${input.name}،`,
          "خوش خبری: ایڈمن نے کمائی پر آپ کی پروفائل منظور کر دی ہے۔ اب سائن اِن کر کے اپنی پروڈکٹس، ایفیلیئٹ لنکس اور اعداد و شمار دیکھ سکتے ہیں۔",
        ],
        action: {
          label: "اپنے ڈیش بورڈ پر جائیں",
          url: `${input.publicUrl}/dashboard`,
        },
      }),
    };
  }
  return {
    to: input.to,
    subject: "Your Kamai profile has been approved",
    ...renderEmail({
      title: "Your profile has been approved",
      paragraphs: [
        `Hi ${input.name},`,
        "Good news: an admin has approved your Kamai profile. You can now sign in to see your products, affiliate links and stats.",
      ],
      action: {
        label: "Go to your dashboard",
        url: `${input.publicUrl}/dashboard`,
      },
    }),
  };
}

/** "Your profile was not approved", with the admin's reason when given and a link to edit and resubmit. */
export function profileRejectedEmail(
  input: {
    to: string;
    name: string;
    reason: string | null;
    publicUrl: string;
    language?: "en" | "ur" | null;
  },
): MailMessage {
  if (input.language === "ur") {
    return {
      to: input.to,
      subject: "کمائی پر آپ کی پروفائل منظور نہیں ہوئی",
      ...renderEmail({
        language: "ur",
        title: "آپ کی پروفائل منظور نہیں ہوئی",
        paragraphs: [
          `السلام علیکم ${input.name}،`,
          "ایڈمن نے کمائی پر آپ کی پروفائل دیکھی لیکن ابھی اسے منظور نہیں کر سکے۔",
          ...(input.reason ? [`وجہ: ${input.reason}`] : []),
          "آپ اپنی پروفائل درست کر کے دوبارہ جمع کروا سکتے ہیں۔",
        ],
        action: {
          label: "اپنی پروفائل درست کریں",
          url: `${input.publicUrl}/complete-profile`,
        },
      }),
    };
  }
  return {
    to: input.to,
    subject: "Your Kamai profile was not approved",
    ...renderEmail({
      title: "Your profile was not approved",
      paragraphs: [
        `Hi ${input.name},`,
        "An admin has reviewed your Kamai profile and could not approve it yet.",
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        "You can edit your profile and submit it again.",
      ],
      action: {
        label: "Edit your profile",
        url: `${input.publicUrl}/complete-profile`,
      },
    }),
  };
}
