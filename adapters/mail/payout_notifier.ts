/** PayoutNotifier by email: tells the affiliate about a paid or rejected payout through the Mailer port. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type { PayoutNotifier } from "../../domain/payouts/payout_notifier.ts";
import type { SettingsReader } from "../../domain/settings/settings_repos.ts";
import { DEFAULT_SETTINGS } from "../../domain/settings/settings.ts";
import type { Currency } from "../../domain/shared/currency.ts";
import {
  payoutFailedEmail,
  payoutPaidEmail,
  payoutRejectedEmail,
} from "./templates/payout_emails.ts";

/** A notifier that emails; a mail outage is logged, never undoes or fails the committed decision. */
export function createMailPayoutNotifier(
  mailer: Mailer,
  publicUrl: string,
  settings?: SettingsReader,
): PayoutNotifier {
  // Amounts in the ledger currency (docs/money.md "Ledger currency").
  const currency = async (): Promise<Currency> => {
    try {
      return (settings ? await settings.get() : DEFAULT_SETTINGS).currency;
    } catch {
      return DEFAULT_SETTINGS.currency;
    }
  };
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error("payout decision email failed:", error);
    }
  };
  return {
    payoutPaid: async (payout) =>
      send(payoutPaidEmail(payout, publicUrl, await currency())),
    payoutRejected: async (payout) =>
      send(payoutRejectedEmail(payout, publicUrl, await currency())),
    payoutFailed: async (payout) =>
      send(payoutFailedEmail(payout, publicUrl, await currency())),
    // One currency read and, where the mailer can, one write for a whole batch's notices.
    payoutsSettled: async (payouts) => {
      if (payouts.length === 0) return;
      const shownIn = await currency();
      const messages = payouts.map((p) =>
        p.status === "paid"
          ? payoutPaidEmail(p, publicUrl, shownIn)
          : payoutFailedEmail(p, publicUrl, shownIn)
      );
      if (!mailer.sendMany) {
        for (const message of messages) await send(message);
        return;
      }
      try {
        await mailer.sendMany(messages);
      } catch (error) {
        console.error("payout decision emails failed:", error);
      }
    },
  };
}
