/** The failure of unblocking a user who is not blocked. */

/** The user is not approved because no profile review approved them, not because of a block. */
export interface UserNotBlocked {
  code: "USER_NOT_BLOCKED";
  message: string;
}

/** Unblocking never approves: a user who was never approved needs their profile reviewed. */
export const USER_NOT_BLOCKED: UserNotBlocked = {
  code: "USER_NOT_BLOCKED",
  message:
    "This user is not blocked: their profile has not been approved yet. Review it from the pending profiles.",
};
