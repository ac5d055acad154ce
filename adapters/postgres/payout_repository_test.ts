import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresPayoutRepository } from "./payout_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { payoutUnitOfWork } from "../services.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { money } from "../../domain/shared/money.ts";
import type { Payout } from "../../domain/payouts/payout.ts";
import { requestPayout } from "../../domain/payouts/request_payout.ts";
import { payPayout } from "../../domain/payouts/pay_payout.ts";
import { rejectPayout } from "../../domain/payouts/reject_payout.ts";

const wallet = {
  method: "jazzcash",
  accountName: "Ali Khan",
  accountNumber: "03001234567",
};

async function setUp(sql: Sql) {
  const [user] =
    await sql`INSERT INTO users (name, email, password_hash) VALUES ('Ali Khan', 'ali@p.test', 'x') RETURNING id`;
  const [admin] = await sql`
    INSERT INTO users (name, email, password_hash, role) VALUES ('Admin', 'admin@p.test', 'x', 'admin') RETURNING id`;
  const [product] = await sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
  const clock = createFixedClock(new Date("2026-01-15T07:00:00Z"));
  const notices: string[] = [];
  const notifier = {
    payoutPaid: (p: Payout) =>
      Promise.resolve(void notices.push(`paid ${p.id}`)),
    payoutRejected: (p: Payout) =>
      Promise.resolve(void notices.push(`rejected ${p.id}`)),
    payoutFailed: (p: Payout) =>
      Promise.resolve(void notices.push(`failed ${p.id}`)),
  };
  const ledger = createPostgresLedgerRepository(sql);
  let source = 1;
  const earn = (minor: number, availableOn = "2026-01-15") =>
    ledger.append({
      userId: user.id,
      productId: product.id,
      kind: "earning",
      amount: money(minor),
      availableOn,
      sourceType: "sale",
      sourceId: source++,
    });
  return {
    userId: user.id as number,
    adminId: admin.id as number,
    productId: product.id as number,
    deps: { uow: payoutUnitOfWork(sql), clock, notifier },
    ledger,
    notices,
    earn,
  };
}

forEachDatabase(
  "postgres payouts: request, pay, reject, invoice and audit",
  async (t, { sql }) => {
    const w = await setUp(sql);
    await w.earn(10_000);
    const repo = createPostgresPayoutRepository(sql);

    await t.step(
      "a request is stored with names and reserves its amount",
      async () => {
        const result = await requestPayout(w.deps, {
          userId: w.userId,
          idempotencyKey: null,
          body: { ...wallet, amount: 30, productId: w.productId },
        });
        assert.ok(result.ok);
        const payout = result.value.payout;
        assert.equal(payout.userName, "Ali Khan");
        assert.equal(payout.productTitle, "Course");
        assert.equal(payout.amount, 3_000);
        assert.equal(payout.status, "pending");
        assert.equal(
          await w.ledger.availableBalance(w.userId, "2026-01-15"),
          7_000,
        );
        assert.deepEqual((await repo.listForUser(w.userId)).map((p) => p.id), [
          payout.id,
        ]);
      },
    );

    await t.step(
      "paying writes release + paid, stores an invoice and audits in one transaction",
      async () => {
        const [pending] = await repo.list("pending");
        const paid = await payPayout(w.deps, {
          adminId: w.adminId,
          payoutId: pending.id,
          transactionId: "TX-1",
        });
        assert.ok(paid.ok);
        const stored = await repo.findById(pending.id);
        assert.equal(stored?.status, "paid");
        assert.equal(stored?.transactionId, "TX-1");
        assert.equal(stored?.hasInvoice, true);
        const invoice = await repo.findInvoice(pending.id);
        assert.match(invoice?.html ?? "", /TX-1/);
        const audit = await sql`SELECT admin_id, action FROM audit_logs`;
        assert.deepEqual(audit.map((a) => [a.admin_id, a.action]), [[
          w.adminId,
          "Payout Paid",
        ]]);
        const summary = await w.ledger.balanceSummary(w.userId, "2026-01-15");
        assert.equal(summary.available, 7_000);
        assert.equal(summary.totalPaid, 3_000);
        assert.equal(summary.reserved, 0);
        assert.deepEqual(w.notices, [`paid ${pending.id}`]);
      },
    );

    await t.step(
      "a decided payout can never change again, even by direct SQL",
      async () => {
        const [paid] = await repo.list("paid");
        const again = await payPayout(w.deps, {
          adminId: w.adminId,
          payoutId: paid.id,
          transactionId: "TX-2",
        });
        assert.equal(!again.ok && again.error.code, "PAYOUT_ALREADY_DECIDED");
        await assert.rejects(
          () =>
            sql`UPDATE payouts SET status = 'rejected' WHERE id = ${paid.id}`,
          /already paid/,
        );
        await assert.rejects(
          () => sql`DELETE FROM payouts WHERE id = ${paid.id}`,
          /append-only/,
        );
      },
    );

    await t.step("rejecting releases the reservation", async () => {
      const made = await requestPayout(w.deps, {
        userId: w.userId,
        idempotencyKey: null,
        body: { ...wallet, amount: 70, productId: w.productId },
      });
      assert.ok(made.ok);
      assert.equal(await w.ledger.availableBalance(w.userId, "2026-01-15"), 0);
      const rejected = await rejectPayout(w.deps, {
        adminId: w.adminId,
        payoutId: made.value.payout.id,
        rejectionReason: "Wrong name",
      });
      assert.ok(rejected.ok);
      assert.equal(
        await w.ledger.availableBalance(w.userId, "2026-01-15"),
        7_000,
      );
      const stored = await repo.findById(made.value.payout.id);
      assert.equal(stored?.rejectionReason, "Wrong name");
      assert.deepEqual((await repo.list("rejected")).map((p) => p.id), [
        made.value.payout.id,
      ]);
      assert.equal((await repo.list(null)).length, 2);
    });

    await t.step(
      "the database itself refuses a reservation the balance does not cover",
      async () => {
        await assert.rejects(
          () =>
            sql`INSERT INTO ledger_entries (user_id, kind, amount_minor, available_on, source_type, source_id)
            VALUES (${w.userId}, 'payout_reserved', -7001, '2026-01-15', 'payout', 999)`,
          /insufficient balance/,
        );
      },
    );
  },
);

forEachDatabase(
  "postgres payouts: 50 concurrent requests never spend more than the balance",
  async (_t, { sql }) => {
    const w = await setUp(sql);
    await w.earn(10_000); // $100, each request asks $7: at most 14 can win.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        requestPayout(w.deps, {
          userId: w.userId,
          idempotencyKey: null,
          body: { ...wallet, amount: 7, productId: w.productId },
        })),
    );
    const accepted = results.filter((r) => r.ok).length;
    assert.equal(accepted, 14);
    for (const r of results) {
      if (!r.ok) {
        assert.equal(r.error.message, "Insufficient balance. Available: 2.00");
      }
    }
    const [row] =
      await sql`SELECT count(*)::int AS n, COALESCE(SUM(amount_minor), 0)::bigint AS total FROM payouts`;
    assert.equal(row.n, 14);
    assert.ok(row.total <= 10_000);
    assert.equal(await w.ledger.availableBalance(w.userId, "2026-01-15"), 200);
  },
);

forEachDatabase(
  "postgres payouts: concurrent retries with one Idempotency-Key make one payout",
  async (_t, { sql }) => {
    const w = await setUp(sql);
    await w.earn(10_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestPayout(w.deps, {
          userId: w.userId,
          idempotencyKey: "retry-1",
          body: { ...wallet, amount: 5, productId: w.productId },
        })),
    );
    const ids = new Set(results.map((r) => r.ok ? r.value.payout.id : -1));
    assert.equal(ids.size, 1);
    assert.ok(!ids.has(-1));
    assert.equal(results.filter((r) => r.ok && !r.value.replayed).length, 1);
    const [row] = await sql`SELECT count(*)::int AS n FROM payouts`;
    assert.equal(row.n, 1);
  },
);
