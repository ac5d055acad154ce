/**
 * Sales import jobs in an isolate of their own (issue 32, adapters/sources/job_isolate.ts), on PostgreSQL (with
 * TEST_DATABASE_URL; PGlite runs jobs in-process): a job run through the isolate gives the same report, summary
 * and money as in-process; an isolate that dies (here: its database refuses it) counts a failed attempt each time
 * and fails the job after 3 with its applied batches kept, never half a batch; an instance shut down mid-job lets
 * its job go, and another resumes it, each row counted once.
 */
import assert from "node:assert/strict";
import { startTestApp, type TestApp, testAppConfig } from "../test_app.ts";
import { testDatabaseUrl } from "../../postgres/test_databases.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { type RunningKamai, startKamai } from "../../bootstrap.ts";
import { discardLog } from "../../observability/json_log.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../../crypto/argon2_password_hasher.ts";
import {
  createJobIsolates,
  JOB_ISOLATE_LIMITS,
} from "../../sources/job_isolate.ts";
import {
  poolAdapters as pool,
  repositories,
  unitsOfWork,
} from "../../postgres/repository_registry.ts";

const MAPPING = {
  order_id: "Order ID",
  link_code: "Link",
  amount: "Amount",
  status: "Status",
};

/**
 * Isolates for the app's database whose own database refuses them (port 1): an isolate that starts dies at once,
 * as one that ran out of memory does, before any batch.
 */
function isolatesOn(
  app: TestApp,
  options: Pick<
    Parameters<typeof createJobIsolates>[0],
    "onError" | "startWorker"
  >,
) {
  const sql = app.infra.sql;
  return createJobIsolates({
    store: pool.importJobs(sql),
    uow: unitsOfWork(sql, repositories)(["importJobs"]),
    leaseMs: 30_000,
    batchRows: 1_000,
    databaseUrl: "postgres://postgres@127.0.0.1:1/closed",
    clickIdSecret: "unused",
    limits: JOB_ISOLATE_LIMITS,
    clicks: { flush: () => Promise.resolve() },
    ...options,
  });
}

/** Rows of every kind: attributed sales, refunds of them, amounts in error, unattributed sales. */
function mixedCsv(code: string, rows: number): string {
  const lines = ["Order ID,Link,Amount,Status"];
  for (let i = 1; i <= rows; i++) {
    if (i % 10 === 0) lines.push(`M-${i - 3},,2.50,refund`);
    else if (i % 7 === 0) lines.push(`M-${i},${code},abc,approved`);
    else if (i % 5 === 0) lines.push(`M-${i},,12.00,approved`);
    else lines.push(`M-${i},${code},${10 + (i % 9)}.00,approved`);
  }
  return lines.join("\n");
}

/** Queues `csv` as a job on `app`'s first postback source (made on the first call); answers the job's id. */
async function queue(app: TestApp, token: string, csv: string) {
  const [existing] = await app.infra.sql<{ id: number }[]>`
    SELECT id FROM sources WHERE kind = 'postback' ORDER BY id LIMIT 1`;
  const sourceId = existing?.id ?? (await app.json("/api/admin/sources", {
    token,
    body: { name: "Network report", kind: "postback", currency: "USD" },
  })).body.id;
  const f = new FormData();
  f.set("file", new File([csv], "big.csv", { type: "text/csv" }));
  f.set("mapping", JSON.stringify(MAPPING));
  const res = await app.json(`/api/admin/sources/${sourceId}/import?async=1`, {
    token,
    body: f,
  });
  assert.equal(res.status, 202, JSON.stringify(res.body));
  return res.body.jobId as number;
}

const jobOf = async (app: TestApp, token: string, id: number) =>
  (await app.json(`/api/admin/jobs/${id}`, { token })).body;

/** What the app's books hold: orders, sales counted and money earned. */
const books = async (app: TestApp) => {
  const [row] = await app.infra.sql<
    { orders: number; sales: number; earned: number }[]
  >`
    SELECT (SELECT count(*)::int FROM source_orders) AS orders,
           (SELECT COALESCE(sum(sales), 0)::int FROM daily_stats) AS sales,
           (SELECT COALESCE(sum(amount_minor), 0)::int FROM ledger_entries) AS earned`;
  return { ...row };
};

/** A second instance on `app`'s database, its jobs run only by `pass`, in isolates. */
function secondInstance(app: TestApp): Promise<RunningKamai> {
  return startKamai(
    testAppConfig({ databaseUrl: app.infra.config.databaseUrl }),
    {
      importJobPollMs: null,
      importJobIsolate: JOB_ISOLATE_LIMITS,
      passwordHasher: createArgon2PasswordHasher(TEST_ARGON2_PARAMS),
      breaker: { deadlineMs: 30_000, pingTimeoutMs: 10_000 },
      log: discardLog,
      publicUrlFromPort: true,
    },
  );
}

if (testDatabaseUrl()) {
  Deno.test({
    name:
      "import jobs in an isolate: the same report as in-process, a dead isolate's job kept, a shutdown lets go [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const isolated = await startTestApp("postgres", {
        importJobPollMs: null,
        importJobIsolate: JOB_ISOLATE_LIMITS,
      });
      try {
        const world = await setUpAffiliate(isolated);
        const token = world.admin.token;
        const runner = isolated.services.sources.jobs.runner;

        await t.step(
          "a job through the isolate: the same rows, summary and money as in-process",
          async () => {
            const inProcess = await startTestApp("postgres", {
              importJobPollMs: null,
            });
            try {
              const other = await setUpAffiliate(inProcess);
              const answers = [];
              for (
                const [app, code, admin, email] of [
                  [isolated, world.code, token, world.ali.email],
                  [inProcess, other.code, other.admin.token, other.ali.email],
                ] as const
              ) {
                const id = await queue(app, admin, mixedCsv(code, 400));
                assert.equal(
                  await app.services.sources.jobs.runner.pass(),
                  true,
                );
                const done = await jobOf(app, admin, id);
                assert.equal(done.status, "done", JSON.stringify(done));
                answers.push({
                  rows: JSON.stringify(done.rows).replaceAll(email, "ALI"),
                  summary: done.summary,
                  rowsApplied: done.rowsApplied,
                  books: await books(app),
                });
              }
              assert.equal(answers[0].rowsApplied, 400);
              assert.ok((answers[0].summary.attributed ?? 0) > 200);
              assert.ok((answers[0].summary.error ?? 0) > 40);
              assert.deepEqual(answers[0], answers[1]);
            } finally {
              await inProcess.close();
            }
          },
        );

        const ROWS = 2_500;
        const csv = Array.from(
          { length: ROWS },
          (_, i) => `J-${i + 1},${world.code},10.00,approved`,
        );
        const before = await books(isolated);
        const expire = (id: number) =>
          isolated.infra.sql`
            UPDATE import_jobs SET lease_until = now() - interval '1 second' WHERE id = ${id}`;

        await t.step(
          "an isolate that dies counts a failed attempt; after 3 the job fails, its applied batch kept",
          async () => {
            const id = await queue(
              isolated,
              token,
              ["Order ID,Link,Amount,Status", ...csv].join("\n"),
            );
            assert.equal(await runner.pass({ stopAfterBatches: 1 }), true);
            assert.equal((await jobOf(isolated, token, id)).rowsApplied, 1_000);
            // An isolate whose database refuses it throws at once, as one that ran out of memory dies: no batch.
            const sql = isolated.infra.sql;
            const store = pool.importJobs(sql);
            const dying = isolatesOn(isolated, { onError: () => {} });
            for (let attempt = 1; attempt <= 3; attempt++) {
              await expire(id);
              const leased = await store.claim(30_000);
              assert.equal(leased?.job.id, id);
              await dying.run(leased!, Infinity);
              const [row] = await sql<{ attempts: number; status: string }[]>`
                SELECT attempts, status FROM import_jobs WHERE id = ${id}`;
              assert.deepEqual(
                row,
                attempt < 3
                  ? { attempts: attempt, status: "running" }
                  : { attempts: 3, status: "failed" },
              );
            }
            const failed = await jobOf(isolated, token, id);
            assert.equal(failed.status, "failed");
            assert.match(failed.message, /could not be applied \(3 tries\)/);
            assert.equal(failed.rowsApplied, 1_000);
            assert.equal((await books(isolated)).orders, before.orders + 1_000);
          },
        );

        await t.step(
          "an instance shut down mid-job lets its job go; another resumes it and counts each row once",
          async () => {
            const LONG = 12_000;
            const id = await queue(
              isolated,
              token,
              [
                "Order ID,Link,Amount,Status",
                ...Array.from(
                  { length: LONG },
                  (_, i) => `S-${i + 1},${world.code},10.00,approved`,
                ),
              ].join("\n"),
            );
            const leaving = await secondInstance(isolated);
            const passing = leaving.services.sources.jobs.runner.pass();
            // Shut down once its isolate applied a batch: it lets the job go after the batch under way.
            while ((await jobOf(isolated, token, id)).rowsApplied === 0) {
              await new Promise((r) => setTimeout(r, 50));
            }
            await leaving.close();
            assert.equal(await passing, true);
            const [left] = await isolated.infra.sql<
              { status: string; leased: boolean; applied: number }[]
            >`SELECT status, lease_until IS NOT NULL AS leased, rows_applied AS applied
              FROM import_jobs WHERE id = ${id}`;
            assert.equal(left.status, "running");
            assert.equal(left.leased, false);
            assert.ok(
              left.applied > 0 && left.applied < LONG,
              String(left.applied),
            );
            assert.equal(left.applied % 1_000, 0);
            assert.equal(await runner.pass(), true);
            const done = await jobOf(isolated, token, id);
            assert.equal(done.status, "done");
            assert.equal(done.rowsApplied, LONG);
            assert.deepEqual(done.summary, { attributed: LONG });
            assert.equal(
              (await books(isolated)).orders,
              before.orders + 1_000 + LONG,
            );
          },
        );

        await t.step(
          "a runtime without worker threads: no isolate starts, no attempt is counted, the job stays leased for this instance to run",
          async () => {
            const id = await queue(
              isolated,
              token,
              `Order ID,Link,Amount,Status\nN-1,${world.code},10.00,approved`,
            );
            const sql = isolated.infra.sql;
            const store = pool.importJobs(sql);
            const errors: unknown[] = [];
            const none = isolatesOn(isolated, {
              startWorker: () => {
                throw new Error("no worker threads here");
              },
              onError: (e) => errors.push(e),
            });
            const leased = await store.claim(30_000);
            assert.equal(leased?.job.id, id);
            assert.equal(await none.run(leased!, Infinity), false);
            assert.match(String(errors[0]), /no worker threads here/);
            const [row] = await sql<{ attempts: number; status: string }[]>`
              SELECT attempts, status FROM import_jobs WHERE id = ${id}`;
            assert.deepEqual(row, { attempts: 0, status: "running" });
          },
        );
      } finally {
        await isolated.close();
      }
    },
  });
}
