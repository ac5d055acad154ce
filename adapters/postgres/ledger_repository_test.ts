import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { summarizeLedger } from "../../domain/ledger/summarize_ledger.ts";
import type { LedgerEntryInput } from "../../domain/ledger/ledger_repository.ts";

forEachDatabase(
  "postgres ledger: append is idempotent per cause and balances are sums",
  async (t, { sql }) => {
    const [user] = await sql`
    INSERT INTO users (name, email, password_hash) VALUES ('Ali', 'ali@ledger.test', 'x') RETURNING id`;
    const [other] = await sql`
    INSERT INTO users (name, email, password_hash) VALUES ('Sara', 'sara@ledger.test', 'x') RETURNING id`;
    const ledger = createPostgresLedgerRepository(sql);
    const userId = user.id as number;
    const rows: LedgerEntryInput[] = [
      {
        userId,
        productId: null,
        kind: "earning",
        amount: money(10_000),
        availableOn: "2026-01-01",
        sourceType: "sale",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "earning",
        amount: money(5_000),
        availableOn: "2026-02-15",
        sourceType: "sale",
        sourceId: 2,
      },
      {
        userId,
        productId: null,
        kind: "earning",
        amount: money(2_500),
        availableOn: "2026-02-20",
        sourceType: "manual_stat",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "earning_reversal",
        amount: money(-2_500),
        availableOn: "2026-02-20",
        sourceType: "manual_stat",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "earning",
        amount: money(700),
        availableOn: "2026-02-25",
        sourceType: "sale",
        sourceId: 3,
      },
      {
        userId,
        productId: null,
        kind: "payout_reserved",
        amount: money(-3_000),
        availableOn: "2026-01-10",
        sourceType: "payout",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "payout_released",
        amount: money(3_000),
        availableOn: "2026-01-11",
        sourceType: "payout",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "payout_paid",
        amount: money(-3_000),
        availableOn: "2026-01-11",
        sourceType: "payout",
        sourceId: 1,
      },
      {
        userId,
        productId: null,
        kind: "payout_reserved",
        amount: money(-1_000),
        availableOn: "2026-01-12",
        sourceType: "payout",
        sourceId: 2,
      },
    ];

    await t.step(
      "append returns true once, false on the same cause and kind",
      async () => {
        for (const row of rows) assert.equal(await ledger.append(row), true);
        assert.equal(
          await ledger.append({ ...rows[0], amount: money(99_999) }),
          false,
        );
        assert.equal(
          await ledger.append({ ...rows[0], userId: other.id as number }),
          false,
        );
        const [count] =
          await sql`SELECT count(*)::int AS n FROM ledger_entries`;
        assert.equal(count.n, rows.length);
      },
    );

    await t.step(
      "balance summary agrees with the ledger semantics",
      async () => {
        const summary = await ledger.balanceSummary(userId, "2026-02-01");
        assert.deepEqual(summary, summarizeLedger(rows, "2026-02-01"));
        assert.equal(summary.available, 10_000 - 3_000 - 1_000);
        assert.deepEqual(summary.pending, [
          { availableOn: "2026-02-15", amount: 5_000 },
          { availableOn: "2026-02-25", amount: 700 },
        ]);
        assert.equal(summary.pendingTotal, 5_700);
        assert.equal(summary.totalPaid, 3_000);
        assert.equal(summary.reserved, 1_000);
        assert.equal(
          await ledger.availableBalance(userId, "2026-02-01"),
          6_000,
        );
        assert.equal(
          await ledger.availableBalance(userId, "2026-02-15"),
          11_000,
        );
      },
    );

    await t.step("a user without rows has zero everywhere", async () => {
      assert.deepEqual(
        await ledger.balanceSummary(other.id as number, "2026-02-01"),
        {
          available: 0,
          pending: [],
          pendingTotal: 0,
          pendingApproval: 0,
          totalPaid: 0,
          reserved: 0,
        },
      );
    });

    await t.step("rows are never updated", async () => {
      await assert.rejects(
        () => sql`UPDATE ledger_entries SET amount_minor = 1`,
        /append-only/,
      );
    });

    await t.step(
      "append refuses a repeated cause and sums per user (held rows are pending)",
      async () => {
        const [a] = await sql`
          INSERT INTO users (name, email, password_hash) VALUES ('A', 'a@ledger.test', 'x') RETURNING id`;
        const [b] = await sql`
          INSERT INTO users (name, email, password_hash) VALUES ('B', 'b@ledger.test', 'x') RETURNING id`;
        const base = {
          productId: null,
          availableOn: "2026-01-01",
          sourceType: "manual_stat" as const,
        };
        const earn = (userId: number, minor: number, sourceId: number) => ({
          ...base,
          userId,
          kind: "earning" as const,
          amount: money(minor),
          sourceId,
        });
        assert.equal(await ledger.append(earn(a.id, 500, 101)), true);
        assert.equal(await ledger.append(earn(a.id, 500, 101)), false);
        assert.equal(await ledger.append(earn(b.id, 900, 102)), true);
        assert.equal(
          await ledger.append({
            ...earn(a.id, 300, 103),
            availableOn: "2026-03-01",
          }),
          true,
        );
        assert.equal(await ledger.availableBalance(a.id, "2026-02-01"), 500);
        assert.equal(await ledger.availableBalance(b.id, "2026-02-01"), 900);
        const summary = await ledger.balanceSummary(a.id, "2026-02-01");
        assert.deepEqual(summary.pending, [{
          availableOn: "2026-03-01",
          amount: 300,
        }]);
        const [{ n }] = await sql`
          SELECT count(*)::int AS n FROM ledger_entries WHERE user_id IN (${a.id}, ${b.id})`;
        assert.equal(n, 3);
      },
    );
  },
);
