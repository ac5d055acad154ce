/** A person's one lifecycle state (docs/first-week.md "One state per person"), derived from the block, the approval and the profile. */

/** The states, in the order the admin's filter chips show them. */
export const LIFECYCLE_STATES = [
  "no_profile",
  "pending",
  "approved",
  "rejected",
  "blocked",
] as const;

/** One lifecycle state. */
export type LifecycleState = typeof LIFECYCLE_STATES[number];

/** What the state is read from: a standing block, the isApproved flag and the profile's review status. */
export interface LifecycleFacts {
  isBlocked: boolean;
  isApproved: boolean;
  profileStatus: "pending" | "approved" | "rejected" | null;
}

/**
 * The one state: a standing block wins, then approval (admins included), then the profile's review; an approved
 * profile whose approval was taken some other way (an admin demoted to affiliate) counts as having none.
 */
export function lifecycleStateOf(facts: LifecycleFacts): LifecycleState {
  if (facts.isBlocked) return "blocked";
  if (facts.isApproved) return "approved";
  if (facts.profileStatus === "pending") return "pending";
  if (facts.profileStatus === "rejected") return "rejected";
  return "no_profile";
}

/** A count per state (zero for a state nobody is in). */
export type LifecycleStateCounts = Record<LifecycleState, number>;
