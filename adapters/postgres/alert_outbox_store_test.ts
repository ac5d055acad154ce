/**
 * The alert senders on a real database (docs/alerts.md): 1,000 approved sales emitted through the unit of work's
 * outbox make two emails for their affiliate (one now, the rest folded 10 minutes later), however many senders
 * race; the day's digest is claimed once per person; an "off" kind and an admin write nothing.
 */
import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { insertProduct, insertUser } from "./test_fixtures.ts";
import { repositories, unitsOfWork } from "./repository_registry.ts";
import { createPostgresAlertOutbox } from "./alert_outbox_store.ts";
import { createPostgresAlertSettingsStore } from "./alert_queue.ts";
import { sendDueAlerts } from "../../domain/alerts/send_due_alerts.ts";
import { sendAlertDigests } from "../../domain/alerts/send_alert_digests.ts";
import type { AlertMailer } from "../../domain/alerts/alert_repos.ts";
import type { AlertKind } from "../../domain/alerts/alert_kinds.ts";
import type { QueuedAlert } from "../../domain/alerts/alert_item.ts";
import type { OutboxEvent } from "../../domain/events/event_outbox.ts";
import { createFixedClock } from "../../domain/shared/clock.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";

/** A mailer keeping what it was asked to send. */
function recordingMailer() {
  const sent: { kind: AlertKind | "digest"; userId: number; count: number }[] =
    [];
  const mailer: AlertMailer = {
    instant: (to, kind, alerts: QueuedAlert[]) => {
      sent.push({ kind, userId: to.userId, count: alerts.length });
      return Promise.resolve();
    },
    digest: (to, _day, alerts) => {
      sent.push({ kind: "digest", userId: to.userId, count: alerts.length });
      return Promise.resolve();
    },
  };
  return { sent, mailer };
}

/** `n` approved sales of `userId` as their events. */
function approvedSales(userId: number, productId: number, n: number, from = 0) {
  return Array.from({ length: n }, (_, i): OutboxEvent => ({
    type: "conversion.approved",
    conversion: {
      id: from + i + 1,
      affiliateId: userId,
      productId,
      orderId: `O-${from + i}`,
      goal: "sale",
      status: "approved",
      payoutMinor: 500,
      clickId: null,
      s1: null,
      s2: null,
      s3: null,
      s4: null,
      s5: null,
      occurredAt: new Date(),
    },
  }));
}

forEachDatabase(
  "alerts: a burst of 1,000 makes one email per 10 minutes, digests are claimed once",
  async (t, db) => {
    const ali = await insertUser(db.sql, { email: "ali@kamai.test" });
    const admin = await insertUser(db.sql, {
      email: "boss@kamai.test",
      role: "admin",
    });
    const product = await insertProduct(db.sql, { title: "Course" });
    const uow = unitsOfWork(db.sql, repositories)(["outbox"]);
    const outbox = createPostgresAlertOutbox(db.sql);
    const clock = createFixedClock(new Date());

    await t.step(
      "1,000 sales: one email now, one 10 minutes later with the rest, whatever races",
      async () => {
        await uow.run(({ outbox }) =>
          outbox.emitMany([
            ...approvedSales(ali, product, 1_000),
            ...approvedSales(admin, product, 5, 5_000),
          ])
        );
        const [written] = await db
          .sql`SELECT count(*)::int AS n FROM alert_items`;
        assert.equal(written.n, 1_000, "an admin gets no alerts");
        const { sent, mailer } = recordingMailer();
        const deps = { outbox, mailer, clock };
        // Three senders at once (three instances), then again within the window.
        await Promise.all([1, 2, 3].map(() => sendDueAlerts(deps)));
        await uow.run(({ outbox }) =>
          outbox.emitMany(approvedSales(ali, product, 10, 2_000))
        );
        clock.advance(9 * 60_000 + 59_000);
        await sendDueAlerts(deps);
        assert.equal(sent.length, 1);
        clock.advance(1_000);
        await Promise.all([1, 2].map(() => sendDueAlerts(deps)));
        assert.equal(sent.length, 2);
        assert.equal(sent[0].count + sent[1].count, 1_010);
        assert.ok(
          sent.every((s) =>
            s.kind === "conversionApproved" && s.userId === ali
          ),
        );
        const [left] = await db.sql`SELECT count(*)::int AS n FROM alert_items`;
        assert.equal(left.n, 0);
      },
    );

    await t.step(
      "digest kinds wait for 09:00 and go out once per person and day",
      async () => {
        const settings = createPostgresAlertSettingsStore(db.sql);
        await settings.set(ali, { conversionApproved: "digest" });
        await uow.run(({ outbox }) =>
          outbox.emitMany(approvedSales(ali, product, 4, 3_000))
        );
        const { sent, mailer } = recordingMailer();
        const deps = { outbox, mailer, clock };
        clock.set(new Date());
        await sendDueAlerts(deps);
        assert.equal(sent.length, 0, "digest alerts are not sent at once");
        const tomorrow = addDays(karachiDate(new Date()), 1);
        clock.set(new Date(`${tomorrow}T09:01:00+05:00`));
        const runs = await Promise.all(
          [1, 2, 3].map(() => sendAlertDigests(deps)),
        );
        assert.equal(runs.reduce((a, b) => a + b, 0), 1);
        assert.equal(
          await sendAlertDigests(deps),
          0,
          "a second run sends nothing",
        );
        assert.deepEqual(sent, [{ kind: "digest", userId: ali, count: 4 }]);
      },
    );

    await t.step(
      "an off kind writes nothing; turning a kind off drops what waits",
      async () => {
        const settings = createPostgresAlertSettingsStore(db.sql);
        await uow.run(({ outbox }) =>
          outbox.emitMany(approvedSales(ali, product, 2, 4_000))
        );
        await settings.set(ali, { conversionApproved: "off" });
        await uow.run(({ outbox }) =>
          outbox.emitMany(approvedSales(ali, product, 2, 4_100))
        );
        const [left] = await db.sql`SELECT count(*)::int AS n FROM alert_items`;
        assert.equal(left.n, 0);
      },
    );
  },
);
