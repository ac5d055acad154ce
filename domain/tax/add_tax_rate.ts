/** Use case: an admin adds a withholding rate row effective from a date (rows are never edited), audited. */
import { ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type TaxRate,
  type TaxRateInvalid,
  validateTaxRate,
} from "./tax_rate.ts";
import type { TaxRateRepos } from "./tax_repos.ts";

/** What addTaxRate needs. */
export interface AddTaxRateDeps {
  uow: UnitOfWork<TaxRateRepos>;
}

/** Validates and appends the row, with its audit row in the same transaction; past payouts keep their own rate. */
export async function addTaxRate(
  deps: AddTaxRateDeps,
  input: { adminId: number; body: Record<string, unknown> },
): Promise<Result<TaxRate, TaxRateInvalid>> {
  const checked = validateTaxRate(input.body);
  if (!checked.ok) return checked;
  const rate = checked.value;
  return ok(
    await deps.uow.run(async ({ rates, audit }) => {
      const added = await rates.add(rate, input.adminId);
      await audit.append({
        adminId: input.adminId,
        action: "Add Tax Rate",
        details: `${added.category} (section ${added.section}): filer ${
          added.filerBp / 100
        }%, non-filer ${added.nonFilerBp / 100}% from ${added.effectiveFrom}${
          added.appliesToPayouts ? ", applies to payouts" : ", for reference"
        } (rate #${added.id})`,
      });
      return added;
    }),
  );
}
