/** submitProfile: an affiliate submits a profile, or edits and resubmits a rejected one. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { ProfileRepository } from "./profile_repository.ts";
import {
  type ProfileValidationError,
  validateProfile,
} from "./validate_profile.ts";

/** Why a submission was refused besides bad fields. */
export type SubmitProfileError =
  | ProfileValidationError
  | { code: "PROFILE_PENDING"; message: string }
  | { code: "PROFILE_APPROVED"; message: string };

/** What submitProfile needs. */
export interface SubmitProfileDeps {
  uow: UnitOfWork<{ profiles: ProfileRepository }>;
  clock: Clock;
}

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
  return await deps.uow.run(async ({ profiles }) => {
    // The guarded write decides under concurrency; the read only chooses the message.
    if (await profiles.submit(input.userId, fields.value, now)) {
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
