/** Admin user wire shapes: the users table, block/unblock, password reset, full profile and the metrics. */
import { z } from "zod";
import { PASSWORD_TOO_SHORT } from "../domain/users/reset_user_password.ts";
import { amount, instant } from "./common.ts";
import { pagingFields } from "./paging.ts";
import { lifecycleState, profile, profileStatus } from "./profiles.ts";
import { role } from "./auth.ts";

/** GET /api/admin/users query: search, paging, sort ("name", "-name" or "name:desc"). */
export const usersQuery = z.object({
  q: z.string().max(200, "The search is too long.").optional(),
  state: lifecycleState.optional(),
  ...pagingFields(),
  sort: z.string().max(40).optional(),
});

/** A user as the admin users table lists it. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isVerified: z.boolean(),
  isApproved: z.boolean(),
  isBlocked: z.boolean().meta({
    description:
      "True while an admin's block stands; unblocking gives back the approval the block took (none for a user never approved)",
  }),
  role,
  createdAt: instant,
  profileStatus: profileStatus.nullable(),
  state: lifecycleState,
}).meta({ id: "User" });
/** A user row on the wire. */
export type UserJson = z.infer<typeof user>;

/** GET /api/admin/user-states query: the same search as the users table. */
export const userStatesQuery = z.object({
  q: z.string().max(200, "The search is too long.").optional(),
});

/** GET /api/admin/user-states answer: how many people are in each state, and in all. */
export const userStateCounts = z.object({
  all: z.number().int(),
  no_profile: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  blocked: z.number().int(),
}).meta({ id: "UserStateCounts" });
/** The state counts on the wire. */
export type UserStateCountsJson = z.infer<typeof userStateCounts>;

/** POST /api/admin/users/{id}/toggle-block answer. */
export const toggleBlock = z.object({
  message: z.enum(["User blocked.", "User unblocked."]),
  isApproved: z.boolean(),
}).meta({ id: "ToggleBlock" });
/** A block/unblock answer. */
export type ToggleBlock = z.infer<typeof toggleBlock>;

/** POST /api/admin/users/{id}/reset-password. */
export const resetUserPasswordBody = z.object({
  password: z.string({ error: PASSWORD_TOO_SHORT }),
}, { error: "Send the new password as a JSON object." }).meta({
  id: "ResetUserPasswordBody",
});

/** One payout of the user's history on the full-profile page. */
export const payoutHistoryItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  product: z.string().nullable(),
  amount,
  method: z.string(),
  accountType: z.string().nullable(),
  accountLabel: z.string().nullable(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: z.string(),
  transactionId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestedAt: instant,
  userId: z.number().int(),
  user: z.string(),
  createdAt: instant,
}).meta({ id: "PayoutHistoryItem" });
/** A payout history row on the wire. */
export type PayoutHistoryItemJson = z.infer<typeof payoutHistoryItem>;

/** A link assigned to the user, with its tracked URL. */
export const assignedLinkItem = z.object({
  id: z.number().int(),
  productName: z.string(),
  customLink: z.string(),
  trackingLink: z.string(),
}).meta({ id: "AssignedLinkItem" });
/** An assigned link row on the wire. */
export type AssignedLinkItemJson = z.infer<typeof assignedLinkItem>;

/** GET /api/admin/users/{id}/full-profile. */
export const fullProfile = z.object({
  success: z.literal(true),
  user,
  profile: profile.nullable(),
  stats: z.object({
    clicks: z.number().int(),
    sales: z.number().int(),
    earnings: amount,
    balance: amount,
  }),
  payoutHistory: z.array(payoutHistoryItem),
  assignedLinks: z.array(assignedLinkItem),
}).meta({ id: "FullProfile" });
/** The full profile on the wire. */
export type FullProfileJson = z.infer<typeof fullProfile>;

/** GET /api/admin/metrics: the counts behind the navigation's badges. */
export const adminMetrics = z.object({
  pendingProfiles: z.number().int(),
  pendingPayouts: z.number().int(),
  openRiskFlags: z.number().int(),
}).meta({ id: "AdminMetrics" });
/** The admin metrics. */
export type AdminMetricsJson = z.infer<typeof adminMetrics>;
