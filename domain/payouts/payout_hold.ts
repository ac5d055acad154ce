/** Payout holds: a blocked affiliate's payouts, and those of an affiliate an open risk flag holds, are neither paid
 * nor batched until the block or the flag is lifted (docs/payout-operations.md, docs/risk.md). */
import {
  holdsPayouts,
  type RiskFlag,
  type RiskKind,
  type RiskSettings,
} from "../risk/risk_flag.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { Payout, PayoutHold } from "./payout.ts";

/** A held payout as a refusal names it. */
export interface HeldPayout {
  payoutId: number;
  userId: number;
  reason: PayoutHold["reason"];
  flagId?: number;
  flagKind?: RiskKind;
}

/** The reads a hold needs: the open flags of the payees and whether a medium flag holds too. */
export type HoldLookup = Pick<RiskRepository, "openFlagsOfUsers" | "settings">;

/**
 * The hold on one payee now, or null: a block first (it stops everything), else the first open flag that holds in
 * `flags` (ordered most severe, then newest first, as openFlagsOfUsers answers them).
 */
export function payeeHold(
  blocked: boolean,
  flags: readonly RiskFlag[],
  settings: Pick<RiskSettings, "anyFlagHolds">,
): PayoutHold | null {
  if (blocked) return { reason: "blocked" };
  const flag = flags.find((f) => holdsPayouts(f, settings));
  return flag
    ? { reason: "risk_flag", flagId: flag.id, flagKind: flag.kind }
    : null;
}

/** Whether a payout can still be paid, so a hold matters: pending, or processing in a batch. */
function undecided(p: Pick<Payout, "status">): boolean {
  return p.status === "pending" || p.status === "processing";
}

/** The holds of the undecided payouts among `payouts`, by payout id, read in one query for all their payees. */
export async function holdsOf(
  risk: HoldLookup,
  payouts: readonly Payout[],
): Promise<Map<number, PayoutHold>> {
  const open = payouts.filter(undecided);
  const holds = new Map<number, PayoutHold>();
  if (open.length === 0) return holds;
  const users = [...new Set(open.map((p) => p.userId))];
  const [flags, settings] = await Promise.all([
    risk.openFlagsOfUsers(users),
    risk.settings(),
  ]);
  const byUser = new Map<number, RiskFlag[]>();
  for (const f of flags) {
    byUser.set(f.userId, [...byUser.get(f.userId) ?? [], f]);
  }
  for (const p of open) {
    const hold = payeeHold(
      p.payeeBlocked === true,
      byUser.get(p.userId) ?? [],
      settings,
    );
    if (hold) holds.set(p.id, hold);
  }
  return holds;
}

/** The payouts with their hold set (null when free; decided payouts always null), for the admin's lists. */
export async function withHolds(
  risk: HoldLookup,
  payouts: Payout[],
): Promise<Payout[]> {
  const holds = await holdsOf(risk, payouts);
  return payouts.map((p) => ({ ...p, hold: holds.get(p.id) ?? null }));
}

/** The held payouts among `payouts` as a refusal names them, in payout id order. */
export function heldPayouts(
  payouts: readonly Payout[],
  holds: ReadonlyMap<number, PayoutHold>,
): HeldPayout[] {
  return payouts.filter((p) => holds.has(p.id))
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const hold = holds.get(p.id)!;
      return hold.reason === "blocked"
        ? { payoutId: p.id, userId: p.userId, reason: "blocked" }
        : {
          payoutId: p.id,
          userId: p.userId,
          reason: "risk_flag",
          flagId: hold.flagId,
          flagKind: hold.flagKind,
        };
    });
}

/** The messages of holds (the web has their Urdu). */
export const HOLD_MESSAGES = {
  blocked:
    "This payout's affiliate is blocked. Unblock them or reject the payout.",
} as const;

/**
 * "Held payouts cannot be put in a batch: #12 (blocked), #15 (risk flag #7). Remove them from the selection, or
 * lift the hold first." Names at most 20 payouts, then how many more.
 */
export function heldBatchMessage(held: readonly HeldPayout[]): string {
  const named = held.slice(0, 20).map((h) =>
    h.reason === "blocked"
      ? `#${h.payoutId} (blocked)`
      : `#${h.payoutId} (risk flag #${h.flagId})`
  );
  const more = held.length > 20 ? ` and ${held.length - 20} more` : "";
  return `Held payouts cannot be put in a batch: ${
    named.join(", ")
  }${more}. Remove them from the selection, or lift the hold first.`;
}
