import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";

forEachTestApp("offer applications API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const ali = await createUser(app.infra, { name: "Ali" });
  const sara = await createUser(app.infra, { name: "Sara" });
  const add = async (title: string, extra: Record<string, unknown>) => {
    const res = await app.json("/api/products", {
      token: admin.token,
      body: {
        title,
        description: `${title} offer`,
        visibility: "public",
        destinationUrl: `https://shop.pk/${title.toLowerCase()}?c={click_id}`,
        ...extra,
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.product.id as number;
  };
  const review = await add("Review", {});
  const instant = await add("Instant", { joinPolicy: "instant" });
  const auto = await add("Auto", { autoApprove: true });
  const hidden = await add("Hidden", { visibility: "private" });
  const bare = await add("Bare", { destinationUrl: "" });
  const apply = (token: string, offerId: number, body: unknown) =>
    app.json(`/api/offers/${offerId}/applications`, { token, body });
  const linkedTo = async (userId: number, productId: number) =>
    (await app.infra.sql`
      SELECT 1 FROM affiliate_links WHERE user_id = ${userId} AND product_id = ${productId}`)
      .length === 1;
  // Sara has an open risk flag: auto-approval waits for the admin.
  await app.infra.sql`
    INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
    VALUES (${sara.id}, 'click_burst', 'medium', 'test', '{}'::jsonb)`;

  let aliReview = 0;
  await t.step(
    "apply: validation, private offers, pending, one open at a time",
    async () => {
      const noSource = await apply(ali.token, review, { note: "hi" });
      assert.deepEqual([noSource.status, noSource.body.code], [
        400,
        "VALIDATION_ERROR",
      ]);
      const privateOne = await apply(ali.token, hidden, {
        trafficSource: "Facebook",
      });
      assert.deepEqual([privateOne.status, privateOne.body.code], [
        404,
        "NOT_FOUND",
      ]);
      const res = await apply(ali.token, review, {
        trafficSource: "Facebook page",
        note: "10k followers",
      });
      assert.equal(res.status, 201);
      assert.deepEqual(Object.keys(res.body).sort(), ["id", "status"]);
      assert.equal(res.body.status, "pending");
      aliReview = res.body.id;
      const again = await apply(ali.token, review, {
        trafficSource: "YouTube",
      });
      assert.deepEqual([again.status, again.body.code], [
        409,
        "APPLICATION_OPEN",
      ]);
      const offer = await app.json(`/api/offers/${review}`, {
        token: ali.token,
      });
      assert.equal(offer.body.joinPolicy, "approval");
      assert.deepEqual([
        offer.body.application.id,
        offer.body.application.status,
      ], [aliReview, "pending"]);
      assert.equal(await linkedTo(ali.id, review), false);
    },
  );

  await t.step(
    "an instant offer approves at once and makes the link; applying again says linked",
    async () => {
      const res = await apply(ali.token, instant, {
        trafficSource: "WhatsApp",
      });
      assert.deepEqual([res.status, res.body.status], [201, "approved"]);
      assert.equal(await linkedTo(ali.id, instant), true);
      const mine = await app.json("/api/affiliate-links/assigned", {
        token: ali.token,
      });
      assert.ok(
        mine.body.some((l: { product: { title: string } }) =>
          l.product.title === "Instant"
        ),
      );
      const again = await apply(ali.token, instant, {
        trafficSource: "WhatsApp",
      });
      assert.deepEqual([again.status, again.body.code], [
        409,
        "ALREADY_LINKED",
      ]);
    },
  );

  let saraAuto = 0;
  await t.step(
    "auto-approve approves an affiliate without open risk flags only",
    async () => {
      const aliRes = await apply(ali.token, auto, { trafficSource: "Blog" });
      assert.equal(aliRes.body.status, "approved");
      const saraRes = await apply(sara.token, auto, { trafficSource: "Blog" });
      assert.equal(saraRes.body.status, "pending");
      saraAuto = saraRes.body.id;
      assert.equal(await linkedTo(sara.id, auto), false);
    },
  );

  await t.step(
    "the admin's review list shows pending ones with the risk flags",
    async () => {
      const res = await app.json("/api/admin/applications?status=pending", {
        token: admin.token,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.map((a: { id: number }) => a.id), [
        saraAuto,
        aliReview,
      ]);
      assert.equal(res.body[0].openRiskFlags, 1);
      assert.equal(res.body[0].userEmail, sara.email);
      assert.equal(res.body[1].note, "10k followers");
      const byOffer = await app.json(
        `/api/admin/applications?offerId=${instant}`,
        { token: admin.token },
      );
      assert.deepEqual(
        byOffer.body.map((a: { decidedHow: string }) => a.decidedHow),
        ["instant"],
      );
      assert.equal(
        (await app.json("/api/admin/applications", { token: ali.token }))
          .status,
        403,
      );
    },
  );

  await t.step(
    "reject needs a reason; the affiliate sees it and may apply again",
    async () => {
      const noReason = await app.json("/api/admin/applications/decide", {
        token: admin.token,
        body: { ids: [aliReview], decision: "reject" },
      });
      assert.deepEqual([noReason.status, noReason.body.code], [
        400,
        "VALIDATION_ERROR",
      ]);
      const res = await app.json("/api/admin/applications/decide", {
        token: admin.token,
        body: {
          ids: [aliReview],
          decision: "reject",
          reason: "Traffic source not allowed",
        },
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        decided: [{ id: aliReview, status: "rejected" }],
        skipped: [],
      });
      const mine = await app.json("/api/user/applications", {
        token: ali.token,
      });
      const rejected = mine.body.find((a: { id: number }) =>
        a.id === aliReview
      );
      assert.deepEqual([rejected.status, rejected.reason], [
        "rejected",
        "Traffic source not allowed",
      ]);
      const twice = await app.json("/api/admin/applications/decide", {
        token: admin.token,
        body: { ids: [aliReview], decision: "approve" },
      });
      assert.deepEqual(
        twice.body.skipped.map((s: { code: string }) => s.code),
        ["NOT_PENDING"],
      );
      const again = await apply(ali.token, review, {
        trafficSource: "Facebook group",
      });
      assert.deepEqual([again.status, again.body.status], [201, "pending"]);
      aliReview = again.body.id;
    },
  );

  await t.step(
    "bulk approval makes each link, audited one row per application",
    async () => {
      const bareApp = await apply(ali.token, bare, { trafficSource: "Blog" });
      assert.equal(bareApp.body.status, "pending");
      const res = await app.json("/api/admin/applications/decide", {
        token: admin.token,
        body: {
          ids: [aliReview, saraAuto, bareApp.body.id],
          decision: "approve",
        },
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.decided.map((d: { id: number }) => d.id), [
        aliReview,
        saraAuto,
      ]);
      assert.deepEqual(
        res.body.skipped.map((
          s: { id: number; code: string },
        ) => [s.id, s.code]),
        [
          [bareApp.body.id, "NO_DESTINATION"],
        ],
      );
      assert.equal(await linkedTo(ali.id, review), true);
      assert.equal(await linkedTo(sara.id, auto), true);
      const audits = await app.infra.sql<{ action: string }[]>`
      SELECT action FROM audit_logs WHERE action LIKE '%Application' ORDER BY id`;
      assert.deepEqual(audits.map((a) => a.action), [
        "Reject Application",
        "Approve Application",
        "Approve Application",
      ]);
    },
  );

  await t.step(
    "an admin's decisions tell the affiliate by email (application decided), each at once",
    async () => {
      await app.services.alerts.sendDue();
      const mail = await app.services.outbox.list();
      const about = (email: string) =>
        mail.filter((m) => m.to === email && /application/i.test(m.subject));
      const [toSara] = about(sara.email);
      assert.ok(toSara, "Sara hears of her approval");
      assert.match(toSara.text, /Auto: approved/);
      assert.match(toSara.headers?.["List-Unsubscribe"] ?? "", /unsubscribe/);
      // Decisions are not held back by the burst window: Ali has heard of both (in one email or two).
      const toAli = about(ali.email).map((m) => m.text).join("\n");
      assert.match(toAli, /Traffic source not allowed/);
      assert.match(toAli, /Review: approved/);
      const [waiting] = await app.infra.sql`
        SELECT count(*)::int AS n FROM alert_items WHERE kind = 'applicationDecided'`;
      assert.equal(waiting.n, 0);
    },
  );

  await t.step("only approved affiliates apply; admins cannot", async () => {
    const waiting = await createUser(app.infra, { approved: false });
    const refused = await apply(waiting.token, review, { trafficSource: "x" });
    assert.equal(refused.status, 403);
    const asAdmin = await apply(admin.token, review, { trafficSource: "x" });
    assert.equal(asAdmin.status, 403);
  });
});
