/**
 * Issue 26 in the browser: an affiliate makes a deep link on /my-links; a visitor from a Pakistani address
 * (110.93.192.1: Karachi in the shipped DB-IP database) on a phone clicks it with s1=fb-ad-3 and buys; the
 * affiliate's Stats page shows the sale under fb-ad-3, under Pakistan and Karachi, and under mobile, the trend of
 * fb-ad-3 alone, and the Report by sub-id lists it.
 */
import assert from "node:assert/strict";
import { setSession, startE2e } from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { signConversion } from "../../adapters/tracking/conversion_signature.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

Deno.test({
  name:
    "a deep link with s1=fb-ad-3, clicked on a phone in Karachi, shows its sale by sub-id, country, city and device",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const e2e = await startE2e({
      config: {
        clickOrigins: true,
        trustedProxies: ["127.0.0.1/32", "::1/128"],
      },
    });
    try {
      const app = e2e.app;
      await app.services.tracking.origins.ready;
      const affiliate = await createUser(app.infra, { name: "Ali Khan" });
      const [product] = await app.infra.sql`
        INSERT INTO products (title, description, commission_bp, allowed_domains)
        VALUES ('Red Shoes', 'Comfortable shoes', 5000, '{shop.example.pk}') RETURNING id`;
      await app.infra.sql`
        INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
        VALUES (${affiliate.id}, ${product.id}, 'https://shop.example.pk/', 'deepAB12')`;

      const { page } = await e2e.newPage({ width: 360 });
      await page.goto("/unauthorized");
      await setSession(page, {
        token: affiliate.token,
        role: "user",
        approved: true,
      });
      await page.goto("/my-links");
      const card = page.getByRole("article", { name: "Red Shoes" });
      await card.getByText("Deep links", { exact: true }).click();
      await card.getByLabel("Page address").fill(
        "https://shop.example.pk/p/red-shoes?size=9",
      );
      await card.getByLabel("Name (optional)").fill("Red shoes page");
      await card.getByRole("button", { name: "Make deep link" }).click();
      const made = card.locator(".deep-link-list li").first();
      await made.getByText("Red shoes page").waitFor();
      const tracked = await made.locator(".product-link").innerText();
      assert.match(tracked, /\/go\/[A-Za-z0-9]{10}$/);

      // The visitor: a phone in Karachi, through the trusted local proxy.
      const res = await fetch(`${tracked}?s1=fb-ad-3`, {
        redirect: "manual",
        headers: { "user-agent": PHONE, "x-forwarded-for": "110.93.192.1" },
      });
      await res.body?.cancel();
      const location = res.headers.get("location")!;
      assert.ok(
        location.startsWith("https://shop.example.pk/p/red-shoes?size=9&"),
      );
      const clickId = new URL(location).searchParams.get("click_id")!;
      await app.services.tracking.buffer.flush();
      const body = JSON.stringify({
        clickId,
        orderId: "e2e-deep-1",
        amount: 100,
        status: "sale",
      });
      const sold = await fetch(`${e2e.url}/api/conversions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "kamai-signature": await signConversion(
            app.infra.secrets.conversionsSecret,
            body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body,
      });
      assert.equal(sold.status, 201, await sold.text());

      await page.goto("/stats");
      const panel = page.locator(".breakdown-panel");
      const by = panel.getByLabel("Group by");
      const bar = (name: string) =>
        panel.locator(".breakdown-bar").filter({ hasText: name });
      await bar("Pakistan").getByText("1 clicks · 1 sales").waitFor();
      await by.selectOption("city");
      await bar("Karachi").getByText("1 clicks · 1 sales").waitFor();
      await panel.getByRole("table", { name: "Cities in Pakistan" })
        .getByRole("cell", { name: "Karachi" }).waitFor();
      await by.selectOption("device");
      await bar("Mobile").getByText("1 clicks · 1 sales").waitFor();
      await by.selectOption("s1");
      await bar("fb-ad-3").getByText("1 clicks · 1 sales").waitFor();

      // The trend of that one sub-id value, and the report by sub-id (its CSV's rows).
      await page.getByLabel("Value", { exact: true }).fill("fb-ad-3");
      await page.getByRole("button", { name: "Apply" }).last().click();
      await page.getByText("Per day, s1 = fb-ad-3").first().waitFor();
      assert.match(page.url(), /subValue=fb-ad-3/);
      await page.goto("/reports?by=s1");
      const bySub = page.getByRole("table", { name: "Report by sub-id" });
      await bySub.getByRole("cell", { name: "fb-ad-3" }).waitFor();
    } finally {
      await e2e.close();
    }
  },
});
