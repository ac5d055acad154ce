/** AuthNotifier by email: the verification and password-reset links through the Mailer port. */
import type { Mailer } from "../../domain/mail/mailer.ts";
import type { AuthNotifier } from "../../domain/auth/auth_notifier.ts";
import {
  resetPasswordEmail,
  verifyEmailEmail,
} from "./templates/auth_emails.ts";

/** A notifier that hands the rendered email to `mailer` (which sends after the response: docs/rate-limits.md). */
export function createMailAuthNotifier(mailer: Mailer): AuthNotifier {
  return {
    verificationLink: (notice) => mailer.send(verifyEmailEmail(notice)),
    passwordResetLink: (notice) => mailer.send(resetPasswordEmail(notice)),
  };
}
