/**
 * Issue 32, a payout batch's results import as a background job: a results file of more than 5,000 lines (or any
 * with async=1) answers 202 { jobId } at once; the worker checks the whole file, then settles its rows in batches of
 * 1,000, each its own transaction; GET /api/admin/jobs/{id} follows it. A worker stopped mid-job (a crash: its
 * lease left held) resumes at its first unrecorded batch and settles each payout once; the same file again (even
 * while the first runs) never waits on it and settles nothing twice; a file contradicting recorded results fails
 * its job before any payout is touched; a small file without async answers as before.
 */
import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { batchResultsJob } from "../../../wire/batches.ts";
import {
  amountOf,
  batchOf,
  type BatchSetupApp,
  failsAt,
  fundedAffiliates,
  pendingPayouts,
  resultsFile,
  resultsForm,
} from "../test_batch_payouts.ts";

const BIG = 5_100;
const SMALL = 4;
const AFFILIATES = 10;
const FUNDS = 100_000_000;

forEachTestApp(
  "batch results jobs: 202 at once, progress, a resumed job settles each payout once, the same file twice changes nothing",
  async (t, app) => {
    const sql = app.infra.sql;
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const users: number[] = [];
    for (let i = 0; i < AFFILIATES; i++) {
      users.push((await createUser(app.infra, { name: `Payee ${i}` })).id);
    }
    const productId = await fundedAffiliates(sql, users, FUNDS);
    const setup: BatchSetupApp = {
      sql,
      post: (path, body) => app.json(path, { token: admin, body }),
    };
    const bigIds = await pendingPayouts(sql, {
      userIds: users,
      productId,
      count: BIG,
      from: 0,
    });
    const smallIds = await pendingPayouts(sql, {
      userIds: users,
      productId,
      count: SMALL,
      from: BIG,
    });
    const big = await batchOf(setup, bigIds);
    const small = await batchOf(setup, smallIds);

    const upload = (batchId: number, body: FormData | object, query = "") =>
      app.json(`/api/payouts/admin/batches/${batchId}/results${query}`, {
        token: admin,
        body,
      });
    const job = async (id: number) => {
      const res = await app.json(`/api/admin/jobs/${id}`, { token: admin });
      assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
      // The answer is the wire's results job (the document's AdminJob, kind batch_results).
      assert.deepEqual(batchResultsJob.parse(res.body), res.body);
      return res.body;
    };
    const runner = app.services.sources.jobs.runner;
    const state = async () => {
      const [row] = await sql<
        {
          paid: number;
          failed: number;
          processing: number;
          ledgerRows: number;
          ledgerSum: number;
          invoices: number;
          mails: number;
          recorded: number;
        }[]
      >`
        SELECT (SELECT count(*)::int FROM payouts WHERE status = 'paid') AS paid,
               (SELECT count(*)::int FROM payouts WHERE status = 'failed') AS failed,
               (SELECT count(*)::int FROM payouts WHERE status = 'processing') AS processing,
               (SELECT count(*)::int FROM ledger_entries) AS "ledgerRows",
               (SELECT sum(amount_minor)::bigint FROM ledger_entries) AS "ledgerSum",
               (SELECT count(*)::int FROM payout_invoices) AS invoices,
               (SELECT count(*)::int FROM mail_outbox) AS mails,
               (SELECT count(*)::int FROM payout_batch_items WHERE result_status IS NOT NULL) AS recorded`;
      return { ...row, ledgerSum: Number(row.ledgerSum) };
    };
    /** The job's Record Batch Results audit rows, oldest first. */
    const jobAudit = async (id: number) =>
      (await sql<{ details: string }[]>`
        SELECT details FROM audit_logs
        WHERE action = 'Record Batch Results'
          AND (details LIKE ${`%queued as job #${id}`} OR details LIKE ${`%(job #${id})`})
        ORDER BY id`).map((r) => r.details);
    const before = await state();
    assert.equal(before.processing, BIG + SMALL);
    const bigFile = resultsFile(big.reference, bigIds);
    const failedAmount = bigIds.reduce(
      (sum, _id, k) => failsAt(k) ? sum + amountOf(k) : sum,
      0,
    );
    const bigFailed = bigIds.filter((_, k) => failsAt(k)).length;

    let first = 0;
    await t.step(
      "a results file of more than 5,000 lines answers 202 { jobId } at once, queued, nothing settled",
      async () => {
        const res = await upload(big.id, resultsForm(bigFile));
        assert.equal(res.status, 202, JSON.stringify(res.body));
        assert.deepEqual(Object.keys(res.body), ["jobId"]);
        first = res.body.jobId;
        const queued = await job(first);
        assert.equal(queued.kind, "batch_results");
        assert.equal(queued.batchId, big.id);
        assert.equal(queued.status, "queued");
        assert.equal(queued.rowsApplied, 0);
        assert.equal(queued.rows, undefined);
        assert.deepEqual(await state(), before);
      },
    );

    let second = 0;
    await t.step(
      "a worker stopped after two batches (a crash) leaves 2,000 payouts settled and the job running; the same file again is queued at once",
      async () => {
        assert.equal(await runner.pass({ stopAfterBatches: 2 }), true);
        const running = await job(first);
        assert.equal(running.status, "running");
        assert.equal(running.rowsApplied, 2_000);
        assert.equal(running.rowsTotal, BIG);
        assert.deepEqual(running.summary, { paid: 1_600, failed: 400 });
        const now = await state();
        assert.equal(now.paid + now.failed, 2_000);
        assert.equal(now.recorded, 2_000);
        // The lease is held (set far ahead: a slow machine may take longer than the lease for a batch).
        await sql`
          UPDATE import_jobs SET lease_until = now() + interval '1 hour' WHERE id = ${first}`;
        // A second upload of the same file never waits on the first: it is queued and answered at once.
        const again = await upload(big.id, resultsForm(bigFile));
        assert.equal(again.status, 202, JSON.stringify(again.body));
        second = again.body.jobId;
        assert.ok(second > first);
        // Both leases held here, so the next step resumes the first job before the second runs.
        await sql`
          UPDATE import_jobs SET lease_until = now() + interval '1 hour' WHERE id = ${second}`;
        assert.equal(await runner.pass(), false);
      },
    );

    await t.step(
      "once the lease runs out the job resumes and settles every payout once",
      async () => {
        await sql`
          UPDATE import_jobs SET lease_until = now() - interval '1 second' WHERE id = ${first}`;
        assert.equal(await runner.pass(), true);
        const done = await job(first);
        assert.equal(done.status, "done", JSON.stringify(done).slice(0, 300));
        assert.equal(done.rowsRead, BIG);
        assert.equal(done.rowsApplied, BIG);
        assert.deepEqual(done.summary, {
          paid: BIG - bigFailed,
          failed: bigFailed,
        });
        assert.equal(done.rows.length, BIG);
        assert.deepEqual(done.rows[0], {
          line: 2,
          payoutId: bigIds[0],
          payoutReference: `KAMAI-P${bigIds[0]}`,
          outcome: "paid",
          transactionId: `TX-${bigIds[0]}`,
        });
        assert.deepEqual(done.rows[4], {
          line: 6,
          payoutId: bigIds[4],
          payoutReference: `KAMAI-P${bigIds[4]}`,
          outcome: "failed",
          reason: "Account closed",
        });
        assert.equal(done.rows[BIG - 1].line, BIG + 1);
        const after = await state();
        assert.equal(after.paid, BIG - bigFailed);
        assert.equal(after.failed, bigFailed);
        assert.equal(after.processing, SMALL);
        assert.equal(after.recorded, BIG);
        // Paid: the reservation released and the payment booked (2 rows); failed: released (1 row).
        assert.equal(
          after.ledgerRows,
          before.ledgerRows + 2 * (BIG - bigFailed) + bigFailed,
        );
        // The failed amounts are back in the balances; the paid ones stay out (their reservation became the payment).
        assert.equal(after.ledgerSum, before.ledgerSum + failedAmount);
        assert.equal(after.invoices, BIG - bigFailed);
        // Queued, and done with its sum.
        assert.deepEqual(await jobAudit(first), [
          `Batch ${big.reference}: results.csv, queued as job #${first}`,
          `Batch ${big.reference}: ${
            BIG - bigFailed
          } paid, ${bigFailed} failed, 0 already recorded (job #${first})`,
        ]);
      },
    );

    await t.step(
      "the same file's second job then finds every result recorded: nothing doubled",
      async () => {
        const settled = await state();
        await sql`
          UPDATE import_jobs SET lease_until = NULL WHERE id = ${second}`;
        while (await runner.pass());
        const done = await job(second);
        assert.equal(done.status, "done");
        assert.deepEqual(done.summary, { unchanged: BIG });
        assert.equal(done.rows[0].outcome, "unchanged");
        assert.deepEqual(await state(), settled);
        // Queued only: a job that changed nothing is not summed in the log, as a small import that changed nothing.
        assert.deepEqual(await jobAudit(second), [
          `Batch ${big.reference}: results.csv, queued as job #${second}`,
        ]);
      },
    );

    // The last of the small batch's payouts fails.
    const smallStatus = (k: number) => k === SMALL - 1 ? "failed" : "paid";
    const smallFile = resultsFile(small.reference, smallIds, smallStatus);
    await t.step(
      "async=1 runs a small file as a job (query or form field); without it a small file answers as before",
      async () => {
        const half = resultsFile(
          small.reference,
          smallIds.slice(0, 2),
          smallStatus,
        );
        const res = await upload(small.id, resultsForm(half), "?async=1");
        assert.equal(res.status, 202, JSON.stringify(res.body));
        while (await runner.pass());
        const done = await job(res.body.jobId);
        assert.equal(done.status, "done");
        assert.deepEqual(done.summary, { paid: 2 });
        assert.deepEqual(
          done.rows.map((r: { outcome: string }) => r.outcome),
          ["paid", "paid"],
        );
        const now = await upload(small.id, resultsForm(smallFile));
        assert.equal(now.status, 200, JSON.stringify(now.body));
        assert.equal(now.body.message, "Results recorded: 1 paid, 1 failed.");
        assert.equal(now.body.paid, 1);
        assert.equal(now.body.failed, 1);
        assert.equal(now.body.unchanged, 2);
        assert.equal(now.body.batch.reference, small.reference);
        const viaField = await upload(
          small.id,
          resultsForm(smallFile, { async: "1" }),
        );
        assert.equal(viaField.status, 202);
        while (await runner.pass());
        assert.deepEqual((await job(viaField.body.jobId)).summary, {
          unchanged: SMALL,
        });
        const plain = await upload(small.id, resultsForm(smallFile));
        assert.equal(plain.status, 200);
        assert.equal(
          plain.body.message,
          "These results were already recorded; nothing changed.",
        );
      },
    );

    await t.step(
      "a file contradicting recorded results fails its job before any payout is touched",
      async () => {
        const settled = await state();
        const flipped = resultsFile(
          small.reference,
          smallIds,
          () => "failed",
        );
        const res = await upload(
          small.id,
          resultsForm(flipped, { async: "1" }),
        );
        assert.equal(res.status, 202);
        while (await runner.pass());
        const failed = await job(res.body.jobId);
        assert.equal(failed.status, "failed");
        assert.match(failed.message, /is already paid.*cannot change/);
        assert.equal(failed.rowsApplied, 0);
        assert.equal(failed.rows, undefined);
        assert.deepEqual(await state(), settled);
      },
    );

    await t.step(
      "refused before any work: JSON with async, a bad async, a file without the columns, another batch, maker-checker",
      async () => {
        const json = await upload(small.id, {
          results: [{
            payoutId: smallIds[0],
            status: "paid",
            transactionId: "X",
          }],
        }, "?async=1");
        assert.equal(json.status, 400);
        assert.match(json.body.message, /async=1 takes a results file/);
        assert.equal(
          (await upload(small.id, resultsForm(smallFile), "?async=maybe"))
            .status,
          400,
        );
        assert.equal(
          (await upload(small.id, resultsForm(smallFile, { async: "soon" })))
            .status,
          400,
        );
        const columns = await upload(
          small.id,
          resultsForm("Foo,Bar\n1,2\n", { async: "1" }),
        );
        assert.equal(columns.status, 400);
        assert.match(columns.body.message, /needs the columns/);
        const missing = await upload(
          999_999,
          resultsForm(smallFile, { async: "1" }),
        );
        assert.equal(missing.status, 404);
        assert.equal(missing.body.code, "BATCH_NOT_FOUND");
        await app.json("/api/admin/settings", {
          token: admin,
          method: "PATCH",
          body: { makerChecker: true },
        });
        const creator = await upload(
          small.id,
          resultsForm(smallFile, { async: "1" }),
        );
        assert.equal(creator.status, 403);
        assert.equal(creator.body.code, "MAKER_CHECKER");
        await app.json("/api/admin/settings", {
          token: admin,
          method: "PATCH",
          body: { makerChecker: false },
        });
        const [jobs] = await sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM import_jobs WHERE kind = 'batch_results'`;
        // The two big jobs, and three small ones; nothing queued by a refused call.
        assert.equal(jobs.n, 5);
      },
    );
  },
  { importJobPollMs: null },
);
