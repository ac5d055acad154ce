/**
 * Browser test of the one short withdrawal form on /payout (issue 31, docs/first-week.md): the saved account
 * pre-selected, "Max", the hold schedule folded into one line, each refusal shown once at its field with grouped
 * amounts, and the history readable at 1280 px and 390 px; no product to pick by default, and the product picker
 * (required, the spec's message) once the admin turns on "payout requests need a product" on /admin/settings.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { callApi, type E2e, E2E_ADMIN } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { sharedE2e } from "./shared_e2e.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";

/** Both tests drive one app and browser (each start is about 4 CPU-s); each affiliate and product is its own. */
const shared = sharedE2e(2);

/** An affiliate with $55,149.43 available, $262.00 on hold for 3 days and $40 for 30, one product, a saved account. */
async function seed(e2e: E2e, name: string) {
  const ctx = e2e.app.infra;
  const affiliate = await createUser(ctx, { name });
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp)
    VALUES (${`Course of ${name}`}, 'Learn', 5000) RETURNING id`;
  const today = karachiDate(new Date());
  const ledger = createPostgresLedgerRepository(ctx.sql);
  const earning = {
    userId: affiliate.id,
    productId: product.id,
    kind: "earning" as const,
    sourceType: "sale" as const,
  };
  const rows: [number, string][] = [
    [5_514_943, today],
    [26_200, addDays(today, 3)],
    [4_000, addDays(today, 30)],
  ];
  for (const [i, [amount, availableOn]] of rows.entries()) {
    await ledger.append({
      ...earning,
      amount: money(amount),
      availableOn,
      sourceId: affiliate.id * 10 + i,
    });
  }
  await callApi(e2e, affiliate.token, "POST", "/api/payout-accounts", {
    method: "jazzcash",
    accountName: name,
    accountNumber: "03001234567",
  });
  return { affiliate, product: `Course of ${name}` };
}

/** Sideways overflow of the page, and of the history table inside its card, in pixels. */
async function overflows(page: Page): Promise<[number, number]> {
  return await page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const d = (globalThis as any).document;
    const wrap = d.querySelector(".payout-history .table-wrap");
    return [
      d.documentElement.scrollWidth - d.documentElement.clientWidth,
      wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
    ];
  }) as [number, number];
}

Deno.test({
  name:
    "withdraw in one short form: saved account, Max, folded schedule, one message per field, readable history",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await shared.get();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      for (const width of [1280, 390]) {
        const { affiliate } = await seed(e2e, `Sana ${width}`);
        const page = await tabs.open(affiliate.token, "user", "/payout", {
          width,
        });
        const form = page.getByRole("form", { name: "Payout request" });

        await t.step(
          `${width} px: the schedule is one line; the saved account is already chosen`,
          async () => {
            const summary = page.locator(".payout-next-hold summary");
            await summary.waitFor();
            assert.match(
              (await summary.textContent()) ?? "",
              /^\$262\.00 becomes available on .+ · see schedule$/,
            );
            assert.equal(
              await page.getByTestId("on-hold-list").isVisible(),
              false,
            );
            await summary.click();
            await page.getByTestId("on-hold-list").waitFor();
            assert.equal(
              await page.getByTestId("on-hold-list").locator("li").count(),
              2,
            );
            // No product to pick: the admin's setting payoutRequiresProduct is off by default.
            assert.equal(await form.getByLabel("Product").count(), 0);
            const saved = form.getByLabel("Saved account");
            assert.notEqual(await saved.inputValue(), "");
            assert.equal(
              await form.getByLabel("Account Name").inputValue(),
              `Sana ${width}`,
            );
            assert.equal(
              await form.getByLabel("Phone/Account Number").inputValue(),
              "03001234567",
            );
          },
        );

        await t.step(
          `${width} px: each refusal shows once, at its field, with grouped amounts`,
          async () => {
            await page.getByRole("button", { name: "Request Payout" }).click();
            const required = page.getByText("All fields are required", {
              exact: true,
            });
            await required.first().waitFor();
            assert.equal(await required.count(), 1);
            assert.match(
              (await form.getByLabel("Amount ($)").getAttribute(
                "aria-describedby",
              )) ?? "",
              /error/,
            );
            await form.getByLabel("Amount ($)").fill("99999");
            await page.getByRole("button", { name: "Request Payout" }).click();
            const refusal = page.getByText(
              "Insufficient balance. Available: 55,149.43",
              { exact: true },
            );
            await refusal.waitFor();
            assert.equal(await refusal.count(), 1);
            assert.equal(await refusal.getAttribute("role"), "alert");
            await assertNoSeriousAxeViolations(page, `/payout at ${width} px`);
          },
        );

        await t.step(
          `${width} px: Max fills the whole available balance and the request goes through`,
          async () => {
            await page.getByRole("button", {
              name: "Max: request the whole available balance",
            }).click();
            assert.equal(
              await form.getByLabel("Amount ($)").inputValue(),
              "55149.43",
            );
            await page.getByRole("button", { name: "Request Payout" }).click();
            await page.getByText("Payout request submitted.").waitFor();
            await page.locator(".payout-history tbody tr").first().waitFor();
            // The account stays chosen for the next request.
            assert.equal(
              await form.getByLabel("Account Name").inputValue(),
              `Sana ${width}`,
            );
            const row = page.locator(".payout-history tbody tr").first();
            assert.match((await row.textContent()) ?? "", /\$55,149\.43/);
            assert.match((await row.textContent()) ?? "", /Pending/);
            // The history's Product column (the second) reads a dash: the request named none.
            assert.equal(
              ((await row.locator("td").nth(1).textContent()) ?? "").trim(),
              "-",
            );
            assert.deepEqual(await overflows(page), [0, 0]);
          },
        );
        await t.step(
          `${width} px: the dashboard's four money figures add up to what was earned, with the next date`,
          async () => {
            await page.goto("/dashboard");
            const figure = async (key: string) =>
              ((await page.getByTestId(`money-${key}`).locator("dd")
                .textContent()) ?? "").trim();
            await page.getByTestId("money-requested").waitFor();
            assert.equal(await figure("pending"), "$302.00");
            assert.equal(await figure("available"), "$0.00");
            assert.equal(await figure("requested"), "$55,149.43");
            assert.equal(await figure("paid"), "$0.00");
            assert.match(
              (await page.getByTestId("money-total").textContent()) ?? "",
              /all time\): \$55,451\.43$/,
            );
            assert.match(
              (await page.getByTestId("money-next").textContent()) ?? "",
              /^\$262\.00 becomes available on /,
            );
            // Every figure card names its period.
            assert.equal(
              await page.getByText("All time", { exact: true }).count(),
              3,
            );
            // No amount wraps: each sits on one line.
            const wrapped = await page.evaluate(() =>
              // deno-lint-ignore no-explicit-any
              [...(globalThis as any).document.querySelectorAll(".money")]
                .filter((el: { getClientRects(): { length: number } }) =>
                  el.getClientRects().length > 1
                ).length
            );
            assert.equal(wrapped, 0);
            assert.equal((await overflows(page))[0], 0);
            await assertNoSeriousAxeViolations(
              page,
              `/dashboard at ${width} px`,
            );
          },
        );
      }
    } finally {
      await shared.release();
    }
  },
});

/** Sideways overflow of the page in pixels. */
async function pageOverflow(page: Page): Promise<number> {
  return await page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const d = (globalThis as any).document;
    return d.documentElement.scrollWidth - d.documentElement.clientWidth;
  }) as number;
}

Deno.test({
  name:
    "withdraw with a product required: the admin's keyboard toggle, the picker, the spec's message at it",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await shared.get();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const adminToken = await loginAs(
        e2e.app.infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      // The settings page at a small phone (360 px) beside the affiliate's 390, and on a desktop.
      for (const [width, adminWidth] of [[1280, 1280], [390, 360]]) {
        const { affiliate, product } = await seed(e2e, `Hina ${width}`);

        await t.step(
          `${adminWidth} px: /admin/settings turns it on with the keyboard, audited`,
          async () => {
            const admin = await tabs.open(
              adminToken,
              "admin",
              "/admin/settings",
              { width: adminWidth },
            );
            const toggle = admin.getByRole("checkbox", {
              name: /^Payout requests need a product/,
            });
            await toggle.waitFor();
            assert.equal(await toggle.isChecked(), false);
            await toggle.focus();
            await admin.keyboard.press("Space");
            assert.equal(await toggle.isChecked(), true);
            const save = admin.getByRole("button", {
              name: "Save payout settings",
            });
            await save.focus();
            await admin.keyboard.press("Enter");
            await admin.getByText("Settings saved.").waitFor();
            assert.equal(await pageOverflow(admin), 0);
            await assertNoSeriousAxeViolations(
              admin,
              `/admin/settings at ${adminWidth} px`,
            );
            const [audit] = await e2e.app.infra.sql<{ details: string }[]>`
              SELECT details FROM audit_logs WHERE action = 'Update Settings' ORDER BY id DESC LIMIT 1`;
            assert.equal(
              audit.details,
              "Payout requests need a product off → on",
            );
            await admin.reload();
            await toggle.waitFor();
            assert.equal(await toggle.isChecked(), true);
          },
        );

        await t.step(
          `${width} px: /payout asks for the product, required, with the spec's message at it`,
          async () => {
            const page = await tabs.open(affiliate.token, "user", "/payout", {
              width,
            });
            const form = page.getByRole("form", { name: "Payout request" });
            const picker = form.getByLabel("Product");
            await picker.waitFor();
            assert.equal(await picker.getAttribute("required"), "");
            await form.getByLabel("Amount ($)").fill("100");
            await page.getByRole("button", { name: "Request Payout" }).click();
            const required = page.getByText("All fields are required", {
              exact: true,
            });
            await required.first().waitFor();
            assert.equal(await required.count(), 1);
            assert.equal(await picker.getAttribute("aria-invalid"), "true");
            assert.match(
              (await picker.getAttribute("aria-describedby")) ?? "",
              /error/,
            );
            await picker.selectOption({ label: product });
            await page.getByRole("button", { name: "Request Payout" }).click();
            await page.getByText("Payout request submitted.").waitFor();
            const row = page.locator(".payout-history tbody tr").first();
            await row.waitFor();
            assert.match((await row.textContent()) ?? "", /\$100\.00/);
            assert.equal(
              ((await row.locator("td").nth(1).textContent()) ?? "").trim(),
              product,
            );
            assert.deepEqual(await overflows(page), [0, 0]);
            await assertNoSeriousAxeViolations(
              page,
              `/payout with a product required at ${width} px`,
            );
          },
        );

        // Back to the default for the next width (which turns it on again on the page).
        await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
          payoutRequiresProduct: false,
        });
      }
    } finally {
      await shared.release();
    }
  },
});
