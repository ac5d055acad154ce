/**
 * Issue 32, "the import's memory stays bounded for a 5 MB file whatever its shape, redirects and the API keep
 * answering while it runs": a dry run job of 300,000 one-cell rows (every row in error) runs in this process while
 * a timer measures how late the event loop lets it fire and `/go` redirects are timed; the job reports its first
 * 10,000 rows and counts them all. Before the job's reader was sliced, csv-parse held the event loop for seconds
 * per pass on such a file (a 200,000-row file stalled redirects for 5 s). And a job's report of rows in error or
 * ignored is the one the same file answers as a small import.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";

/** How late a 10 ms timer may fire, at most: generous for a loaded CI machine, far below the stalls before. */
const MAX_STALL_MS = 1_000;

function form(
  csv: string,
  mapping: Record<string, string>,
  options: Record<string, string> = {},
): FormData {
  const f = new FormData();
  f.set("file", new File([csv], "report.csv", { type: "text/csv" }));
  f.set("mapping", JSON.stringify(mapping));
  for (const [k, v] of Object.entries(options)) f.set(k, v);
  return f;
}

forEachTestApp(
  "a job of 300,000 one-cell rows keeps the event loop and /go answering, reports 10,000 rows and counts them all",
  async (t, app) => {
    const { admin, code } = await setUpAffiliate(app);
    const source = (await app.json("/api/admin/sources", {
      token: admin.token,
      body: { name: "Network report", kind: "postback" },
    })).body;
    const upload = (body: FormData) =>
      app.json(`/api/admin/sources/${source.id}/import`, {
        token: admin.token,
        body,
      });
    const job = async (id: number) =>
      (await app.json(`/api/admin/jobs/${id}`, { token: admin.token })).body;
    const runner = app.services.sources.jobs.runner;

    await t.step(
      "the event loop stays free and the job counts every row",
      async () => {
        const ROWS = 300_000;
        const res = await upload(
          form(
            "Order ID,Amount\n" + "1\n".repeat(ROWS),
            { order_id: "Order ID", amount: "Amount" },
            { dryRun: "1" },
          ),
        );
        assert.equal(res.status, 202, JSON.stringify(res.body));

        let stall = 0;
        let due = performance.now() + 10;
        const timer = setInterval(() => {
          const now = performance.now();
          stall = Math.max(stall, now - due);
          due = now + 10;
        }, 10);
        let running = true;
        const redirects: number[] = [];
        const visits = (async () => {
          while (running) {
            const t0 = performance.now();
            const go = await app.request(`/go/${code}`, { redirect: "manual" });
            await go.body?.cancel();
            assert.equal(go.status, 302);
            redirects.push(performance.now() - t0);
            await new Promise((r) => setTimeout(r, 20));
          }
        })();
        const t0 = performance.now();
        try {
          while (await runner.pass());
        } finally {
          running = false;
          clearInterval(timer);
          await visits;
        }
        const seconds = (performance.now() - t0) / 1000;
        assert.ok(
          stall < MAX_STALL_MS,
          `the event loop stalled ${stall.toFixed(0)} ms during the job`,
        );
        assert.ok(redirects.length > 0);
        const slowest = Math.max(...redirects);
        assert.ok(
          slowest < MAX_STALL_MS,
          `a redirect took ${slowest.toFixed(0)} ms during the job`,
        );
        // Redirects kept coming throughout: one every 20 ms plus its own time, so at least a few per second.
        assert.ok(
          redirects.length >= seconds * 5,
          `${redirects.length} redirects in ${seconds.toFixed(1)} s`,
        );

        const done = await job(res.body.jobId);
        assert.equal(done.status, "done");
        assert.equal(done.rowsTotal, ROWS);
        assert.equal(done.rowsRead, ROWS);
        assert.equal(done.rowsApplied, ROWS);
        assert.deepEqual(done.summary, { error: ROWS });
        assert.equal(done.rows.length, 10_000);
        assert.equal(done.rowsTruncated, true);
        assert.deepEqual(done.rows[0], {
          line: 2,
          outcome: "error",
          reason: "The row has 1 cells and the header 2.",
        });
        assert.equal(done.rows[9_999].line, 10_001);
        // A dry run writes nothing but its report.
        const [events] = await app.infra.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM source_events WHERE source_id = ${source.id}`;
        assert.equal(events.n, 0);
      },
    );

    await t.step(
      "rows in error and ignored rows read alike as a job and as a small import",
      async () => {
        const csv = [
          "Order ID,Link,Amount,Status",
          `V-1,${code},10.00,approved`,
          "V-2,,abc,approved",
          "only one cell",
          "V-3,,10.00,void",
          ",,5.00,approved",
          "V-4,,10.00,approved,extra",
        ].join("\n");
        const mapping = {
          order_id: "Order ID",
          link_code: "Link",
          amount: "Amount",
          status: "Status",
        };
        const options = { dryRun: "1", statusMap: '{"void": "ignore"}' };
        const small = await upload(form(csv, mapping, options));
        assert.equal(small.status, 200, JSON.stringify(small.body));
        const queued = await upload(
          form(csv, mapping, { ...options, async: "1" }),
        );
        assert.equal(queued.status, 202, JSON.stringify(queued.body));
        while (await runner.pass());
        const done = await job(queued.body.jobId);
        assert.equal(done.status, "done");
        assert.deepEqual(done.summary, small.body.summary);
        assert.deepEqual(done.rows, small.body.rows);
        assert.deepEqual(
          small.body.rows.map((r: { outcome: string }) => r.outcome),
          ["attributed", "error", "error", "ignored", "error", "error"],
        );
      },
    );
  },
  { importJobPollMs: null },
);
