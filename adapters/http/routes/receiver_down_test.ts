/**
 * A receiver that is down for a while (nothing listens at its address: every attempt is refused) gets every event
 * once it is back (docs/webhooks.md, "Delivery and retries"): an operator's webhook and an affiliate's postback miss
 * several sales' events, each retried and logged, and then receive each of them exactly once.
 */
import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { startTestReceiver, type TestReceiver } from "../test_receiver.ts";
import { verifyConversionSignature } from "../../tracking/conversion_signature.ts";

const SALES = 3;
/** Failed attempts each delivery makes before the receiver comes back: its retries have begun to back off. */
const FAILURES = 3;

/** Polls `check` until it holds, or fails with `what`. */
async function until(what: string, check: () => Promise<boolean>) {
  const end = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

forEachTestApp(
  "a webhook and a postback that are down for a while get every event once they are back, each once",
  async (t, app) => {
    // A free port with nothing on it: the receiver is down until it starts there again.
    const gone = startTestReceiver();
    const port = Number(new URL(gone.url).port);
    await gone.close();
    let receiver: TestReceiver | null = null;
    try {
      const { admin, ali, code } = await setUpAffiliate(app);
      const base = `http://127.0.0.1:${port}`;
      const hook = await app.json("/api/admin/webhooks", {
        token: admin.token,
        body: {
          url: `${base}/hook`,
          events: ["conversion.created", "conversion.approved"],
        },
      });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
      const postback = await app.json("/api/affiliate/postbacks", {
        token: ali.token,
        body: {
          url: `${base}/postback`,
          method: "POST",
          events: ["conversion.approved"],
        },
      });
      assert.equal(postback.status, 201, JSON.stringify(postback.body));
      const deliveries = async () =>
        await app.infra.sql<
          {
            id: number;
            event_id: string;
            path: string;
            status: string;
            refused: number;
            answered: number[];
          }[]
        >`
          SELECT d.id, d.event_id, substring(r.url FROM '/[a-z]+$') AS path, d.status,
            (SELECT count(*)::int FROM outbox_attempts a
              WHERE a.delivery_id = d.id AND a.status_code IS NULL AND a.error IS NOT NULL) AS refused,
            ARRAY(SELECT a.status_code FROM outbox_attempts a
              WHERE a.delivery_id = d.id AND a.status_code IS NOT NULL ORDER BY a.id) AS answered
          FROM outbox_deliveries d JOIN event_receivers r ON r.id = d.receiver_id
          ORDER BY d.id`;

      await t.step(
        "while it is down, each event is attempted again and again, every attempt logged",
        async () => {
          for (let n = 1; n <= SALES; n++) {
            const sale = await postSignedConversion(
              app,
              JSON.stringify({
                linkCode: code,
                orderId: `DOWN-${n}`,
                amount: 1000,
                status: "sale",
              }),
            );
            assert.equal(sale.status, 201, sale.text);
          }
          // Each sale is created and approved at once: two events for the webhook, the approval for the postback.
          assert.equal((await deliveries()).length, SALES * 3);
          await until(
            `every delivery refused ${FAILURES} times`,
            async () =>
              (await deliveries()).every((d) =>
                d.status === "pending" && d.refused >= FAILURES
              ),
          );
          const [failing] = await app.infra.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM event_receivers WHERE failing_since IS NOT NULL AND enabled`;
          assert.equal(failing.n, 2, "both receivers are failing, still on");
        },
      );

      await t.step(
        "once it is back, every event arrives, each exactly once, signed",
        async () => {
          receiver = startTestReceiver({ port });
          const back = receiver;
          await until(
            "every delivery delivered",
            async () =>
              (await deliveries()).every((d) => d.status === "delivered"),
          );
          const rows = await deliveries();
          const expected = rows.map((d) => `${d.path} ${d.event_id}`).sort();
          const received = back.calls.map((c) =>
            `${c.path} ${JSON.parse(c.body).id}`
          ).sort();
          assert.deepEqual(received, expected);
          // The log shows the refusals and then the one answer.
          for (const d of rows) {
            assert.ok(d.refused >= FAILURES, JSON.stringify(d));
            assert.deepEqual(d.answered, [200], JSON.stringify(d));
          }
          for (const call of back.calls) {
            const secret = call.path === "/hook"
              ? hook.body.secret
              : postback.body.secret;
            const check = await verifyConversionSignature(
              secret,
              call.headers.get("kamai-signature"),
              call.body,
              Math.floor(Date.now() / 1000),
            );
            assert.equal(check, "ok", call.path);
          }
          const [failing] = await app.infra.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM event_receivers WHERE failing_since IS NOT NULL`;
          assert.equal(failing.n, 0, "a success clears the failing mark");
        },
      );
    } finally {
      await (receiver as TestReceiver | null)?.close();
    }
  },
  {
    config: { outboundAllowPrivate: true },
    outbox: { pollMs: 20, retryBaseMs: 50 },
  },
);
