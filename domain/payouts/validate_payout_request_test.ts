import assert from "node:assert/strict";
import {
  PAYOUT_MESSAGES,
  type PayoutRequestBody,
  validatePayoutRequest,
} from "./validate_payout_request.ts";

const wallet = {
  amount: 10,
  productId: 1,
  method: "jazzcash",
  accountName: "Ali Khan",
  accountNumber: "0300-1234567",
};

function messageOf(body: PayoutRequestBody): string {
  const result = validatePayoutRequest(body, { productRequired: true });
  assert.equal(result.ok, false, JSON.stringify(body));
  return result.ok ? "" : result.error.message;
}

Deno.test("payout rules: amount and product are required when the setting requires a product", () => {
  assert.equal(
    messageOf({ ...wallet, amount: undefined }),
    "All fields are required",
  );
  assert.equal(
    messageOf({ ...wallet, amount: "  " }),
    "All fields are required",
  );
  assert.equal(
    messageOf({ ...wallet, productId: null }),
    "All fields are required",
  );
  assert.equal(
    messageOf({ ...wallet, productId: "" }),
    "All fields are required",
  );
});

Deno.test("payout rules: without the setting, a product may be left out but one given is checked", () => {
  for (const none of [undefined, null, "", "  "]) {
    const result = validatePayoutRequest({ ...wallet, productId: none });
    assert.ok(result.ok, JSON.stringify(none));
    assert.equal(result.value.productId, null);
  }
  const named = validatePayoutRequest({ ...wallet, productId: "7" });
  assert.ok(named.ok);
  assert.equal(named.value.productId, 7);
  const bad = validatePayoutRequest({ ...wallet, productId: "abc" });
  assert.deepEqual(bad.ok ? null : [bad.error.message, bad.error.field], [
    PAYOUT_MESSAGES.product,
    "productId",
  ]);
  const noAmount = validatePayoutRequest({
    ...wallet,
    amount: "",
    productId: undefined,
  });
  assert.deepEqual(
    noAmount.ok ? null : [noAmount.error.message, noAmount.error.field],
    [PAYOUT_MESSAGES.required, "amount"],
  );
  // Required, a missing product is named before the amount's format.
  const both = validatePayoutRequest({
    ...wallet,
    amount: "ten",
    productId: null,
  }, { productRequired: true });
  assert.deepEqual(both.ok ? null : both.error.field, "productId");
});

Deno.test("payout rules: amount is at least 1 with at most 2 decimals", () => {
  assert.equal(
    messageOf({ ...wallet, amount: 0.99 }),
    PAYOUT_MESSAGES.amountMinimum,
  );
  assert.equal(
    messageOf({ ...wallet, amount: -5 }),
    PAYOUT_MESSAGES.amountMinimum,
  );
  assert.equal(
    messageOf({ ...wallet, amount: 1.005 }),
    PAYOUT_MESSAGES.amountFormat,
  );
  assert.equal(
    messageOf({ ...wallet, amount: "ten" }),
    PAYOUT_MESSAGES.amountFormat,
  );
  assert.equal(
    messageOf({ ...wallet, amount: true }),
    PAYOUT_MESSAGES.amountFormat,
  );
  const ok = validatePayoutRequest({ ...wallet, amount: "12.5" });
  assert.ok(ok.ok);
  assert.equal(ok.value.amount, 1250);
  assert.ok(validatePayoutRequest({ ...wallet, amount: 1 }).ok);
});

Deno.test("payout rules: product id and method must be real", () => {
  assert.equal(
    messageOf({ ...wallet, productId: "abc" }),
    PAYOUT_MESSAGES.product,
  );
  assert.equal(
    messageOf({ ...wallet, productId: 1.5 }),
    PAYOUT_MESSAGES.product,
  );
  assert.equal(
    messageOf({ ...wallet, method: "binance" }),
    PAYOUT_MESSAGES.method,
  );
  const defaulted = validatePayoutRequest({ ...wallet, method: undefined });
  assert.ok(defaulted.ok);
  assert.equal(defaulted.value.method, "jazzcash");
});

Deno.test("payout rules: every wallet needs a name and a Pakistani mobile number", () => {
  for (const method of ["jazzcash", "easypaisa", "nayapay", "sadapay"]) {
    assert.equal(
      messageOf({ ...wallet, method, accountName: " " }),
      "Please add Account Name for JazzCash/EasyPaisa.",
    );
    assert.equal(
      messageOf({ ...wallet, method, accountNumber: undefined }),
      "Please add your phone/account number.",
    );
    assert.equal(
      messageOf({ ...wallet, method, accountNumber: "12345" }),
      PAYOUT_MESSAGES.mobile,
    );
    const ok = validatePayoutRequest({ ...wallet, method });
    assert.ok(ok.ok);
    assert.equal(ok.value.accountNumber, "03001234567");
    assert.equal(ok.value.bankName, null);
  }
});

Deno.test("payout rules: bank transfer needs name, bank and a valid account or IBAN", () => {
  const bank = {
    amount: 50,
    productId: 1,
    method: "bank",
    accountName: "Ali",
    bankName: "HBL",
    accountNumber: "PK36 SCBL 0000 0011 2345 6702",
  };
  const message =
    "Bank Transfer needs Account Name, Bank Name and Account/IBAN.";
  assert.equal(messageOf({ ...bank, accountName: "" }), message);
  assert.equal(messageOf({ ...bank, bankName: undefined }), message);
  assert.equal(messageOf({ ...bank, accountNumber: "" }), message);
  assert.equal(
    messageOf({ ...bank, accountNumber: "PK36SCBL0000001123456703" }),
    PAYOUT_MESSAGES.iban,
  );
  assert.equal(
    messageOf({ ...bank, accountNumber: "12-34" }),
    PAYOUT_MESSAGES.bankAccount,
  );
  const iban = validatePayoutRequest(bank);
  assert.ok(iban.ok);
  assert.equal(iban.value.accountNumber, "PK36SCBL0000001123456702");
  assert.equal(iban.value.accountType, "IBAN");
  const plain = validatePayoutRequest({
    ...bank,
    accountNumber: "0123-4567890",
  });
  assert.ok(plain.ok);
  assert.equal(plain.value.accountNumber, "01234567890");
});

Deno.test("payout rules: other needs a name, a label and an account id; the label is the account type", () => {
  const other = {
    amount: 5,
    productId: 1,
    method: "other",
    accountName: "Ali",
    accountLabel: "Payoneer",
    accountNumber: "ali@p.com",
  };
  assert.equal(
    messageOf({ ...other, accountName: "" }),
    "Please add Account Name for Other method.",
  );
  assert.equal(
    messageOf({ ...other, accountLabel: "" }),
    "Please add Account Label and Account Number/ID.",
  );
  assert.equal(
    messageOf({ ...other, accountNumber: "" }),
    "Please add Account Label and Account Number/ID.",
  );
  const ok = validatePayoutRequest(other);
  assert.ok(ok.ok);
  assert.equal(ok.value.accountType, "Payoneer");
});

Deno.test("payout rules: over-long account details are refused", () => {
  assert.equal(
    messageOf({ ...wallet, accountName: "x".repeat(101) }),
    PAYOUT_MESSAGES.tooLong,
  );
});
