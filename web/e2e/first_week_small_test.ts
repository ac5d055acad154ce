/**
 * Browser test of issue 31's smaller items and names for ids: the audit log, coupons and risk name people (risk
 * filters by a person picked by name, its evidence in words); Add Stats sits under View Stats; /two-factor keeps
 * the app's menu; the landing header's buttons and a large figure stay on one line on a phone; /api/docs does not
 * scroll sideways; the empty queue says what it will hold and where to go.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  loginViaApi,
  startE2e,
} from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { adminMoneyUr } from "../src/i18n/areas/admin_money_ur.ts";

/** Nothing on the page is wider than the screen. */
async function assertNoSidewaysScroll(page: Page, where: string) {
  // A string, evaluated in the page (the test runs under Deno's types, without the DOM's).
  const overflow = await page.evaluate(
    "document.documentElement.scrollWidth - window.innerWidth",
  ) as number;
  assert.ok(overflow <= 0, `${where}: ${overflow}px wider than the screen`);
}

/** How many lines the text of each element matching `selector` takes (the distinct tops of its text's boxes). */
async function lineCounts(page: Page, selector: string): Promise<number[]> {
  return await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      // deno-lint-ignore no-explicit-any
      const range = (globalThis as any).document.createRange();
      range.selectNodeContents(el);
      const tops = new Set<number>();
      for (const box of range.getClientRects()) {
        if (box.width > 0) tops.add(Math.round(box.top));
      }
      return tops.size;
    })
  );
}

async function seed(e2e: E2e, admin: string) {
  const ctx = e2e.app.infra;
  const ali = await createUser(ctx, { name: "Ali Khan" });
  const [product] = await ctx.sql<{ id: number }[]>`
    INSERT INTO products (title, description, commission_bp)
    VALUES ('Freelancing Course', 'Learn', 5000) RETURNING id`;
  await callApi(e2e, admin, "POST", "/api/admin/coupons", {
    userId: ali.id,
    productId: product.id,
    code: "ALI10",
  });
  await callApi(
    e2e,
    admin,
    "POST",
    `/api/admin/users/${ali.id}/reset-password`,
    {
      password: "a-new-pass-1",
    },
  );
  await ctx.sql`
    INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
    VALUES (${ali.id}, 'conversion_pattern', 'medium', 'pattern:test',
      ${ctx.sql.json({ pattern: "sales_over_clicks", clicks: 2, sales: 9 })})`;
  // A month's earnings in the millions: the overview's figure must stay whole on a phone.
  await ctx.sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
    VALUES (${ali.id}, ${product.id}, (now() AT TIME ZONE 'Asia/Karachi')::date, 9876543, 654321, 327719761)`;
  return ali;
}

Deno.test({
  name:
    "first week, smaller items: names for ids, Add Stats under View Stats, /two-factor in the shell, one-line buttons and figures, /api/docs on a phone",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const login = await loginViaApi(
        e2e.url,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const admin: string = login.body.token;

      await t.step(
        "an empty queue says what it will hold and links to the sign-up link",
        async () => {
          const page = await tabs.open(admin, "admin", "/admin/profiles");
          await page.getByText("No pending profiles found.").waitFor();
          await page.getByText(/wait here for your approval/).waitFor();
          assert.equal(
            await page.getByRole("link", { name: "Share the sign-up link" })
              .getAttribute("href"),
            "/admin/overview",
          );
          await assertNoSeriousAxeViolations(page, "/admin/profiles, empty");
        },
      );

      const ali = await seed(e2e, admin);

      await t.step(
        "the audit log names the admin and the person, not their ids",
        async () => {
          const page = await tabs.open(admin, "admin", "/admin/audit-logs");
          const table = page.getByRole("table");
          await table.getByText("Reset Password").waitFor();
          const row = table.getByRole("row").filter({
            hasText: "Reset Password",
          });
          // The harness's admin account is named "Admin"; its id is not shown.
          const cells = await row.getByRole("cell").allInnerTexts();
          assert.equal(cells[1].trim(), "Admin");
          assert.doesNotMatch(await row.innerText(), /user #\d+/);
          assert.equal(
            await row.getByRole("link", { name: "Ali Khan" }).getAttribute(
              "href",
            ),
            `/admin/user-profile/${ali.id}`,
          );
          await assertNoSeriousAxeViolations(page, "/admin/audit-logs");
        },
      );

      await t.step("coupons name the affiliate and the product", async () => {
        const page = await tabs.open(admin, "admin", "/admin/coupons", {
          width: 390,
        });
        const row = page.getByRole("table").getByRole("row").filter({
          hasText: "ALI10",
        });
        await row.waitFor();
        assert.match(await row.innerText(), /Ali Khan/);
        assert.match(await row.innerText(), /Freelancing Course/);
        assert.doesNotMatch(await row.innerText(), /User #/);
        await assertNoSeriousAxeViolations(page, "/admin/coupons");
        await assertNoSidewaysScroll(page, "/admin/coupons at 390 px");
      });

      await t.step(
        "risk: a person picked by name filters the flags; the evidence reads in words, in English and Urdu",
        async () => {
          const page = await tabs.open(admin, "admin", "/admin/risk");
          await page.getByText("More sales than clicks").waitFor();
          assert.equal(await page.getByText("sales_over_clicks").count(), 0);
          await page.getByLabel("Find a user").fill("Ali");
          const select = page.getByLabel("Affiliate", { exact: true });
          await select.locator("option", { hasText: "Ali Khan" }).waitFor({
            state: "attached",
          });
          await select.selectOption({ label: `Ali Khan (${ali.email})` });
          await page.waitForFunction(
            (id) =>
              new RegExp(`userId="?${id}"?(&|$)`).test(
                // deno-lint-ignore no-explicit-any
                decodeURIComponent((globalThis as any).location.search),
              ),
            ali.id,
          );
          await page.getByText("More sales than clicks").waitFor();
          await assertNoSeriousAxeViolations(page, "/admin/risk");

          const urdu = await tabs.open(admin, "admin", "/admin/risk", {
            width: 390,
            language: "ur",
          });
          await urdu.getByText(
            adminMoneyUr
              .messages["admm.evidenceValue.pattern.sales_over_clicks"],
          ).waitFor();
          await assertNoSidewaysScroll(urdu, "/admin/risk in Urdu at 390 px");
        },
      );

      await t.step(
        "Add Stats sits under View Stats; /two-factor keeps the admin menu on a phone",
        async () => {
          const page = await tabs.open(admin, "admin", "/two-factor", {
            width: 390,
          });
          await page.getByRole("heading", { name: "Two-factor sign-in" })
            .waitFor();
          const nav = page.getByRole("navigation", { name: "Admin Panel" });
          await nav.waitFor();
          // The menu is folded on a phone; its links are there all the same.
          assert.equal(
            await nav.locator(
              'li:has(> a[href="/admin/stats"]) > ul a[href="/admin/add-stat"]',
            ).count(),
            1,
          );
          await assertNoSeriousAxeViolations(page, "/two-factor in the shell");
          await assertNoSidewaysScroll(page, "/two-factor at 390 px");
        },
      );

      await t.step(
        "on a phone a large figure stays on one line on the Overview",
        async () => {
          const page = await tabs.open(admin, "admin", "/admin/overview", {
            width: 360,
          });
          await page.locator(".overview-figure-value").first().waitFor();
          const lines = await lineCounts(page, ".overview-figure-value");
          assert.ok(lines.length >= 4);
          assert.ok(lines.every((n) => n === 1), `figure lines: ${lines}`);
          await assertNoSidewaysScroll(page, "/admin/overview at 360 px");
        },
      );

      await t.step(
        "the landing header's buttons stay one line at 360 and 390 px, and /api/docs fits a phone",
        async () => {
          for (const width of [360, 390]) {
            const page = await tabs.signedOut({ width });
            await page.goto("/", { waitUntil: "networkidle" });
            const lines = await lineCounts(page, ".site-header-actions .btn");
            assert.deepEqual(lines, [1, 1], `at ${width} px: ${lines}`);
            await assertNoSidewaysScroll(page, `/ at ${width} px`);
            await page.goto("/api/docs");
            await page.getByRole("heading", { level: 1 }).waitFor();
            await assertNoSidewaysScroll(page, `/api/docs at ${width} px`);
          }
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
