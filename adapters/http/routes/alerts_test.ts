/**
 * Alerts (docs/alerts.md) through the API: the settings, the burst limit (many sales make one email per kind per 10
 * minutes, the rest folded into the next), the 09:00 Karachi digest run twice sending one digest, and the RFC 8058
 * one-click unsubscribe that turns a kind off without signing in (a GET changes nothing).
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import {
  clickId,
  postSignedConversion,
  setUpAffiliate,
} from "../test_affiliate.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { addDays, karachiDate } from "../../../domain/shared/karachi_date.ts";
import type { OutboxMessage } from "../../mail/outbox_mailer.ts";

const clock = createFixedClock(new Date());

/** Mail to `email` whose subject matches `subject`, oldest first. */
async function mailTo(app: TestApp, email: string, subject: RegExp) {
  const all = await app.services.outbox.list();
  return all.filter((m: OutboxMessage) =>
    m.to === email && subject.test(m.subject)
  ).reverse();
}

/** Sales folded into an email, read from its subject ("Kamai: 37 sales approved …" or one "Sale approved"). */
function foldedCount(subject: string): number {
  const many = /(\d+) sales approved/.exec(subject);
  return many ? Number(many[1]) : /Sale approved/.test(subject) ? 1 : 0;
}

/** `n` approved API sales through one click, order ids `prefix-i`. */
async function sales(app: TestApp, code: string, prefix: string, n: number) {
  const click = await clickId(app, code);
  for (let i = 0; i < n; i++) {
    const sale = JSON.stringify({
      clickId: click,
      orderId: `${prefix}-${i}`,
      amount: 10,
      status: "sale",
    });
    const res = await postSignedConversion(app, sale);
    assert.equal(res.status, 201, res.text);
  }
}

forEachTestApp(
  "alerts: settings, the burst limit, the digest once a day, one-click unsubscribe",
  async (t, app) => {
    // One clock for both backends' apps: each starts it at the real time (a sale's signature is checked against it).
    clock.set(new Date());
    const { ali, code } = await setUpAffiliate(app);

    await t.step(
      "GET answers every kind with its default; PUT changes only the kinds named",
      async () => {
        const got = await app.json("/api/user/notification-settings", {
          token: ali.token,
        });
        assert.equal(got.status, 200);
        assert.deepEqual(got.body, {
          conversionPending: "digest",
          conversionApproved: "instant",
          conversionReversed: "instant",
          capReached: "instant",
          applicationDecided: "instant",
          payoutPaid: "instant",
          payoutFailed: "instant",
          announcements: "instant",
        });
        const put = await app.json("/api/user/notification-settings", {
          method: "PUT",
          token: ali.token,
          body: { announcements: "digest", payoutFailed: "off" },
        });
        assert.equal(put.status, 200);
        assert.equal(put.body.announcements, "digest");
        assert.equal(put.body.payoutFailed, "off");
        assert.equal(put.body.payoutPaid, "instant");
        for (
          const bad of [{ sales: "instant" }, { payoutPaid: "weekly" }, []]
        ) {
          const refused = await app.json("/api/user/notification-settings", {
            method: "PUT",
            token: ali.token,
            body: bad,
          });
          assert.equal(refused.status, 400, JSON.stringify(bad));
          assert.equal(refused.body.code, "VALIDATION_ERROR");
        }
        assert.equal(
          (await app.json("/api/user/notification-settings")).status,
          401,
        );
      },
    );

    await t.step(
      "a burst of sales sends one email now and folds the rest into one 10 minutes later",
      async () => {
        const burst = 60;
        // The first sales' email goes out (now, or already from a pass of its own); the rest of the burst comes
        // after it. With the clock still, no pass can open the window again, whenever passes run.
        await sales(app, code, "BURST", 20);
        await app.services.alerts.sendDue();
        await sales(app, code, "MORE", burst - 20);
        await app.services.alerts.sendDue();
        const first = await mailTo(app, ali.email, /approved/i);
        assert.equal(first.length, 1, first.map((m) => m.subject).join(" | "));
        assert.match(
          first[0].headers?.["List-Unsubscribe"] ?? "",
          /^<http.*\/api\/unsubscribe\?token=.+>$/,
        );
        assert.equal(
          first[0].headers?.["List-Unsubscribe-Post"],
          "List-Unsubscribe=One-Click",
        );
        clock.advance(9 * 60_000);
        await app.services.alerts.sendDue();
        assert.equal(
          (await mailTo(app, ali.email, /approved/i)).length,
          1,
          "the window is still closed",
        );
        clock.advance(60_000);
        await app.services.alerts.sendDue();
        await app.services.alerts.sendDue();
        const both = await mailTo(app, ali.email, /approved/i);
        assert.equal(both.length, 2);
        assert.equal(
          both.reduce((n, m) => n + foldedCount(m.subject), 0),
          burst,
        );
        const [left] = await app.infra
          .sql`SELECT count(*)::int AS n FROM alert_items WHERE user_id = ${ali.id}`;
        assert.equal(left.n, 0);
      },
    );

    await t.step(
      "the digest job run twice (or on two instances) sends one digest with the day's totals",
      async () => {
        await app.json("/api/user/notification-settings", {
          method: "PUT",
          token: ali.token,
          body: { conversionApproved: "digest" },
        });
        clock.set(new Date());
        await sales(app, code, "DAY", 3);
        await app.services.alerts.sendDue();
        assert.equal(
          (await mailTo(app, ali.email, /digest/i)).length,
          0,
          "nothing before 09:00 tomorrow",
        );
        const tomorrow = addDays(karachiDate(new Date()), 1);
        clock.set(new Date(`${tomorrow}T09:05:00+05:00`));
        const [a, b] = await Promise.all([
          app.services.alerts.sendDigests(),
          app.services.alerts.sendDigests(),
        ]);
        await app.services.alerts.sendDigests();
        assert.equal(a + b, 1);
        const digests = await mailTo(app, ali.email, /digest/i);
        assert.equal(digests.length, 1);
        assert.match(digests[0].text, /3 sales approved — Total: /);
        assert.match(digests[0].text, /DAY-2/);
        assert.equal(
          digests[0].headers?.["List-Unsubscribe-Post"],
          "List-Unsubscribe=One-Click",
        );
        const rows = await app.infra
          .sql`SELECT item_count FROM alert_digests WHERE user_id = ${ali.id}`;
        assert.deepEqual(rows.map((r) => r.item_count), [3]);
      },
    );

    await t.step(
      "one-click unsubscribe: GET only asks, POST turns the kind off without signing in",
      async () => {
        const [mail] = await mailTo(app, ali.email, /approved/i);
        const url = new URL(mail.headers!["List-Unsubscribe"].slice(1, -1));
        const path = url.pathname + url.search;
        const page = await app.request(path);
        assert.equal(page.status, 200);
        assert.match(await page.text(), /<form method="post"/);
        const still = await app.json("/api/user/notification-settings", {
          token: ali.token,
        });
        assert.equal(
          still.body.conversionApproved,
          "digest",
          "a GET changes nothing",
        );
        const done = await app.request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        assert.equal(done.status, 200);
        assert.deepEqual((await done.json()).kinds, ["conversionApproved"]);
        const after = await app.json("/api/user/notification-settings", {
          token: ali.token,
        });
        assert.equal(after.body.conversionApproved, "off");
        const forged = await app.request(path.replace(/.{4}$/, "AAAA"), {
          method: "POST",
        });
        assert.equal(forged.status, 400);
        assert.equal((await forged.json()).code, "INVALID_TOKEN");
        clock.set(new Date());
        await sales(app, code, "OFF", 2);
        const [queued] = await app.infra
          .sql`SELECT count(*)::int AS n FROM alert_items WHERE user_id = ${ali.id}`;
        assert.equal(queued.n, 0, "an off kind writes nothing");
      },
    );

    await t.step("emails are in the affiliate's language", async () => {
      await app.infra
        .sql`UPDATE users SET language = 'ur' WHERE id = ${ali.id}`;
      await app.json("/api/user/notification-settings", {
        method: "PUT",
        token: ali.token,
        body: { conversionApproved: "instant" },
      });
      clock.set(new Date());
      await sales(app, code, "UR", 1);
      clock.set(new Date(Date.now() + 3600_000));
      await app.services.alerts.sendDue();
      const [urdu] = await mailTo(app, ali.email, /سیل منظور/);
      assert.ok(urdu, "an Urdu email");
      assert.match(urdu.html, /dir="rtl"/);
    });
  },
  { clock },
);
