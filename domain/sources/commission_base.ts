/** The commission base of a source: what the product's commission percent is taken of. */
import { err, ok, type Result } from "../shared/result.ts";
import type { SaleStep } from "./conversion_step.ts";

/** `sale`: percent of the sale amount; `payout`: percent of what the network pays the operator for the sale. */
export type CommissionBase = "sale" | "payout";

/** Reads a commissionBase setting; absent means `sale`. */
export function parseCommissionBase(
  input: unknown,
): Result<CommissionBase, { reason: string }> {
  if (input === undefined || input === null) return ok("sale");
  if (input === "sale" || input === "payout") return ok(input);
  return err({ reason: "commissionBase must be sale or payout." });
}

/** The amount a sale's commission is a percent of, under the source's base; a payout base needs the payout. */
export function commissionBasis(
  sale: Pick<SaleStep, "amountMinor" | "payoutMinor">,
  base: CommissionBase,
): Result<number, { reason: string }> {
  if (base === "sale") return ok(sale.amountMinor);
  if (sale.payoutMinor === undefined) {
    return err({
      reason: "The source pays commission on the payout, and none was given.",
    });
  }
  return ok(sale.payoutMinor);
}
