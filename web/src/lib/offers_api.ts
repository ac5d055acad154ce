/** Calls of the offer configuration API and the words a payout is shown in (docs/offers.md). */
import type {
  AffiliatePayoutsAllJson,
  CapJson,
  CapLeftJson,
  GoalJson,
  GroupForm,
  GroupJson,
  MyGoalJson,
  PayoutJson,
  PayoutRuleForm,
  PayoutRuleJson,
  PlacementJson,
} from "@wire/offer_config.ts";
import { api } from "@/lib/api.ts";
import { formatDollars } from "@/lib/money.ts";
import { t } from "@/i18n/i18n.ts";

export type {
  AffiliatePayoutsAllJson,
  CapJson,
  CapLeftJson,
  GoalJson,
  GroupJson,
  MyGoalJson,
  PayoutJson,
  PayoutRuleJson,
};

const json = (method: "POST" | "PUT" | "PATCH", body: unknown) => ({
  method,
  body,
});

/** An offer's goals. */
export const fetchGoals = (productId: number) =>
  api<GoalJson[]>(`/api/admin/products/${productId}/goals`);
/** Replaces an offer's goals. */
export const saveGoals = (productId: number, goals: unknown[]) =>
  api<GoalJson[]>(
    `/api/admin/products/${productId}/goals`,
    json("PUT", goals),
  );

/** Payout rules with their history. */
export const fetchRules = (
  filter: { offerId?: number; groupId?: number; userId?: number },
) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) {
    if (v !== undefined) q.set(k, String(v));
  }
  return api<PayoutRuleJson[]>(`/api/admin/payout-rules?${q}`);
};
/** Adds a payout rule. */
export const addRule = (rule: PayoutRuleForm) =>
  api<PayoutRuleJson>("/api/admin/payout-rules", json("POST", rule));
/** Deletes a scheduled payout rule. */
export const deleteRule = (id: number) =>
  api(`/api/admin/payout-rules/${id}`, { method: "DELETE" });

/** An offer's live caps. */
export const fetchCaps = (offerId: number) =>
  api<CapJson[]>(`/api/admin/caps?offerId=${offerId}`);
/** Adds a cap (it supersedes the live one of the same scope). */
export const addCap = (cap: Record<string, unknown>) =>
  api<CapJson>("/api/admin/caps", json("POST", cap));
/** Removes a live cap. */
export const removeCap = (id: number) =>
  api(`/api/admin/caps/${id}`, { method: "DELETE" });

/** The affiliate groups, highest rank first. */
export const fetchGroups = () => api<GroupJson[]>("/api/admin/groups");
/** Adds a group. */
export const createGroup = (form: GroupForm) =>
  api<GroupJson>("/api/admin/groups", json("POST", form));
/** Edits a group. */
export const updateGroup = (id: number, form: GroupForm) =>
  api<GroupJson>(`/api/admin/groups/${id}`, json("PATCH", form));
/** Deletes a group (members move to the default group). */
export const deleteGroup = (id: number) =>
  api(`/api/admin/groups/${id}`, { method: "DELETE" });

/** Puts an affiliate in a group and sets the pin. */
export const placeAffiliate = (
  userId: number,
  body: { groupId?: number | null; pinned?: boolean },
) => api<PlacementJson>(`/api/admin/users/${userId}`, json("PATCH", body));
/** What an affiliate earns on every offer now, and why. */
export const fetchAffiliatePayouts = (userId: number) =>
  api<AffiliatePayoutsAllJson>(`/api/admin/users/${userId}/offers/payouts`);

/** A payout for an admin table: "12 %" or "Rs 150.00". */
export function payoutLabel(p: PayoutJson | null): string {
  if (p === null) return "—";
  return p.type === "percent" ? `${p.value} %` : formatDollars(p.value);
}

/** An affiliate's own payout on a goal in words: "Earn 12 % of each sale", "Rs 150.00 per lead". */
export function earnText(goal: MyGoalJson): string {
  const name = goal.name.toLowerCase();
  if (goal.payout === null) return t("off.earn.none", { goal: name });
  return goal.payout.type === "percent"
    ? t("off.earn.percent", { percent: goal.payout.value, goal: name })
    : t("off.earn.flat", {
      amount: formatDollars(goal.payout.value),
      goal: name,
    });
}

/** What a cap leaves in words: "3 left today", "Rs 4,000.00 left this month". */
export function capLeftText(cap: CapLeftJson): string {
  const left = cap.unit === "payout"
    ? formatDollars(cap.left)
    : String(cap.left);
  return t(cap.period === "day" ? "off.cap.day" : "off.cap.month", { left });
}
