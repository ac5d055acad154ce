import assert from "node:assert/strict";
import { checkPayoutForm, EMPTY_PAYOUT_FORM } from "./payout_form.ts";

const filled = {
  ...EMPTY_PAYOUT_FORM,
  productId: "3",
  amount: "10",
  accountName: "Ali",
  accountNumber: "03001234567",
};
const message = (v: typeof filled, balance: number | null = 100) => {
  const r = checkPayoutForm(v, balance, null, { productRequired: true });
  return r.ok ? null : r.message;
};

Deno.test("payout form: the spec's messages in field order", () => {
  assert.equal(message({ ...filled, amount: "" }), "All fields are required");
  assert.equal(
    message({ ...filled, productId: "" }),
    "All fields are required",
  );
  const blank = checkPayoutForm(
    { ...filled, amount: "1.234", productId: "" },
    100,
    null,
    { productRequired: true },
  );
  assert.deepEqual(
    blank.ok ? null : [blank.field, blank.message],
    ["productId", "All fields are required"],
  );
  assert.equal(
    message({ ...filled, amount: "0.5" }),
    "Amount must be at least 1.",
  );
  assert.equal(
    message({ ...filled, amount: "1.234" }),
    "Amount must be a number with at most 2 decimals.",
  );
  assert.equal(
    message({ ...filled, amount: "100.01" }),
    "Insufficient balance. Available: 100.00",
  );
  assert.equal(
    message({ ...filled, accountName: " " }),
    "Please add Account Name for JazzCash/EasyPaisa.",
  );
  assert.equal(
    message({ ...filled, method: "sadapay", accountNumber: "" }),
    "Please add your phone/account number.",
  );
  assert.equal(
    message({ ...filled, method: "bank" }),
    "Bank Transfer needs Account Name, Bank Name and Account/IBAN.",
  );
  assert.equal(
    message({ ...filled, method: "other" }),
    "Please add Account Label and Account Number/ID.",
  );
  assert.equal(
    message({ ...filled, method: "other", accountName: "" }),
    "Please add Account Name for Other method.",
  );
});

Deno.test("payout form: the payload; for Other the account type is the label", () => {
  const r = checkPayoutForm({
    ...filled,
    method: "other",
    accountLabel: "Payoneer",
    amount: "12.5",
  }, 100);
  assert.ok(r.ok);
  assert.deepEqual(r.payload, {
    amount: 12.5,
    method: "other",
    productId: 3,
    accountType: "Payoneer",
    accountLabel: "Payoneer",
    accountName: "Ali",
    bankName: "",
    accountNumber: "03001234567",
  });
  const unknownBalance = checkPayoutForm({ ...filled, amount: "5000" }, null);
  assert.ok(unknownBalance.ok);
});

Deno.test("payout form: without the setting, no product is asked for nor sent; one picked is still checked", () => {
  const r = checkPayoutForm({ ...filled, productId: "" }, 100);
  assert.ok(r.ok);
  assert.equal("productId" in r.payload, false);
  assert.equal(r.payload.amount, 10);
  const noAmount = checkPayoutForm(
    { ...filled, amount: "", productId: "" },
    100,
  );
  assert.deepEqual(
    noAmount.ok ? null : [noAmount.field, noAmount.message],
    ["amount", "All fields are required"],
  );
  const picked = checkPayoutForm(filled, 100);
  assert.ok(picked.ok);
  assert.equal(picked.payload.productId, 3);
  const bad = checkPayoutForm({ ...filled, productId: "x" }, 100);
  assert.equal(bad.ok ? null : bad.message, "Please choose a valid product.");
});
