/** The admin view of a user: a row of GET /api/admin/users, also shown on the admin's user profile page. */

/** A row of GET /api/admin/users (spec section 3, User). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  isVerified: boolean;
  isApproved: boolean;
  role: "user" | "admin";
  createdAt: string;
  profileStatus: "pending" | "approved" | "rejected" | null;
}
