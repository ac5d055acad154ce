/** The signed-in session kept in local storage under docs/product.md's keys: token, role, approved. */

/** Role names the server issues. */
export type Role = "user" | "admin";

/** What a sign-in, verification or refresh stores. */
export interface SessionData {
  token: string;
  role: string;
  approved: boolean;
}

/** The stored session as read back; fields are null when absent. */
export interface StoredSession {
  token: string | null;
  role: string | null;
  /** True only when the stored flag is exactly "true" (the guard treats anything else as not approved). */
  approved: boolean;
}

function storage(): Storage | null {
  // Pre-rendering runs without a browser: behave as signed out there.
  return typeof localStorage === "undefined" ? null : localStorage;
}

/** Reads the stored session. */
export function readSession(): StoredSession {
  const s = storage();
  return {
    token: s?.getItem("token") || null,
    role: s?.getItem("role") || null,
    approved: s?.getItem("approved") === "true",
  };
}

/** Stores a session after login or verification. */
export function saveSession(session: SessionData): void {
  const s = storage();
  if (!s) return;
  s.setItem("token", session.token);
  s.setItem("role", session.role || "user");
  s.setItem("approved", session.approved ? "true" : "false");
}

/** Updates only the approved flag (e.g. after /api/auth/me says the profile was approved). */
export function setApproved(approved: boolean): void {
  storage()?.setItem("approved", approved ? "true" : "false");
}

/** Clears the token, role and approved flag (user logout and forced sign-out). */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  s.removeItem("token");
  s.removeItem("role");
  s.removeItem("approved");
}

/** Clears all local storage (admin logout, as docs/product.md asks). */
export function clearAllStorage(): void {
  storage()?.clear();
}
