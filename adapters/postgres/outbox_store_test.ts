import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { insertUser } from "./test_fixtures.ts";
import { insertEvents } from "./event_outbox.ts";
import { createPostgresOutboxStore } from "./outbox_store.ts";
import { createPostgresReceiverRepository } from "./receiver_repository.ts";

forEachDatabase(
  "outbox store: claims never overlap, a dead worker's lease runs out, a switched-off receiver gets nothing",
  async (t, db) => {
    const owner = await insertUser(db.sql, { email: "owner@kamai.test" });
    const hook = await createPostgresReceiverRepository(db.sql).create(
      "webhook",
      owner,
      {
        url: "https://example.com/hook",
        method: "POST",
        events: ["payout.paid"],
        productId: null,
        enabled: true,
      },
      "whsec_0123456789abcdef0123",
    );
    const store = createPostgresOutboxStore(db.sql);
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);

    await t.step(
      "an event is fanned out only to receivers asking for its type",
      async () => {
        await insertEvents(db.sql, [
          ...Array.from({ length: 30 }, (_, i) => ({
            type: "payout.paid",
            data: { id: i },
            affiliateId: owner,
            productId: null,
          })),
          {
            type: "payout.requested",
            data: {},
            affiliateId: owner,
            productId: null,
          },
        ]);
        assert.equal((await store.depth(later(1_000))).pending, 30);
        // Nobody asked for payout.requested: the event is not kept.
        const [{ n }] = await db
          .sql`SELECT count(*)::int AS n FROM outbox_events`;
        assert.equal(n, 30);
      },
    );

    await t.step(
      "three workers claiming at once share the rows without overlap",
      async () => {
        const claims = await Promise.all(
          [0, 1, 2].map(() => store.claimDue(later(1_000), 30, later(61_000))),
        );
        const ids = claims.flat().map((d) => d.id);
        assert.equal(ids.length, 30);
        assert.equal(new Set(ids).size, 30);
        assert.equal(
          (await store.claimDue(later(2_000), 30, later(62_000))).length,
          0,
        );
        assert.equal(claims.flat()[0].receiver.ownerEmail, "owner@kamai.test");
        assert.equal(claims.flat()[0].event.type, "payout.paid");
      },
    );

    await t.step(
      "a lease that ran out (the worker died mid-call) is claimed again: at least once",
      async () => {
        const again = await store.claimDue(later(61_001), 100, later(122_000));
        assert.equal(again.length, 30);
        const [first, ...rest] = again;
        await store.finish({
          deliveryId: first.id,
          at: later(61_002),
          statusCode: 200,
          durationMs: 12,
          answer: "ok",
          error: null,
        }, { delivered: true });
        await store.finish({
          deliveryId: rest[0].id,
          at: later(61_002),
          statusCode: 500,
          durationMs: 8,
          answer: "x".repeat(2_000),
          error: null,
        }, { delivered: false, retryAt: later(200_000) });
        const log = await createPostgresReceiverRepository(db.sql).log(
          hook.id,
          100,
        );
        const delivered = log.find((d) => d.id === first.id)!;
        assert.equal(delivered.status, "delivered");
        const retried = log.find((d) => d.id === rest[0].id)!;
        assert.equal(retried.status, "pending");
        assert.equal(retried.attempts[0].answer.length, 1024);
        assert.deepEqual(retried.nextAttemptAt, later(200_000));
        assert.equal((await store.depth(later(1_000))).pending, 29);
      },
    );

    await t.step(
      "switching a receiver off cancels what it still had waiting",
      async () => {
        assert.equal(
          await store.disableReceiver(
            hook.id,
            later(300_000),
            "Failed for 3 days",
          ),
          true,
        );
        assert.equal(
          await store.disableReceiver(hook.id, later(300_000), "again"),
          false,
        );
        assert.equal((await store.depth(later(1_000))).pending, 0);
        await insertEvents(db.sql, [{
          type: "payout.paid",
          data: {},
          affiliateId: owner,
          productId: null,
        }]);
        assert.equal((await store.depth(later(1_000))).pending, 0);
      },
    );
  },
);
