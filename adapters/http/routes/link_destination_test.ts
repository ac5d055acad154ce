import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

forEachTestApp(
  "link destinations: control characters are refused, a bad stored one never makes /go answer 500",
  async (t, app) => {
    const admin = await createUser(app.infra, { role: "admin" });
    const ali = await createUser(app.infra, { name: "Ali" });
    const product = (await app.json("/api/products", {
      token: admin.token,
      body: { title: "Course", description: "Learn", refundPolicy: "none" },
    })).body.product;
    const assign = (customLink: string) =>
      app.json("/api/admin/affiliate-links/assign", {
        token: admin.token,
        body: { userId: ali.id, productId: product.id, customLink },
      });

    await t.step(
      "tab, CR, LF (and other control characters) are refused with 400",
      async () => {
        for (
          const bad of [
            "https://shop.pk/a\tb",
            "https://shop.pk/a\rb?ref={click_id}",
            "https://shop.pk/a\nb?ref={click_id}",
            "https://shop.pk/a\r\nSet-Cookie: x=1",
            "https://shop.pk/a\u0000b",
          ]
        ) {
          const res = await assign(bad);
          assert.equal(res.status, 400, JSON.stringify(bad));
          assert.deepEqual(res.body, {
            message:
              "Please enter a valid URL (include the full URL with https://).",
            code: "VALIDATION_ERROR",
          });
        }
        const [{ n }] = await app.infra
          .sql`SELECT count(*)::int AS n FROM affiliate_links`;
        assert.equal(n, 0);
      },
    );

    await t.step(
      "a bad destination already stored gets a friendly page, not a 500",
      async () => {
        const created = await assign("https://shop.pk/ok?ref={click_id}");
        assert.equal(created.status, 201);
        const code = created.body.link.code;
        // As an older version could have stored it.
        await app.infra.sql`
        UPDATE affiliate_links SET destination_url = ${"https://shop.pk/a\nb?ref={click_id}"} WHERE code = ${code}`;
        const res = await app.request(`/go/${code}`, {
          redirect: "manual",
          headers: { "user-agent": CHROME },
        });
        assert.equal(res.status, 404);
        assert.match(res.headers.get("content-type") ?? "", /text\/html/);
        assert.match(await res.text(), /This link isn't working/);
        await new Promise((r) => setTimeout(r, 1300));
        const [{ n }] = await app.infra
          .sql`SELECT count(*)::int AS n FROM clicks`;
        assert.equal(n, 0);
      },
    );
  },
);
