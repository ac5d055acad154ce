import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { createPayoutTestWorld } from "../../adapters/postgres/test_payout_world.ts";
import { databaseSuite } from "../../adapters/postgres/test_databases.ts";
import type { Payout } from "./payout.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import { requestPayout } from "./request_payout.ts";
import { settleLockedPayouts, type Settlement } from "./settle_payout.ts";

const test = databaseSuite("payouts: settling many locked payouts at once");

/** Wraps every repository so that each method call is counted: the database round trips of the use case. */
function counted(repos: PayoutRepos): { repos: PayoutRepos; calls: string[] } {
  const calls: string[] = [];
  const wrap = <T extends object>(name: string, target: T): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver);
        return typeof value === "function"
          ? (...args: unknown[]) => {
            calls.push(`${name}.${String(key)}`);
            return value.apply(obj, args);
          }
          : value;
      },
    });
  return {
    calls,
    repos: Object.fromEntries(
      Object.entries(repos).map(([k, v]) => [k, wrap(k, v as object)]),
    ) as unknown as PayoutRepos,
  };
}

/** `count` pending payouts of 10.00 + n cents for users 1 and 2 in turn, funded and locked in one unit of work. */
async function world(sql: Sql, count: number) {
  const w = await createPayoutTestWorld(sql);
  await w.earn(1, 1_000_000);
  await w.earn(2, 1_000_000);
  const requested: Payout[] = [];
  for (let n = 0; n < count; n++) {
    const r = await requestPayout(w, {
      userId: 1 + (n % 2),
      idempotencyKey: null,
      body: {
        amount: ((1_000 + n) / 100).toFixed(2),
        productId: 1,
        accountName: `Payee ${n}`,
        // A wallet of each user's own: one wallet on two affiliates is a risk flag that holds their payouts.
        accountNumber: n % 2 === 0 ? "03001234567" : "03007654321",
      },
    });
    assert.ok(r.ok, JSON.stringify(r));
    requested.push(r.value.payout);
  }
  // Withholding on; user 2 is a filer (12 %), user 1 has no profile (non-filer, 24 %).
  await sql`UPDATE payout_settings SET withholding_tax = true`;
  await sql`
    INSERT INTO tax_profiles (user_id, id_type, id_number, filer) VALUES (2, 'cnic', '35202-1234567-1', true)`;
  await sql`UPDATE payouts SET status = 'processing'`;
  return { w, requested };
}

/** Settles the payouts (every fifth failed) in one unit of work; answers the outcome and the repository calls. */
async function settle(
  w: Awaited<ReturnType<typeof world>>["w"],
  payouts: Payout[],
) {
  let calls: string[] = [];
  const outcome = await w.uow.run(async (repos): ReturnType<
    typeof settleLockedPayouts
  > => {
    for (const userId of [1, 2]) await repos.payouts.lockUser(userId);
    const c = counted(repos);
    const done = await settleLockedPayouts(
      c.repos,
      payouts.map((payout, i): Settlement =>
        i % 5 === 4
          ? { payout, status: "failed", reason: `Closed ${payout.id}` }
          : { payout, status: "paid", transactionId: `TX-${payout.id}` }
      ),
      { adminId: 9, now: w.clock.now(), auditSuffix: " (batch B)" },
    );
    calls = c.calls;
    return done;
  });
  return { outcome, calls };
}

test("every payout gets its own rows, invoice and audit row; the round trips do not grow with the count", async ({ sql }) => {
  const { w, requested } = await world(sql, 40);
  const before = (await w.ledgerEntries()).length;
  const { outcome, calls } = await settle(w, requested);
  assert.ok(outcome.ok, JSON.stringify(outcome));
  assert.equal(outcome.value.length, 40);

  const rows = (await w.ledgerEntries()).slice(before);
  const audits = (await w.auditEntries()).filter((a) =>
    a.action.startsWith("Payout ")
  );
  for (const [i, p] of requested.entries()) {
    const mine = rows.filter((r) => r.sourceId === p.id).map((r) => [
      r.kind,
      r.amount,
    ]);
    const settled: Payout = outcome.value[i];
    if (i % 5 === 4) {
      assert.deepEqual(mine, [["payout_released", p.amount]]);
      assert.equal(settled.status, "failed");
      assert.equal(settled.rejectionReason, `Closed ${p.id}`);
      assert.equal(audits[i].action, "Payout Failed");
      assert.match(audits[i].details, new RegExp(`Payout #${p.id} .*batch B`));
    } else {
      const rateBp = p.userId === 2 ? 1200 : 2400;
      const tax = Math.floor((p.amount * rateBp + 5000) / 10000);
      assert.deepEqual(mine, [
        ["payout_released", p.amount],
        ["payout_paid", -(p.amount - tax)],
        ["payout_tax", -tax],
      ]);
      assert.equal(settled.status, "paid");
      assert.deepEqual(
        [settled.tax?.rateBp, settled.tax?.amount, settled.tax?.filer],
        [rateBp, tax, p.userId === 2],
      );
      assert.equal(audits[i].action, "Payout Paid");
      assert.match(audits[i].details, new RegExp(`TX-${p.id}, invoice`));
    }
  }
  assert.equal(audits.length, 40);
  const stored = await sql<
    {
      id: number;
      status: string;
      transaction_id: string | null;
      tax_minor: number | null;
      invoice: string | null;
    }[]
  >`
    SELECT p.id, p.status, p.transaction_id, p.tax_minor, i.invoice_number AS invoice
    FROM payouts p LEFT JOIN payout_invoices i ON i.payout_id = p.id ORDER BY p.id`;
  for (const [i, p] of requested.entries()) {
    const row = stored.find((r) => Number(r.id) === p.id)!;
    assert.equal(row.status, i % 5 === 4 ? "failed" : "paid");
    assert.equal(row.transaction_id, i % 5 === 4 ? null : `TX-${p.id}`);
    assert.equal(row.invoice !== null, i % 5 !== 4);
  }

  // Twelve repository calls for 40 payouts, as for 4 or 5,000: nothing is read or written per payout (the events of
  // every payout go to the outbox in one call, docs/webhooks.md).
  assert.deepEqual(calls, [
    "risk.settings",
    "risk.openFlagsOfUsers",
    "settings.get",
    "ledger.availableBalances",
    "tax.payoutRateOn",
    "tax.profilesOf",
    "ledger.appendMany",
    "payouts.markPaidMany",
    "payouts.markFailedMany",
    "payouts.saveInvoices",
    "audit.appendMany",
    "outbox.emitMany",
  ]);
});

test("a payment not covered refuses the whole list and writes nothing", async ({ sql }) => {
  const { w, requested } = await world(sql, 6);
  // User 1's balance is taken away below zero (an earning reversed after the requests).
  await sql`
    INSERT INTO ledger_entries (user_id, product_id, kind, amount_minor, available_on, source_type, source_id)
    VALUES (1, 1, 'earning_reversal', -1000000, '2026-01-01', 'sale', 999)`;
  const before = (await w.ledgerEntries()).length;
  const { outcome } = await settle(w, requested);
  assert.ok(!outcome.ok);
  assert.equal(outcome.error.code, "PAYOUT_NOT_COVERED");
  assert.equal((await w.ledgerEntries()).length, before);
  const [{ n }] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM payouts WHERE status = 'processing'`;
  assert.equal(n, 6);
});

test("a payee held by an open high risk flag refuses the whole list (PAYOUT_HELD) and writes nothing", async ({ sql }) => {
  const { w, requested } = await world(sql, 4);
  // User 2 asks to be paid to user 1's wallet: one wallet on two affiliates flags both, and holds their payouts.
  const shared = await requestPayout(w, {
    userId: 2,
    idempotencyKey: null,
    body: {
      amount: "10.00",
      productId: 1,
      accountName: "Payee shared",
      accountNumber: "03001234567",
    },
  });
  assert.ok(shared.ok, JSON.stringify(shared));
  const before = (await w.ledgerEntries()).length;
  const { outcome } = await settle(w, requested);
  assert.ok(!outcome.ok);
  assert.equal(outcome.error.code, "PAYOUT_HELD");
  assert.equal((await w.ledgerEntries()).length, before);
  const [{ n }] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM payouts WHERE status = 'processing'`;
  assert.equal(n, 4);
});
