/** The payout request form: the domain's own rules (docs/product.md §5) run in the browser before the server runs them again. */
import type { PayoutMethod } from "./payouts.ts";
import type { PayoutRequestBody } from "@wire/payouts.ts";
import {
  type PayoutRequestRules,
  validatePayoutRequest,
} from "@domain/payouts/validate_payout_request.ts";
import { DEFAULT_PAYOUT_METHOD } from "@domain/payouts/payout_methods.ts";
import {
  insufficientBalance,
  minimumPayoutMessage,
} from "@domain/payouts/payout_errors.ts";
import type { Currency } from "@domain/shared/currency.ts";
import { money, parseMoney, toDisplayAmount } from "@domain/shared/money.ts";

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
  method: DEFAULT_PAYOUT_METHOD,
  accountName: "",
  accountNumber: "",
  bankName: "",
  accountLabel: "",
};

/** The payload of POST /api/payouts as this form sends it: the wire body, every field filled in (productId only when
 * a product was picked: without the setting payoutRequiresProduct the form has no picker). */
export interface PayoutPayload extends PayoutRequestBody {
  amount: number;
  method: PayoutMethod;
  productId?: number;
  accountType: string;
  accountLabel: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
}

/**
 * The first broken rule's message, or the payload to send; `balance` (display amount) adds the balance rule when
 * known, `rules` says whether a product is required (the admin's setting, from the public settings).
 */
export function checkPayoutForm(
  v: PayoutFormValues,
  balance: number | null,
  minimum: { amount: number; currency: Currency } | null = null,
  rules: PayoutRequestRules = { productRequired: false },
): { ok: false; message: string; field: keyof PayoutFormValues } | {
  ok: true;
  payload: PayoutPayload;
} {
  const checked = validatePayoutRequest({
    amount: v.amount,
    method: v.method,
    productId: v.productId,
    accountLabel: v.accountLabel,
    accountName: v.accountName,
    bankName: v.bankName,
    accountNumber: v.accountNumber,
  }, rules);
  const fail = (message: string, field: string) => ({
    ok: false as const,
    message,
    field: field as keyof PayoutFormValues,
  });
  // The amount's own rules come first, then the balance, then the account: the order the form shows them.
  if (!checked.ok && checked.error.field === "amount") {
    return fail(checked.error.message, "amount");
  }
  if (!checked.ok && checked.error.field === "productId" && !v.productId) {
    return fail(checked.error.message, "productId");
  }
  if (minimum !== null && minimum.amount > 0) {
    const floor = money(Math.round(minimum.amount * 100));
    const amount = parseMoney(v.amount);
    if (amount !== null && amount < floor) {
      return fail(minimumPayoutMessage(floor, minimum.currency), "amount");
    }
  }
  if (balance !== null) {
    const available = money(Math.round(balance * 100));
    const amount = parseMoney(v.amount);
    if (amount !== null && amount > available) {
      return fail(insufficientBalance(available).message, "amount");
    }
  }
  if (!checked.ok) return fail(checked.error.message, checked.error.field);
  const r = checked.value;
  return {
    ok: true,
    payload: {
      amount: toDisplayAmount(r.amount),
      method: r.method,
      ...(r.productId === null ? {} : { productId: r.productId }),
      accountType: r.accountType ?? "",
      accountLabel: r.accountLabel ?? "",
      accountName: r.accountName ?? "",
      bankName: r.bankName ?? "",
      accountNumber: r.accountNumber ?? "",
    },
  };
}
