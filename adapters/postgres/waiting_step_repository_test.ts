import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresWaitingStepRepository } from "./waiting_step_repository.ts";

/** A promise and the function that settles it. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

forEachDatabase(
  "waiting steps: an order is locked before it exists; an import locks its whole source",
  async (t, db) => {
    const repo = createPostgresWaitingStepRepository;
    await t.step("kept, listed in arrival order, applied once", async () => {
      await db.sql.begin(async (tx) => {
        const [event] = await tx`
          INSERT INTO source_events (source_id, kind, outcome) VALUES (1, 'refund', 'waiting') RETURNING id`;
        const waiting = repo(tx);
        const step = {
          kind: "refund" as const,
          orderId: "A-1",
          refundId: "api:A-1",
          refundMinor: 2_500,
        };
        const first = await waiting.add({
          sourceId: 1,
          orderId: "A-1",
          keyId: null,
          eventId: Number(event.id),
          step,
        });
        await waiting.add({
          sourceId: 1,
          orderId: "A-2",
          keyId: null,
          eventId: Number(event.id),
          step: { kind: "reverse", orderId: "A-2" },
        });
        const listed = await waiting.listForOrders(1, ["A-1", "A-2", "A-3"]);
        assert.deepEqual(listed.map((w) => w.step), [step, {
          kind: "reverse",
          orderId: "A-2",
        }]);
        await waiting.markApplied([first]);
        assert.deepEqual(
          (await waiting.listForOrders(1, ["A-1", "A-2"])).map((w) =>
            w.orderId
          ),
          ["A-2"],
        );
      });
    });

    // PGlite serves one connection, so its transactions never overlap; the locks matter on PostgreSQL.
    if (db.kind !== "postgres") return;
    await t.step(
      "one order's deliveries wait for each other, other orders do not, and an import waits for both",
      async () => {
        const source = 777;
        const held = gate();
        const locked = gate();
        const first = db.sql.begin(async (tx) => {
          await repo(tx).lockOrders(source, ["820982911946154508"]);
          locked.open();
          await held.wait;
        });
        await locked.wait;
        let sameOrder = false;
        const second = db.sql.begin(async (tx) => {
          await repo(tx).lockOrders(source, ["820982911946154508"]);
          sameOrder = true;
        });
        // Another order of the source, and the same order id of another source, go ahead at once.
        await db.sql.begin((tx) => repo(tx).lockOrders(source, ["1002"]));
        await db.sql.begin((tx) =>
          repo(tx).lockOrders(source + 1, ["820982911946154508"])
        );
        let imported = false;
        const importing = db.sql.begin(async (tx) => {
          await repo(tx).lockOrders(source, ["1002", "1003"]);
          imported = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal(sameOrder, false, "the same order waited");
        assert.equal(imported, false, "the import waited");
        held.open();
        await Promise.all([first, second, importing]);
        assert.equal(sameOrder, true);
        assert.equal(imported, true);
      },
    );
  },
);
