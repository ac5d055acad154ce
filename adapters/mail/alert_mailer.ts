/** AlertMailer by email (docs/alerts.md): renders the alert emails and sends them; a mail outage is logged. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type {
  AlertMailer,
  UnsubscribeScope,
  UnsubscribeTokens,
} from "../../domain/alerts/alert_repos.ts";
import type { SettingsReader } from "../../domain/settings/settings_repos.ts";
import { DEFAULT_SETTINGS } from "../../domain/settings/settings.ts";
import type { Currency } from "../../domain/shared/currency.ts";
import {
  digestAlertEmail,
  instantAlertEmails,
} from "./templates/alert_emails.ts";

/** Mails alerts through `mailer`, amounts in the ledger currency. */
export function createMailAlertMailer(
  mailer: Mailer,
  publicUrl: string,
  settings: SettingsReader,
  tokens: UnsubscribeTokens,
): AlertMailer {
  const currency = async (): Promise<Currency> => {
    try {
      return (await settings.get()).currency;
    } catch {
      return DEFAULT_SETTINGS.currency;
    }
  };
  const unsubscribeUrl = (userId: number, scope: UnsubscribeScope) =>
    `${publicUrl}/api/unsubscribe?token=${
      encodeURIComponent(tokens.sign(userId, scope))
    }`;
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error("alert email failed:", error);
    }
  };
  return {
    async instant(to, kind, alerts) {
      const messages = instantAlertEmails(to, kind, alerts, {
        publicUrl,
        currency: await currency(),
        unsubscribeUrl: unsubscribeUrl(to.userId, kind),
      });
      for (const message of messages) await send(message);
    },
    async digest(to, day, alerts) {
      await send(digestAlertEmail(to, day, alerts, {
        publicUrl,
        currency: await currency(),
        unsubscribeUrl: unsubscribeUrl(to.userId, "digest"),
      }));
    },
  };
}
