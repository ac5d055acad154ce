/** AuthEmails: the port that writes the verification and password-reset emails. */
import type { MailMessage } from "../mail/mailer.ts";

/** Who gets the email and the link it carries. */
export interface AuthEmailInput {
  to: string;
  name: string;
  link: string;
}

/** Composes auth emails (readable HTML and text). */
export interface AuthEmails {
  verifyEmail(input: AuthEmailInput): MailMessage;
  resetPassword(input: AuthEmailInput): MailMessage;
}
