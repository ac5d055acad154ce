/** Browser test of the offer configuration: the admin edits goals and groups, and the affiliate sees the payouts. */
import assert from "node:assert/strict";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";

Deno.test({
  name:
    "offers in the browser: goals, a Gold group, its rule, the affiliate's payout per goal",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const ctx = e2e.app.infra;
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const ayesha = await createUser(ctx, { name: "Ayesha Khan" });
      const { product } = await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/products",
        {
          title: "Freelancing Course",
          description: "Learn",
          commissionPercent: 10,
          refundPolicy: "none",
        },
      );
      await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/affiliate-links/assign",
        {
          userId: ayesha.id,
          productId: product.id,
          customLink: "https://shop.pk/course",
        },
      );

      await t.step(
        "the admin gives the offer a 12 % sale and a flat Rs 150 lead",
        async () => {
          const page = await tabs.open(
            adminToken,
            "admin",
            `/admin/products/${product.id}`,
          );
          await page.getByRole("heading", { name: "Goals" }).waitFor();
          const sale = page.getByRole("group", { name: "Goal 1" });
          await sale.getByLabel("Payout value").fill("12");
          await page.getByRole("button", { name: "Add goal" }).click();
          const lead = page.getByRole("group", { name: "Goal 2" });
          await lead.getByLabel("Key").fill("lead");
          await lead.getByLabel("Name").fill("Lead");
          await lead.getByLabel("Payout type").selectOption("flat");
          await lead.getByLabel("Payout value").fill("150.00");
          await page.getByRole("button", { name: "Save goals" }).click();
          await page.getByText("Goals saved.").waitFor();
          await assertNoSeriousAxeViolations(page, "the offer page");
          const goals = await callApi(
            e2e,
            adminToken,
            "GET",
            `/api/admin/products/${product.id}/goals`,
          );
          assert.deepEqual(
            goals.map((
              g: { key: string; payout: unknown },
            ) => [g.key, g.payout]),
            [["sale", { type: "percent", value: 12 }], [
              "lead",
              { type: "flat", value: "150.00" },
            ]],
          );
        },
      );

      let goldId = 0;
      await t.step(
        "the admin adds a Gold group and renames it, at 360 px",
        async () => {
          const page = await tabs.open(adminToken, "admin", "/admin/groups", {
            width: 360,
          });
          await page.getByRole("heading", { name: "Affiliate groups" })
            .waitFor();
          await page.getByLabel("Name").fill("Gold");
          await page.getByLabel("Rank").fill("10");
          await page.getByLabel("Level-up condition").selectOption(
            "approvedConversions",
          );
          await page.getByLabel("At least").fill("25");
          await page.getByRole("button", { name: "Add group" }).last().click();
          await page.getByText("Group added.").waitFor();
          await page.getByRole("button", { name: "Edit Gold" }).click();
          await page.getByLabel("Name").fill("Gold tier");
          await page.getByRole("button", { name: "Save" }).click();
          await page.getByText("Group saved.").waitFor();
          await page.getByText("Gold tier").first().waitFor();
          const groups = await callApi(
            e2e,
            adminToken,
            "GET",
            "/api/admin/groups",
          );
          const gold = groups.find((g: { name: string }) =>
            g.name === "Gold tier"
          );
          assert.deepEqual(gold.levelUp, {
            metric: "approvedConversions",
            threshold: 25,
          });
          goldId = gold.id;
          await assertNoSeriousAxeViolations(page, "the groups page at 360 px");
        },
      );

      await t.step(
        "the admin puts Ayesha in Gold at 15 % and sees why",
        async () => {
          await callApi(e2e, adminToken, "POST", "/api/admin/payout-rules", {
            offerId: product.id,
            goal: "sale",
            groupId: goldId,
            payout: { type: "percent", value: 15 },
          });
          const page = await tabs.open(
            adminToken,
            "admin",
            `/admin/user-profile/${ayesha.id}`,
          );
          const card = page.getByRole("region", { name: "Group and payouts" });
          await card.getByRole("combobox", { name: "Group" }).selectOption(
            String(goldId),
          );
          await card.getByRole("button", { name: "Save" }).click();
          await card.getByText("Group saved.").waitFor();
          await card.getByText("15 % of each sale (Gold tier group rate)")
            .first()
            .waitFor();
          await card.getByText("150.00 per lead (offer rate)").first()
            .waitFor();
          await assertNoSeriousAxeViolations(page, "the affiliate page");
        },
      );

      await t.step(
        "Ayesha sees her own payout per goal on her product card",
        async () => {
          const page = await tabs.open(ayesha.token, "user", "/my-links", {
            width: 360,
          });
          await page.getByText("Earn 15 % of each sale").waitFor();
          const lead = await page.getByText(/per lead/).first().textContent();
          assert.match(lead ?? "", /150\.00 per lead/);
        },
      );

      await t.step("the groups page in Urdu", async () => {
        const page = await tabs.open(adminToken, "admin", "/admin/groups", {
          width: 360,
          language: "ur",
        });
        await page.getByRole("heading", { name: "ایفیلیئٹ گروپس" }).waitFor();
        await page.getByText("Gold tier").first().waitFor();
        await assertNoSeriousAxeViolations(page, "the groups page in Urdu");
      });
    } finally {
      await e2e.close();
    }
  },
});
