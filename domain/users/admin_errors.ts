/** Errors the admin user-management use cases return. */

/** The target user does not exist (or was deleted). */
export interface UserNotFound {
  code: "USER_NOT_FOUND";
  message: string;
}

/** An admin tried to block, demote or reset themself through the admin tools. */
export interface SelfActionForbidden {
  code: "SELF_ACTION_FORBIDDEN";
  message: string;
}

/** The shared "not found" error value. */
export const USER_NOT_FOUND: UserNotFound = {
  code: "USER_NOT_FOUND",
  message: "User not found.",
};

/** Blocking or removing this admin would leave no active admin. */
export interface LastActiveAdmin {
  code: "LAST_ADMIN";
  message: string;
}
