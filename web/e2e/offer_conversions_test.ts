/**
 * Browser test of the conversion screens (issue 25, docs/offers.md "Conversion screens"): the affiliate's
 * /conversions (own rows only, explanations written from the stored rule in English and Urdu, status badges, paging
 * and range in the URL, the CSV, phones at 360 px) and the admin's /admin/conversions (filters in the URL, revenue,
 * the over-cap review one by one and in bulk, a rejection's required reason, skipped ids with their reasons).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { signConversion } from "../../adapters/tracking/conversion_signature.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

/** Opens `path` and waits until the list (or its empty state) is on screen. */
async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator("table.table, .empty-state").first().waitFor();
}

/** The ids of the conversion rows the page shows, top to bottom. */
function rowIds(page: Page): Promise<number[]> {
  return page.locator("tr[id^=conversion-]").evaluateAll((rows) =>
    rows.map((r) => Number(r.id.replace("conversion-", "")))
  );
}

/** Waits (up to 10 s) until the page shows exactly the rows `ids`. */
async function expectRows(page: Page, ids: number[]): Promise<void> {
  const until = Date.now() + 10_000;
  let shown = await rowIds(page);
  while (
    JSON.stringify([...shown].sort()) !== JSON.stringify([...ids].sort()) &&
    Date.now() < until
  ) {
    await new Promise((r) => setTimeout(r, 100));
    shown = await rowIds(page);
  }
  assert.deepEqual([...shown].sort(), [...ids].sort());
}

Deno.test({
  name:
    "conversion screens: the affiliate's list with reasons in English and Urdu and a CSV; the admin's filters and over-cap review",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const infra = e2e.app.infra;
      const sql = infra.sql;
      await sql`UPDATE payout_settings SET currency = 'PKR'`;
      const adminToken = await loginAs(
        infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const form = new FormData();
      form.set("title", "Daraz Phone");
      form.set("description", "A phone sold on Daraz.");
      form.set("commissionPercent", "12.00");
      const created = await fetch(`${e2e.url}/api/products`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}` },
        body: form,
      });
      assert.equal(created.status, 201, await created.clone().text());
      const productId = (await created.json()).product.id as number;
      const ali = await createUser(infra, { name: "Ali Khan" });
      const bilal = await createUser(infra, { name: "Bilal Shah" });
      const { link } = await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/affiliate-links/assign",
        {
          userId: ali.id,
          productId,
          customLink: "https://shop.pk/phone",
        },
      );
      const [gold] = await sql`
        INSERT INTO affiliate_groups (name, rank) VALUES ('Gold', 1) RETURNING id`;
      const [api] = await sql`SELECT id FROM sources WHERE kind = 'api'`;
      await sql`
        INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, hold_days)
        VALUES (${productId}, 'lead', 'Lead', 'flat', 15000, 0)`;

      // Rows as the earning path writes them (the rule in its stored form: basis points and minor units).
      const insert = async (row: {
        user: number;
        order: string;
        goal?: string;
        status: string;
        amount: number | null;
        earning: number;
        rule: Record<string, unknown>;
        group?: number | null;
        revenue?: number | null;
        daysAgo?: number;
      }) => {
        const at = new Date(Date.now() - (row.daysAgo ?? 0) * 86_400_000);
        const [{ id }] = await sql`
          INSERT INTO offer_conversions (source_id, order_id, goal, user_id, product_id, group_id, occurred_at,
            stat_date, status, amount_minor, earning_minor, earning_rule, revenue_minor)
          VALUES (${api.id}, ${row.order}, ${
          row.goal ?? "sale"
        }, ${row.user}, ${productId}, ${row.group ?? null},
            ${at}, ${
          karachiDate(at)
        }, ${row.status}, ${row.amount}, ${row.earning}, ${
          JSON.stringify(row.rule)
        }::jsonb,
            ${row.revenue ?? null})
          RETURNING id`;
        return id as number;
      };
      const saleRule = (bp: number, base: number, level = "offer") => ({
        ruleId: 1,
        level,
        type: "percent",
        value: bp,
        base: "sale",
        baseAmount: base,
      });
      const goldSale = await insert({
        user: ali.id,
        order: "ORD-GOLD",
        status: "approved",
        amount: 250000,
        earning: 30000,
        rule: saleRule(1200, 250000, "group"),
        group: gold.id,
        revenue: 40000,
      });
      const lead = await insert({
        user: ali.id,
        order: "ORD-LEAD",
        goal: "lead",
        status: "pending",
        amount: null,
        earning: 15000,
        rule: {
          ruleId: 2,
          level: "offer",
          type: "flat",
          value: 15000,
          base: null,
          baseAmount: null,
        },
      });
      const reversed = await insert({
        user: ali.id,
        order: "ORD-REV",
        status: "reversed",
        amount: 100000,
        earning: 12000,
        rule: saleRule(1200, 100000),
        daysAgo: 1,
      });
      const older: number[] = [];
      for (let i = 1; i <= 8; i++) {
        older.push(
          await insert({
            user: ali.id,
            order: `ORD-OLD-${i}`,
            status: "approved",
            amount: 10000,
            earning: 1200,
            rule: saleRule(1200, 10000),
            daysAgo: 2 + i,
          }),
        );
      }
      const longAgo = await insert({
        user: ali.id,
        order: "ORD-LONG-AGO",
        status: "approved",
        amount: 10000,
        earning: 1200,
        rule: saleRule(1200, 10000),
        daysAgo: 60,
      });
      const bilalRow = await insert({
        user: bilal.id,
        order: "ORD-BILAL",
        status: "approved",
        amount: 50000,
        earning: 6000,
        rule: saleRule(1200, 50000),
        revenue: 9000,
      });

      // Conversions over a cap come through the real path: a cap of 1 sale a day, then 3 signed sales.
      await sql`
        INSERT INTO offer_caps (product_id, goal, period, unit, cap_limit)
        VALUES (${productId}, 'sale', 'day', 'conversions', 1)`;
      const sell = async (orderId: string) => {
        const go = await fetch(`${e2e.url}/go/${link.code}`, {
          redirect: "manual",
          headers: { "user-agent": `Mozilla/5.0 ${crypto.randomUUID()}` },
        });
        await go.body?.cancel();
        const clickId = new URL(go.headers.get("location")!).searchParams.get(
          "click_id",
        );
        const raw = JSON.stringify({
          clickId,
          orderId,
          amount: "1000.00",
          status: "sale",
        });
        const res = await fetch(`${e2e.url}/api/conversions`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "kamai-signature": await signConversion(
              infra.secrets.conversionsSecret,
              raw,
              Math.floor(Date.now() / 1000),
            ),
          },
          body: raw,
        });
        assert.ok(res.status < 300, await res.text());
      };
      for (const order of ["CAP-1", "CAP-2", "CAP-3", "CAP-4"]) {
        await sell(order);
      }
      const overCap = (await sql`
        SELECT id FROM offer_conversions WHERE status = 'over_cap' ORDER BY id`)
        .map((r) => r.id as number);
      assert.equal(overCap.length, 3, "a cap of 1 leaves 3 of 4 sales over it");
      const [withinCap] = await sql`
        SELECT id, status FROM offer_conversions WHERE order_id = 'CAP-1'`;
      assert.notEqual(withinCap.status, "over_cap", "the first sale is within");

      await t.step(
        "the affiliate sees their own conversions, newest first, with the reason written from the rule",
        async () => {
          const page = await tabs.signIn(ali.token, "user");
          await openList(page, "/conversions");
          // Ten a page: the 4 capped sales, the lead, the Gold sale, the reversal and 3 of the older ones.
          assert.equal((await rowIds(page)).length, 10);
          const gold = page.locator(`#conversion-${goldSale}`);
          assert.match(
            await gold.innerText(),
            /12 % of Rs\s2,500\.00 sale \(Gold group rate\)/,
          );
          assert.match(await gold.innerText(), /Rs\s300\.00/);
          assert.match(await gold.innerText(), /Approved/);
          const leadRow = page.locator(`#conversion-${lead}`);
          assert.match(
            await leadRow.innerText(),
            /Rs\s150\.00 per lead \(offer rate\)/,
          );
          assert.match(await leadRow.innerText(), /Pending/);
          assert.match(
            await page.locator(`#conversion-${reversed}`).innerText(),
            /Reversed/,
          );
          assert.match(
            await page.locator(`#conversion-${overCap[0]}`).innerText(),
            /Over cap — under review/,
          );
          assert.equal(await page.locator("text=ORD-BILAL").count(), 0);
          // Money and reasons are isolated for right-to-left pages.
          assert.ok(await gold.locator("bdi").count() >= 4);

          // Page 2 is in the URL, and a reload shows it again.
          await page.getByRole("button", { name: "Page 2" }).click();
          await page.waitForURL(/page=2/);
          await expectRows(page, older.slice(3));
          await page.reload({ waitUntil: "networkidle" });
          await expectRows(page, older.slice(3));

          // The last 30 days leave out a conversion 60 days old; the last year shows it.
          await page.getByLabel("Date range").selectOption("last1y");
          await page.waitForURL(/preset=last1y/);
          assert.doesNotMatch(
            page.url(),
            /page=/,
            "a new range starts at page 1",
          );
          await page.getByRole("button", { name: "Page 2" }).click();
          await expectRows(page, [...older.slice(3), longAgo]);

          // The CSV holds every conversion of the range, not only the page on screen.
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByRole("button", { name: "Download CSV" }).click(),
          ]);
          assert.match(download.suggestedFilename(), /^conversions_.*\.csv$/);
          const csv = await Deno.readTextFile((await download.path())!);
          for (
            const order of ["ORD-GOLD", "ORD-LEAD", "ORD-LONG-AGO", "CAP-4"]
          ) {
            assert.ok(csv.includes(order), `${order} in the CSV`);
          }
          assert.ok(!csv.includes("ORD-BILAL"), "no one else's conversion");
        },
      );

      await t.step(
        "a custom range goes to the URL on Apply; an empty one says so",
        async () => {
          const page = await tabs.signIn(ali.token, "user");
          await openList(page, "/conversions?preset=custom");
          await page.getByLabel("Start date").fill("2020-01-01");
          await page.getByLabel("End date").fill("2020-01-31");
          await page.getByRole("button", { name: "Apply" }).click();
          await page.waitForURL(/startDate=2020-01-01/);
          await page.getByText("No conversions in this period.").waitFor();
        },
      );

      await t.step(
        "at 360 px the rows are cards, nothing scrolls sideways, and the keyboard reaches the pager",
        async () => {
          const page = await tabs.signIn(ali.token, "user", {
            width: 360,
          });
          await openList(page, "/conversions");
          const width = await page.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.documentElement.scrollWidth
          );
          assert.ok(width <= 360, `page is ${width}px wide`);
          await assertNoSeriousAxeViolations(page, "/conversions");
          const page2 = page.getByRole("button", { name: "Page 2" });
          for (let i = 0; i < 60; i++) {
            await page.keyboard.press("Tab");
            const focused = await page2.evaluate((b) =>
              // deno-lint-ignore no-explicit-any
              b === (globalThis as any).document.activeElement
            );
            if (focused) {
              break;
            }
          }
          await page.keyboard.press("Enter");
          await page.waitForURL(/page=2/);
        },
      );

      await t.step(
        "in Urdu the reasons, statuses and headers read in Urdu, numbers unchanged",
        async () => {
          const page = await tabs.signIn(ali.token, "user", {
            width: 360,
            language: "ur",
          });
          await openList(page, "/conversions");
          assert.equal(
            await page.evaluate(() =>
              // deno-lint-ignore no-explicit-any
              (globalThis as any).document.dir
            ),
            "rtl",
          );
          const gold = await page.locator(`#conversion-${goldSale}`)
            .innerText();
          assert.match(
            gold,
            /Rs\s2,500\.00 کی فروخت کا 12 % \(Gold گروپ ریٹ\)/,
          );
          assert.match(gold, /منظور شدہ/);
          assert.match(
            await page.locator(`#conversion-${lead}`).innerText(),
            /فی لیڈ Rs\s150\.00 \(آفر ریٹ\)/,
          );
          assert.match(
            await page.locator(`#conversion-${overCap[0]}`).innerText(),
            /حد سے زائد — جائزے میں/,
          );
          await assertNoSeriousAxeViolations(page, "/conversions (Urdu)");
        },
      );

      await t.step(
        "the admin filters by affiliate, offer, goal and status in the URL, with revenue shown",
        async () => {
          const page = await tabs.signIn(adminToken, "admin");
          await openList(page, "/admin/conversions");
          await page.getByRole("columnheader", { name: "Revenue" }).waitFor();
          assert.match(
            await page.locator(`#conversion-${goldSale}`).innerText(),
            /Rs\s400\.00/,
          );
          await page.getByLabel("Affiliate", { exact: true }).selectOption(
            String(bilal.id),
          );
          await page.waitForURL(new RegExp(`userId=${bilal.id}`));
          await expectRows(page, [bilalRow]);
          await page.getByRole("link", { name: "Clear filters" }).click();
          await page.waitForURL((u) => u.search === "");
          await page.getByLabel("Goal", { exact: true }).fill("lead");
          await page.getByLabel("Goal", { exact: true }).press("Enter");
          await page.waitForURL(/goal=lead/);
          await expectRows(page, [lead]);
          await openList(
            page,
            `/admin/conversions?status=reversed&productId=${productId}`,
          );
          await expectRows(page, [reversed]);
          assert.equal(
            await page.getByLabel("Offer").inputValue(),
            String(productId),
          );
          await assertNoSeriousAxeViolations(page, "/admin/conversions");
        },
      );

      await t.step(
        "the review queue: approve one, a rejection needs a reason, skipped ids say why",
        async () => {
          const page = await tabs.signIn(adminToken, "admin", {
            width: 360,
          });
          await openList(page, "/admin/conversions?status=over_cap");
          await expectRows(page, overCap);
          await assertNoSeriousAxeViolations(page, "review queue at 360 px");
          const dialog = page.getByRole("dialog");

          // One by one: approve the first, after a confirmation.
          await page.locator(`#conversion-${overCap[0]}`).getByRole("button", {
            name: "Approve",
          }).click();
          await dialog.getByRole("button", { name: "OK" }).click();
          await page.getByText("1 conversion(s) approved.").waitFor();
          await expectRows(page, overCap.slice(1));
          const [approved] = await sql`
            SELECT status FROM offer_conversions WHERE id = ${overCap[0]}`;
          assert.notEqual(approved.status, "over_cap");

          // In bulk: both left; meanwhile one is approved elsewhere, so it is skipped with the server's reason.
          await page.getByRole("button", { name: "Select all on this page" })
            .click();
          await page.getByText("2 selected").waitFor();
          await callApi(
            e2e,
            adminToken,
            "POST",
            "/api/admin/conversions/decisions",
            { ids: [overCap[2]], decision: "approve" },
          );
          await page.getByRole("button", { name: "Reject selected" }).click();
          await dialog.getByRole("button", { name: "OK" }).click();
          await page.getByText("Write a reason for the rejection.").waitFor();
          const [still] = await sql`
            SELECT status FROM offer_conversions WHERE id = ${overCap[1]}`;
          assert.equal(still.status, "over_cap", "nothing sent without one");

          await page.getByRole("button", { name: "Reject selected" }).click();
          await dialog.getByRole("textbox").fill("Duplicate traffic");
          await dialog.getByRole("button", { name: "OK" }).click();
          await page.getByText("1 conversion(s) rejected.").waitFor();
          await page.getByText("Skipped 1:").waitFor();
          await page.getByText(new RegExp(`Conversion ${overCap[2]}: `))
            .waitFor();
          await page.getByText("Nothing is waiting for review.").waitFor();
          const decided = await sql`
            SELECT id, status, earning_minor FROM offer_conversions
            WHERE id IN (${overCap[1]}, ${overCap[2]}) ORDER BY id`;
          assert.deepEqual(decided.map((r) => r.status), [
            "rejected",
            "approved",
          ]);
          const [audit] = await sql`
            SELECT details FROM audit_logs WHERE details LIKE ${`%#${
            overCap[1]
          }%`} ORDER BY id DESC LIMIT 1`;
          assert.match(audit.details, /Duplicate traffic/);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
