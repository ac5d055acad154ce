/**
 * Issue 26, item 2: a product's allowed domains, an affiliate's deep links (made, followed, credited, listed and
 * deleted), and `/go/{code}?to=` that never redirects anywhere else (the classic open-redirect payloads).
 */
import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "../test_app.ts";
import { postSignedConversion, setUpAffiliate } from "../test_affiliate.ts";
import { createUser } from "../test_users.ts";
import {
  ALLOWED_PAGES,
  OPEN_REDIRECT_PAYLOADS,
} from "../../../domain/links/open_redirect_payloads.ts";

/** A new visitor's redirect of `path`: its location. */
async function go(app: TestApp, path: string): Promise<string> {
  const res = await app.request(path, {
    redirect: "manual",
    headers: {
      "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
    },
  });
  await res.body?.cancel();
  assert.equal(res.status, 302, path);
  return res.headers.get("location")!;
}

forEachTestApp(
  "deep links: allowed domains, made and followed with the link's tracking, listed, deleted; ?to= is never an open redirect",
  async (_t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const edit = (allowedDomains: unknown) =>
      app.json(`/api/products/${product.id}`, {
        method: "PUT",
        token: admin.token,
        body: { title: "Course", description: "Learn", allowedDomains },
      });
    const bad = await edit("not a domain!");
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, "VALIDATION_ERROR");
    const set = await edit(["Shop.Example.PK", "*.kamai-shop.pk"]);
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.product.allowedDomains, [
      "shop.example.pk",
      "*.kamai-shop.pk",
    ]);
    // A later edit without the field keeps them.
    const kept = await app.json(`/api/products/${product.id}`, {
      method: "PUT",
      token: admin.token,
      body: { title: "Course", description: "Learn more" },
    });
    assert.deepEqual(kept.body.product.allowedDomains, [
      "shop.example.pk",
      "*.kamai-shop.pk",
    ]);

    const [{ id: linkId }] = await app.infra.sql<{ id: number }[]>`
      SELECT id FROM affiliate_links WHERE code = ${code}`;
    const make = (body: unknown, token = ali.token, id = linkId) =>
      app.json(`/api/affiliate-links/${id}/deep-links`, { token, body });

    const made = await make({
      url: "https://shop.example.pk/p/red-shoes?size=9",
      name: "Red shoes",
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.name, "Red shoes");
    assert.equal(made.body.url, "https://shop.example.pk/p/red-shoes?size=9");
    const deepCode = new URL(made.body.trackedUrl).pathname.split("/")[2];
    assert.equal(deepCode.length, 10);
    assert.ok(Number.isInteger(made.body.id));
    const unnamed = await make({ url: "https://m.kamai-shop.pk/eid" });
    assert.equal(unnamed.status, 201);
    assert.equal(unnamed.body.name, "m.kamai-shop.pk/eid");

    // Refused: another affiliate's link, an unknown one, and every page off the allowed domains.
    const sara = await createUser(app.infra, { name: "Sara" });
    assert.equal(
      (await make({ url: "https://shop.example.pk/" }, sara.token)).status,
      404,
    );
    assert.equal(
      (await make({ url: "https://shop.example.pk/" }, ali.token, 999999))
        .status,
      404,
    );
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const refused = await make({ url: payload });
      assert.equal(refused.status, 400, payload);
      assert.equal(refused.body.code, "VALIDATION_ERROR");
    }
    assert.equal((await make({ url: 42 })).status, 400);
    assert.equal(
      (await make({ url: "https://shop.example.pk/", name: "x".repeat(101) }))
        .status,
      400,
    );

    // Followed: the page with a click id of Ali's link, whose sale credits Ali.
    const location = await go(app, `/go/${deepCode}?s1=fb-ad-3`);
    assert.ok(
      location.startsWith(
        "https://shop.example.pk/p/red-shoes?size=9&click_id=",
      ),
      location,
    );
    const clickId = new URL(location).searchParams.get("click_id")!;
    await app.services.tracking.buffer.flush();
    const [click] = await app.infra.sql<{ link_id: number; s1: string }[]>`
      SELECT link_id, s1 FROM clicks WHERE click_id = ${clickId}`;
    assert.equal(Number(click.link_id), Number(linkId));
    assert.equal(click.s1, "fb-ad-3");
    const sold = await postSignedConversion(
      app,
      JSON.stringify({
        clickId,
        orderId: "deep-1",
        amount: 100,
        status: "sale",
      }),
    );
    assert.equal(sold.status, 201, sold.text);
    const [conv] = await app.infra.sql<
      { user_id: number; product_id: number }[]
    >`
      SELECT user_id, product_id FROM conversions WHERE order_id = 'deep-1'`;
    assert.equal(Number(conv.user_id), ali.id);
    assert.equal(Number(conv.product_id), product.id);

    // Listed (newest first) and deleted; a deleted deep link's address leads to the link's own destination.
    const listed = await app.json(`/api/affiliate-links/${linkId}/deep-links`, {
      token: ali.token,
    });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.map((d: { id: number }) => d.id),
      [unnamed.body.id, made.body.id],
    );
    assert.equal(
      (await app.json(`/api/affiliate-links/${linkId}/deep-links`, {
        token: sara.token,
      })).status,
      404,
    );
    const notHers = await app.json(
      `/api/affiliate-links/${linkId}/deep-links/${made.body.id}`,
      { method: "DELETE", token: sara.token },
    );
    assert.equal(notHers.status, 404);
    const deleted = await app.json(
      `/api/affiliate-links/${linkId}/deep-links/${made.body.id}`,
      { method: "DELETE", token: ali.token },
    );
    assert.equal(deleted.status, 200);
    const again = await app.json(
      `/api/affiliate-links/${linkId}/deep-links/${made.body.id}`,
      { method: "DELETE", token: ali.token },
    );
    assert.equal(again.status, 404);
    assert.deepEqual(
      (await app.json(`/api/affiliate-links/${linkId}/deep-links`, {
        token: ali.token,
      })).body.map((d: { id: number }) => d.id),
      [unnamed.body.id],
    );
    assert.ok(
      (await go(app, `/go/${deepCode}`)).startsWith("https://shop.pk/course"),
    );

    // On the fly: ?to= an allowed page goes there with the click id; anything else to the link's destination.
    for (const page of ALLOWED_PAGES) {
      const to = await go(app, `/go/${code}?to=${encodeURIComponent(page)}`);
      assert.equal(new URL(to).origin, new URL(page).origin, page);
      assert.ok(new URL(to).searchParams.get("click_id"), page);
    }
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (
        const query of [
          encodeURIComponent(payload),
          encodeURIComponent(encodeURIComponent(payload)),
        ]
      ) {
        const to = await go(app, `/go/${code}?to=${query}`);
        assert.ok(
          to.startsWith("https://shop.pk/course?click_id="),
          `${payload} → ${to}`,
        );
      }
    }
    // Raw (unencoded) forms as a browser may send them.
    for (
      const raw of ["//evil.example", "https:evil.example", "/\\evil.example"]
    ) {
      const to = await go(app, `/go/${code}?to=${raw}`);
      assert.ok(
        to.startsWith("https://shop.pk/course?click_id="),
        `${raw} → ${to}`,
      );
    }
  },
);
