/** Browser test of exchange rates: an operator adds a rate, a USD postback credits a PKR ledger at it, people see it. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

Deno.test({
  name:
    "exchange rates in the browser: a rate added on its page converts a USD postback into a PKR ledger",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab, its session swapped per page: a new context per page cost a renderer and an extra page load.
    const tabs = sessionTabs(e2e);
    try {
      const ctx = e2e.app.infra;
      const today = karachiDate(new Date());
      const affiliate = await createUser(ctx, { name: "Ali Khan" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      // The ledger is in rupees; the network reports in dollars.
      await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
        currency: "PKR",
      });
      const productId =
        (await callApi(e2e, adminToken, "POST", "/api/products", {
          title: "Freelancing Course",
          description: "Learn to freelance",
          commissionPercent: 50,
        })).product.id;
      const assigned = await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/affiliate-links/assign",
        { userId: affiliate.id, productId, customLink: `${e2e.url}/home` },
      );
      const go = await fetch(assigned.link.trackedLink, {
        redirect: "manual",
        headers: { "user-agent": CHROME_UA },
      });
      await go.body?.cancel();
      const clickId = new URL(go.headers.get("location")!, e2e.url)
        .searchParams.get("click_id")!;
      await e2e.app.services.tracking.buffer.flush();
      const network = await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/sources",
        {
          name: "Dollar Network",
          kind: "postback",
          currency: "USD",
          params: { click_id: "aff_sub" },
        },
      );

      let admin: Page;
      await t.step(
        "the operator adds a rate on /admin/settings/exchange-rates, reached from the settings page",
        async () => {
          admin = await tabs.open(adminToken, "admin", "/admin/settings");
          await admin.getByRole("link", { name: "Exchange Rates" }).click();
          await admin.waitForURL(/\/admin\/settings\/exchange-rates$/);
          await admin.getByRole("heading", { name: "Exchange Rates" })
            .waitFor();
          await admin.getByText("No exchange rates yet.").waitFor();
          const form = admin.getByRole("form", {
            name: "Add an exchange rate",
          });
          // The ledger's own currency is refused before anything is sent.
          await form.getByLabel("Currency", { exact: true }).fill("PKR");
          await form.getByLabel("PKR per one unit of the currency").fill("1");
          await form.getByRole("button", { name: "Add rate" }).click();
          await admin.getByText(
            "That is the ledger's own currency; rates are for other currencies.",
          ).waitFor();
          await form.getByLabel("Currency", { exact: true }).fill("USD");
          await form.getByLabel("In force from").fill(today);
          await form.getByLabel("PKR per one unit of the currency").fill(
            "278.45",
          );
          await form.getByRole("button", { name: "Add rate" }).click();
          await admin.getByText("Exchange rate added.").waitFor();
          await admin.getByText("1 USD = 278.45 PKR").waitFor();
          await admin.getByText("In force today").waitFor();
        },
      );

      await t.step(
        "a USD postback credits the PKR ledger at that rate, shown on the source's events",
        async () => {
          const path = new URL(network.endpointUrl).pathname;
          const res = await fetch(
            `${e2e.url}${path}?aff_sub=${clickId}&order_id=DN-7001&amount=18.00&status=approved&currency=USD`,
          );
          assert.equal(res.status, 200);
          assert.match(await res.text(), /attributed/);
          const balance = await callApi(
            e2e,
            affiliate.token,
            "GET",
            "/api/payouts/balance",
          );
          // $18.00 × 278.45 = Rs 5,012.10; 50 % of it.
          assert.equal(balance.balance, 2506.05);
          await admin!.goto(`/admin/sources/${network.id}`);
          await admin!.getByText(
            `18.00 USD at 278.45 (${today}) = Rs 5,012.10`,
          ).waitFor();
        },
      );

      await t.step(
        "the affiliate's report shows the original amount and the rate",
        async () => {
          const user = await tabs.open(affiliate.token, "user", "/reports");
          await user.getByRole("region", {
            name: "Sales converted from another currency",
          }).first().waitFor();
          await user.getByText("18.00 USD").waitFor();
          await user.getByText(`1 USD = 278.45 PKR (${today})`).waitFor();
          await user.getByText("Rs 5,012.10").first().waitFor();
          await user.getByText("Rs 2,506.05").first().waitFor();
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
