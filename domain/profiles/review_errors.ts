/** Errors an admin's profile decision can meet. */

/** No profile for this user, or it has already been approved or rejected. */
export type ReviewProfileError =
  | { code: "PROFILE_NOT_FOUND"; message: string }
  | { code: "PROFILE_NOT_PENDING"; message: string };

/** The user has no profile. */
export const PROFILE_NOT_FOUND = {
  code: "PROFILE_NOT_FOUND",
  message: "Profile not found.",
} as const;

/** The profile was already decided (e.g. by another admin a moment ago). */
export const PROFILE_NOT_PENDING = {
  code: "PROFILE_NOT_PENDING",
  message: "This profile is not awaiting approval.",
} as const;
