import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { payoutUnitOfWork } from "../services.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { formatMoney, money } from "../../domain/shared/money.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";
import type { LedgerEntryInput } from "../../domain/ledger/ledger_repository.ts";
import { summarizeLedger } from "../../domain/ledger/summarize_ledger.ts";
import { requestPayout } from "../../domain/payouts/request_payout.ts";
import { payPayout } from "../../domain/payouts/pay_payout.ts";
import { rejectPayout } from "../../domain/payouts/reject_payout.ts";

/** A small seeded generator, so a failure can be replayed from the seed printed in the assertion. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

forEachDatabase(
  "postgres ledger: the balance equals the sum of the ledger over random histories",
  async (_t, { sql }) => {
    const [user] =
      await sql`INSERT INTO users (name, email, password_hash) VALUES ('R', 'r@p.test', 'x') RETURNING id`;
    const [admin] =
      await sql`INSERT INTO users (name, email, password_hash, role) VALUES ('A', 'a@p.test', 'x', 'admin') RETURNING id`;
    const [product] =
      await sql`INSERT INTO products (title, description, commission_bp) VALUES ('P', 'd', 5000) RETURNING id`;
    const clock = createFixedClock(new Date("2026-03-01T06:00:00Z"));
    const notifier = {
      payoutPaid: () => Promise.resolve(),
      payoutRejected: () => Promise.resolve(),
      payoutFailed: () => Promise.resolve(),
    };
    const deps = { uow: payoutUnitOfWork(sql), clock, notifier };
    const ledger = createPostgresLedgerRepository(sql);
    const seed = 20260301;
    const rand = seeded(seed);
    const earnings: {
      id: number;
      amount: number;
      availableOn: string;
      reversed: boolean;
    }[] = [];
    const pending: number[] = [];
    // An independent model: what we expect to be payable, from the operations alone.
    let modelHeld = 0;

    for (let step = 0; step < 120; step++) {
      const today = karachiDate(clock.now());
      const op = rand(6);
      if (op === 0) {
        const amount = 100 + rand(5_000);
        const availableOn = addDays(today, [0, 0, 3, 30][rand(4)]);
        const id = earnings.length + 1;
        earnings.push({ id, amount, availableOn, reversed: false });
        await ledger.append({
          userId: user.id,
          productId: product.id,
          kind: "earning",
          amount: money(amount),
          availableOn,
          sourceType: "sale",
          sourceId: id,
        });
      } else if (op === 1 && earnings.some((e) => !e.reversed)) {
        const open = earnings.filter((e) => !e.reversed);
        const e = open[rand(open.length)];
        e.reversed = true;
        await ledger.append({
          userId: user.id,
          productId: product.id,
          kind: "earning_reversal",
          amount: money(-e.amount),
          availableOn: e.availableOn,
          sourceType: "sale",
          sourceId: e.id,
        });
      } else if (op === 2) {
        const amount = 100 + rand(4_000);
        const before = await ledger.availableBalance(user.id, today);
        const result = await requestPayout(deps, {
          userId: user.id,
          idempotencyKey: null,
          body: {
            amount: formatMoney(money(amount)),
            productId: product.id,
            method: "sadapay",
            accountName: "R",
            accountNumber: "03211234567",
          },
        });
        assert.equal(result.ok, amount <= before, `seed ${seed} step ${step}`);
        if (result.ok) {
          pending.push(result.value.payout.id);
          modelHeld += amount;
        }
      } else if ((op === 3 || op === 4) && pending.length) {
        const id = pending.splice(rand(pending.length), 1)[0];
        const [p] =
          await sql`SELECT amount_minor FROM payouts WHERE id = ${id}`;
        if (op === 3) {
          const result = await payPayout(deps, {
            adminId: admin.id,
            payoutId: id,
            transactionId: `T${step}`,
          });
          if (!result.ok) {
            assert.equal(
              result.error.code,
              "PAYOUT_NOT_COVERED",
              `seed ${seed} step ${step}`,
            );
            pending.push(id);
          } else modelHeld -= p.amount_minor;
        } else {
          assert.ok(
            (await rejectPayout(deps, {
              adminId: admin.id,
              payoutId: id,
              rejectionReason: null,
            })).ok,
          );
          modelHeld -= p.amount_minor;
        }
      } else {
        clock.advance(86_400_000 * (1 + rand(5)));
      }

      const now = karachiDate(clock.now());
      const rows = await sql`
      SELECT user_id, product_id, kind, amount_minor, available_on::text AS available_on, source_type, source_id
      FROM ledger_entries WHERE user_id = ${user.id}`;
      const entries: LedgerEntryInput[] = rows.map((r) => ({
        userId: r.user_id,
        productId: r.product_id,
        kind: r.kind,
        amount: money(r.amount_minor),
        availableOn: r.available_on,
        sourceType: r.source_type,
        sourceId: r.source_id,
      }));
      const summary = await ledger.balanceSummary(user.id, now);
      assert.deepEqual(
        summary,
        summarizeLedger(entries, now),
        `seed ${seed} step ${step}`,
      );
      const [sums] = await sql`
      SELECT COALESCE(SUM(amount_minor) FILTER (WHERE available_on <= ${now}::date), 0)::bigint AS available,
             COALESCE(-SUM(amount_minor) FILTER (WHERE kind = 'payout_paid'), 0)::bigint AS paid FROM ledger_entries`;
      assert.equal(
        summary.available,
        sums.available,
        `seed ${seed} step ${step}`,
      );
      assert.equal(summary.totalPaid, sums.paid, `seed ${seed} step ${step}`);
      assert.equal(summary.reserved, modelHeld, `seed ${seed} step ${step}`);
      const [held] =
        await sql`SELECT COALESCE(SUM(amount_minor), 0)::bigint AS n FROM payouts WHERE status = 'pending'`;
      assert.equal(held.n, modelHeld, `seed ${seed} step ${step}`);
    }
  },
);
