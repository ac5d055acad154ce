import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { startTestReceiver, type TestReceiver } from "../test_receiver.ts";
import { verifyConversionSignature } from "../../tracking/conversion_signature.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { WEBHOOK_EVENT_TYPES } from "../../../domain/events/event_types.ts";
import { listOutbox } from "../../mail/outbox_mailer.ts";

const METRICS_TOKEN = "metrics-token-0123456789";
let sourceId = 1;

/** An affiliate with `minor` available today on a product. */
async function affiliateWithBalance(app: TestApp, name: string, minor: number) {
  const user = await createUser(app.infra, { name });
  const [product] = await app.infra.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
  await testLedger(app.infra).append({
    userId: user.id,
    productId: product.id,
    kind: "earning",
    amount: money(minor),
    availableOn: karachiDate(app.infra.clock.now()),
    sourceType: "sale",
    sourceId: sourceId++,
  });
  return { user, productId: Number(product.id) };
}

interface EventBody {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

const bodies = (receiver: TestReceiver): EventBody[] =>
  receiver.calls.map((c) => JSON.parse(c.body));

forEachTestApp(
  "webhooks: an operator's receiver gets each event signed, retried until it answers, with test, log and replay",
  async (t, app) => {
    const receiver = startTestReceiver();
    const admin = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    try {
      let hookId = 0;
      let secret = "";
      await t.step(
        "adding checks the URL and events; the secret is shown once; audited",
        async () => {
          for (
            const body of [
              { url: "ftp://example.com/x", events: ["payout.paid"] },
              { url: "not a url", events: ["payout.paid"] },
              { url: receiver.url, events: [] },
              { url: receiver.url, events: ["conversion.pending"] },
              { url: receiver.url, events: ["nope"] },
            ]
          ) {
            const res = await app.json("/api/admin/webhooks", {
              token: admin,
              body,
            });
            assert.equal(res.status, 400, JSON.stringify(body));
            assert.equal(res.body.code, "VALIDATION_ERROR");
          }
          const res = await app.json("/api/admin/webhooks", {
            token: admin,
            body: {
              url: `${receiver.url}/hook`,
              events: [...WEBHOOK_EVENT_TYPES],
              enabled: true,
            },
          });
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.match(res.body.secret, /^whsec_[A-Za-z0-9_-]{32,}$/);
          assert.equal(res.body.enabled, true);
          hookId = res.body.id;
          secret = res.body.secret;
          const list = await app.json("/api/admin/webhooks", { token: admin });
          assert.equal(list.status, 200);
          assert.equal(list.body.length, 1);
          assert.equal("secret" in list.body[0], false);
          const [audit] = await app.infra
            .sql`SELECT action FROM audit_logs ORDER BY id DESC LIMIT 1`;
          assert.equal(audit.action, "Add Webhook");
        },
      );

      let ali!: Awaited<ReturnType<typeof affiliateWithBalance>>;
      await t.step(
        "each event type reaches the receiver, signed, with a unique id",
        async () => {
          ali = await affiliateWithBalance(app, "Ali Khan", 50_000);
          const sara = await affiliateWithBalance(app, "Sara", 50_000);
          // affiliate.approved: a submitted profile approved by the admin.
          const pending = await createUser(app.infra, {
            name: "Ayesha",
            approved: false,
          });
          await app.infra
            .sql`INSERT INTO profiles (user_id, name, status, submitted_at)
          VALUES (${pending.id}, 'Ayesha', 'pending', now())`;
          const account = {
            method: "jazzcash",
            accountName: "Ali Khan",
            accountNumber: "03001234567",
          };
          const first = await app.json("/api/payouts", {
            token: ali.user.token,
            body: { ...account, amount: 100, productId: ali.productId },
          });
          assert.equal(first.status, 201, JSON.stringify(first.body));
          const paid = await app.json(
            `/api/payouts/admin/pay/${first.body.payout.id}`,
            {
              token: admin,
              body: { transactionId: "JC-1" },
            },
          );
          assert.equal(paid.status, 200, JSON.stringify(paid.body));
          const second = await app.json("/api/payouts", {
            token: ali.user.token,
            body: { ...account, amount: 50, productId: ali.productId },
          });
          const rejected = await app.json(
            `/api/payouts/admin/reject/${second.body.payout.id}`,
            {
              method: "PATCH",
              token: admin,
              body: { rejectionReason: "Wrong number" },
            },
          );
          assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
          // Sara pays out to Ali's number: the shared account raises a risk flag.
          const shared = await app.json("/api/payouts", {
            token: sara.user.token,
            body: { ...account, amount: 10, productId: sara.productId },
          });
          assert.equal(shared.status, 201);
          const approved = await app.json(`/api/admin/approve/${pending.id}`, {
            method: "POST",
            token: admin,
          });
          assert.equal(approved.status, 200, JSON.stringify(approved.body));
          const expected = [
            "affiliate.registered",
            "payout.requested",
            "payout.paid",
            "payout.rejected",
            "risk.flag_raised",
            "affiliate.approved",
          ];
          await receiver.waitFor(() =>
            expected.every((type) =>
              bodies(receiver).some((b) => b.type === type)
            )
          );
          const now = Math.floor(Date.now() / 1000);
          for (const call of receiver.calls) {
            assert.equal(call.method, "POST");
            assert.equal(call.path, "/hook");
            assert.equal(call.headers.get("content-type"), "application/json");
            assert.equal(
              await verifyConversionSignature(
                secret,
                call.headers.get("kamai-signature"),
                call.body,
                now,
              ),
              "ok",
            );
            const body = JSON.parse(call.body) as EventBody;
            assert.deepEqual(Object.keys(body), [
              "id",
              "type",
              "createdAt",
              "data",
            ]);
            assert.match(body.id, /^evt_[0-9a-f]{32}$/);
            assert.equal(call.headers.get("kamai-event-id"), body.id);
          }
          const ids = bodies(receiver).map((b) => b.id);
          assert.equal(new Set(ids).size, ids.length);
          const paidEvent = bodies(receiver).find((b) =>
            b.type === "payout.paid"
          )!;
          assert.equal(paidEvent.data.id, first.body.payout.id);
          assert.equal(paidEvent.data.status, "paid");
          assert.equal(paidEvent.data.amount, 100);
          assert.equal(paidEvent.data.transactionId, "JC-1");
          const rejectedEvent = bodies(receiver).find((b) =>
            b.type === "payout.rejected"
          )!;
          assert.equal(rejectedEvent.data.rejectionReason, "Wrong number");
          const registered = bodies(receiver).filter((b) =>
            b.type === "affiliate.registered"
          );
          assert.ok(
            registered.some((b) =>
              b.data.id === ali.user.id && b.data.name === "Ali Khan"
            ),
          );
          const flag = bodies(receiver).find((b) =>
            b.type === "risk.flag_raised"
          )!;
          assert.equal(flag.data.kind, "shared_identity");
        },
      );

      await t.step(
        "a payout the rail refused in a batch's results sends payout.failed",
        async () => {
          // Ali's payouts are held by the shared-number flag: someone else's goes into the batch.
          const bilal = await affiliateWithBalance(app, "Bilal", 10_000);
          const requested = await app.json("/api/payouts", {
            token: bilal.user.token,
            body: {
              method: "jazzcash",
              accountName: "Bilal",
              accountNumber: "03219876543",
              amount: 20,
              productId: bilal.productId,
            },
          });
          assert.equal(requested.status, 201, JSON.stringify(requested.body));
          const payoutId = requested.body.payout.id as number;
          const batch = await app.json("/api/payouts/admin/batches", {
            token: admin,
            body: { payoutIds: [payoutId] },
          });
          assert.equal(batch.status, 201, JSON.stringify(batch.body));
          const results = await app.json(
            `/api/payouts/admin/batches/${batch.body.batches[0].id}/results`,
            {
              token: admin,
              body: {
                results: [{
                  payoutId,
                  status: "failed",
                  reason: "Wallet inactive",
                }],
              },
            },
          );
          assert.equal(results.status, 200, JSON.stringify(results.body));
          const failedOf = () =>
            bodies(receiver).find((b) =>
              b.type === "payout.failed" && b.data.id === payoutId
            );
          await receiver.waitFor(() => failedOf() !== undefined);
          const failed = failedOf()!;
          assert.equal(failed.data.status, "failed");
          assert.equal(failed.data.rejectionReason, "Wallet inactive");
          assert.equal(failed.data.amount, 20);
          const call = receiver.calls.find((c) =>
            JSON.parse(c.body).id === failed.id
          )!;
          assert.equal(
            await verifyConversionSignature(
              secret,
              call.headers.get("kamai-signature"),
              call.body,
              Math.floor(Date.now() / 1000),
            ),
            "ok",
          );
          // Nothing of this step is still on its way when the next one counts the receiver's calls.
          const pending = async () =>
            (await app.infra.sql<{ n: number }[]>`
              SELECT count(*)::int AS n FROM outbox_deliveries WHERE status = 'pending'`)[
              0
            ].n;
          const end = Date.now() + 30_000;
          while (await pending() > 0 && Date.now() < end) {
            await new Promise((r) => setTimeout(r, 50));
          }
          assert.equal(await pending(), 0);
        },
      );

      await t.step(
        "a receiver that is down gets the event once it is back, and every attempt is logged",
        async () => {
          receiver.answer(503);
          const before = receiver.calls.length;
          const res = await app.json("/api/payouts", {
            token: ali.user.token,
            body: {
              method: "jazzcash",
              accountName: "Ali Khan",
              accountNumber: "03001234567",
              amount: 20,
              productId: ali.productId,
            },
          });
          assert.equal(res.status, 201);
          await receiver.waitFor((calls) => calls.length >= before + 2);
          receiver.answer(200);
          await receiver.waitFor(() => {
            const log = receiver.calls.slice(before);
            return log.length >= 3;
          });
          const deliveries = await app.json(
            `/api/admin/webhooks/${hookId}/deliveries`,
            { token: admin },
          );
          assert.equal(deliveries.status, 200);
          const latest = deliveries.body.find((
            d: { eventType: string; attempts: unknown[] },
          ) => d.eventType === "payout.requested" && d.attempts.length >= 3);
          await receiver.waitFor(() => true);
          assert.ok(latest, JSON.stringify(deliveries.body.slice(0, 2)));
          assert.equal(latest.attempts[0].statusCode, 503);
          assert.equal(latest.attempts[0].answer, "down");
          assert.ok(latest.attempts[0].durationMs >= 0);
          const final = await app.json(
            `/api/admin/webhooks/${hookId}/deliveries`,
            { token: admin },
          );
          const row = final.body.find((d: { id: number }) =>
            d.id === latest.id
          );
          assert.equal(row.status, "delivered");
          assert.equal(row.attempts.at(-1).statusCode, 200);
          // The event is the same one each time: the receiver de-duplicates on its id.
          const ids = new Set(
            receiver.calls.slice(before).map((c) => JSON.parse(c.body).id),
          );
          assert.equal(ids.size, 1);
        },
      );

      await t.step(
        "send test and replay go through the outbox to this receiver",
        async () => {
          const test = await app.json(`/api/admin/webhooks/${hookId}/test`, {
            method: "POST",
            token: admin,
          });
          assert.equal(test.status, 202);
          await receiver.waitFor(() =>
            bodies(receiver).some((b) => b.type === "test.ping")
          );
          const ping = bodies(receiver).find((b) => b.type === "test.ping")!;
          assert.equal(ping.id, test.body.eventId);
          const log = await app.json(
            `/api/admin/webhooks/${hookId}/deliveries`,
            { token: admin },
          );
          const delivered = log.body.find((d: { eventId: string }) =>
            d.eventId === ping.id
          );
          const replay = await app.json(
            `/api/admin/webhooks/${hookId}/deliveries/${delivered.id}/replay`,
            {
              method: "POST",
              token: admin,
            },
          );
          assert.equal(replay.status, 202);
          await receiver.waitFor(() =>
            bodies(receiver).filter((b) => b.id === ping.id).length === 2
          );
          const missing = await app.json(
            `/api/admin/webhooks/${hookId}/deliveries/999999/replay`,
            {
              method: "POST",
              token: admin,
            },
          );
          assert.equal(missing.status, 404);
        },
      );

      await t.step(
        "rotating the secret signs the next deliveries with the new one",
        async () => {
          const rotated = await app.json(
            `/api/admin/webhooks/${hookId}/secret`,
            { method: "POST", token: admin },
          );
          assert.equal(rotated.status, 200);
          assert.notEqual(rotated.body.secret, secret);
          const before = receiver.calls.length;
          await app.json(`/api/admin/webhooks/${hookId}/test`, {
            method: "POST",
            token: admin,
          });
          await receiver.waitFor((calls) => calls.length > before);
          const call = receiver.calls[before];
          const now = Math.floor(Date.now() / 1000);
          assert.equal(
            await verifyConversionSignature(
              rotated.body.secret,
              call.headers.get("kamai-signature"),
              call.body,
              now,
            ),
            "ok",
          );
          assert.equal(
            await verifyConversionSignature(
              secret,
              call.headers.get("kamai-signature"),
              call.body,
              now,
            ),
            "mismatch",
          );
        },
      );

      await t.step(
        "/metrics shows the outbox depth and the oldest age",
        async () => {
          const res = await app.request("/metrics", {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          });
          const text = await res.text();
          assert.match(text, /^kamai_outbox_pending \d+$/m);
          assert.match(text, /^kamai_outbox_oldest_age_seconds \d+$/m);
        },
      );

      await t.step(
        "a receiver failing for 3 days is switched off and its owner emailed",
        async () => {
          receiver.answer(500);
          await app.infra
            .sql`UPDATE event_receivers SET failing_since = now() - interval '3 days 1 minute'
          WHERE id = ${hookId}`;
          await app.json(`/api/admin/webhooks/${hookId}/test`, {
            method: "POST",
            token: admin,
          });
          const end = Date.now() + 30_000;
          let hook:
            | { enabled: boolean; disabledReason: string | null }
            | undefined;
          while (Date.now() < end) {
            hook =
              (await app.json("/api/admin/webhooks", { token: admin })).body[0];
            if (!hook!.enabled) break;
            await new Promise((r) => setTimeout(r, 100));
          }
          assert.equal(hook!.enabled, false);
          assert.match(hook!.disabledReason ?? "", /3 days/);
          const mail = await listOutbox(app.infra.sql);
          assert.ok(
            mail.some((m) =>
              m.to === TEST_ADMIN.email && /switched off/.test(m.subject)
            ),
          );
          const [{ n }] = await app.infra
            .sql`SELECT count(*)::int AS n FROM outbox_deliveries
          WHERE receiver_id = ${hookId} AND status = 'pending'`;
          assert.equal(n, 0);
          // Switched back on, it gets three new days.
          const on = await app.json(`/api/admin/webhooks/${hookId}`, {
            method: "PATCH",
            token: admin,
            body: { enabled: true },
          });
          assert.equal(on.status, 200);
          assert.equal(on.body.enabled, true);
          assert.equal(on.body.failingSince, null);
          receiver.answer(200);
        },
      );

      await t.step(
        "deleting stops deliveries; an affiliate cannot reach the webhooks",
        async () => {
          const asUser = await app.json("/api/admin/webhooks", {
            token: ali.user.token,
          });
          assert.equal(asUser.status, 403);
          const del = await app.json(`/api/admin/webhooks/${hookId}`, {
            method: "DELETE",
            token: admin,
          });
          assert.equal(del.status, 200);
          assert.equal(
            (await app.json("/api/admin/webhooks", { token: admin })).body
              .length,
            0,
          );
          const again = await app.json(`/api/admin/webhooks/${hookId}`, {
            method: "DELETE",
            token: admin,
          });
          assert.equal(again.status, 404);
        },
      );
    } finally {
      await receiver.close();
    }
  },
  {
    config: { outboundAllowPrivate: true, metricsToken: METRICS_TOKEN },
    outbox: { pollMs: 50, retryBaseMs: 100 },
  },
);

forEachTestApp(
  "postbacks: an affiliate manages at most 5, only their own",
  async (t, app) => {
    const ali = await createUser(app.infra, { name: "Ali" });
    const sara = await createUser(app.infra, { name: "Sara" });
    let id = 0;
    await t.step(
      "add, list, change; a GET postback keeps its macros",
      async () => {
        const res = await app.json("/api/affiliate/postbacks", {
          token: ali.token,
          body: {
            url: "https://tracker.example/pb?cid={click_id}&payout={payout}",
            method: "GET",
            events: ["conversion.approved"],
          },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        id = res.body.id;
        assert.equal(res.body.method, "GET");
        const changed = await app.json(`/api/affiliate/postbacks/${id}`, {
          method: "PATCH",
          token: ali.token,
          body: { events: ["conversion.pending", "conversion.reversed"] },
        });
        assert.equal(changed.status, 200);
        assert.deepEqual(changed.body.events, [
          "conversion.pending",
          "conversion.reversed",
        ]);
        assert.equal(
          changed.body.url,
          "https://tracker.example/pb?cid={click_id}&payout={payout}",
        );
        const bad = await app.json("/api/affiliate/postbacks", {
          token: ali.token,
          body: {
            url: "https://tracker.example/pb",
            method: "PUT",
            events: ["conversion.approved"],
          },
        });
        assert.equal(bad.status, 400);
        const webhookEvent = await app.json("/api/affiliate/postbacks", {
          token: ali.token,
          body: {
            url: "https://tracker.example/pb",
            method: "POST",
            events: ["payout.paid"],
          },
        });
        assert.equal(webhookEvent.status, 400);
      },
    );
    await t.step("another affiliate neither sees nor changes it", async () => {
      assert.deepEqual(
        (await app.json("/api/affiliate/postbacks", { token: sara.token }))
          .body,
        [],
      );
      for (
        const [path, method] of [
          [`/api/affiliate/postbacks/${id}`, "PATCH"],
          [`/api/affiliate/postbacks/${id}`, "DELETE"],
          [`/api/affiliate/postbacks/${id}/test`, "POST"],
          [`/api/affiliate/postbacks/${id}/deliveries`, "GET"],
        ] as const
      ) {
        const res = await app.json(path, {
          method,
          token: sara.token,
          body: method === "PATCH" ? { enabled: false } : undefined,
        });
        assert.equal(res.status, 404, `${method} ${path}`);
      }
    });
    await t.step("the sixth is refused", async () => {
      for (let i = 0; i < 4; i++) {
        const res = await app.json("/api/affiliate/postbacks", {
          token: ali.token,
          body: {
            url: `https://tracker.example/${i}`,
            method: "POST",
            events: ["conversion.approved"],
          },
        });
        assert.equal(res.status, 201);
      }
      const sixth = await app.json("/api/affiliate/postbacks", {
        token: ali.token,
        body: {
          url: "https://tracker.example/6",
          method: "POST",
          events: ["conversion.approved"],
        },
      });
      assert.equal(sixth.status, 409);
      assert.equal(sixth.body.code, "TOO_MANY_POSTBACKS");
    });
  },
);
