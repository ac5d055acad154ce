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

/** A method's name in Urdu (the method table's; wallet brands stay as they are written). */
function methodUr(method: Payout["method"]): string {
  return payoutMethodLabel(method, "ur");
}

/** "Your payout has been paid", with the transaction id and a link to the invoice. */
export function payoutPaidEmail(
  payout: Payout,
  publicUrl: string,
  currency: Currency = "USD",
): MailMessage {
  const amount = formatCurrency(payout.amount, currency);
  const tax = payout.tax ?? null;
  if (payout.userLanguage === "ur") {
    return {
      to: payout.userEmail,
      subject: `کمائی: آپ کی ${amount} کی ادائیگی ہو گئی`,
      ...renderEmail({
        language: "ur",
        title: "آپ کی ادائیگی ہو گئی",
        paragraphs: [
          `السلام علیکم ${payout.userName}،`,
          `ہم نے آپ کی ${amount} کی ادائیگی ${
            methodUr(payout.method)
          } کے ذریعے ${payout.accountName ?? "آپ کے اکاؤنٹ"} (${
            payout.accountNumber ?? "-"
          }) کو بھیج دی ہے۔`,
          ...(tax
            ? [
              `کٹا ہوا ٹیکس: ${formatCurrency(tax.amount, currency)} (${
                tax.rateBp / 100
              }%، ${tax.filer ? "فائلر" : "نان فائلر"} کی شرح)؛ خالص ادائیگی: ${
                formatCurrency(tax.net, currency)
              }۔`,
            ]
            : []),
          `ٹرانزیکشن آئی ڈی: ${payout.transactionId ?? "-"}`,
          "آپ کی انوائس دیکھنے اور پرنٹ کرنے کے لیے تیار ہے۔",
        ],
        action: {
          label: "انوائس دیکھیں",
          url: `${publicUrl}/invoice/${payout.id}`,
        },
      }),
    };
  }
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
  if (payout.userLanguage === "ur") {
    return {
      to: payout.userEmail,
      subject: `کمائی: آپ کی ${amount} کی ادائیگی کی درخواست مسترد ہو گئی`,
      ...renderEmail({
        language: "ur",
        title: "آپ کی ادائیگی کی درخواست مسترد ہو گئی",
        paragraphs: [
          `السلام علیکم ${payout.userName}،`,
          `ایڈمن نے ${
            methodUr(payout.method)
          } کے ذریعے ${amount} کی ادائیگی کی آپ کی درخواست مسترد کر دی ہے۔`,
          ...(payout.rejectionReason ? [`وجہ: ${payout.rejectionReason}`] : []),
          `${amount} آپ کے دستیاب بیلنس میں واپس آ گئے ہیں؛ آپ دوبارہ ادائیگی کی درخواست دے سکتے ہیں۔`,
        ],
        action: { label: "ادائیگی کی درخواست دیں", url: `${publicUrl}/payout` },
      }),
    };
  }
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
  if (payout.userLanguage === "ur") {
    return {
      to: payout.userEmail,
      subject: `کمائی: آپ کی ${amount} کی ادائیگی نہیں پہنچ سکی`,
      ...renderEmail({
        language: "ur",
        title: "آپ کی ادائیگی نہیں پہنچ سکی",
        paragraphs: [
          `السلام علیکم ${payout.userName}،`,
          `${methodUr(payout.method)} کے ذریعے ${
            payout.accountName ?? "آپ کے اکاؤنٹ"
          } (${
            payout.accountNumber ?? "-"
          }) کو ${amount} کی ادائیگی ناکام ہو گئی۔`,
          `وجہ: ${payout.rejectionReason ?? "کوئی وجہ نہیں بتائی گئی"}`,
          `${amount} آپ کے دستیاب بیلنس میں واپس آ گئے ہیں؛ اپنے اکاؤنٹ کی تفصیل چیک کر کے دوبارہ درخواست دیں۔`,
        ],
        action: { label: "ادائیگی کی درخواست دیں", url: `${publicUrl}/payout` },
      }),
    };
  }
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
