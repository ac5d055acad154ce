import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { signConversion } from "../../tracking/conversion_signature.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

async function postConversion(app: TestApp, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const signature = await signConversion(
    app.infra.secrets.conversionsSecret,
    raw,
    Math.floor(Date.now() / 1000),
  );
  return app.json("/api/conversions", {
    body: raw,
    headers: {
      "content-type": "application/json",
      "kamai-signature": signature,
    },
  });
}

async function visit(app: TestApp, code: string, agent: string) {
  const res = await app.request(`/go/${code}`, {
    redirect: "manual",
    headers: { "user-agent": agent },
  });
  await res.body?.cancel();
  return res;
}

async function clickCount(app: TestApp): Promise<number> {
  // The buffer writes within a second on its own.
  await new Promise((r) => setTimeout(r, 1300));
  const [{ n }] = await app.infra.sql`SELECT count(*)::int AS n FROM clicks`;
  return n;
}

forEachTestApp(
  "block and unblock: unblocking never approves, a blocked affiliate's and a deleted product's links earn nothing",
  async (t, app) => {
    const admin = await createUser(app.infra, { role: "admin" });
    const ali = await createUser(app.infra, { name: "Ali" });
    const toggle = (userId: number) =>
      app.json(`/api/admin/users/${userId}/toggle-block`, {
        method: "POST",
        token: admin.token,
      });
    const approvedOf = async (userId: number) =>
      (await app.infra.sql`SELECT is_approved FROM users WHERE id = ${userId}`)[
        0
      ]
        .is_approved;

    await t.step(
      "a sign-up that never submitted a profile can be blocked, and unblocking never approves them",
      async () => {
        // Before: 409 USER_NOT_BLOCKED, so a spam sign-up could not be blocked at all.
        const spam = await createUser(app.infra, { approved: false });
        const blocked = await toggle(spam.id);
        assert.deepEqual([blocked.status, blocked.body], [200, {
          message: "User blocked.",
          isApproved: false,
        }]);
        const [row] = await app.infra.sql`
          SELECT blocked_at IS NOT NULL AS blocked, is_approved FROM users WHERE id = ${spam.id}`;
        assert.deepEqual({ ...row }, { blocked: true, is_approved: false });
        // The block ended their sessions, as any block does.
        const me = await app.json("/api/auth/me", { token: spam.token });
        assert.equal(me.status, 401, JSON.stringify(me.body));
        const listed = (await app.json(
          `/api/admin/users?q=${encodeURIComponent(spam.email)}`,
          { token: admin.token },
        )).body;
        assert.equal(listed[0].isBlocked, true);
        assert.equal(listed[0].isApproved, false);
        // Signed in again, a blocked sign-up cannot put a profile in the review queue (approving it would unblock).
        const again = await loginAs(app.infra, spam.email, spam.password);
        const submitted = await app.json("/api/profile", {
          token: again,
          body: { name: "Spam", cnic: "35202-9999999-9" },
        });
        assert.equal(submitted.status, 409, JSON.stringify(submitted.body));
        assert.equal(submitted.body.code, "ACCOUNT_BLOCKED");
        const profiles = await app.infra.sql`
          SELECT 1 FROM profiles WHERE user_id = ${spam.id}`;
        assert.equal(profiles.length, 0);
        const audit = await app.infra.sql`
          SELECT action FROM audit_logs WHERE details LIKE ${`%#${spam.id} %`} ORDER BY id`;
        assert.deepEqual(audit.map((r) => r.action), ["Block User"]);

        const unblocked = await toggle(spam.id);
        assert.deepEqual([unblocked.status, unblocked.body], [200, {
          message: "User unblocked.",
          isApproved: false,
        }]);
        assert.equal(await approvedOf(spam.id), false);
        const after = (await app.json(
          `/api/admin/users?q=${encodeURIComponent(spam.email)}`,
          { token: admin.token },
        )).body;
        assert.equal(after[0].isBlocked, false);
      },
    );

    await t.step(
      "a user with a pending profile is blocked and unblocked back to pending, never approved",
      async () => {
        const sana = await createUser(app.infra, { approved: false });
        const submitted = await app.json("/api/profile", {
          token: sana.token,
          body: { name: "Sana", cnic: "35202-1111111-1" },
        });
        assert.equal(submitted.status, 201, JSON.stringify(submitted.body));
        assert.equal((await toggle(sana.id)).body.message, "User blocked.");
        const unblocked = await toggle(sana.id);
        assert.deepEqual(unblocked.body, {
          message: "User unblocked.",
          isApproved: false,
        });
        assert.equal(await approvedOf(sana.id), false);
        const [profile] = await app.infra.sql`
          SELECT status FROM profiles WHERE user_id = ${sana.id}`;
        assert.equal(profile.status, "pending");
      },
    );

    await t.step(
      "an approved user is blocked and unblocked back to approved",
      async () => {
        const blocked = await toggle(ali.id);
        assert.deepEqual([blocked.status, blocked.body], [200, {
          message: "User blocked.",
          isApproved: false,
        }]);
        assert.equal(await approvedOf(ali.id), false);
        const unblocked = await toggle(ali.id);
        assert.deepEqual([unblocked.status, unblocked.body], [200, {
          message: "User unblocked.",
          isApproved: true,
        }]);
        assert.equal(await approvedOf(ali.id), true);
      },
    );

    const product = (await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Course",
        description: "Learn",
        commissionPercent: 50,
        refundPolicy: "none",
      },
    })).body.product;
    const code = (await app.json("/api/admin/affiliate-links/assign", {
      token: admin.token,
      body: {
        userId: ali.id,
        productId: product.id,
        customLink: "https://shop.pk/c?ref={click_id}",
      },
    })).body.link.code;

    await t.step(
      "a blocked affiliate's link redirects without counting, and credits no sale",
      async () => {
        assert.equal((await toggle(ali.id)).body.message, "User blocked.");
        const res = await visit(app, code, CHROME);
        assert.equal(res.status, 302);
        assert.equal(res.headers.get("location"), "https://shop.pk/c?ref=");
        assert.equal(await clickCount(app), 0);
        const sale = await postConversion(app, {
          linkCode: code,
          orderId: "blocked-1",
          amount: 100,
          status: "sale",
        });
        assert.equal(sale.status, 409, JSON.stringify(sale.body));
        assert.equal(sale.body.code, "LINK_NOT_CREDITING");
        const [{ n }] = await app.infra
          .sql`SELECT count(*)::int AS n FROM ledger_entries`;
        assert.equal(n, 0);
      },
    );

    let clickId = "";
    await t.step("unblocked, the link counts and credits again", async () => {
      assert.equal((await toggle(ali.id)).body.message, "User unblocked.");
      const res = await visit(app, code, CHROME + " again");
      clickId = new URL(res.headers.get("location")!).searchParams.get("ref")!;
      assert.match(clickId, /^[0-9a-f]{48}$/);
      assert.equal(await clickCount(app), 1);
      const sale = await postConversion(app, {
        clickId,
        orderId: "ok-1",
        amount: 100,
        status: "sale",
      });
      assert.equal(sale.status, 201, JSON.stringify(sale.body));
    });

    await t.step(
      "a deleted product's link credits no sale, by code or by click id",
      async () => {
        const deleted = await app.json(`/api/products/${product.id}`, {
          method: "DELETE",
          token: admin.token,
        });
        assert.equal(deleted.status, 200);
        for (const ref of [{ linkCode: code }, { clickId }]) {
          const sale = await postConversion(app, {
            ...ref,
            orderId: `gone-${Object.keys(ref)[0]}`,
            amount: 100,
            status: "sale",
          });
          assert.equal(sale.status, 409, JSON.stringify(sale.body));
          assert.equal(sale.body.code, "LINK_NOT_CREDITING");
        }
        const [{ n }] = await app.infra
          .sql`SELECT count(*)::int AS n FROM conversions`;
        assert.equal(n, 1);
      },
    );
  },
);
