/** Browser test of the admin overview: opens it, changes the period, follows a top affiliate to their profile. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { type E2e, E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";

/** Sara sells today; Ali's only sales were 40 days ago (outside This Month, inside Last 3 Months). */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const sara = await createUser(ctx, { name: "Sara Iqbal" });
  const ali = await createUser(ctx, { name: "Ali Khan" });
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Freelancing Course', 'Learn', 5000)
    RETURNING id`;
  const today = karachiDate(new Date());
  await ctx.sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor) VALUES
      (${sara.id}, ${product.id}, ${today}::date, 120, 6, 4500),
      (${ali.id}, ${product.id}, ${addDays(today, -40)}::date, 900, 30, 99000)`;
  return { sara, ali, adminToken };
}

async function openAs(e2e: E2e, token: string, role: string, path: string) {
  const { page } = await e2e.newPage();
  await page.goto("/unauthorized");
  await setSession(page, { token, role, approved: true });
  await page.goto(path);
  return page;
}

/** The names in the Top affiliates card, in order. */
async function topAffiliates(page: Page): Promise<string[]> {
  const card = page.getByRole("region", { name: "Top affiliates" });
  return await card.getByRole("link").allTextContents();
}

Deno.test({
  name:
    "admin overview in the browser: open it, change the period, follow a top affiliate to their profile",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const { ali, adminToken } = await seed(e2e);
      const page = await openAs(e2e, adminToken, "admin", "/admin/profiles");

      await t.step(
        "Overview is the Admin Panel's first item and opens on This Month",
        async () => {
          const nav = page.getByRole("navigation").getByRole("link");
          await nav.first().waitFor();
          assert.equal((await nav.first().textContent())?.trim(), "Overview");
          await nav.first().click();
          await page.waitForURL(/\/admin\/overview$/);
          await page.getByRole("heading", { name: "Overview" }).waitFor();
          await page.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Sara Iqbal" }).waitFor();
          assert.deepEqual(await topAffiliates(page), ["Sara Iqbal"]);
          const clicks = page.getByRole("link", { name: /^Clicks/ });
          assert.match((await clicks.textContent()) ?? "", /120/);
        },
      );

      await t.step(
        "a wider period goes to the URL and ranks Ali first",
        async () => {
          await page.getByLabel("Date range").selectOption("last3m");
          await page.waitForURL(/preset=last3m/);
          await page.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Ali Khan" }).waitFor();
          assert.deepEqual(await topAffiliates(page), [
            "Ali Khan",
            "Sara Iqbal",
          ]);
          const clicks = page.getByRole("link", { name: /^Clicks/ });
          assert.match((await clicks.textContent()) ?? "", /1,020/);
          // The figures lead to the stats list of the same period.
          assert.match(
            (await clicks.getAttribute("href")) ?? "",
            /\/admin\/stats\?preset=last3m/,
          );
        },
      );

      await t.step(
        "the breakdown's affiliate filter goes to the URL and narrows the panel",
        async () => {
          await page.getByLabel("Affiliate", { exact: true }).selectOption({
            label: "Ali Khan",
          });
          await page.waitForURL(new RegExp(`userId=${ali.id}`));
          assert.match(page.url(), /preset=last3m/);
          // Seeded through the daily rollup only: no click carried a value to break down.
          await page.locator(".breakdown-panel")
            .getByText("Nothing to show for this period yet.").waitFor();
        },
      );

      await t.step("a top affiliate leads to their profile", async () => {
        await page.getByRole("region", { name: "Top affiliates" })
          .getByRole("link", { name: "Ali Khan" }).click();
        await page.waitForURL(new RegExp(`/admin/user-profile/${ali.id}$`));
        await page.getByText(ali.email).first().waitFor();
      });

      await t.step(
        "at 360 px the overview fits the screen, and an empty period says so",
        async () => {
          const phone = (await e2e.newPage({ width: 360 })).page;
          await phone.goto("/unauthorized");
          await setSession(phone, {
            token: adminToken,
            role: "admin",
            approved: true,
          });
          await phone.goto("/admin/overview?preset=last1y");
          await phone.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Ali Khan" }).waitFor();
          const [scroll, inner] = await phone.evaluate<number[]>(
            "[document.documentElement.scrollWidth, window.innerWidth]",
          );
          const overflow = scroll - inner;
          assert.ok(
            overflow <= 0,
            `the page scrolls sideways by ${overflow}px`,
          );
          await phone.goto(
            "/admin/overview?preset=customYear&startDate=2001-01-01&endDate=2001-12-31",
          );
          await phone.getByText("No clicks or sales in this period.").waitFor();
        },
      );

      await t.step(
        "My Stats shows the daily line and the product breakdown",
        async () => {
          const user = await openAs(
            e2e,
            ali.token,
            "user",
            "/stats?period=Last%203%20Months",
          );
          await user.getByRole("img", { name: /^Clicks per day/ }).waitFor();
          await user.getByRole("cell", { name: "Freelancing Course" }).first()
            .waitFor();
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
