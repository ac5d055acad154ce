/**
 * The admin_money area's Urdu of the server's texts: written out in admin_money_ur.ts (importing domain/ there would
 * add chunks to the admin's first load), so this test pins each English text to the domain's own message.
 */
import assert from "node:assert/strict";
import { adminMoneyUr } from "./admin_money_ur.ts";
import { RISK_MESSAGES } from "@domain/risk/risk_flag.ts";
import { HOLD_MESSAGES } from "@domain/payouts/payout_hold.ts";
import { BATCH_MESSAGES } from "@domain/batches/batch.ts";
import { TAX_RATE_MESSAGES } from "@domain/tax/tax_rate.ts";
import { EXCHANGE_RATE_MESSAGES } from "@domain/rates/exchange_rate.ts";
import { SETTINGS_MESSAGES } from "@domain/settings/update_settings.ts";
import {
  CURRENCY_LOCK_REASONS,
  currencyLockedMessage,
} from "@domain/settings/currency_lock.ts";
import { validateLayout } from "@domain/batches/file_layout.ts";
import {
  alreadyDecided,
  PAYOUT_NOT_FOUND,
} from "@domain/payouts/payout_errors.ts";
import { checkTransactionId } from "@domain/payouts/settle_payout.ts";

const texts = adminMoneyUr.serverTexts!;

/** The Urdu of a server text: exact, else by pattern, else the English itself. */
function urdu(english: string): string {
  if (english in texts) return texts[english];
  const pattern = adminMoneyUr.serverPatterns!.find(([re]) => re.test(english));
  return pattern ? english.replace(pattern[0], pattern[1]) : english;
}

function layoutError(body: Record<string, unknown>): string {
  const checked = validateLayout({
    name: "Bank",
    kind: "bank",
    dateFormat: "YYYY-MM-DD",
    amountFormat: "decimal",
    columns: [{ field: "amount", header: "Amount" }, {
      field: "reference",
      header: "Reference",
    }],
    ...body,
  });
  assert.ok(!checked.ok, JSON.stringify(body));
  return checked.error.message;
}

Deno.test("every domain message the money screens show has its Urdu", () => {
  const english = [
    ...Object.values(RISK_MESSAGES),
    ...Object.values(HOLD_MESSAGES),
    ...Object.values(BATCH_MESSAGES),
    ...Object.values(TAX_RATE_MESSAGES),
    ...Object.values(EXCHANGE_RATE_MESSAGES),
    SETTINGS_MESSAGES.minimumPayout,
    SETTINGS_MESSAGES.currency,
    SETTINGS_MESSAGES.riskClickBurst,
    SETTINGS_MESSAGES.riskRefundRate,
    SETTINGS_MESSAGES.operatorName,
    SETTINGS_MESSAGES.operatorAddress,
    SETTINGS_MESSAGES.operatorNtn,
    PAYOUT_NOT_FOUND.message,
    alreadyDecided("processing").message,
    alreadyDecided("paid").message,
    alreadyDecided("rejected").message,
    alreadyDecided("failed").message,
    layoutError({ name: "" }),
    layoutError({ kind: "cash" }),
    layoutError({ dateFormat: "YY" }),
    layoutError({ amountFormat: "roman" }),
    layoutError({ columns: [] }),
    layoutError({ columns: [{ field: "nope", header: "X" }] }),
    layoutError({ columns: [{ field: "amount", header: "" }] }),
    layoutError({ columns: [{ field: "amount", header: "Amount" }] }),
  ];
  const tx = checkTransactionId("");
  assert.ok(!tx.ok);
  english.push(tx.error.message);
  const missing = english.filter((text) => !(text in texts));
  assert.deepEqual(missing, []);
  for (const text of english) assert.match(texts[text], /[\u0600-\u06FF]/);
});

Deno.test("the money screens' server texts with values are translated by pattern", () => {
  const cases: [string, string][] = [
    [
      "Results recorded: 2 paid, 1 failed.",
      "نتائج درج ہو گئے: 2 ادا شدہ، 1 ناکام۔",
    ],
    ["Payout #7 is already in a batch.", "ادائیگی #7 پہلے سے ایک بیچ میں ہے۔"],
    [
      "Payout #7: the wallet number is not a Pakistani mobile number (03XXXXXXXXX).",
      "ادائیگی #7: والٹ نمبر پاکستانی موبائل نمبر (03XXXXXXXXX) نہیں۔",
    ],
    [
      "Line 3: status must be paid or failed.",
      "سطر 3: حیثیت paid یا failed ہونی چاہیے۔",
    ],
  ];
  for (const reason of CURRENCY_LOCK_REASONS) {
    assert.match(
      urdu(currencyLockedMessage("PKR", reason)),
      /^لیجر کی کرنسی PKR ہے/,
    );
  }
  for (const [english, expected] of cases) {
    assert.equal(urdu(english), expected);
  }
  assert.equal(urdu("Something new"), "Something new");
});
