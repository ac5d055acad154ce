/** The payout request form's rules (spec section 5), checked in the browser before the server checks them again. */
import type { PayoutMethod } from "./payouts.ts";
import type { PayoutRequestBody } from "../../../wire/payouts.ts";

/** What the form holds (every input as typed). */
export interface PayoutFormValues {
  productId: string;
  amount: string;
  method: PayoutMethod;
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountLabel: string;
}

/** The empty form: JazzCash is the default method. */
export const EMPTY_PAYOUT_FORM: PayoutFormValues = {
  productId: "",
  amount: "",
  method: "jazzcash",
  accountName: "",
  accountNumber: "",
  bankName: "",
  accountLabel: "",
};

/** The payload of POST /api/payouts as this form sends it: the wire body, every field filled in. */
export interface PayoutPayload extends PayoutRequestBody {
  amount: number;
  method: PayoutMethod;
  productId: number;
  accountType: string;
  accountLabel: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
}

/** The first broken rule's message, or the payload to send. */
export function checkPayoutForm(
  v: PayoutFormValues,
  balance: number | null,
): { ok: false; message: string; field: keyof PayoutFormValues } | {
  ok: true;
  payload: PayoutPayload;
} {
  const fail = (message: string, field: keyof PayoutFormValues) => ({
    ok: false as const,
    message,
    field,
  });
  if (!v.amount.trim()) return fail("All fields are required", "amount");
  if (!v.productId) return fail("All fields are required", "productId");
  const amount = Number(v.amount);
  if (!Number.isFinite(amount) || !/^\d+(\.\d{1,2})?$/.test(v.amount.trim())) {
    return fail("Amount must be a number with at most 2 decimals.", "amount");
  }
  if (amount < 1) return fail("Amount must be at least 1.", "amount");
  if (balance !== null && amount > balance) {
    return fail(
      `Insufficient balance. Available: ${balance.toFixed(2)}`,
      "amount",
    );
  }
  const name = v.accountName.trim();
  const number = v.accountNumber.trim();
  const bank = v.bankName.trim();
  const label = v.accountLabel.trim();
  let accountType = "Mobile Account";
  if (v.method === "bank") {
    if (!name || !bank || !number) {
      return fail(
        "Bank Transfer needs Account Name, Bank Name and Account/IBAN.",
        !name ? "accountName" : !bank ? "bankName" : "accountNumber",
      );
    }
    accountType = /^[a-z]{2}/i.test(number) ? "IBAN" : "Bank Account";
  } else if (v.method === "other") {
    if (!name) {
      return fail("Please add Account Name for Other method.", "accountName");
    }
    if (!label || !number) {
      return fail(
        "Please add Account Label and Account Number/ID.",
        !label ? "accountLabel" : "accountNumber",
      );
    }
    // Spec section 5: for Other, the sent accountType is the label.
    accountType = label;
  } else {
    if (!name) {
      return fail(
        "Please add Account Name for JazzCash/EasyPaisa.",
        "accountName",
      );
    }
    if (!number) {
      return fail("Please add your phone/account number.", "accountNumber");
    }
  }
  return {
    ok: true,
    payload: {
      amount: Math.round(amount * 100) / 100,
      method: v.method,
      productId: Number(v.productId),
      accountType,
      accountLabel: v.method === "other" ? label : "",
      accountName: name,
      bankName: v.method === "bank" ? bank : "",
      accountNumber: number,
    },
  };
}
