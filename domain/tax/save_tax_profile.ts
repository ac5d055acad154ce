/** Use case: an affiliate records or changes their tax profile (CNIC or NTN, filer or not). */
import { type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type TaxProfile,
  type TaxProfileInvalid,
  validateTaxProfile,
} from "./tax_profile.ts";
import type { TaxProfileRepos } from "./tax_repos.ts";
import { noteIdentities } from "../risk/signals.ts";
import { taxIdentity } from "../risk/identity_keys.ts";

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
  const saved = await deps.uow.run(async ({ profiles, risk }) => {
    const profile = await profiles.save(input.userId, checked.value);
    // A CNIC another affiliate gave too flags both (an NTN is not matched).
    if (profile.idType === "cnic") {
      await noteIdentities(
        risk,
        input.userId,
        [taxIdentity(profile.idNumber)],
        "tax_profile",
        profile.updatedAt,
      );
    }
    return profile;
  });
  return { ok: true, value: saved };
}
