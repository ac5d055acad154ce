import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";
import { setUpAffiliate } from "../test_affiliate.ts";

forEachTestApp("versioned terms API", async (t, app) => {
  const admin = await createUser(app.infra, { role: "admin" });
  const ali = await createUser(app.infra, { name: "Ali" });
  const offer = (await app.json("/api/products", {
    token: admin.token,
    body: {
      title: "Course",
      description: "Learn",
      visibility: "public",
      joinPolicy: "instant",
      destinationUrl: "https://shop.pk/c?ref={click_id}",
    },
  })).body.product;
  const publish = (body: unknown) =>
    app.json("/api/admin/terms", { token: admin.token, body });
  const accept = (token: string, termsId: number, version: unknown) =>
    app.json(`/api/terms/${termsId}/acceptances`, {
      token,
      body: { version },
      headers: { "user-agent": "TermsTest/1.0" },
    });

  let offerTerms = 0;
  await t.step(
    "publishing appends versions, audited; bad bodies are refused",
    async () => {
      const bad = await publish({
        offerId: offer.id,
        bodyEn: "Rules",
        bodyUr: " ",
      });
      assert.deepEqual([bad.status, bad.body.code], [400, "VALIDATION_ERROR"]);
      const missing = await publish({
        offerId: 999999,
        bodyEn: "a",
        bodyUr: "b",
      });
      assert.equal(missing.status, 404);
      const v1 = await publish({
        offerId: offer.id,
        bodyEn: "No spam.",
        bodyUr: "اسپام نہیں۔",
      });
      assert.equal(v1.status, 201);
      assert.equal(v1.body.version, 1);
      offerTerms = v1.body.termsId;
      const list = await app.json("/api/admin/terms", { token: admin.token });
      assert.deepEqual(
        list.body.map((
          d: { offerId: number; version: number },
        ) => [d.offerId, d.version]),
        [[offer.id, 1]],
      );
      const [audit] = await app.infra.sql<
        { action: string; details: string }[]
      >`
      SELECT action, details FROM audit_logs WHERE action = 'Publish Terms'`;
      assert.match(audit.details, /Offer terms of "Course".*version 1/);
      // Versions are history: the database refuses to rewrite one.
      await assert.rejects(() =>
        app.infra.sql`UPDATE terms_versions SET body_en = 'x'`
      );
    },
  );

  await t.step(
    "applying without the offer's current terms accepted is refused (409 TERMS_NOT_ACCEPTED)",
    async () => {
      const shown = await app.json(`/api/offers/${offer.id}`, {
        token: ali.token,
      });
      assert.deepEqual(
        [
          shown.body.terms.termsId,
          shown.body.terms.version,
          shown.body.terms.accepted,
        ],
        [offerTerms, 1, false],
      );
      assert.equal(shown.body.terms.bodyUr, "اسپام نہیں۔");
      const refused = await app.json(`/api/offers/${offer.id}/applications`, {
        token: ali.token,
        body: { trafficSource: "Facebook" },
      });
      assert.deepEqual([refused.status, refused.body.code], [
        409,
        "TERMS_NOT_ACCEPTED",
      ]);
      const stale = await accept(ali.token, offerTerms, 2);
      assert.deepEqual([stale.status, stale.body.code], [
        409,
        "TERMS_VERSION_CHANGED",
      ]);
      const ok = await accept(ali.token, offerTerms, 1);
      assert.equal(ok.status, 201);
      const applied = await app.json(`/api/offers/${offer.id}/applications`, {
        token: ali.token,
        body: { trafficSource: "Facebook" },
      });
      assert.deepEqual([applied.status, applied.body.status], [
        201,
        "approved",
      ]);
    },
  );

  await t.step(
    "an acceptance records version, time and visitor key, never the address; CSV too",
    async () => {
      const res = await app.json(`/api/admin/terms/${offerTerms}/acceptances`, {
        token: admin.token,
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.length, 1);
      const [row] = res.body;
      assert.deepEqual([row.userId, row.version], [ali.id, 1]);
      assert.match(row.visitorKey, /^[A-Za-z0-9_-]{8,}$/);
      assert.ok(!row.visitorKey.includes("127.0.0.1"));
      assert.ok(Date.parse(row.acceptedAt) > 0);
      const csv = await app.request(
        `/api/admin/terms/${offerTerms}/acceptances?format=csv`,
        {
          headers: { authorization: `Bearer ${admin.token}` },
        },
      );
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
      const lines = (await csv.text()).trim().split("\r\n");
      assert.equal(
        lines[0],
        '"User ID","Name","Email","Version","Accepted at","Visitor key"',
      );
      assert.ok(lines[1].startsWith(`"${ali.id}","Ali","${ali.email}","1",`));
      const none = await app.json("/api/admin/terms/999999/acceptances", {
        token: admin.token,
      });
      assert.equal(none.status, 404);
      assert.equal(
        (await app.json(`/api/admin/terms/${offerTerms}/acceptances`, {
          token: ali.token,
        })).status,
        403,
      );
    },
  );

  await t.step(
    "a new program terms version blocks payout requests until accepted; links keep redirecting",
    async () => {
      const setup = await setUpAffiliate(app);
      const request = () =>
        app.json("/api/payouts", {
          token: setup.ali.token,
          body: {
            method: "jazzcash",
            accountName: "Ali",
            accountNumber: "03001234567",
            amount: 1,
            productId: setup.product.id,
          },
        });
      const v1 = await publish({
        bodyEn: "Program rules",
        bodyUr: "پروگرام کے اصول",
      });
      assert.equal(v1.status, 201);
      const blocked = await request();
      assert.deepEqual([blocked.status, blocked.body.code], [
        409,
        "TERMS_NOT_ACCEPTED",
      ]);
      const mine = await app.json("/api/user/terms", {
        token: setup.ali.token,
      });
      const program = mine.body.find((x: { offerId: number | null }) =>
        x.offerId === null
      );
      assert.deepEqual([program.version, program.accepted], [1, false]);
      assert.equal(
        (await accept(setup.ali.token, program.termsId, 1)).status,
        201,
      );
      const allowed = await request();
      assert.notEqual(allowed.body.code, "TERMS_NOT_ACCEPTED");
      // Version 2: asked again; the link still redirects meanwhile.
      await publish({
        bodyEn: "Program rules v2",
        bodyUr: "پروگرام کے اصول 2",
      });
      const again = await request();
      assert.deepEqual([again.status, again.body.code], [
        409,
        "TERMS_NOT_ACCEPTED",
      ]);
      const go = await app.request(`/go/${setup.code}`, {
        redirect: "manual",
        headers: {
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
        },
      });
      await go.body?.cancel();
      assert.equal(go.status, 302);
    },
  );
});
