import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { createUser, type TestUser } from "../test_users.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";
import { addDays, karachiDate } from "../../../domain/shared/karachi_date.ts";

const clock = createFixedClock(new Date());

/** Mail sent so far whose subject contains `text`, by address. */
async function mailsAbout(app: TestApp, text: string) {
  return await app.infra.sql<
    { to: string; subject: string; html: string; text: string }[]
  >`
    SELECT to_address AS "to", subject, html_body AS html, text_body AS text
    FROM mail_outbox WHERE subject LIKE ${
    "%" + text + "%"
  } ORDER BY to_address`;
}

forEachTestApp("announcements and the inbox", async (t, app) => {
  clock.set(new Date());
  const admin = await createUser(app.infra, { role: "admin" });
  const ali = await createUser(app.infra, { name: "Ali" });
  const bina = await createUser(app.infra, { name: "Bina" });
  const chan = await createUser(app.infra, { name: "Chan" });
  const waiting = await createUser(app.infra, { approved: false });
  await app.infra.sql`UPDATE users SET language = 'ur' WHERE id = ${bina.id}`;
  const [gold] = await app.infra.sql<{ id: number }[]>`
    INSERT INTO affiliate_groups (name, rank) VALUES ('Gold', 5) RETURNING id`;
  await app.infra
    .sql`UPDATE users SET group_id = ${gold.id} WHERE id = ${bina.id}`;
  const offer = (await app.json("/api/products", {
    token: admin.token,
    body: { title: "Course", description: "Learn" },
  })).body.product;
  const linked = await app.json("/api/admin/affiliate-links/assign", {
    token: admin.token,
    body: {
      userId: chan.id,
      productId: offer.id,
      customLink: "https://shop.pk/c",
    },
  });
  assert.equal(linked.status, 201, JSON.stringify(linked.body));

  const create = (body: unknown) =>
    app.json("/api/admin/announcements", { token: admin.token, body });
  const inbox = (u: TestUser) => app.json("/api/inbox", { token: u.token });
  const unread = async (u: TestUser) =>
    (await app.json("/api/inbox/unread-count", { token: u.token })).body
      .unread;
  const text = {
    titleEn: "Eid sale",
    titleUr: "عید سیل",
    bodyEn: "Double payouts: https://kamai.pk/eid <b>now</b>",
    bodyUr: "دگنی ادائیگی: https://kamai.pk/eid",
  };

  await t.step("bad input is refused with the field it concerns", async () => {
    const cases: [unknown, number, string][] = [
      [{ ...text, titleUr: " ", audience: "all" }, 400, "titleUr"],
      [{ ...text, bodyEn: "x".repeat(10_001), audience: "all" }, 400, "bodyEn"],
      [{ ...text, audience: "group" }, 400, "audience"],
      [{ ...text, audience: "everyone" }, 400, "audience"],
      [{ ...text, audience: "group", groupId: 999999 }, 404, "groupId"],
      [{ ...text, audience: "offer", offerId: 999999 }, 404, "offerId"],
      [
        {
          ...text,
          audience: "all",
          publishAt: new Date(clock.now().getTime() - 3_600_000).toISOString(),
        },
        400,
        "publishAt",
      ],
      [{ ...text, audience: "all", publishAt: "tomorrow" }, 400, "publishAt"],
    ];
    for (const [body, status, field] of cases) {
      const res = await create(body);
      assert.deepEqual([res.status, res.body.field], [status, field]);
    }
    const notObject = await create([1]);
    assert.equal(notObject.status, 400);
    const asUser = await app.json("/api/admin/announcements", {
      token: ali.token,
      body: { ...text, audience: "all" },
    });
    assert.equal(asUser.status, 403);
    const [{ n }] = await app.infra.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM announcements`;
    assert.equal(n, 0);
  });

  let everyoneId = 0;
  await t.step(
    "published now for everyone: every approved affiliate's inbox, audited, emailed in their language",
    async () => {
      const res = await create({ ...text, audience: "all" });
      assert.equal(res.status, 201);
      everyoneId = res.body.id;
      assert.deepEqual(
        [res.body.status, res.body.audience, res.body.reached, res.body.read],
        ["published", "all", 3, 0],
      );
      assert.equal(res.body.mailedCount, 3);
      const [audit] = await app.infra.sql<{ details: string }[]>`
        SELECT details FROM audit_logs WHERE action = 'Create Announcement'`;
      assert.match(audit.details, /"Eid sale" for everyone, published now/);
      for (const u of [ali, bina, chan]) {
        const box = await inbox(u);
        assert.deepEqual(
          box.body.map((i: { id: number; read: boolean }) => [i.id, i.read]),
          [[everyoneId, false]],
        );
        assert.equal(await unread(u), 1);
      }
      // Plain text on the wire, exactly as written; the web shows it as text with links.
      assert.equal((await inbox(ali)).body[0].bodyEn, text.bodyEn);
      assert.deepEqual((await inbox(waiting)).body, []);
      assert.deepEqual((await inbox(admin)).body, []);
      const mails = await mailsAbout(app, "عید سیل");
      assert.deepEqual(mails.map((m) => m.to), [bina.email]);
      const english = await mailsAbout(app, "Eid sale");
      assert.deepEqual(
        english.map((m) => m.to).sort(),
        [ali.email, chan.email].sort(),
      );
      assert.match(english[0].html, /&#60;b&#62;now/);
      assert.match(english[0].html, /\/inbox/);
    },
  );

  await t.step(
    "a group's and an offer's announcements reach only their affiliates",
    async () => {
      const toGold = await create({
        ...text,
        titleEn: "Gold news",
        audience: "group",
        groupId: gold.id,
      });
      const toOffer = await create({
        ...text,
        titleEn: "Course news",
        audience: "offer",
        offerId: offer.id,
      });
      assert.deepEqual(
        [toGold.body.reached, toGold.body.groupName],
        [1, "Gold"],
      );
      assert.deepEqual(
        [toOffer.body.reached, toOffer.body.offerTitle],
        [1, "Course"],
      );
      assert.deepEqual(
        (await inbox(bina)).body.map((i: { id: number }) => i.id),
        [toGold.body.id, everyoneId],
      );
      assert.deepEqual(
        (await inbox(chan)).body.map((i: { id: number }) => i.id),
        [toOffer.body.id, everyoneId],
      );
      assert.deepEqual(
        (await inbox(ali)).body.map((i: { id: number }) => i.id),
        [everyoneId],
      );
      assert.deepEqual(
        (await mailsAbout(app, "Course news")).map((m) => m.to),
        [
          chan.email,
        ],
      );
      // Someone else's announcement cannot be marked read (nor its existence learnt).
      const other = await app.json(`/api/inbox/${toGold.body.id}/read`, {
        token: ali.token,
        method: "POST",
      });
      assert.equal(other.status, 404);
    },
  );

  await t.step(
    "reading clears the unread count once; the admin sees how many read",
    async () => {
      const first = await app.json(`/api/inbox/${everyoneId}/read`, {
        token: ali.token,
        method: "POST",
      });
      assert.equal(first.status, 200);
      clock.advance(60_000);
      const again = await app.json(`/api/inbox/${everyoneId}/read`, {
        token: ali.token,
        method: "POST",
      });
      assert.equal(again.body.readAt, first.body.readAt);
      assert.equal(await unread(ali), 0);
      assert.equal((await inbox(ali)).body[0].read, true);
      assert.equal(await unread(bina), 2);
      const list = await app.json("/api/admin/announcements", {
        token: admin.token,
      });
      const row = list.body.find((a: { id: number }) => a.id === everyoneId);
      assert.deepEqual([row.reached, row.read], [3, 1]);
    },
  );

  await t.step(
    "a scheduled one appears and is mailed at its time, once across instances",
    async () => {
      const at = new Date(clock.now().getTime() + 3_600_000);
      const res = await create({
        ...text,
        titleEn: "Later news",
        audience: "all",
        publishAt: at.toISOString(),
      });
      assert.deepEqual(
        [res.body.status, res.body.reached, res.body.mailedAt],
        ["scheduled", 0, null],
      );
      assert.equal(res.body.publishAt, at.toISOString());
      assert.equal(
        (await inbox(ali)).body.some((i: { id: number }) =>
          i.id === res.body.id
        ),
        false,
      );
      assert.equal(await app.services.announcements.sendDue(), 0);
      assert.equal((await mailsAbout(app, "Later news")).length, 0);
      clock.set(at);
      assert.equal((await inbox(ali)).body[0].id, res.body.id);
      assert.equal(await unread(ali), 1);
      // Two instances' timers firing together: each announcement is claimed by one of them.
      const runs = await Promise.all([
        app.services.announcements.sendDue(),
        app.services.announcements.sendDue(),
        app.services.announcements.sendDue(),
      ]);
      assert.equal(runs.reduce((a, b) => a + b, 0), 1);
      assert.equal((await mailsAbout(app, "Later news")).length, 2);
      // Bina reads Urdu: everyone's, Gold's and this one.
      assert.equal((await mailsAbout(app, "عید سیل")).length, 3);
      const list = await app.json("/api/admin/announcements", {
        token: admin.token,
      });
      assert.deepEqual(
        [list.body[0].id, list.body[0].status, list.body[0].mailedCount],
        [res.body.id, "published", 3],
      );
    },
  );

  await t.step(
    "each affiliate's announcements setting decides: at once, in the digest, or no email",
    async () => {
      const choose = (u: TestUser, mode: string) =>
        app.json("/api/user/notification-settings", {
          method: "PUT",
          token: u.token,
          body: { announcements: mode },
        });
      for (
        const [u, mode] of [[ali, "instant"], [bina, "digest"], [
          chan,
          "off",
        ]] as const
      ) {
        assert.equal((await choose(u, mode)).status, 200);
      }
      const mailTo = async (u: TestUser) =>
        (await app.services.outbox.list()).filter((m) => m.to === u.email);
      const before = new Map<string, number>();
      for (const u of [ali, bina, chan]) {
        before.set(u.email, (await mailTo(u)).length);
      }
      const news = {
        ...text,
        titleEn: "Settings news",
        titleUr: "ترتیبات کی خبر",
        audience: "all",
      };
      const res = await create(news);
      assert.equal(res.status, 201);
      const fresh = async (u: TestUser) =>
        (await mailTo(u)).slice(
          0,
          (await mailTo(u)).length - before.get(u.email)!,
        );
      // At once: one email in Ali's language with the one-click unsubscribe headers.
      const [instant, ...noMore] = await fresh(ali);
      assert.equal(noMore.length, 0);
      assert.equal(instant.subject, "Kamai: Settings news");
      assert.equal(
        instant.headers?.["List-Unsubscribe-Post"],
        "List-Unsubscribe=One-Click",
      );
      assert.match(instant.headers?.["List-Unsubscribe"] ?? "", /^<https?:/);
      assert.match(instant.html, /\/inbox/);
      assert.deepEqual(await fresh(bina), [], "the digest one waits");
      assert.deepEqual(await fresh(chan), [], "off: no email");
      // The inbox shows it to all three, whatever their setting.
      for (const u of [ali, bina, chan]) {
        assert.equal((await inbox(u)).body[0].id, res.body.id);
      }
      // Tomorrow's 09:00 Karachi digest tells Bina (in Urdu), and nobody else.
      const tomorrow = addDays(karachiDate(clock.now()), 1);
      clock.set(new Date(`${tomorrow}T09:05:00+05:00`));
      await app.services.alerts.sendDigests();
      const [digest, ...noMoreDigests] = await fresh(bina);
      assert.equal(noMoreDigests.length, 0);
      assert.match(digest.text, /ترتیبات کی خبر/);
      assert.match(digest.text, /1 اعلانات/);
      assert.equal(
        digest.headers?.["List-Unsubscribe-Post"],
        "List-Unsubscribe=One-Click",
      );
      assert.equal((await fresh(ali)).length, 1, "Ali's digest holds nothing");
      assert.deepEqual(await fresh(chan), []);
      // Ali's unsubscribe link turns the announcements kind off, without signing in.
      const url = new URL(instant.headers!["List-Unsubscribe"].slice(1, -1));
      const done = await app.request(url.pathname + url.search, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      assert.equal(done.status, 200);
      assert.deepEqual((await done.json()).kinds, ["announcements"]);
      const after = await app.json("/api/user/notification-settings", {
        token: ali.token,
      });
      assert.equal(after.body.announcements, "off");
    },
  );
}, { clock });
