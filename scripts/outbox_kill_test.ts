/**
 * A `kill -9` of Kamai between a change and its delivery loses no event (docs/webhooks.md, "The outbox"): a real
 * process delivers committed events to a local receiver and is SIGKILLed with one batch answered, one batch in flight
 * (the receiver holds its answers) and the rest not yet claimed; a new process then delivers every event. Only the
 * deliveries in flight at the kill may reach the receiver twice: at least once, as documented.
 */
import assert from "node:assert/strict";
import { openTestDatabase } from "../adapters/postgres/test_databases.ts";
import { insertEvents } from "../adapters/postgres/event_outbox.ts";
import { createPostgresUserRepository } from "../adapters/postgres/user_repository.ts";
import { startTestReceiver } from "../adapters/http/test_receiver.ts";
import { type KamaiProcess, startKamaiProcess } from "./test_process.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const ROOT = new URL("../", import.meta.url).pathname;
const EVENTS = 50;
/** A worker pass claims 20: the first pass is answered, the second one is held when the process dies. */
const ANSWERED = 20;

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
      const owner = await createPostgresUserRepository(db.sql).create({
        name: "Owner",
        email: "owner@kamai.example",
        passwordHash: "not-a-hash",
        role: "admin",
        isVerified: true,
        isApproved: true,
      });
      await db.sql`
        INSERT INTO event_receivers (kind, user_id, url, method, events, secret)
        VALUES ('webhook', ${
        owner!.id
      }, ${`${receiver.url}/hook`}, 'POST', ARRAY['payout.paid'],
          'whsec_0123456789abcdef0123')`;
      // The changes are committed with their events before the process that will deliver them starts.
      const ids = await insertEvents(
        db.sql,
        Array.from({ length: EVENTS }, (_, n) => ({
          type: "payout.paid",
          data: { id: n + 1, status: "paid" },
          affiliateId: null,
          productId: null,
        })),
      );
      const statuses = async () =>
        await db.sql<
          { event_id: string; status: string; leased: boolean }[]
        >`
          SELECT event_id, status, leased_until > now() AS leased
          FROM outbox_deliveries`;
      const env = {
        APP_ENV: "development",
        DATABASE_URL: db.url,
        PORT: "0",
        HOST: "127.0.0.1",
        OUTBOUND_ALLOW_PRIVATE: "true",
        LOG_REQUESTS: "off",
      };
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

      const received = new Map<string, number>();
      for (const call of receiver.calls) {
        const id = JSON.parse(call.body).id as string;
        received.set(id, (received.get(id) ?? 0) + 1);
      }
      const missing = ids.filter((id) => !received.has(id));
      assert.deepEqual(missing, [], "no event is lost");
      // Exactly once where the outcome was recorded before the kill or nothing had started; at most twice (the cut
      // call and its retry) for the deliveries in flight.
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
    } finally {
      for (const process of processes) await process.kill();
      await receiver.close();
      await db.close();
    }
  });
}
