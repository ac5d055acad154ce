/** The verification and password-reset emails. */
import type { AuthEmails } from "../../../domain/auth/auth_emails.ts";
import { renderEmail } from "./render_email.ts";

/** AuthEmails rendered with the Kamai layout. */
export const authEmails: AuthEmails = {
  verifyEmail: ({ to, name, link }) => ({
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
  }),
  resetPassword: ({ to, name, link }) => ({
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
  }),
};
