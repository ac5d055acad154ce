/** The report CSV's CurrentBalance: the balance now, with the spec's fallbacks (docs/product.md §8). */
import type { FiguresJson } from "@wire/common.ts";
import type { BalanceJson, PayoutJson } from "@wire/payouts.ts";
import { api } from "@/lib/api.ts";

/** The current balance: the payouts balance, else earnings minus paid payouts, else 0 (docs/product.md §8). */
export async function currentBalance(): Promise<number> {
  try {
    return (await api<BalanceJson>("/api/payouts/balance")).balance;
  } catch {
    try {
      const [stats, payouts] = await Promise.all([
        api<FiguresJson>("/api/stats"),
        api<PayoutJson[]>("/api/payouts"),
      ]);
      const paid = payouts.filter((p) => p.status === "paid").reduce(
        (s, p) => s + p.amount,
        0,
      );
      return Math.round((stats.earnings - paid) * 100) / 100;
    } catch {
      return 0;
    }
  }
}
