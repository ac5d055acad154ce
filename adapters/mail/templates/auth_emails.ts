/** The verification and password-reset emails. */
import type { AuthLinkNotice } from "../../../domain/auth/auth_notifier.ts";
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import { renderEmail } from "./render_email.ts";

/** The verification email, rendered with the Kamai layout, in the account's language. */
export function verifyEmailEmail(
  { to, name, link, language }: AuthLinkNotice,
): MailMessage {
  if (language === "ur") {
    return {
      to,
      subject: "کمائی پر اپنی ای میل کی تصدیق کریں",
      ...renderEmail({
        language,
        title: "اپنی ای میل کی تصدیق کریں",
        paragraphs: [
          `السلام علیکم ${name}،`,
          "کمائی پر سائن اپ کرنے کا شکریہ۔ اکاؤنٹ فعال کرنے کے لیے براہِ کرم اپنی ای میل کی تصدیق کریں۔",
        ],
        action: { label: "ای میل کی تصدیق کریں", url: link },
        footnote:
          "یہ لنک 24 گھنٹے میں ختم ہو جائے گا۔ اگر آپ نے سائن اپ نہیں کیا تو یہ ای میل نظر انداز کر دیں۔",
      }),
    };
  }
  return {
    to,
    subject: "Verify your Kamai email address",
    ...renderEmail({
      title: "Verify your email address",
      paragraphs: [
        `Hi ${name},`,
        "Thanks for signing up to Kamai. Please confirm your email address to activate your account.",
      ],
      action: { label: "Verify email", url: link },
      footnote:
        "This link expires in 24 hours. If you did not sign up, you can ignore this email.",
    }),
  };
}

/** The password-reset email, rendered with the Kamai layout, in the account's language. */
export function resetPasswordEmail(
  { to, name, link, language }: AuthLinkNotice,
): MailMessage {
  if (language === "ur") {
    return {
      to,
      subject: "اپنا کمائی پاس ورڈ ری سیٹ کریں",
      ...renderEmail({
        language,
        title: "اپنا پاس ورڈ ری سیٹ کریں",
        paragraphs: [
          `السلام علیکم ${name}،`,
          "ہمیں آپ کے کمائی اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست ملی ہے۔",
        ],
        action: { label: "پاس ورڈ ری سیٹ کریں", url: link },
        footnote:
          "یہ لنک 30 منٹ میں ختم ہو جائے گا اور صرف ایک بار چلے گا۔ اگر آپ نے ری سیٹ نہیں مانگا تو یہ ای میل نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔",
      }),
    };
  }
  return {
    to,
    subject: "Reset your Kamai password",
    ...renderEmail({
      title: "Reset your password",
      paragraphs: [
        `Hi ${name},`,
        "We received a request to reset the password of your Kamai account.",
      ],
      action: { label: "Reset password", url: link },
      footnote:
        "This link expires in 30 minutes and works once. If you did not ask for a reset, you can ignore this email: your password stays the same.",
    }),
  };
}

/** The admin invitation: a link to set a password (a reset-password token that lasts 7 days). */
export function adminInvitationEmail(
  { to, name, link }: AuthLinkNotice,
): MailMessage {
  return {
    to,
    subject: "You are invited to administer Kamai",
    ...renderEmail({
      title: "You are invited as a Kamai admin",
      paragraphs: [
        `Hi ${name},`,
        "An admin of Kamai has invited you to help run payouts and affiliates. Set your password to sign in.",
      ],
      action: { label: "Set your password", url: link },
      footnote:
        "This link expires in 7 days. If you did not expect this invitation, you can ignore this email.",
    }),
  };
}
