/**
 * Issue 25's end-to-end browser test: the admin gives an offer a flat Rs 150 `lead` goal and a 12 % `sale` payout and
 * puts an affiliate in a Gold group at 15 %; a network's postback reports a lead and a sale for that affiliate; the
 * affiliate sees Rs 150 and 15 % of the sale with the reason on /conversions, and the admin sees the margin.
 */
import assert from "node:assert/strict";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";

Deno.test({
  name:
    "offers end to end: goals, a Gold group rate, a postback's lead and sale, the affiliate's reasons and the admin's margin",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab, its session swapped per page: a new context per page cost a renderer and an extra page load.
    const tabs = sessionTabs(e2e);
    try {
      const infra = e2e.app.infra;
      await infra.sql`UPDATE payout_settings SET currency = 'PKR'`;
      const adminToken = await loginAs(
        infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const admin = (method: string, path: string, body?: unknown) =>
        callApi(e2e, adminToken, method, path, body);
      const ali = await createUser(infra, { name: "Ali Khan" });

      const form = new FormData();
      form.set("title", "Daraz Phone");
      form.set("description", "A phone sold on Daraz.");
      form.set("commissionPercent", "10.00");
      const created = await fetch(`${e2e.url}/api/products`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      assert.equal(created.status, 201, await created.clone().text());
      const productId = (await created.json()).product.id as number;
      const { link } = await admin(
        "POST",
        "/api/admin/affiliate-links/assign",
        {
          userId: ali.id,
          productId,
          customLink: "https://shop.pk/phone",
        },
      );
      const source = await admin("POST", "/api/admin/sources", {
        name: "Daraz network",
        kind: "postback",
        params: { click_id: "aff_sub" },
      });

      await t.step(
        "the admin sets the goals, a Gold group at 15 % and places the affiliate in it",
        async () => {
          await admin("PUT", `/api/admin/products/${productId}/goals`, [
            {
              key: "sale",
              name: "Sale",
              payout: { type: "percent", value: 12 },
              revenue: { type: "percent", value: 20 },
              holdDays: 0,
            },
            {
              key: "lead",
              name: "Lead",
              payout: { type: "flat", value: "150.00" },
              revenue: { type: "flat", value: "200.00" },
              holdDays: 0,
            },
          ]);
          const gold = await admin("POST", "/api/admin/groups", {
            name: "Gold",
            rank: 1,
          });
          const goldId = (gold.group ?? gold).id as number;
          await admin("PATCH", `/api/admin/users/${ali.id}`, {
            groupId: goldId,
          });
          await admin("POST", "/api/admin/payout-rules", {
            offerId: productId,
            goal: "sale",
            groupId: goldId,
            payout: { type: "percent", value: 15 },
          });
        },
      );

      await t.step(
        "the network's postback reports a lead and then a sale of the same order",
        async () => {
          const go = await fetch(`${e2e.url}/go/${link.code}`, {
            redirect: "manual",
            headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 journey" },
          });
          await go.body?.cancel();
          const click = new URL(go.headers.get("location")!).searchParams.get(
            "click_id",
          );
          assert.ok(click);
          const path = new URL(source.endpointUrl).pathname;
          for (
            const query of [
              `aff_sub=${click}&order_id=DZ-77&goal=lead&status=approved`,
              `aff_sub=${click}&order_id=DZ-77&goal=sale&amount=2500.00&currency=PKR&status=approved`,
            ]
          ) {
            const res = await fetch(`${e2e.url}${path}?${query}`);
            const text = await res.text();
            assert.equal(res.status, 200, text);
            assert.match(text, /attributed/);
          }
        },
      );

      await t.step(
        "the affiliate sees Rs 150 for the lead and 15 % of the sale, each with its reason",
        async () => {
          const page = await tabs.open(ali.token, "user", "/conversions");
          const lead = page.locator("tr", { hasText: "Lead" }).filter({
            hasText: "DZ-77",
          });
          await lead.waitFor();
          assert.match(await lead.innerText(), /Rs\s150\.00/);
          assert.match(
            await lead.innerText(),
            /Rs\s150\.00 per lead \(offer rate\)/,
          );
          const sale = page.locator("tr", { hasText: "Sale" }).filter({
            hasText: "DZ-77",
          });
          assert.match(await sale.innerText(), /Rs\s375\.00/);
          assert.match(
            await sale.innerText(),
            /15 % of Rs\s2,500\.00 sale \(Gold group rate\)/,
          );
          await assertNoSeriousAxeViolations(page, "/conversions");
        },
      );

      await t.step(
        "the admin sees the margin: revenue Rs 700.00, payout Rs 525.00, margin Rs 175.00",
        async () => {
          const page = await tabs.open(
            adminToken,
            "admin",
            "/admin/reports/margin",
          );
          // This month by offer: the lead's Rs 200 and 20 % of the sale (Rs 500) in, Rs 150 + Rs 375 out.
          const total = page.getByTestId("margin-total");
          await total.waitFor();
          assert.match((await total.textContent()) ?? "", /175\.00/);
          const row = page.locator("tr", { hasText: "Daraz Phone" });
          const text = (await row.textContent()) ?? "";
          assert.match(text, /700\.00/);
          assert.match(text, /525\.00/);
          await assertNoSeriousAxeViolations(page, "/admin/reports/margin");
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
