/** Use case: an affiliate records or changes their tax profile (CNIC or NTN, filer or not). */
import { type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type TaxProfile,
  type TaxProfileInvalid,
  validateTaxProfile,
} from "./tax_profile.ts";
import type { TaxProfileRepos } from "./tax_repos.ts";

/** What saveTaxProfile needs. */
export interface SaveTaxProfileDeps {
  uow: UnitOfWork<TaxProfileRepos>;
}

/** Validates and stores the caller's own profile; payouts already paid keep the id and status they used. */
export async function saveTaxProfile(
  deps: SaveTaxProfileDeps,
  input: { userId: number; body: { idNumber?: unknown; filer?: unknown } },
): Promise<Result<TaxProfile, TaxProfileInvalid>> {
  const checked = validateTaxProfile(input.body);
  if (!checked.ok) return checked;
  const saved = await deps.uow.run(({ profiles }) =>
    profiles.save(input.userId, checked.value)
  );
  return { ok: true, value: saved };
}
