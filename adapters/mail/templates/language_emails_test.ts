/** Payout and profile emails and the invoice follow the person's language (issue 14): Urdu reads right to left. */
import assert from "node:assert/strict";
import type { Payout } from "../../../domain/payouts/payout.ts";
import { money } from "../../../domain/shared/money.ts";
import { renderInvoiceHtml } from "../../../domain/payouts/render_invoice.ts";
import {
  payoutFailedEmail,
  payoutPaidEmail,
  payoutRejectedEmail,
} from "./payout_emails.ts";
import {
  profileApprovedEmail,
  profileRejectedEmail,
} from "./profile_emails.ts";

function payout(over: Partial<Payout> = {}): Payout {
  return {
    id: 42,
    userId: 7,
    userName: "Ali Khan",
    userEmail: "ali@kamai.test",
    productId: 1,
    productTitle: "Freelancing Course",
    amount: money(150_000),
    method: "bank",
    status: "paid",
    transactionId: "TX-9",
    rejectionReason: "Wrong IBAN",
    requestedAt: new Date("2026-01-10T10:00:00Z"),
    decidedAt: new Date("2026-01-11T10:00:00Z"),
    createdAt: new Date("2026-01-10T10:00:00Z"),
    hasInvoice: true,
    accountType: null,
    accountLabel: null,
    accountName: "Ali Khan",
    bankName: "HBL",
    accountNumber: "PK36SCBL0000001123456702",
    ...over,
  };
}

const URDU = /[\u0600-\u06FF]/;

Deno.test("payout emails are in English by default and in Urdu for an Urdu account", () => {
  const english = payoutPaidEmail(payout(), "https://kamai.test", "PKR");
  assert.match(english.subject, /^Your Kamai payout of .* has been paid$/);
  assert.match(english.text, /Hi Ali Khan,/);
  assert.doesNotMatch(english.html, /dir="rtl"/);

  for (
    const mail of [
      payoutPaidEmail(payout({ userLanguage: "ur" }), "https://kamai.test"),
      payoutRejectedEmail(
        payout({ userLanguage: "ur", status: "rejected" }),
        "https://kamai.test",
      ),
      payoutFailedEmail(
        payout({ userLanguage: "ur", status: "failed" }),
        "https://kamai.test",
      ),
    ]
  ) {
    assert.match(mail.subject, URDU);
    assert.match(mail.html, /<html lang="ur" dir="rtl">/);
    assert.match(mail.text, /السلام علیکم Ali Khan،/);
    // Amounts, numbers and links stay as they are, in Western digits.
    assert.match(mail.text, /1,500\.00/);
    assert.doesNotMatch(mail.text, /Hi |Your payout|Request a payout/);
  }
  const paid = payoutPaidEmail(
    payout({ userLanguage: "ur" }),
    "https://kamai.test",
  );
  assert.match(paid.text, /https:\/\/kamai\.test\/invoice\/42/);
  assert.match(paid.text, /PK36SCBL0000001123456702/);
  assert.match(paid.text, /بینک ٹرانسفر/);
  const rejected = payoutRejectedEmail(
    payout({ userLanguage: "ur" }),
    "https://kamai.test",
  );
  assert.match(rejected.text, /وجہ: Wrong IBAN/);
});

Deno.test("profile decision emails follow the account's language", () => {
  const input = {
    to: "ali@kamai.test",
    name: "Ali",
    publicUrl: "https://kamai.test",
  };
  assert.equal(
    profileApprovedEmail(input).subject,
    "Your Kamai profile has been approved",
  );
  const approved = profileApprovedEmail({ ...input, language: "ur" });
  assert.match(approved.subject, URDU);
  assert.match(approved.html, /dir="rtl"/);
  assert.match(approved.text, /https:\/\/kamai\.test\/dashboard/);
  const rejected = profileRejectedEmail({
    ...input,
    reason: "Blurry CNIC",
    language: "ur",
  });
  assert.match(rejected.text, /وجہ: Blurry CNIC/);
  assert.match(rejected.text, /complete-profile/);
  assert.equal(
    profileRejectedEmail({ ...input, reason: null }).subject,
    "Your Kamai profile was not approved",
  );
});

Deno.test("the invoice is written in the payee's language", () => {
  const issued = new Date("2026-01-11T10:00:00Z");
  const english = renderInvoiceHtml(payout(), "KAM-20260111-000042", issued);
  assert.match(english, /<html lang="en" dir="ltr">/);
  assert.match(english, /Kamai payout invoice/);
  assert.match(english, /Amount paid:/);
  const urdu = renderInvoiceHtml(
    payout({
      userLanguage: "ur",
      tax: {
        rateId: 1,
        rateBp: 1500,
        amount: money(22_500),
        net: money(127_500),
        filer: false,
        idNumber: null,
      },
    }),
    "KAM-20260111-000042",
    issued,
  );
  assert.match(urdu, /<html lang="ur" dir="rtl">/);
  assert.match(urdu, /کمائی ادائیگی انوائس/);
  assert.match(urdu, /نان فائلر/);
  assert.match(urdu, /KAM-20260111-000042/);
  assert.match(urdu, /PK36SCBL0000001123456702/);
  assert.doesNotMatch(urdu, /Amount paid|Invoice number|Payment method/);
});
