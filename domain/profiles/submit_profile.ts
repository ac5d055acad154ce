/** submitProfile: an affiliate submits a profile, or edits and resubmits a rejected one; its CNIC is a risk identity. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { ProfileRepository } from "./profile_repository.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { AdminUserRepository } from "../users/admin_user_repository.ts";
import { noteIdentities } from "../risk/signals.ts";
import { cnicKey } from "../risk/identity_keys.ts";
import {
  type ProfileValidationError,
  validateProfile,
} from "./validate_profile.ts";

/** Why a submission was refused besides bad fields. */
export type SubmitProfileError =
  | ProfileValidationError
  | { code: "ACCOUNT_BLOCKED"; message: string }
  | { code: "PROFILE_PENDING"; message: string }
  | { code: "PROFILE_APPROVED"; message: string };

/** What submitProfile needs. */
export interface SubmitProfileDeps {
  uow: UnitOfWork<{
    profiles: ProfileRepository;
    risk: RiskRepository;
    users: Pick<AdminUserRepository, "isBlocked">;
  }>;
  clock: Clock;
}

/** A blocked user (a spam sign-up, say) cannot put a profile in the review queue: approving it would lift the block. */
export const ACCOUNT_BLOCKED_MESSAGE =
  "Your account is blocked, so your profile cannot be submitted. Contact the admin.";

/** The success message of docs/product.md's profile call. */
export const PROFILE_SUBMITTED = "Profile submitted successfully.";

/** Validates the raw input and queues the profile for review; only a new or rejected profile may be submitted. */
export async function submitProfile(
  deps: SubmitProfileDeps,
  input: { userId: number; profile: unknown },
): Promise<Result<{ message: string }, SubmitProfileError>> {
  const now = deps.clock.now();
  const fields = validateProfile(input.profile, now);
  if (!fields.ok) return fields;
  return await deps.uow.run(async ({ profiles, risk, users }) => {
    if (await users.isBlocked(input.userId)) {
      return err({
        code: "ACCOUNT_BLOCKED" as const,
        message: ACCOUNT_BLOCKED_MESSAGE,
      });
    }
    // The guarded write decides under concurrency; the read only chooses the message.
    if (await profiles.submit(input.userId, fields.value, now)) {
      // A CNIC another affiliate gave (on a profile or a tax profile) flags both, as a shared IBAN or wallet does.
      const cnic = fields.value.cnic === null
        ? null
        : cnicKey(fields.value.cnic);
      if (cnic) {
        await noteIdentities(
          risk,
          input.userId,
          [{ kind: "cnic", key: cnic }],
          "profile",
          now,
        );
      }
      return ok({ message: PROFILE_SUBMITTED });
    }
    const existing = await profiles.findByUserId(input.userId);
    if (existing?.status === "approved") {
      return err({
        code: "PROFILE_APPROVED" as const,
        message: "Your profile has already been approved.",
      });
    }
    return err({
      code: "PROFILE_PENDING" as const,
      message: "Your profile is already submitted and awaiting admin approval.",
    });
  });
}
