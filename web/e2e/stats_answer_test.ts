/**
 * Browser test of "stats that answer" and "money an affiliate can read" (issue 31 items 3 and 5, docs/first-week.md):
 * Stats open on This Month; a chart shows its values on hover and on keyboard focus; the dashboard compares the
 * month so far with the same days of last month; the report's balance runs day by day with a payout on its
 * request day; product cards show the rate and the hold. At 1280 px and 390 px, in English and Urdu, axe clean.
 * Every menu page at 390 px is measured by menu_pages_fit_test.ts.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { callApi, newSignedInPage, startE2e } from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { brokenAmounts, sidewaysOverflow } from "./amount_layout.ts";
import { addDays } from "../../domain/shared/karachi_date.ts";
import { STATS_PERIODS } from "../../domain/stats/periods.ts";
import { seed } from "./stats_seed.ts";

const MONTHS = "Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec".split(",");

/** The text of each body row's cells, stacked phone rows included. */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page.locator(`${selector} tbody tr`).evaluateAll((rows) =>
    rows.map((r) =>
      [...r.querySelectorAll("th, td")].map((c) =>
        (c.textContent ?? "").replace(/\s+/g, " ").trim()
      )
    )
  );
}

/** The tooltip's label and value, once shown. */
async function tooltip(page: Page, testId: string): Promise<string> {
  const tip = page.getByTestId(testId);
  await tip.locator(".money").waitFor();
  return ((await tip.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

Deno.test({
  name:
    "stats that answer and money to read: This Month, chart values on hover and focus, like for like, running balance, rate and hold",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const s = await seed(e2e);
      const balance = await callApi(
        e2e,
        s.amina.token,
        "GET",
        "/api/payouts/balance",
      );
      const usd = (n: number) =>
        `$${
          n.toLocaleString("en-US", {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        }`;
      for (const language of ["en", "ur"] as const) {
        for (const width of [1280, 390]) {
          const at = `${width} px, ${language}`;
          // One signed-in page for this width and language: each step loads its address afresh in it (a full page
          // load, as a new page would), without a new context and sign-in every time.
          const { context, page: kept } = await newSignedInPage(
            e2e,
            s.amina.token,
            "user",
            { width, language },
          );
          const visit = async (path: string) => {
            // The pointer back where a new page's starts, so no hover is left over from the step before.
            await kept.mouse.move(0, 0);
            await kept.goto(path, { waitUntil: "networkidle" });
            return kept;
          };
          await t.step(`${at}: Stats open on This Month`, async () => {
            const page = await visit("/stats");
            const period = page.locator("select").first();
            assert.equal(await period.inputValue(), "This Month");
            const options = await period.locator("option").evaluateAll((o) =>
              o.map((x) => (x as unknown as { value: string }).value)
            );
            assert.deepEqual(options, [...STATS_PERIODS]);
            const clicks = page.getByTestId("value-clicks");
            assert.equal(
              await clicks.textContent(),
              s.thisMonth.toLocaleString("en-US"),
            );
          });

          await t.step(
            `${at}: the bar chart's values on hover and on keyboard focus`,
            async () => {
              const page = await visit("/stats");
              const chart = page.getByTestId("figures-chart");
              await chart.waitFor();
              // The mouse: over the clicks panel (the first third), then the earnings panel (the last).
              // hover() scrolls the chart into view first (Urdu's taller lines push it below a phone's fold).
              const box = (await chart.boundingBox())!;
              await chart.hover({
                position: { x: box.width / 6, y: box.height / 2 },
              });
              assert.match(
                await tooltip(page, "chart-tooltip"),
                new RegExp(`${s.thisMonth.toLocaleString("en-US")}$`),
              );
              await chart.hover({
                position: { x: (box.width * 5) / 6, y: box.height / 2 },
              });
              assert.match(
                await tooltip(page, "chart-tooltip"),
                /\$3,277,197\.61$/,
              );
              await page.mouse.move(0, 0);
              await page.getByTestId("chart-tooltip").waitFor({
                state: "hidden",
              });
              // The keyboard: Tab from the period select lands on the chart; the arrows walk its bars.
              await page.locator("select").first().focus();
              await page.keyboard.press("Tab");
              assert.equal(
                await page.evaluate(() =>
                  // deno-lint-ignore no-explicit-any
                  (globalThis as any).document.activeElement?.getAttribute(
                    "data-testid",
                  )
                ),
                "figures-chart",
              );
              assert.match(
                await tooltip(page, "chart-tooltip"),
                new RegExp(`${s.thisMonth.toLocaleString("en-US")}$`),
              );
              await page.keyboard.press("ArrowRight");
              assert.match(await tooltip(page, "chart-tooltip"), / 0$/);
              await page.keyboard.press("End");
              assert.match(
                await tooltip(page, "chart-tooltip"),
                /\$3,277,197\.61$/,
              );
              await assertNoSeriousAxeViolations(
                page,
                `/stats with a bar's value shown at ${at}`,
              );
            },
          );

          await t.step(
            `${at}: the daily line's value on hover and on keyboard focus`,
            async () => {
              const page = await visit("/stats?period=Last%207%20Days");
              const line = page.getByTestId("line-clicks");
              await line.waitFor();
              await line.focus();
              // Focus shows the last day (today) first.
              const [, m, d] = s.today.split("-").map(Number);
              const todayTip = await tooltip(page, "tooltip-clicks");
              assert.match(todayTip, / 3,894$/);
              if (language === "en") {
                assert.match(todayTip, new RegExp(`^${d} ${MONTHS[m - 1]}`));
              }
              await page.keyboard.press("ArrowLeft");
              const yesterdayTip = await tooltip(page, "tooltip-clicks");
              assert.notEqual(yesterdayTip, todayTip);
              assert.match(yesterdayTip, / \d[\d,]*$/);
              await page.keyboard.press("Home");
              const [, m0, d0] = addDays(s.today, -6).split("-").map(Number);
              if (language === "en") {
                assert.match(
                  await tooltip(page, "tooltip-clicks"),
                  new RegExp(`^${d0} ${MONTHS[m0 - 1]}`),
                );
              }
              await line.blur();
              // The mouse over the right end of the line: today again.
              const box = (await line.boundingBox())!;
              await line.hover({
                position: { x: box.width - 23, y: box.height / 2 },
              });
              assert.match(await tooltip(page, "tooltip-clicks"), / 3,894$/);
              await assertNoSeriousAxeViolations(
                page,
                `/stats (a day's value shown) at ${at}`,
              );
            },
          );

          await t.step(
            `${at}: Custom Range asks for dates instead of showing zeros`,
            async () => {
              const page = await visit("/stats");
              await page.locator("select").first().selectOption("Custom Range");
              await page.getByTestId("pick-dates").waitFor();
              assert.equal(await page.locator(".stat-card").count(), 0);
              assert.equal(await page.getByTestId("figures-chart").count(), 0);
            },
          );

          await t.step(
            `${at}: the dashboard compares the month so far with the same days last month`,
            async () => {
              const page = await visit("/dashboard");
              const table = page.getByTestId("month-compare");
              await table.waitFor();
              const [clicks] = await tableRows(
                page,
                '[data-testid="month-compare"]',
              );
              const pct = Math.round(((s.thisMonth - 2000) / 2000) * 1000) / 10;
              assert.deepEqual(clicks.slice(1), [
                s.thisMonth.toLocaleString("en-US"),
                "2,000",
                `+${pct}%`,
              ]);
              if (language === "en") {
                const head = (await table.locator("thead").textContent()) ?? "";
                const [, pm, pd] = s.previous.endDate.split("-").map(Number);
                const label = pd === 1
                  ? `1 ${MONTHS[pm - 1]}`
                  : `1–${pd} ${MONTHS[pm - 1]}`;
                assert.ok(head.includes(`Same days last month ${label}`), head);
              }
              // Every figure card names its period.
              assert.equal(
                await page.locator(".stat-card").count(),
                await page.locator(".stat-card .stat-card-period").count(),
              );
              assert.deepEqual(await brokenAmounts(page), []);
              assert.equal(await sidewaysOverflow(page), 0);
              await assertNoSeriousAxeViolations(page, `/dashboard at ${at}`);
            },
          );

          await t.step(
            `${at}: the report's balance runs day by day; the payout sits on its day`,
            async () => {
              const from = addDays(s.today, -6);
              const page = await visit(
                `/reports?preset=custom&startDate=${from}&endDate=${s.today}`,
              );
              await page.locator("table.table tbody tr").first().waitFor();
              const rows = await tableRows(page, "table.table");
              const byDate = new Map(rows.map((r) => [r[0], r]));
              // Date, Clicks, Sales, Earnings, Payouts, Balance.
              assert.deepEqual(byDate.get(s.today)?.slice(4), [
                "$1,000.00",
                usd(balance.balance),
              ]);
              assert.deepEqual(byDate.get(addDays(s.today, -3))?.slice(4), [
                "$0.00",
                "$3,277,197.61",
              ]);
              assert.deepEqual(byDate.get(addDays(s.today, -5))?.slice(4), [
                "$0.00",
                "$1,000,000.00",
              ]);
              for (const r of rows) {
                assert.notEqual(r[5], "$0.00", r.join(" | "));
              }
              assert.equal(byDate.get(s.today)?.[1], "3,894");
              // The report's select offers the one list first, then the spec's other report ranges.
              const first = await page.locator("select").first().locator(
                ":scope > option",
              ).count();
              assert.equal(first, STATS_PERIODS.length);
              assert.deepEqual(await brokenAmounts(page), []);
              assert.equal(await sidewaysOverflow(page), 0);
              await assertNoSeriousAxeViolations(page, `/reports at ${at}`);
            },
          );

          await t.step(
            `${at}: the product card shows the rate and the hold`,
            async () => {
              const page = await visit("/my-links");
              const goal = page.locator(".goal-payout").first();
              await goal.waitFor();
              const text = ((await goal.textContent()) ?? "").replace(
                /\s+/g,
                " ",
              );
              if (language === "en") {
                assert.match(
                  text,
                  /Earn 12 % of each sale · payable 30 days after the sale/,
                );
              } else {
                assert.match(text, /12 %/);
                assert.match(text, /30/);
              }
            },
          );
          await context.close();
        }
      }
    } finally {
      await e2e.close();
    }
  },
});
