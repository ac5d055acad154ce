/** The wire shapes of profiles and users (docs/product.md §3): dates as ISO strings. */
import type { StoredProfile } from "../../../domain/profiles/profile.ts";
import type { UserSummary } from "../../../domain/users/user_summary.ts";
import type {
  PendingProfileJson,
  ProfileJson,
} from "../../../wire/profiles.ts";
import type { UserJson } from "../../../wire/users.ts";

/** A profile as GET /api/profile/me and the full-profile call answer it. */
export function profileJson(p: StoredProfile): ProfileJson {
  const { submittedAt, updatedAt, ...rest } = p;
  return {
    ...rest,
    submittedAt: submittedAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** A pending profile as the approval queue lists it: userId, the profile fields, email and submittedAt. */
export function pendingProfileJson(p: StoredProfile): PendingProfileJson {
  const {
    submittedAt,
    updatedAt: _updated,
    status: _status,
    rejectionReason: _reason,
    ...rest
  } = p;
  return { ...rest, submittedAt: submittedAt.toISOString() };
}

/** A user as the admin users table lists it. */
export function userJson(u: UserSummary): UserJson {
  return { ...u, createdAt: u.createdAt.toISOString() };
}
