/** PayoutNotifier by email: tells the affiliate about a paid or rejected payout through the Mailer port. */
import type { Mailer, MailMessage } from "../../domain/mail/mailer.ts";
import type { PayoutNotifier } from "../../domain/payouts/payout_notifier.ts";
import {
  payoutPaidEmail,
  payoutRejectedEmail,
} from "./templates/payout_emails.ts";

/** A notifier that emails; a mail outage is logged, never undoes or fails the committed decision. */
export function createMailPayoutNotifier(
  mailer: Mailer,
  publicUrl: string,
): PayoutNotifier {
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error("payout decision email failed:", error);
    }
  };
  return {
    payoutPaid: (payout) => send(payoutPaidEmail(payout, publicUrl)),
    payoutRejected: (payout) => send(payoutRejectedEmail(payout, publicUrl)),
  };
}
