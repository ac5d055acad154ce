/**
 * Issue 32, "imports as background jobs": a large file (or async=1) answers 202 { jobId } at once and is applied
 * in batches by the worker; GET /api/admin/jobs/{id} follows it; a job stopped mid-way (a crash: its lease left
 * held) resumes at its first unrecorded batch and counts every row once; a file that is not CSV fails the job
 * before any row applies; a dry run job writes nothing.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";

const MAPPING = {
  order_id: "Order ID",
  link_code: "Link",
  amount: "Amount",
  status: "Status",
};

function form(csv: string, options: Record<string, string> = {}): FormData {
  const f = new FormData();
  f.set("file", new File([csv], "big.csv", { type: "text/csv" }));
  f.set("mapping", JSON.stringify(MAPPING));
  for (const [k, v] of Object.entries(options)) f.set(k, v);
  return f;
}

forEachTestApp(
  "import jobs: 202 at once, progress, a resumed job counts each row once, failures keep their progress",
  async (t, app) => {
    const { admin, ali, code } = await setUpAffiliate(app);
    const net = (await app.json("/api/admin/sources", {
      token: admin.token,
      body: { name: "Network report", kind: "postback", currency: "USD" },
    })).body;
    const upload = (body: FormData, query = "") =>
      app.json(`/api/admin/sources/${net.id}/import${query}`, {
        token: admin.token,
        body,
      });
    const job = async (id: number) => {
      const res = await app.json(`/api/admin/jobs/${id}`, {
        token: admin.token,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };
    const runner = app.services.sources.jobs.runner;
    const ROWS = 2_500;
    const csv = [
      "Order ID,Link,Amount,Status",
      ...Array.from(
        { length: ROWS },
        (_, i) => `J-${i + 1},${code},10.00,approved`,
      ),
    ].join("\n");
    const counts = async () => {
      const [row] = await app.infra.sql<
        { orders: number; sales: number; earned: number }[]
      >`
        SELECT (SELECT count(*)::int FROM source_orders WHERE source_id = ${net.id}) AS orders,
               (SELECT COALESCE(sum(sales), 0)::int FROM daily_stats WHERE user_id = ${ali.id}) AS sales,
               (SELECT COALESCE(sum(amount_minor), 0)::int FROM ledger_entries WHERE user_id = ${ali.id}) AS earned`;
      return { ...row };
    };

    let jobId = 0;
    await t.step("async=1 answers 202 { jobId } at once, queued", async () => {
      const res = await upload(form(csv), "?async=1");
      assert.equal(res.status, 202, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body), ["jobId"]);
      jobId = res.body.jobId;
      const queued = await job(jobId);
      assert.equal(queued.status, "queued");
      assert.equal(queued.rowsApplied, 0);
      assert.equal(queued.rows, undefined);
      assert.deepEqual(await counts(), { orders: 0, sales: 0, earned: 0 });
    });

    await t.step(
      "a worker that stops after one batch (a crash) leaves one batch applied, the job running",
      async () => {
        assert.equal(await runner.pass({ stopAfterBatches: 1 }), true);
        const running = await job(jobId);
        assert.equal(running.status, "running");
        assert.equal(running.rowsApplied, 1_000);
        assert.equal(running.rowsTotal, ROWS);
        assert.deepEqual(running.summary, { attributed: 1_000 });
        assert.equal((await counts()).orders, 1_000);
        // While its lease is held (set far ahead here: a slow machine may take longer than the lease for a batch),
        // no other pass takes it over.
        await app.infra.sql`
          UPDATE import_jobs SET lease_until = now() + interval '1 hour' WHERE id = ${jobId}`;
        assert.equal(await runner.pass(), false);
      },
    );

    await t.step(
      "once the lease runs out the job resumes and counts every row once",
      async () => {
        await app.infra.sql`
          UPDATE import_jobs SET lease_until = now() - interval '1 second' WHERE id = ${jobId}`;
        assert.equal(await runner.pass(), true);
        const done = await job(jobId);
        assert.equal(done.status, "done");
        assert.equal(done.rowsRead, ROWS);
        assert.equal(done.rowsApplied, ROWS);
        assert.deepEqual(done.summary, { attributed: ROWS });
        assert.equal(done.rows.length, ROWS);
        assert.deepEqual(
          done.rows.slice(0, 2).map((r: { line: number; outcome: string }) => [
            r.line,
            r.outcome,
          ]),
          [[2, "attributed"], [3, "attributed"]],
        );
        assert.equal(done.rows[ROWS - 1].line, ROWS + 1);
        assert.equal(done.rows[0].affiliate, ali.email);
        // 10.00 at the product's 50 % on each of 2,500 orders, each once.
        assert.deepEqual(await counts(), {
          orders: ROWS,
          sales: ROWS,
          earned: ROWS * 500,
        });
        const [audit] = await app.infra.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM audit_logs
          WHERE action = 'Import Sales' AND details LIKE ${`%job #${jobId}%`}`;
        // Queued, and done with its summary.
        assert.equal(audit.n, 2);
        assert.equal(await runner.pass(), false);
      },
    );

    await t.step(
      "a file of more than 5,000 lines is a job without async; the same file again gives only duplicates",
      async () => {
        const padded = csv + "\n" +
          Array.from({ length: 2_600 }, (_, i) => `E-${i},${code},abc,approved`)
            .join("\n");
        const res = await upload(form(padded));
        assert.equal(res.status, 202, JSON.stringify(res.body));
        while (await runner.pass());
        const done = await job(res.body.jobId);
        assert.equal(done.status, "done");
        assert.deepEqual(done.summary, { duplicate: ROWS, error: 2_600 });
        assert.deepEqual(await counts(), {
          orders: ROWS,
          sales: ROWS,
          earned: ROWS * 500,
        });
      },
    );

    await t.step("a dry run job reports and writes nothing", async () => {
      const fresh = csv.replaceAll("J-", "D-");
      const res = await upload(form(fresh, { dryRun: "1", async: "1" }));
      assert.equal(res.status, 202, JSON.stringify(res.body));
      while (await runner.pass());
      const done = await job(res.body.jobId);
      assert.equal(done.status, "done");
      assert.equal(done.dryRun, true);
      assert.deepEqual(done.summary, { attributed: ROWS });
      assert.equal((await counts()).orders, ROWS);
    });

    await t.step(
      "a file that is not CSV past its header fails the job before any row applies",
      async () => {
        const broken = csv.replaceAll("J-", "B-") + '\nB-x,"open,1,approved';
        const res = await upload(form(broken, { async: "1" }));
        assert.equal(res.status, 202, JSON.stringify(res.body));
        while (await runner.pass());
        const failed = await job(res.body.jobId);
        assert.equal(failed.status, "failed");
        assert.match(failed.message, /not valid CSV/);
        assert.equal(failed.rowsApplied, 0);
        assert.equal((await counts()).orders, ROWS);
      },
    );

    await t.step(
      "refused before any work: a mapping that does not fit the header, an unknown job, a bad async",
      async () => {
        const wrong = form("Order,Sum\nA,1\n", { async: "1" });
        const res = await upload(wrong);
        assert.equal(res.status, 400);
        assert.match(res.body.message, /not in the file's header/);
        const missing = await app.json("/api/admin/jobs/999999", {
          token: admin.token,
        });
        assert.equal(missing.status, 404);
        assert.equal((await upload(form(csv), "?async=maybe")).status, 400);
        const affiliate = await app.json(`/api/admin/jobs/${jobId}`, {
          token: ali.token,
        });
        assert.equal(affiliate.status, 403);
      },
    );
  },
  { importJobPollMs: null },
);
