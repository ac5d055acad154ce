/** createBatches: an admin puts pending payouts into batches, one per rail; the payouts become processing. */
import { err, ok, type Result } from "../shared/result.ts";
import { type Money, money } from "../shared/money.ts";
import { formatCurrency } from "../shared/currency.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import { PAYOUT_METHODS, payoutMethodLabel } from "../payouts/payout.ts";
import { BATCH_MESSAGES, MAX_BATCH_PAYOUTS, type Rail } from "./batch.ts";
import type { BatchRepos } from "./batch_repos.ts";
import { batchAccountProblem } from "./batch_accounts.ts";
import {
  heldBatchMessage,
  type HeldPayout,
  heldPayouts,
  holdsOf,
} from "../payouts/payout_hold.ts";

/** A batch just made. */
export interface CreatedBatch {
  id: number;
  rail: Rail;
  reference: string;
  count: number;
  total: Money;
}

/** Why no batch was made; nothing changed. */
export interface CreateBatchesError {
  code:
    | "VALIDATION_ERROR"
    | "NOT_FOUND"
    | "PAYOUT_NOT_PENDING"
    | "PAYOUT_HELD"
    | "BATCH_ACCOUNT_INVALID";
  message: string;
  payoutIds?: number[];
  /** PAYOUT_HELD: each held payout with why (blocked, or the open flag that holds it). */
  held?: HeldPayout[];
}

/** What createBatches needs. */
export interface CreateBatchesDeps {
  uow: UnitOfWork<BatchRepos>;
  clock: Clock;
}

/** Reads the ids as sent: a non-empty list of positive whole numbers (duplicates count once). */
export function parsePayoutIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (value.length > MAX_BATCH_PAYOUTS) return null;
  const ids = new Set<number>();
  for (const raw of value) {
    const id = typeof raw === "number" || typeof raw === "string"
      ? parseWholeNumber(raw)
      : null;
    if (id === null || id <= 0) return null;
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Locks the payouts (id order), checks each is pending, not held (a blocked affiliate, or an open risk flag that
 * holds: the file goes to the bank outside Kamai, so a hold must stop it here) and has an account its rail's file
 * can carry, then makes one
 * batch per rail in one transaction, audited per batch. All or nothing: a payout another admin just decided or
 * batched refuses the whole call, so a payout is never in two batches nor both batched and decided.
 */
export async function createBatches(
  deps: CreateBatchesDeps,
  input: { adminId: number; payoutIds: unknown },
): Promise<Result<CreatedBatch[], CreateBatchesError>> {
  const ids = parsePayoutIds(input.payoutIds);
  if (!ids) {
    return err({ code: "VALIDATION_ERROR", message: BATCH_MESSAGES.payoutIds });
  }
  const now = deps.clock.now();
  return await deps.uow.run(
    async (
      { batches, audit, settings, risk },
    ): Promise<Result<CreatedBatch[], CreateBatchesError>> => {
      const payouts = await batches.lockPayouts(ids);
      const found = new Set(payouts.map((p) => p.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        return err({
          code: "NOT_FOUND",
          message: `No payout with id ${missing.slice(0, 10).join(", ")}.`,
          payoutIds: missing,
        });
      }
      const taken = payouts.filter((p) => p.status !== "pending");
      if (taken.length) {
        const first = taken[0];
        return err({
          code: "PAYOUT_NOT_PENDING",
          message: first.status === "processing"
            ? `Payout #${first.id} is already in a batch.`
            : `Payout #${first.id} has already been ${first.status}.`,
          payoutIds: taken.map((p) => p.id),
        });
      }
      const held = heldPayouts(payouts, await holdsOf(risk, payouts));
      if (held.length) {
        return err({
          code: "PAYOUT_HELD",
          message: heldBatchMessage(held),
          payoutIds: held.map((h) => h.payoutId),
          held,
        });
      }
      const bad = payouts.map((p) => [p.id, batchAccountProblem(p)] as const)
        .filter(([, problem]) => problem !== null);
      if (bad.length) {
        return err({
          code: "BATCH_ACCOUNT_INVALID",
          message: bad[0][1]!,
          payoutIds: bad.map(([id]) => id),
        });
      }
      const { currency } = await settings.get();
      const made: CreatedBatch[] = [];
      for (const rail of PAYOUT_METHODS) {
        const members = payouts.filter((p) => p.method === rail);
        if (!members.length) continue;
        const total = money(members.reduce((sum, p) => sum + p.amount, 0));
        const { id, reference } = await batches.create({
          rail,
          payoutIds: members.map((p) => p.id),
          total,
          createdBy: input.adminId,
          createdAt: now,
        });
        await audit.append({
          adminId: input.adminId,
          action: "Create Payout Batch",
          details: `Batch ${reference} (${
            payoutMethodLabel(rail)
          }): ${members.length} payouts, ${formatCurrency(total, currency)}`,
        });
        made.push({ id, rail, reference, count: members.length, total });
      }
      return ok(made);
    },
  );
}
