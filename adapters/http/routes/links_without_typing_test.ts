import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { createUser } from "../test_users.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

forEachTestApp(
  "links without typing: a product's destination URL",
  async (t, app) => {
    const admin = await createUser(app.infra, { role: "admin" });
    const ali = await createUser(app.infra, { name: "Ali" });
    const sara = await createUser(app.infra, { name: "Sara" });
    const product = (await app.json("/api/products", {
      token: admin.token,
      body: {
        title: "Course",
        description: "Learn",
        destinationUrl: " https://shop.pk/course?ref={click_id} ",
      },
    })).body.product;
    const bare = (await app.json("/api/products", {
      token: admin.token,
      body: { title: "Bare", description: "No destination" },
    })).body.product;
    const assign = (userId: number, productId: number, customLink?: string) =>
      app.json("/api/admin/affiliate-links/assign", {
        token: admin.token,
        body: customLink === undefined
          ? { userId, productId }
          : { userId, productId, customLink },
      });
    const destinationOf = async (code: string) =>
      (await app.infra.sql<{ destination_url: string }[]>`
      SELECT destination_url FROM affiliate_links WHERE code = ${code}`)[0]
        .destination_url;

    await t.step(
      "the product form stores the destination; a bad one is refused",
      async () => {
        assert.equal(
          product.destinationUrl,
          "https://shop.pk/course?ref={click_id}",
        );
        assert.equal(bare.destinationUrl, null);
        const bad = await app.json(`/api/products/${product.id}`, {
          method: "PUT",
          token: admin.token,
          body: {
            title: "Course",
            description: "Learn",
            destinationUrl: "shop.pk",
          },
        });
        assert.deepEqual([bad.status, bad.body.code], [
          400,
          "VALIDATION_ERROR",
        ]);
        assert.match(bad.body.message, /Destination URL/);
      },
    );

    let aliCode = "";
    await t.step(
      "assigning without a link makes one to the product's destination, and /go fills the click id",
      async () => {
        const res = await assign(ali.id, product.id);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.message, "Affiliate link successfully assigned!");
        assert.equal(
          res.body.link.customLink,
          "https://shop.pk/course?ref={click_id}",
        );
        aliCode = res.body.link.code;
        const go = await app.request(`/go/${aliCode}`, {
          redirect: "manual",
          headers: { "user-agent": CHROME },
        });
        await go.body?.cancel();
        assert.equal(go.status, 302);
        assert.match(
          go.headers.get("location") ?? "",
          /^https:\/\/shop\.pk\/course\?ref=[A-Za-z0-9_-]+$/,
        );
        const [audit] = await app.infra.sql<{ details: string }[]>`
      SELECT details FROM audit_logs WHERE action = 'Assign Link' ORDER BY id DESC LIMIT 1`;
        assert.match(audit.details, /the product's destination/);
      },
    );

    let saraCode = "";
    await t.step(
      "a typed link overrides it and stays when the product's destination changes",
      async () => {
        const typed = await assign(sara.id, product.id, "https://mine.pk/sara");
        assert.equal(typed.status, 201);
        saraCode = typed.body.link.code;
        const edit = await app.json(`/api/products/${product.id}`, {
          method: "PUT",
          token: admin.token,
          body: {
            title: "Course",
            description: "Learn",
            destinationUrl: "https://shop.pk/v2?ref={click_id}",
          },
        });
        assert.equal(edit.status, 200);
        assert.equal(
          await destinationOf(aliCode),
          "https://shop.pk/v2?ref={click_id}",
        );
        assert.equal(await destinationOf(saraCode), "https://mine.pk/sara");
      },
    );

    await t.step(
      "re-assigning without a link makes a typed link follow the product again",
      async () => {
        const again = await assign(sara.id, product.id);
        assert.equal(again.status, 200);
        assert.equal(again.body.link.code, saraCode);
        assert.equal(
          await destinationOf(saraCode),
          "https://shop.pk/v2?ref={click_id}",
        );
      },
    );

    await t.step(
      "clearing the destination leaves links where they lead; an edit without the field keeps it",
      async () => {
        const keep = await app.json(`/api/products/${product.id}`, {
          method: "PUT",
          token: admin.token,
          body: { title: "Course", description: "Learn more" },
        });
        assert.equal(
          keep.body.product.destinationUrl,
          "https://shop.pk/v2?ref={click_id}",
        );
        const cleared = await app.json(`/api/products/${product.id}`, {
          method: "PUT",
          token: admin.token,
          body: { title: "Course", description: "Learn", destinationUrl: "" },
        });
        assert.equal(cleared.body.product.destinationUrl, null);
        assert.equal(
          await destinationOf(aliCode),
          "https://shop.pk/v2?ref={click_id}",
        );
      },
    );

    await t.step(
      "without a destination to follow, a missing or blank link is the spec's invalid-link answer",
      async () => {
        for (const customLink of [undefined, "", "  "]) {
          const res = await assign(ali.id, bare.id, customLink);
          assert.deepEqual([res.status, res.body], [400, {
            message:
              "Please enter a valid URL (include the full URL with https://).",
            code: "VALIDATION_ERROR",
          }]);
        }
        const typed = await assign(ali.id, bare.id, "https://bare.pk/x");
        assert.equal(typed.status, 201);
      },
    );
  },
);
