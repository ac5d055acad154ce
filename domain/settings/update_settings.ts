/** Use case: an admin changes payout settings (any subset); each changed setting is audited in the same transaction. */
import { err, ok, type Result } from "../shared/result.ts";
import { type Money, parseMoney } from "../shared/money.ts";
import { amountFormatProblem } from "../shared/amount_format.ts";
import { CURRENCIES, formatCurrency, isCurrency } from "../shared/currency.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Settings } from "./settings.ts";
import type { SettingsRepos } from "./settings_repos.ts";
import {
  currencyLockedMessage,
  type CurrencyLockReason,
} from "./currency_lock.ts";

/** What updateSettings needs. */
export interface UpdateSettingsDeps {
  uow: UnitOfWork<SettingsRepos>;
}

/** A refused settings change: a bad field, or a currency change once money is recorded. */
export type SettingsError = {
  code: "VALIDATION_ERROR";
  message: string;
  field: keyof typeof SETTINGS_MESSAGES;
} | {
  code: "CURRENCY_LOCKED";
  message: string;
  field: "currency";
  reason: CurrencyLockReason;
};

/** The messages of the settings rules (shared with the settings page). */
export const SETTINGS_MESSAGES = {
  minimumPayout:
    "Minimum payout must be an amount of 0 or more with at most 2 decimals.",
  payoutRequiresProduct: "payoutRequiresProduct must be true or false.",
  makerChecker: "makerChecker must be true or false.",
  withholdingTax: "withholdingTax must be true or false.",
  currency: `Currency must be one of ${CURRENCIES.join(", ")}.`,
  riskClickBurst:
    "The click burst limit must be a whole number from 1 to 1000000.",
  riskRefundRate:
    "The refund rate limit must be a percentage from 0 to 100 with at most 2 decimals.",
  riskAnyFlagHolds: "riskAnyFlagHolds must be true or false.",
  operatorName:
    "The operator's legal name must be text of at most 200 characters.",
  operatorAddress:
    "The operator's address must be text of at most 500 characters.",
  operatorNtn:
    "The NTN must be 7 digits and a check digit (1234567-8), or a 13-digit CNIC.",
} as const;

/** The invoice issuer's fields: their longest text, and the audit log's name of each. */
const OPERATOR_FIELDS = {
  operatorName: { max: 200, label: "Operator legal name" },
  operatorAddress: { max: 500, label: "Operator address" },
  operatorNtn: { max: 15, label: "Operator NTN" },
} as const;

/** An NTN as the FBR issues it (7 digits, a check digit), or a 13-digit CNIC used as one; dashes optional. */
const NTN_PATTERN = /^(\d{7}-?\d|\d{5}-?\d{7}-?\d)$/;

type OperatorField = keyof typeof OPERATOR_FIELDS;

// The largest minimum an admin can set: the largest single amount (docs/money.md).
const MAX_MINIMUM = 999_999_999_999_999;

/** Checks a patch of settings (absent fields stay as they are); money arrives as its exact text. */
export function validateSettingsPatch(
  patch: Record<string, unknown>,
): Result<Partial<Settings>, SettingsError & { code: "VALIDATION_ERROR" }> {
  const out: Partial<Settings> = {};
  const refuse = (
    field: keyof typeof SETTINGS_MESSAGES,
    message: string = SETTINGS_MESSAGES[field],
  ) => err({ code: "VALIDATION_ERROR" as const, message, field });
  if (patch.minimumPayout !== undefined) {
    const amount = typeof patch.minimumPayout === "number" ||
        typeof patch.minimumPayout === "string"
      ? parseMoney(patch.minimumPayout)
      : null;
    if (amount === null || amount < 0 || amount > MAX_MINIMUM) {
      return refuse(
        "minimumPayout",
        amountFormatProblem(patch.minimumPayout, "Minimum payout") ??
          undefined,
      );
    }
    out.minimumPayout = amount as Money;
  }
  if (patch.riskClickBurst !== undefined) {
    const n = patch.riskClickBurst;
    if (
      typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 1_000_000
    ) {
      return refuse("riskClickBurst");
    }
    out.riskClickBurst = n;
  }
  if (patch.riskRefundRate !== undefined) {
    // A percentage read exactly like money (2 decimals): 12.5 is 1250 basis points.
    const bp = typeof patch.riskRefundRate === "number" ||
        typeof patch.riskRefundRate === "string"
      ? parseMoney(patch.riskRefundRate)
      : null;
    if (bp === null || bp < 0 || bp > 10000) return refuse("riskRefundRate");
    out.riskRefundRateBp = bp;
  }
  for (
    const field of [
      "payoutRequiresProduct",
      "makerChecker",
      "withholdingTax",
      "riskAnyFlagHolds",
    ] as const
  ) {
    if (patch[field] === undefined) continue;
    if (typeof patch[field] !== "boolean") return refuse(field);
    out[field] = patch[field];
  }
  if (patch.currency !== undefined) {
    if (!isCurrency(patch.currency)) return refuse("currency");
    out.currency = patch.currency;
  }
  for (const field of Object.keys(OPERATOR_FIELDS) as OperatorField[]) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof value !== "string") return refuse(field);
    // Lines kept (the address), spaces at the ends and control characters dropped.
    // deno-lint-ignore no-control-regex
    const text = value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
      .split("\n").map((line) => line.trim()).join("\n").trim();
    if (text.length > OPERATOR_FIELDS[field].max) return refuse(field);
    if (field === "operatorNtn" && text !== "" && !NTN_PATTERN.test(text)) {
      return refuse(field);
    }
    out[field] = text;
  }
  return ok(out);
}

/**
 * Validates the whole patch first (nothing changes on any error), then stores it and audits each change. The ledger
 * currency changes only while no money is recorded (CURRENCY_LOCKED after); the built-in api source follows it.
 */
export async function updateSettings(
  deps: UpdateSettingsDeps,
  input: { adminId: number; patch: Record<string, unknown> },
): Promise<Result<Settings, SettingsError>> {
  const checked = validateSettingsPatch(input.patch);
  if (!checked.ok) return checked;
  const changes = checked.value;
  return await deps.uow.run(async ({ settings, ledgerCurrency, audit }) => {
    const before = await settings.getForUpdate();
    const after: Settings = { ...before, ...changes };
    const details: string[] = [];
    if (after.currency !== before.currency) {
      // Checked under the settings row lock, so two admins' changes see each other's.
      const lock = await ledgerCurrency.currencyLock();
      if (lock) {
        return err({
          code: "CURRENCY_LOCKED" as const,
          message: currencyLockedMessage(before.currency, lock),
          field: "currency" as const,
          reason: lock,
        });
      }
      await ledgerCurrency.moveApiSource(after.currency);
      details.push(`Ledger currency ${before.currency} → ${after.currency}`);
    }
    if (after.minimumPayout !== before.minimumPayout) {
      details.push(
        `Minimum payout ${
          formatCurrency(before.minimumPayout, after.currency)
        } → ${formatCurrency(after.minimumPayout, after.currency)}`,
      );
    }
    const onOff = (on: boolean) => on ? "on" : "off";
    if (after.payoutRequiresProduct !== before.payoutRequiresProduct) {
      details.push(
        `Payout requests need a product ${
          onOff(before.payoutRequiresProduct)
        } → ${onOff(after.payoutRequiresProduct)}`,
      );
    }
    if (after.makerChecker !== before.makerChecker) {
      details.push(
        `Maker–checker ${onOff(before.makerChecker)} → ${
          onOff(after.makerChecker)
        }`,
      );
    }
    if (after.withholdingTax !== before.withholdingTax) {
      details.push(
        `Withholding tax ${onOff(before.withholdingTax)} → ${
          onOff(after.withholdingTax)
        }`,
      );
    }
    if (after.riskClickBurst !== before.riskClickBurst) {
      details.push(
        `Risk click burst ${before.riskClickBurst} → ${after.riskClickBurst} per hour`,
      );
    }
    if (after.riskRefundRateBp !== before.riskRefundRateBp) {
      details.push(
        `Risk refund rate ${before.riskRefundRateBp / 100}% → ${
          after.riskRefundRateBp / 100
        }%`,
      );
    }
    if (after.riskAnyFlagHolds !== before.riskAnyFlagHolds) {
      details.push(
        `Any open risk flag holds payouts ${onOff(before.riskAnyFlagHolds)} → ${
          onOff(after.riskAnyFlagHolds)
        }`,
      );
    }
    for (const field of Object.keys(OPERATOR_FIELDS) as OperatorField[]) {
      if (after[field] === before[field]) continue;
      const quoted = (text: string) =>
        text === "" ? "(none)" : `"${text.replaceAll("\n", ", ")}"`;
      details.push(
        `${OPERATOR_FIELDS[field].label} ${quoted(before[field])} → ${
          quoted(after[field])
        }`,
      );
    }
    if (details.length === 0) return ok(before);
    await settings.save(after);
    for (const line of details) {
      await audit.append({
        adminId: input.adminId,
        action: "Update Settings",
        details: line,
      });
    }
    return ok(after);
  });
}
