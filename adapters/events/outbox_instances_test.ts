/**
 * Several instances on one PostgreSQL database (docs/webhooks.md, "The outbox"): three running apps, each with its
 * own outbox worker, deliver every event exactly once in the normal case (FOR UPDATE SKIP LOCKED leases).
 */
import assert from "node:assert/strict";
import { startKamai } from "../bootstrap.ts";
import { testAppConfig } from "../http/test_app.ts";
import { startTestReceiver } from "../http/test_receiver.ts";
import { openTestDatabase } from "../postgres/test_databases.ts";
import { insertEvents } from "../postgres/event_outbox.ts";
import { discardLog } from "../observability/json_log.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const EVENTS = 60;

if (SERVER) {
  Deno.test({
    name: "three instances on one database deliver each event once [postgres]",
    sanitizeOps: false,
    sanitizeResources: false,
  }, async () => {
    const db = await openTestDatabase("postgres");
    const receiver = startTestReceiver();
    const apps = [];
    try {
      for (let i = 0; i < 3; i++) {
        apps.push(
          await startKamai(
            testAppConfig({ databaseUrl: db.url, outboundAllowPrivate: true }),
            {
              publicUrlFromPort: true,
              log: discardLog,
              outbox: { pollMs: 20, retryBaseMs: 100 },
            },
          ),
        );
      }
      const [owner] = await db.sql<{ id: number }[]>`
        SELECT id FROM users WHERE role = 'admin' LIMIT 1`;
      await db.sql`
        INSERT INTO event_receivers (kind, user_id, url, method, events, secret)
        VALUES ('webhook', ${owner.id}, ${`${receiver.url}/hook`}, 'POST', ARRAY['payout.paid'],
          'whsec_0123456789abcdef0123')`;
      const ids = await insertEvents(
        db.sql,
        Array.from({ length: EVENTS }, (_, n) => ({
          type: "payout.paid",
          data: { id: n + 1, status: "paid" },
          affiliateId: null,
          productId: null,
        })),
      );
      await receiver.waitFor((calls) => calls.length >= EVENTS, 30_000);
      // Each delivery is marked once its instance has logged the attempt; then nothing is left to send.
      const state = async () =>
        (await db.sql<{ delivered: number; attempts: number }[]>`
          SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
            (SELECT count(*)::int FROM outbox_attempts) AS attempts
          FROM outbox_deliveries`)[0];
      const end = Date.now() + 30_000;
      while ((await state()).delivered < EVENTS && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.deepEqual({ ...(await state()) }, {
        delivered: EVENTS,
        attempts: EVENTS,
      });
      // Every event reached the receiver once: no instance sent one another had sent.
      const received = receiver.calls.map((c) => JSON.parse(c.body).id).sort();
      assert.deepEqual(received, [...ids].sort());
    } finally {
      for (const app of apps) await app.close();
      await receiver.close();
      await db.close();
    }
  });
}
