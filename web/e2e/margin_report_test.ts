/**
 * Browser test of the margin report: the admin opens it from the menu, sees the totals, the chart and a row per
 * offer, regroups by affiliate (kept in the URL), downloads the CSV; then the same page in Urdu at 360 px.
 */
import assert from "node:assert/strict";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  loginViaUi,
  setSession,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { adminMoneyUr } from "../src/i18n/areas/admin_money_ur.ts";
import type { AdminMoneyKey } from "../src/i18n/areas/admin_money_en.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";

const mur = adminMoneyUr.messages as Record<AdminMoneyKey, string>;

/** Today's margin rows as the earning path writes them: Sara sold 4 Lawn suits, Ali brought 2 leads. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const sara = await createUser(ctx, { name: "Sara Iqbal" });
  const ali = await createUser(ctx, { name: "Ali Khan" });
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Lawn suit', 'Summer', 1000) RETURNING id`;
  const [api] = await ctx.sql`SELECT id FROM sources WHERE kind = 'api'`;
  const today = karachiDate(new Date());
  await ctx.sql`
    INSERT INTO margin_daily (stat_date, product_id, goal, user_id, source_id, conversions, revenue_minor,
                              payout_minor) VALUES
      (${today}, ${product.id}, 'sale', ${sara.id}, ${api.id}, 4, 100000, 60000),
      (${today}, ${product.id}, 'lead', ${ali.id}, ${api.id}, 2, 30000, 30000)`;
  return {
    adminToken: await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password),
  };
}

Deno.test({
  name:
    "margin report in the browser: totals, chart, regroup, CSV; in Urdu at 360 px",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const { adminToken } = await seed(e2e);
      const { page } = await e2e.newPage();
      await page.goto("/unauthorized");
      await setSession(page, {
        token: adminToken,
        role: "admin",
        approved: true,
      });
      await page.goto("/admin/profiles");

      await t.step(
        "Margin in the admin menu opens This Month by offer",
        async () => {
          await page.getByRole("navigation").getByRole("link", {
            name: "Margin",
          }).click();
          await page.waitForURL(/\/admin\/reports\/margin$/);
          await page.getByRole("heading", { name: "Margin" }).waitFor();
          const total = page.getByTestId("margin-total");
          await total.waitFor();
          assert.match((await total.textContent()) ?? "", /400\.00/);
          await page.locator("figure.daily-lines").waitFor();
          const row = page.locator("tr", { hasText: "Lawn suit" });
          assert.match((await row.textContent()) ?? "", /1,300\.00/);
          assert.match(
            (await page.locator("#margin-total-row").textContent()) ?? "",
            /Total/,
          );
        },
      );

      await t.step(
        "group by affiliate: the URL keeps it, a row per affiliate",
        async () => {
          await page.getByLabel("Group by").selectOption("affiliate");
          await page.waitForURL(/groupBy=affiliate/);
          await page.locator("tr", { hasText: "Sara Iqbal" }).waitFor();
          await page.locator("tr", { hasText: "Ali Khan" }).waitFor();
        },
      );

      await t.step("Download CSV saves the same rows", async () => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download CSV" }).click(),
        ]);
        assert.match(
          download.suggestedFilename(),
          /^margin_affiliate_.*\.csv$/,
        );
        const path = await download.path();
        const text = await Deno.readTextFile(path!);
        assert.match(text, /"Sara Iqbal"/);
        assert.match(text, /"Total"/);
      });

      await t.step("an empty period says so", async () => {
        await page.getByLabel("Date range").selectOption("yesterday");
        await page.getByText("No conversions in this period.").first()
          .waitFor();
      });

      await t.step("in Urdu at 360 px", async () => {
        await callApi(e2e, adminToken, "PATCH", "/api/profile/language", {
          language: "ur",
        });
        const { page: urdu } = await e2e.newPage({ width: 360 });
        await loginViaUi(urdu, E2E_ADMIN.email, E2E_ADMIN.password);
        await waitForPath(urdu, "/admin/overview");
        await urdu.goto("/admin/reports/margin", { waitUntil: "networkidle" });
        await urdu.getByRole("heading", { name: mur["admm.margin.title"] })
          .waitFor();
        await urdu.getByText(mur["admm.margin.totals"]).waitFor();
        await urdu.waitForFunction(() =>
          // deno-lint-ignore no-explicit-any
          (globalThis as any).document.dir === "rtl"
        );
        await assertNoSeriousAxeViolations(
          urdu,
          "/admin/reports/margin in Urdu",
        );
      });
    } finally {
      await e2e.close();
    }
  },
});
