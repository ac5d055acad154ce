/** Route guard decisions of docs/product.md §4, as a pure function so every rule is testable. */
import type { StoredSession } from "./session.ts";

/** What a guarded layout requires. */
export interface GuardRequirement {
  role: "user" | "admin";
  /** User pages need an approved profile; /complete-profile does not. */
  approved: boolean;
}

/** Where to send the visitor instead, or null to let them in. */
export function guardRedirect(
  session: StoredSession,
  need: GuardRequirement,
): string | null {
  if (!session.token) return "/login";
  if (session.role !== need.role) return "/";
  if (need.approved && !session.approved) return "/complete-profile";
  return null;
}

/** The count shown on nav bubbles and badges: "99+" above 99, nothing for zero or unknown. */
export function countLabel(count: number | null | undefined): string | null {
  if (typeof count !== "number" || !Number.isFinite(count) || count <= 0) {
    return null;
  }
  return count > 99 ? "99+" : String(Math.trunc(count));
}
