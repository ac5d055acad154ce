/** The verification and password-reset emails. */
import type { AuthLinkNotice } from "../../../domain/auth/auth_notifier.ts";
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import { renderEmail } from "./render_email.ts";

/** The verification email, rendered with the Kamai layout. */
export function verifyEmailEmail(
  { to, name, link }: AuthLinkNotice,
): MailMessage {
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

/** The password-reset email, rendered with the Kamai layout. */
export function resetPasswordEmail(
  { to, name, link }: AuthLinkNotice,
): MailMessage {
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
