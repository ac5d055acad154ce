/** Picks the Mailer for the configuration: MailerSend when its key is set, else the given outbox. */
import type { AppConfig } from "../config.ts";
import type { Mailer } from "../../domain/mail/mailer.ts";
import { createBackgroundMailer } from "./background_mailer.ts";
import { createMailerSendMailer } from "./mailersend_mailer.ts";

/**
 * The Mailer the app sends with; `outbox` (the database outbox) when no mail service is configured.
 * `onShutdown` receives the wait for mail still on its way.
 */
export function createMailer(
  config: AppConfig,
  outbox: Mailer,
  onShutdown: (task: () => Promise<void>) => void = () => {},
): Mailer {
  if (config.mailersendApiKey) {
    // Sent after the response: its duration would tell whether an account exists, and a refusal after the
    // change was saved is logged, never turned into a failed request.
    const mailer = createBackgroundMailer(createMailerSendMailer({
      apiKey: config.mailersendApiKey,
      from: config.mailFrom ?? "Kamai <no-reply@kamai.pk>",
    }));
    onShutdown(() => mailer.idle());
    return mailer;
  }
  // The development outbox is a row in the same database, written in the request so /dev/mail shows it at once.
  return outbox;
}
