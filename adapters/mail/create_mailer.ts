/** Picks the Mailer for the configuration: MailerSend when its key is set, else the given outbox. */
import type { AppConfig } from "../config.ts";
import type { Mailer } from "../../domain/mail/mailer.ts";
import { createBestEffortMailer } from "./best_effort_mailer.ts";
import { createMailerSendMailer } from "./mailersend_mailer.ts";

/** The Mailer the app sends with; `outbox` (the database outbox) when no mail service is configured. */
export function createMailer(config: AppConfig, outbox: Mailer): Mailer {
  if (config.mailersendApiKey) {
    // MailerSend can refuse or be unreachable after the change was saved: log it, keep the answer.
    return createBestEffortMailer(createMailerSendMailer({
      apiKey: config.mailersendApiKey,
      from: config.mailFrom ?? "Kamai <no-reply@kamai.pk>",
    }));
  }
  return outbox;
}
