/** Browser test of the ledger currency: an operator chooses PKR before any money, a rupee sale reads "Rs" on the
 * affiliate's screens, and the settings page then shows the currency locked with its reason. */
import assert from "node:assert/strict";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";

Deno.test({
  name:
    "ledger currency in the browser: PKR chosen before money, a rupee sale in Rs, then locked",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab, its session swapped per page: a new context per page cost a renderer and an extra page load.
    const tabs = sessionTabs(e2e);
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Ali Khan" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const [product] = await ctx.sql`
        INSERT INTO products (title, description, commission_bp) VALUES ('Freelancing Course', 'Learn', 1000)
        RETURNING id`;
      const assigned = await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/affiliate-links/assign",
        {
          userId: affiliate.id,
          productId: Number(product.id),
          customLink: "https://shop.pk/course",
        },
      );
      const code = assigned.link.code as string;

      await t.step(
        "before any money, the operator chooses PKR on the settings page",
        async () => {
          const page = await tabs.open(adminToken, "admin", "/admin/settings");
          const form = page.getByRole("form", { name: "Payout settings form" });
          const select = form.getByLabel("Ledger currency");
          assert.equal(await select.isEnabled(), true);
          await form.getByText(
            "Choose it before any money is recorded: it cannot change after.",
          ).waitFor();
          await select.selectOption("PKR");
          await form.getByRole("button", { name: "Save payout settings" })
            .click();
          await page.getByRole("status").filter({ hasText: "Settings saved." })
            .waitFor();
          // The minimum's label names the ledger currency.
          await form.getByLabel("Minimum payout (PKR)").waitFor();
        },
      );

      await t.step(
        "a source created without a currency takes PKR; its Rs 18.00 sale credits Rs 1.80, shown in Rs",
        async () => {
          const source = await callApi(
            e2e,
            adminToken,
            "POST",
            "/api/admin/sources",
            {
              name: "Rupee network",
              kind: "postback",
              params: { click_id: "aff_sub" },
            },
          );
          assert.equal(source.currency, "PKR");
          const go = await fetch(`${e2e.url}/go/${code}`, {
            redirect: "manual",
            headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 e2e" },
          });
          await go.body?.cancel();
          const click = new URL(go.headers.get("location")!).searchParams.get(
            "click_id",
          );
          assert.ok(click);
          const path = new URL(source.endpointUrl).pathname;
          const sale = await fetch(
            `${e2e.url}${path}?aff_sub=${click}&order_id=PK-18&amount=18.00&currency=PKR&status=approved`,
          );
          assert.equal(sale.status, 200);
          assert.match(await sale.text(), /attributed/);

          const payout = await tabs.open(affiliate.token, "user", "/payout");
          await payout.getByTestId("available-balance").filter({
            hasText: "Rs 1.80",
          }).waitFor();
          await payout.getByLabel("Amount (Rs)").waitFor();
          assert.equal(await payout.getByText("$1.80").count(), 0);
          const dashboard = await tabs.open(
            affiliate.token,
            "user",
            "/dashboard",
          );
          await dashboard.getByText("Rs 1.80").first().waitFor();
          assert.equal(await dashboard.getByText(/\$\d/).count(), 0);
        },
      );

      await t.step(
        "with money recorded, the settings page shows the currency locked and why",
        async () => {
          const page = await tabs.open(adminToken, "admin", "/admin/settings");
          const form = page.getByRole("form", { name: "Payout settings form" });
          await form.getByText(
            "Fixed at PKR: the ledger has entries. The ledger currency can change only while no money is recorded.",
          ).waitFor();
          const select = form.getByLabel("Ledger currency");
          assert.equal(await select.isDisabled(), true);
          assert.equal(await select.inputValue(), "PKR");
          // Saving the other settings still works: the locked currency is not sent.
          await form.getByLabel("Minimum payout (PKR)").fill("500");
          await form.getByRole("button", { name: "Save payout settings" })
            .click();
          await page.getByRole("status").filter({ hasText: "Settings saved." })
            .waitFor();
          const refused = await fetch(`${e2e.url}/api/admin/settings`, {
            method: "PATCH",
            headers: {
              authorization: `Bearer ${adminToken}`,
              "content-type": "application/json",
            },
            body: JSON.stringify({ currency: "USD" }),
          });
          assert.equal(refused.status, 409);
          assert.equal((await refused.json()).code, "CURRENCY_LOCKED");
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
