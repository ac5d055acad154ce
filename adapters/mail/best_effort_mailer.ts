/** Best-effort Mailer: a refused or unreachable mail service is logged, never turned into a failed request. */
import type { Mailer } from "../../domain/mail/mailer.ts";

/**
 * Wraps `inner` so that send() never rejects. Every email Kamai sends follows a
 * change that has already been saved (an account, a token, a decision), and each
 * can be asked for again (resend verification, forgot password), so answering 500
 * for a saved change would only make people retry into "email already taken".
 */
export function createBestEffortMailer(
  inner: Mailer,
  log: (message: string, error: unknown) => void = console.error,
): Mailer {
  return {
    send: async (message) => {
      try {
        await inner.send(message);
      } catch (error) {
        log(`email "${message.subject}" was not sent:`, error);
      }
    },
  };
}
