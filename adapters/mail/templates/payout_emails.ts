/** The emails an affiliate receives when an admin pays or rejects a payout request. */
import type { MailMessage } from "../../../domain/mail/mailer.ts";
import {
  type Currency,
  formatCurrency,
} from "../../../domain/shared/currency.ts";
import {
  type Payout,
  payoutMethodLabel,
} from "../../../domain/payouts/payout.ts";
import { renderEmail } from "./render_email.ts";

/** "Your payout has been paid", with the transaction id and a link to the invoice. */
export function payoutPaidEmail(
  payout: Payout,
  publicUrl: string,
  currency: Currency = "USD",
): MailMessage {
  const amount = formatCurrency(payout.amount, currency);
  const tax = payout.tax ?? null;
  return {
    to: payout.userEmail,
    subject: `Your Kamai payout of ${amount} has been paid`,
    ...renderEmail({
      title: "Your payout has been paid",
      paragraphs: [
        `Hi ${payout.userName},`,
        `We have sent your payout of ${amount} by ${
          payoutMethodLabel(payout.method)
        } to ${payout.accountName ?? "your account"} (${
          payout.accountNumber ?? "-"
        }).`,
        ...(tax
          ? [
            `Tax withheld: ${formatCurrency(tax.amount, currency)} (${
              tax.rateBp / 100
            }%, ${tax.filer ? "filer" : "non-filer"} rate); net paid: ${
              formatCurrency(tax.net, currency)
            }.`,
          ]
          : []),
        `Transaction ID: ${payout.transactionId ?? "-"}`,
        "Your invoice is ready to view and print.",
      ],
      action: {
        label: "View invoice",
        url: `${publicUrl}/invoice/${payout.id}`,
      },
    }),
  };
}

/** "Your payout request was rejected", with the reason when the admin gave one; the amount is back in the balance. */
export function payoutRejectedEmail(
  payout: Payout,
  publicUrl: string,
  currency: Currency = "USD",
): MailMessage {
  const amount = formatCurrency(payout.amount, currency);
  return {
    to: payout.userEmail,
    subject: `Your Kamai payout request of ${amount} was rejected`,
    ...renderEmail({
      title: "Your payout request was rejected",
      paragraphs: [
        `Hi ${payout.userName},`,
        `An admin rejected your payout request of ${amount} by ${
          payoutMethodLabel(payout.method)
        }.`,
        ...(payout.rejectionReason
          ? [`Reason: ${payout.rejectionReason}`]
          : []),
        `The ${amount} is back in your available balance; you can request a payout again.`,
      ],
      action: { label: "Request a payout", url: `${publicUrl}/payout` },
    }),
  };
}

/** "Your payout could not be delivered": the bank or wallet refused a batched payout; the amount is back. */
export function payoutFailedEmail(
  payout: Payout,
  publicUrl: string,
  currency: Currency = "USD",
): MailMessage {
  const amount = formatCurrency(payout.amount, currency);
  return {
    to: payout.userEmail,
    subject: `Your Kamai payout of ${amount} could not be delivered`,
    ...renderEmail({
      title: "Your payout could not be delivered",
      paragraphs: [
        `Hi ${payout.userName},`,
        `Your payout of ${amount} by ${payoutMethodLabel(payout.method)} to ${
          payout.accountName ?? "your account"
        } (${payout.accountNumber ?? "-"}) failed.`,
        `Reason: ${payout.rejectionReason ?? "none given"}`,
        `The ${amount} is back in your available balance; check your account details and request a payout again.`,
      ],
      action: { label: "Request a payout", url: `${publicUrl}/payout` },
    }),
  };
}
