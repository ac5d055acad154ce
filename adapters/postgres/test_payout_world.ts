/** A payout world for use-case tests on a test database: people, a product, a fixed clock and a recording notifier. */
import type { Sql } from "postgres";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import type { Payout } from "../../domain/payouts/payout.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { createPostgresPayoutRepository } from "./payout_repository.ts";
import { payoutUnitOfWork } from "../services.ts";
import { auditRows, ledgerRows } from "./test_fixtures.ts";

/** Builds the world; user 1 (affiliate) and 2 (another affiliate), admin 9, product 1 "Course". */
export async function createPayoutTestWorld(
  sql: Sql,
  start = new Date("2026-01-15T07:00:00Z"),
) {
  // Fixed ids, so tests can name people and products the way the use cases see them.
  await sql`
    INSERT INTO users (id, name, email, password_hash, role) OVERRIDING SYSTEM VALUE
    VALUES (1, 'Ali Khan', 'ali@example.test', 'x', 'user'),
           (2, 'Sara', 'sara@example.test', 'x', 'user'),
           (9, 'Admin', 'admin@example.test', 'x', 'admin')`;
  await sql`
    INSERT INTO products (id, title, description, commission_bp) OVERRIDING SYSTEM VALUE
    VALUES (1, 'Course', 'A course', 5000)`;
  const clock = createFixedClock(start);
  const ledger = createPostgresLedgerRepository(sql);
  const payouts = createPostgresPayoutRepository(sql);
  const notices: { kind: "paid" | "rejected" | "failed"; payout: Payout }[] =
    [];
  const notifier = {
    payoutPaid: (payout: Payout) => {
      notices.push({ kind: "paid", payout });
      return Promise.resolve();
    },
    payoutRejected: (payout: Payout) => {
      notices.push({ kind: "rejected", payout });
      return Promise.resolve();
    },
    payoutFailed: (payout: Payout) => {
      notices.push({ kind: "failed", payout });
      return Promise.resolve();
    },
  };
  let nextSource = 1;
  return {
    clock,
    ledger,
    payouts,
    notices,
    notifier,
    uow: payoutUnitOfWork(sql),
    /** Credits an earning of `minor` to a user, payable from `availableOn` (default: today). */
    earn: (userId: number, minor: number, availableOn?: string) =>
      ledger.append({
        userId,
        productId: 1,
        kind: "earning",
        amount: money(minor),
        availableOn: availableOn ?? karachiDate(clock.now()),
        sourceType: "sale",
        sourceId: nextSource++,
      }),
    /** Every ledger row, oldest first, read from the database. */
    ledgerEntries: () => ledgerRows(sql),
    /** Every audit row, oldest first, read from the database. */
    auditEntries: () => auditRows(sql),
  };
}
