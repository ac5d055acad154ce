/**
 * A `kill -9` of Kamai between a change and its delivery loses no event (docs/webhooks.md, "The outbox"), on both
 * backends: a real process delivers committed events to a local receiver and is SIGKILLed with one batch answered,
 * one batch in flight (the receiver holds its answers) and the rest not yet claimed; a new process then delivers
 * every event. Only the deliveries in flight at the kill may reach the receiver twice: at least once, as documented.
 * On PostgreSQL the second process is another instance on the same server; on the embedded PGlite it is the app
 * started again on the same DATA_DIR, so it also recovers the data folder the killed process left mid-write.
 */
import assert from "node:assert/strict";
import type { Sql } from "postgres";
import { tmpdir } from "node:os";
import {
  migratedSnapshot,
  openTestDatabase,
} from "../adapters/postgres/test_databases.ts";
import { insertEvents } from "../adapters/postgres/event_outbox.ts";
import { createPostgresUserRepository } from "../adapters/postgres/user_repository.ts";
import { connectUrl } from "../adapters/postgres/connect.ts";
import { startEmbeddedPglite } from "../adapters/postgres/embedded_pglite.ts";
import {
  type ReceivedCall,
  startTestReceiver,
} from "../adapters/http/test_receiver.ts";
import { LEASE_MS } from "../domain/events/deliver_due_events.ts";
import { type KamaiProcess, startKamaiProcess } from "./test_process.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const ROOT = new URL("../", import.meta.url).pathname;
const EVENTS = 50;
/** A worker pass claims 20: the first pass is answered, the second one is held when the process dies. */
const ANSWERED = 20;
const BATCH = 20;
/** What both backends' processes run with, besides where their database is. */
const PROCESS_ENV = {
  APP_ENV: "development",
  PORT: "0",
  HOST: "127.0.0.1",
  OUTBOUND_ALLOW_PRIVATE: "true",
  LOG_REQUESTS: "off",
};

/** Polls `check` until it holds; fails with `what` after a generous deadline (no timing is asserted). */
async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms = 60_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Commits a webhook for payout.paid at `receiverUrl` and EVENTS events for it, as changes would; answers the ids. */
async function seedEvents(sql: Sql, receiverUrl: string): Promise<string[]> {
  const owner = await createPostgresUserRepository(sql).create({
    name: "Owner",
    email: "owner@kamai.example",
    passwordHash: "not-a-hash",
    role: "admin",
    isVerified: true,
    isApproved: true,
  });
  await sql`
    INSERT INTO event_receivers (kind, user_id, url, method, events, secret)
    VALUES ('webhook', ${owner!.id}, ${`${receiverUrl}/hook`}, 'POST',
      ARRAY['payout.paid'], 'whsec_0123456789abcdef0123')`;
  return await insertEvents(
    sql,
    Array.from({ length: EVENTS }, (_, n) => ({
      type: "payout.paid",
      data: { id: n + 1, status: "paid" },
      affiliateId: null,
      productId: null,
    })),
  );
}

/** How many times the receiver got each event id. */
function receivedCounts(calls: ReceivedCall[]): Map<string, number> {
  const received = new Map<string, number>();
  for (const call of calls) {
    const id = JSON.parse(call.body).id as string;
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  return received;
}

/**
 * None of `ids` is lost; each arrived exactly once where its outcome was recorded before the kill or nothing had
 * started, at most twice (the cut call and its retry) when it was in flight; nothing else was sent.
 */
function assertAtLeastOnce(
  ids: string[],
  inFlight: string[],
  calls: ReceivedCall[],
): void {
  const received = receivedCounts(calls);
  const missing = ids.filter((id) => !received.has(id));
  assert.deepEqual(missing, [], "no event is lost");
  const wrong = ids.filter((id) => {
    const times = received.get(id) ?? 0;
    return inFlight.includes(id) ? times > 2 : times !== 1;
  }).map((id) => `${id}: ${received.get(id)}`);
  assert.deepEqual(wrong, []);
  assert.equal(
    [...received.keys()].filter((id) => !ids.includes(id)).length,
    0,
    "nothing but the events was sent",
  );
}

if (SERVER) {
  Deno.test({
    name:
      "kill -9 mid-delivery: a restarted instance delivers every event, only those in flight at the kill twice [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async () => {
    const db = await openTestDatabase("postgres");
    const receiver = startTestReceiver();
    const processes: KamaiProcess[] = [];
    try {
      // The changes are committed with their events before the process that will deliver them starts.
      const ids = await seedEvents(db.sql, receiver.url);
      const statuses = async () =>
        await db.sql<
          { event_id: string; status: string; leased: boolean }[]
        >`
          SELECT event_id, status, leased_until > now() AS leased
          FROM outbox_deliveries`;
      const env = { ...PROCESS_ENV, DATABASE_URL: db.url };
      receiver.holdFrom(ANSWERED);
      const first = await startKamaiProcess({ cwd: ROOT, env });
      processes.push(first);
      await until(
        "one batch delivered and the next one in flight",
        async () =>
          receiver.holding() > 0 &&
          (await statuses()).filter((d) => d.status === "delivered").length >=
            ANSWERED,
      );
      await first.stop("SIGKILL");

      const atKill = await statuses();
      const deliveredBefore = atKill.filter((d) => d.status === "delivered")
        .map((d) => d.event_id);
      const inFlight = atKill.filter((d) => d.status === "pending" && d.leased)
        .map((d) => d.event_id);
      const unclaimed = atKill.filter((d) =>
        d.status === "pending" && !d.leased
      ).map((d) => d.event_id);
      assert.ok(deliveredBefore.length >= ANSWERED);
      assert.ok(inFlight.length > 0, "the kill came mid-delivery");
      assert.ok(unclaimed.length > 0, "some events were not claimed yet");
      assert.equal(
        deliveredBefore.length + inFlight.length + unclaimed.length,
        EVENTS,
      );

      // The dead process's leases run out after LEASE_MS (60 s); rather than wait a minute, the test moves them to
      // now, as the passing minute would. The next instance then claims them like any due delivery.
      receiver.release();
      await db.sql`
        UPDATE outbox_deliveries SET leased_until = now() - interval '1 second'
        WHERE status = 'pending' AND leased_until > now()`;
      const second = await startKamaiProcess({ cwd: ROOT, env });
      processes.push(second);
      await until(
        "every delivery marked delivered",
        async () => (await statuses()).every((d) => d.status === "delivered"),
      );
      assertAtLeastOnce(ids, inFlight, receiver.calls);
    } finally {
      for (const process of processes) await process.kill();
      await receiver.close();
      await db.close();
    }
  });
}

/** Opens the embedded database in `dataDir` (no Kamai process may hold it), runs `work` on it, closes it. */
async function onDataDir<T>(
  dataDir: string,
  work: (sql: Sql) => Promise<T>,
  loadDataDir?: Blob,
): Promise<T> {
  const embedded = await startEmbeddedPglite(dataDir, { loadDataDir });
  const sql = connectUrl(embedded.url, 1);
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await embedded.stop();
  }
}

Deno.test({
  name:
    "kill -9 mid-delivery: the app started again on the same DATA_DIR delivers every event, only those in flight at the kill twice [pglite]",
  sanitizeOps: false,
  sanitizeResources: false,
}, async () => {
  const dataDir = await Deno.makeTempDir({
    dir: tmpdir(),
    prefix: "kamai-kill-",
  });
  const receiver = startTestReceiver();
  const processes: KamaiProcess[] = [];
  try {
    // A migrated data folder (from the tests' snapshot) with the changes and their events committed in it.
    const ids = await onDataDir(
      dataDir,
      (sql) => seedEvents(sql, receiver.url),
      await migratedSnapshot(),
    );
    const env = { ...PROCESS_ENV, DATA_DIR: dataDir };
    receiver.holdFrom(ANSWERED);
    const first = await startKamaiProcess({ cwd: ROOT, env });
    processes.push(first);
    // The embedded database lives in the process, so the test watches the receiver: a pass records its outcomes
    // before the next one claims, so a whole second batch on hold means the first batch's marks are committed.
    await until(
      "one batch answered and the next one in flight",
      () => receiver.holding() >= BATCH,
    );
    await first.stop("SIGKILL");
    receiver.release();

    const calls = receiver.calls.splice(0);
    const answered = calls.slice(0, ANSWERED).map((c) => JSON.parse(c.body).id);
    const inFlight = calls.slice(ANSWERED).map((c) => JSON.parse(c.body).id);
    assert.equal(new Set(answered).size, ANSWERED);
    assert.equal(new Set(inFlight).size, BATCH, "the kill came mid-delivery");
    // A third pass cannot start while the second waits: the rest were not claimed yet.
    assert.equal(calls.length, ANSWERED + BATCH);

    // The same DATA_DIR, as a restart after a crash: the data folder was left by a process killed mid-write.
    const second = await startKamaiProcess({ cwd: ROOT, env });
    processes.push(second);
    const rest = ids.filter((id) => !answered.includes(id));
    await until(
      "every event not answered before the kill sent again",
      () => {
        const got = receivedCounts(receiver.calls);
        return rest.every((id) => got.has(id));
      },
    );
    // The second batch was claimed after the first was answered, so its lease lasts past the last answer's time plus
    // LEASE_MS; the restarted app sent it again before that: it freed the dead process's leases as it started.
    const leaseOver = calls[ANSWERED - 1].at + LEASE_MS;
    const resent = receiver.calls.filter((c) =>
      inFlight.includes(JSON.parse(c.body).id)
    );
    assert.ok(
      resent.length > 0 && resent.every((c) => c.at < leaseOver),
      "the calls in flight at the kill went out again before their lease would have run out",
    );
    // SIGTERM lets the worker record the pass it is in before the database closes.
    assert.equal(await second.stop("SIGTERM"), 0, second.output());
    assertAtLeastOnce(ids, inFlight, [...calls, ...receiver.calls]);

    // On disk: every delivery marked delivered, with one attempt logged (the cut one died before it was written).
    const rows = await onDataDir(
      dataDir,
      async (sql) =>
        await sql<{ status: string; logged: number; leased: boolean }[]>`
        SELECT d.status, d.leased_until IS NOT NULL AS leased,
          (SELECT count(*)::int FROM outbox_attempts a WHERE a.delivery_id = d.id) AS logged
        FROM outbox_deliveries d`,
    );
    assert.equal(rows.length, EVENTS);
    assert.deepEqual(
      rows.filter((r) =>
        r.status !== "delivered" || r.logged !== 1 || r.leased
      ),
      [],
    );
  } finally {
    for (const process of processes) await process.kill();
    await receiver.close();
    await Deno.remove(dataDir, { recursive: true }).catch(() => {});
  }
});
