/**
 * Issue 32: a payout batch's results job survives a restart. One instance queues the job and is stopped after
 * settling one batch of rows (its lease left held, as by a crash); a new instance on the same database (PostgreSQL,
 * or a PGlite DATA_DIR on disk) sees the job running with its progress, leaves it while the dead instance's lease
 * holds, then resumes it at its first unrecorded batch: every payout settled once, the ledger booked once.
 */
import assert from "node:assert/strict";
import { startKamai } from "../../bootstrap.ts";
import { discardLog } from "../../observability/json_log.ts";
import { TEST_ALTCHA_WORK } from "../../captcha/altcha_challenge.ts";
import {
  createArgon2PasswordHasher,
  TEST_ARGON2_PARAMS,
} from "../../crypto/argon2_password_hasher.ts";
import { TEST_ADMIN, testAppConfig } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import {
  migratedSnapshot,
  openTestDatabase,
  testDatabaseKinds,
} from "../../postgres/test_databases.ts";
import {
  amountOf,
  batchOf,
  failsAt,
  fundedAffiliates,
  pendingPayouts,
  resultsFile,
  resultsForm,
} from "../test_batch_payouts.ts";

const PAYOUTS = 1_500;

for (const kind of testDatabaseKinds()) {
  Deno.test({
    name:
      `batch results job: a new instance resumes a job its stopped predecessor left mid-way [${kind}]`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async (t) => {
      const database = kind === "postgres"
        ? await openTestDatabase("postgres")
        : null;
      const dataDir = kind === "pglite" ? await Deno.makeTempDir() : ":memory:";
      const config = testAppConfig({
        databaseUrl: database?.url ?? null,
        dataDir,
      });
      // The test apps' seams: each start hashes or checks the admin's password, at the cheapest argon2id cost here.
      const passwordHasher = createArgon2PasswordHasher(TEST_ARGON2_PARAMS);
      // The first start loads a PGlite DATA_DIR from the migrated snapshot; the second opens what is on disk.
      const start = async (fresh: boolean) =>
        startKamai(config, {
          publicUrlFromPort: true,
          passwordHasher,
          captchaWork: TEST_ALTCHA_WORK,
          log: discardLog,
          importJobPollMs: null,
          pgliteSnapshot: kind === "pglite" && fresh
            ? await migratedSnapshot()
            : undefined,
        });
      const call = async (
        url: string,
        token: string,
        path: string,
        body?: FormData | object,
      ) => {
        const res = await fetch(`${url}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined || body instanceof FormData
              ? {}
              : { "content-type": "application/json" }),
          },
          body: body === undefined || body instanceof FormData
            ? body
            : JSON.stringify(body),
        });
        return { status: res.status, body: await res.json() };
      };
      let jobId = 0;
      let ids: number[] = [];
      let before = 0;
      try {
        const first = await start(true);
        try {
          await t.step(
            "the first instance queues the job and stops after one batch of rows",
            async () => {
              const sql = first.infra.sql;
              const admin = await loginAs(
                first.infra,
                TEST_ADMIN.email,
                TEST_ADMIN.password,
              );
              const users: number[] = [];
              for (let i = 0; i < 5; i++) {
                users.push((await createUser(first.infra)).id);
              }
              const productId = await fundedAffiliates(sql, users, 10_000_000);
              ids = await pendingPayouts(sql, {
                userIds: users,
                productId,
                count: PAYOUTS,
                from: 0,
              });
              const batch = await batchOf({
                sql,
                post: (path, body) =>
                  call(first.url, admin, path, body as object),
              }, ids);
              [{ n: before }] = await sql<{ n: number }[]>`
                SELECT count(*)::int AS n FROM ledger_entries`;
              const res = await call(
                first.url,
                admin,
                `/api/payouts/admin/batches/${batch.id}/results?async=1`,
                resultsForm(resultsFile(batch.reference, ids)),
              );
              assert.equal(res.status, 202, JSON.stringify(res.body));
              jobId = res.body.jobId;
              const runner = first.services.sources.jobs.runner;
              assert.equal(await runner.pass({ stopAfterBatches: 1 }), true);
            },
          );
        } finally {
          await first.close();
        }

        const second = await start(false);
        try {
          await t.step(
            "the new instance sees the job's progress, waits out the old lease, then resumes and settles each payout once",
            async () => {
              const sql = second.infra.sql;
              const admin = await loginAs(
                second.infra,
                TEST_ADMIN.email,
                TEST_ADMIN.password,
              );
              const job = async () => {
                const res = await call(
                  second.url,
                  admin,
                  `/api/admin/jobs/${jobId}`,
                );
                assert.equal(res.status, 200);
                return res.body;
              };
              const running = await job();
              assert.equal(running.status, "running");
              assert.equal(running.rowsApplied, 1_000);
              assert.equal(running.rowsTotal, PAYOUTS);
              const runner = second.services.sources.jobs.runner;
              // The stopped instance's lease still holds (a crash does not let go): nothing runs the job yet.
              assert.equal(await runner.pass(), false);
              await sql`
                UPDATE import_jobs SET lease_until = now() - interval '1 second' WHERE id = ${jobId}`;
              assert.equal(await runner.pass(), true);
              const done = await job();
              assert.equal(done.status, "done");
              assert.equal(done.rowsApplied, PAYOUTS);
              const failed = ids.filter((_, k) => failsAt(k)).length;
              assert.deepEqual(done.summary, {
                paid: PAYOUTS - failed,
                failed,
              });
              const [row] = await sql<
                {
                  paid: number;
                  failed: number;
                  ledger: number;
                  paidSum: number;
                }[]
              >`
                SELECT (SELECT count(*)::int FROM payouts WHERE status = 'paid') AS paid,
                       (SELECT count(*)::int FROM payouts WHERE status = 'failed') AS failed,
                       (SELECT count(*)::int FROM ledger_entries) AS ledger,
                       (SELECT -sum(amount_minor)::bigint FROM ledger_entries WHERE kind = 'payout_paid') AS "paidSum"`;
              assert.equal(row.paid, PAYOUTS - failed);
              assert.equal(row.failed, failed);
              // Paid: released and booked out (2 rows); failed: released (1 row); each payout once.
              assert.equal(
                row.ledger,
                before + 2 * (PAYOUTS - failed) + failed,
              );
              assert.equal(
                Number(row.paidSum),
                ids.reduce((s, _id, k) => failsAt(k) ? s : s + amountOf(k), 0),
              );
            },
          );
        } finally {
          await second.close();
        }
      } finally {
        await database?.close();
        if (kind === "pglite") await Deno.remove(dataDir, { recursive: true });
      }
    },
  });
}
