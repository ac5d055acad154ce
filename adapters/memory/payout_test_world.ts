/** A complete in-memory payouts world (users, products, ledger, audit, notifier, clock) for use-case tests. */
import { createFixedClock } from "../../domain/shared/clock.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import type { Payout } from "../../domain/payouts/payout.ts";
import type { PayoutRepos } from "../../domain/payouts/payout_repos.ts";
import { createInMemoryLedgerRepository } from "./ledger_repository.ts";
import { createInMemoryPayoutRepository } from "./payout_repository.ts";
import { createInMemoryAuditRepository } from "./audit_repository.ts";
import { createInMemoryUnitOfWork } from "./unit_of_work.ts";

/** Builds the world; user 1 (affiliate) and 2 (another affiliate), admin 9, product 1 "Course". */
export function createPayoutTestWorld(
  start = new Date("2026-01-15T07:00:00Z"),
) {
  const clock = createFixedClock(start);
  const users = new Map([
    [1, { name: "Ali Khan", email: "ali@example.test" }],
    [2, { name: "Sara", email: "sara@example.test" }],
    [9, { name: "Admin", email: "admin@example.test" }],
  ]);
  const products = new Map([[1, { title: "Course" }]]);
  const ledger = createInMemoryLedgerRepository();
  const payouts = createInMemoryPayoutRepository({ users, products });
  const audit = createInMemoryAuditRepository(() => clock.now());
  const repos: PayoutRepos = {
    payouts,
    products: { exists: (id) => Promise.resolve(products.has(id)) },
    ledger,
    audit,
  };
  const notices: { kind: "paid" | "rejected"; payout: Payout }[] = [];
  const notifier = {
    payoutPaid: (payout: Payout) => {
      notices.push({ kind: "paid", payout });
      return Promise.resolve();
    },
    payoutRejected: (payout: Payout) => {
      notices.push({ kind: "rejected", payout });
      return Promise.resolve();
    },
  };
  let nextSource = 1;
  return {
    clock,
    ledger,
    payouts,
    audit,
    notices,
    notifier,
    uow: createInMemoryUnitOfWork(repos),
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
  };
}
