/** The payout request rules of docs/product.md §5, with its messages, as one pure check of the payload. */
import { err, ok, type Result } from "../shared/result.ts";
import { type Money, parseMoney } from "../shared/money.ts";
import { amountFormatProblem } from "../shared/amount_format.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { PayoutAccount } from "./payout.ts";
import {
  DEFAULT_PAYOUT_METHOD,
  isPayoutMethod,
  type PayoutMethod,
  payoutMethodKind,
  payoutMethodList,
  type PayoutRailKind,
} from "./payout_methods.ts";
import { normalizePakistaniMobile } from "./pakistani_mobile.ts";
import {
  compactIban,
  isValidPakistaniIban,
  looksLikeIban,
} from "./pakistani_iban.ts";

/** The payload of POST /api/payouts as received (anything may be missing or of the wrong type). */
export interface PayoutRequestBody {
  amount?: unknown;
  method?: unknown;
  productId?: unknown;
  accountType?: unknown;
  accountLabel?: unknown;
  accountName?: unknown;
  bankName?: unknown;
  accountNumber?: unknown;
}

/** A payout request that passed every rule, normalized for storage (no product: null, when none is required). */
export interface ValidPayoutRequest extends PayoutAccount {
  amount: Money;
  method: PayoutMethod;
  productId: number | null;
}

/** The rules that depend on the admin's settings. */
export interface PayoutRequestRules {
  /** The setting `payoutRequiresProduct`: the spec's rule when true, a product optional (but checked) when false. */
  productRequired: boolean;
}

/** A broken rule: docs/product.md's message and the field to point the form at. */
export interface PayoutRequestInvalid {
  code: "VALIDATION_ERROR";
  message: string;
  field: string;
}

/** The messages docs/product.md fixes, plus our own for the checks it leaves open. */
export const PAYOUT_MESSAGES = {
  required: "All fields are required",
  amountFormat: "Amount must be a number with at most 2 decimals.",
  amountMinimum: "Amount must be at least 1.",
  product: "Please choose a valid product.",
  method: `Please choose a payout method: ${payoutMethodList("en")}.`,
  tooLong: "Account details must be at most 100 characters each.",
  bank: "Bank Transfer needs Account Name, Bank Name and Account/IBAN.",
  iban:
    "Please enter a valid Pakistani IBAN: 24 characters starting with PK (e.g. PK36SCBL0000001123456702).",
  bankAccount:
    "Please enter a valid bank account number (6 to 24 digits) or a Pakistani IBAN.",
  walletName: "Please add Account Name for JazzCash/EasyPaisa.",
  walletNumber: "Please add your phone/account number.",
  mobile: "Please enter a valid Pakistani mobile number, e.g. 03001234567.",
  otherName: "Please add Account Name for Other method.",
  otherAccount: "Please add Account Label and Account Number/ID.",
} as const;

const MAX_TEXT = 100;

/**
 * Checks a payout request payload; the first broken rule wins, in the order the form shows its fields. Without a
 * product required, a blank productId means none; one that is given is checked all the same.
 */
export function validatePayoutRequest(
  body: PayoutRequestBody,
  rules: PayoutRequestRules = { productRequired: false },
): Result<ValidPayoutRequest, PayoutRequestInvalid> {
  const invalid = (message: string, field: string) =>
    err<PayoutRequestInvalid>({ code: "VALIDATION_ERROR", message, field });
  if (isBlank(body.amount)) return invalid(PAYOUT_MESSAGES.required, "amount");
  const noProduct = isBlank(body.productId);
  if (noProduct && rules.productRequired) {
    return invalid(PAYOUT_MESSAGES.required, "productId");
  }

  const amount = parseMoney(body.amount);
  if (amount === null) {
    return invalid(
      amountFormatProblem(body.amount, "Amount") ??
        PAYOUT_MESSAGES.amountFormat,
      "amount",
    );
  }
  if (amount < 100) return invalid(PAYOUT_MESSAGES.amountMinimum, "amount");

  const productId = noProduct ? null : parseWholeNumber(body.productId);
  if (!noProduct && (productId === null || productId <= 0)) {
    return invalid(PAYOUT_MESSAGES.product, "productId");
  }

  const account = validatePayoutAccount(body);
  if (!account.ok) return account;
  return ok({ amount, productId, ...account.value });
}

/** A payout account that passed the method's rules, normalized for storage (what a saved account holds). */
export interface ValidPayoutAccount extends PayoutAccount {
  method: PayoutMethod;
}

/** Checks the method and its account fields, as a payout request's and a saved account's (docs/product.md §5). */
export function validatePayoutAccount(
  body: Omit<PayoutRequestBody, "amount" | "productId">,
): Result<ValidPayoutAccount, PayoutRequestInvalid> {
  const invalid = (message: string, field: string) =>
    err<PayoutRequestInvalid>({ code: "VALIDATION_ERROR", message, field });
  // The form's default method is the table's first (JazzCash), so an omitted method means it.
  const rawMethod = isBlank(body.method) ? DEFAULT_PAYOUT_METHOD : body.method;
  const method = typeof rawMethod === "string"
    ? rawMethod.trim().toLowerCase()
    : "";
  if (!isPayoutMethod(method)) {
    return invalid(PAYOUT_MESSAGES.method, "method");
  }

  const text: AccountText = {
    accountType: textOf(body.accountType),
    accountLabel: textOf(body.accountLabel),
    accountName: textOf(body.accountName),
    bankName: textOf(body.bankName),
    accountNumber: textOf(body.accountNumber),
  };
  for (const [field, value] of Object.entries(text)) {
    if (value !== null && value.length > MAX_TEXT) {
      return invalid(PAYOUT_MESSAGES.tooLong, field);
    }
  }
  const account = ACCOUNT_RULES[payoutMethodKind(method)](text);
  if (!account.ok) return invalid(account.error[0], account.error[1]);
  return ok({ method, ...account.value });
}

/** The account fields as typed, trimmed (null when blank). */
type AccountText = Record<keyof PayoutAccount, string | null>;

/** A kind's account rules: the account normalized for storage, or the broken rule's message and field. */
type AccountRule = (
  text: AccountText,
) => Result<PayoutAccount, [message: string, field: string]>;

/** The account rules of each kind of rail (docs/product.md §5); a method gets its kind's. */
export const ACCOUNT_RULES: Record<PayoutRailKind, AccountRule> = {
  // A Pakistani IBAN (checked) or a plain account number of 6 to 24 digits.
  bank: (text) => {
    if (!text.accountName) return err([PAYOUT_MESSAGES.bank, "accountName"]);
    if (!text.bankName) return err([PAYOUT_MESSAGES.bank, "bankName"]);
    if (!text.accountNumber) {
      return err([PAYOUT_MESSAGES.bank, "accountNumber"]);
    }
    if (looksLikeIban(text.accountNumber)) {
      if (!isValidPakistaniIban(text.accountNumber)) {
        return err([PAYOUT_MESSAGES.iban, "accountNumber"]);
      }
      return ok({
        accountType: "IBAN",
        accountLabel: null,
        accountName: text.accountName,
        bankName: text.bankName,
        accountNumber: compactIban(text.accountNumber),
      });
    }
    const digits = text.accountNumber.replace(/[\s-]/g, "");
    if (!/^\d{6,24}$/.test(digits)) {
      return err([PAYOUT_MESSAGES.bankAccount, "accountNumber"]);
    }
    return ok({
      accountType: "Bank Account",
      accountLabel: null,
      accountName: text.accountName,
      bankName: text.bankName,
      accountNumber: digits,
    });
  },
  // A Pakistani mobile number, normalized to 03XXXXXXXXX.
  wallet: (text) => {
    if (!text.accountName) {
      return err([PAYOUT_MESSAGES.walletName, "accountName"]);
    }
    if (!text.accountNumber) {
      return err([PAYOUT_MESSAGES.walletNumber, "accountNumber"]);
    }
    const mobile = normalizePakistaniMobile(text.accountNumber);
    if (!mobile) return err([PAYOUT_MESSAGES.mobile, "accountNumber"]);
    return ok({
      accountType: text.accountType ?? "Mobile Account",
      accountLabel: null,
      accountName: text.accountName,
      bankName: null,
      accountNumber: mobile,
    });
  },
  // Other: the label names the account (e.g. "Payoneer"), and is also sent as the account type.
  other: (text) => {
    if (!text.accountName) {
      return err([PAYOUT_MESSAGES.otherName, "accountName"]);
    }
    if (!text.accountLabel) {
      return err([PAYOUT_MESSAGES.otherAccount, "accountLabel"]);
    }
    if (!text.accountNumber) {
      return err([PAYOUT_MESSAGES.otherAccount, "accountNumber"]);
    }
    return ok({
      accountType: text.accountLabel,
      accountLabel: text.accountLabel,
      accountName: text.accountName,
      bankName: null,
      accountNumber: text.accountNumber,
    });
  },
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null ||
    (typeof value === "string" && value.trim() === "");
}

function textOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}
