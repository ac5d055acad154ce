/**
 * Issue 30 in the browser, in Urdu at 360 px: an affiliate finds a public offer on /offers, accepts its terms,
 * applies; the admin approves on /admin/applications; the affiliate is emailed in Urdu and sees the link on /my-links.
 */
import assert from "node:assert/strict";
import { openSignedIn, readOutbox, startE2e } from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { offersUr } from "../src/i18n/areas/offers_ur.ts";

const ur = offersUr.messages as Record<string, string>;

Deno.test({
  name:
    "in Urdu: find a public offer, accept its terms, apply; the admin approves; an Urdu email, and the link on /my-links",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const admin = await createUser(ctx, { role: "admin", name: "Admin" });
      const ali = await createUser(ctx, { name: "Ali Khan" });
      // Ali chose Urdu, so Kamai's emails to him are in Urdu.
      await ctx.sql`UPDATE users SET language = 'ur' WHERE id = ${ali.id}`;
      const api = async (path: string, body: unknown) => {
        const res = await fetch(`${e2e.url}${path}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${admin.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        });
        assert.ok(res.ok, `${path}: ${res.status} ${await res.text()}`);
      };
      await api("/api/products", {
        title: "Freelancing Course",
        description: "Seekhiye aur kamaiye",
        visibility: "public",
        trafficSources: "Facebook, YouTube",
        destinationUrl: "https://shop.example.pk/course?ref={click_id}",
      });
      await api("/api/products", { title: "Hidden", description: "Private" });
      const [product] = await ctx.sql<{ id: number }[]>`
        SELECT id FROM products WHERE title = 'Freelancing Course'`;
      await api("/api/admin/terms", {
        offerId: product.id,
        bodyEn: "No spam.",
        bodyUr: "اسپام بالکل نہیں۔",
      });

      const page = await openSignedIn(
        e2e,
        ali.token,
        "user",
        "/offers",
        360,
        "ur",
      );
      await page.getByRole("heading", { name: ur["off.dir.title"] }).first()
        .waitFor();
      // Search, in the URL.
      await page.getByLabel(ur["off.dir.search"], { exact: true }).fill(
        "freelancing",
      );
      await page.getByRole("button", { name: ur["off.dir.searchButton"] })
        .click();
      await page.waitForURL((u) => u.searchParams.get("q") === "freelancing");
      const card = page.getByRole("article", { name: "Freelancing Course" });
      await card.waitFor();
      assert.equal(
        await page.getByRole("article", { name: "Hidden" }).count(),
        0,
      );
      await card.getByText("اسپام بالکل نہیں۔").waitFor();
      await assertNoSeriousAxeViolations(page, "/offers in Urdu");
      await card.getByRole("button", { name: ur["off.terms.accept"] }).click();
      await card.getByRole("button", { name: ur["off.app.apply"] }).click();
      await card.getByLabel(ur["off.app.source"]).fill("Facebook");
      await card.getByRole("button", { name: ur["off.app.send"] }).click();
      await card.getByText(ur["off.app.pending"]).waitFor();

      // The admin approves on /admin/applications.
      const adminPage = await openSignedIn(
        e2e,
        admin.token,
        "admin",
        "/admin/applications",
        360,
      );
      await adminPage.getByText("Ali Khan").waitFor();
      await adminPage.getByRole("checkbox").first().check();
      await adminPage.getByRole("button", { name: /Approve chosen/ }).click();
      await adminPage.getByText("1 decided, 0 skipped.").waitFor();

      // The decision's alert: sent at once (the default), in the affiliate's language, within the sender's next pass.
      const decided = "کمائی: آپ کی درخواست کا فیصلہ ہو گیا";
      const deadline = Date.now() + 30_000;
      let mail: { subject: string; text: string } | undefined;
      while (!mail && Date.now() < deadline) {
        mail = (await readOutbox(e2e.url)).find((m) =>
          m.to === ali.email && m.subject === decided
        );
        if (!mail) await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(mail, "the application's decision is emailed to the affiliate");
      assert.match(mail.text, /\/offers/);

      await page.goto("/my-links");
      const linked = page.getByRole("article", { name: "Freelancing Course" });
      await linked.waitFor();
      assert.match(
        await linked.locator(".product-link").innerText(),
        /\/go\/[A-Za-z0-9]{8}$/,
      );
      const [acceptance] = await ctx.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM terms_acceptances WHERE user_id = ${ali.id}`;
      assert.equal(acceptance.n, 1);
    } finally {
      await e2e.close();
    }
  },
});
