/** In-memory Mailer that keeps sent messages, for tests. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";

/** A Mailer whose `sent` array holds every message in sending order. */
export function createInMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
}
