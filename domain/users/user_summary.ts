/** UserSummary: a user account as the admin screens show it (docs/product.md §3, User). */
import type { LifecycleState } from "./lifecycle_state.ts";

export interface UserSummary {
  id: number;
  name: string;
  email: string;
  isVerified: boolean;
  isApproved: boolean;
  /** True while an admin's block stands (isApproved is then false); unblocking restores the approval it took. */
  isBlocked: boolean;
  role: "user" | "admin";
  createdAt: Date;
  /** The user's profile review state, or null when none was submitted. */
  profileStatus: "pending" | "approved" | "rejected" | null;
  /** The one lifecycle state the block, the approval and the profile add up to (lifecycle_state.ts). */
  state: LifecycleState;
}

/** Columns the users table can sort by. */
export const USER_SORT_FIELDS = [
  "name",
  "email",
  "createdAt",
  "role",
  "isApproved",
  "isVerified",
] as const;

/** A sortable column. */
export type UserSortField = typeof USER_SORT_FIELDS[number];

/** Search, sort and paging of the users table; no pageSize means every row. */
export interface UserListQuery {
  q?: string;
  /** Only people in this lifecycle state. */
  state?: LifecycleState;
  sort?: { field: UserSortField; direction: "asc" | "desc" };
  page?: number;
  pageSize?: number;
}
