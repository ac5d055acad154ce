/** Payout types and calls of the payout screens (docs/product.md §3 and §7). */
import { api } from "./api.ts";
import { currentLanguage } from "@/i18n/i18n.ts";
import {
  PAYOUT_METHOD_TABLE,
  payoutMethodKind,
  payoutMethodLabel,
} from "@domain/payouts/payout_methods.ts";
import type { FiguresJson } from "@wire/common.ts";
import type { BalanceJson, PayoutJson } from "@wire/payouts.ts";

/** Payout method values on the wire. */
export type PayoutMethod = PayoutJson["method"];

/** Methods in the order the form offers them (the domain's method table); JazzCash is the default. */
export const PAYOUT_METHODS: { value: PayoutMethod; label: string }[] =
  PAYOUT_METHOD_TABLE.map((m) => ({ value: m.id, label: m.label.en }));

/** The kind of rail of a method (wallet, bank or other): it picks the form's account fields. */
export { payoutMethodKind };

/** A payout as GET /api/payouts and /api/payouts/admin return it. */
export type Payout = PayoutJson;

/** GET /api/payouts/balance. */
export type Balance = BalanceJson;

/** The label of a method value; unknown values (e.g. "binance" from old data) are shown capitalised. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return "-";
  const known = PAYOUT_METHODS.find((m) => m.value === method.toLowerCase());
  return known
    ? payoutMethodLabel(known.value, currentLanguage())
    : method.charAt(0).toUpperCase() + method.slice(1);
}

/** The account a payout goes to, in one line: name, bank or label, number. */
export function accountSummary(p: Payout): string {
  const parts = [p.accountName, p.bankName ?? p.accountLabel, p.accountNumber]
    .filter((x) => x);
  return parts.length ? parts.join(" · ") : "-";
}

/** The signed-in user's payouts, newest first. */
export function fetchMyPayouts(): Promise<Payout[]> {
  return api<Payout[]>("/api/payouts");
}

/**
 * The signed-in user's balance. docs/product.md §8: when the balance call fails, fall back to earnings minus paid
 * payouts, then to 0.
 */
export async function fetchBalance(payouts: Payout[] | null): Promise<Balance> {
  try {
    return await api<Balance>("/api/payouts/balance");
  } catch {
    try {
      const stats = await api<FiguresJson>("/api/stats");
      const paid = (payouts ?? []).filter((p) => p.status === "paid").reduce(
        (s, p) => s + Number(p.amount),
        0,
      );
      const fallback = Math.max(0, Number(stats?.earnings ?? 0) - paid);
      return {
        balance: Math.round(fallback * 100) / 100,
        pending: [],
        pendingTotal: 0,
        totalPaid: paid,
        reserved: 0,
      };
    } catch {
      return {
        balance: 0,
        pending: [],
        pendingTotal: 0,
        totalPaid: 0,
        reserved: 0,
      };
    }
  }
}

/** Every payout for the admin desk, optionally of one status. */
export function fetchAdminPayouts(
  status: "pending" | "processing" | "paid" | "rejected" | "failed" | "all",
): Promise<Payout[]> {
  return api<Payout[]>(
    status === "all"
      ? "/api/payouts/admin"
      : `/api/payouts/admin?status=${status}`,
  );
}
