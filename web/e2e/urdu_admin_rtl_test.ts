/**
 * Urdu that reads right on the admin's side (issue 31 item 6): every page of the admin's menu in Urdu at 390 and
 * 1280 px, with data on each (people with Latin names, a product, links, a coupon, figures, payouts paid and held, a
 * shared-wallet risk flag, the audit log they wrote), under the checks the affiliate's walk applies
 * (`rtl_checks.ts`): each Latin or amount fragment isolated left to right, no word or number broken across lines,
 * no sideways scroll, and axe clean at 390 px.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  newSignedInPage,
  startE2e,
} from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { menuPaths, readsRight } from "./rtl_checks.ts";

/** An admin in Urdu, and something on every list the admin's menu opens. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  await ctx
    .sql`UPDATE users SET language = 'ur' WHERE email = ${E2E_ADMIN.email}`;
  await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
    operatorName: "Kamai Networks (Pvt) Ltd",
    operatorAddress: "Main Boulevard 10\nGulberg III, Lahore",
    operatorNtn: "1234567-8",
  });
  const bilal = await createUser(ctx, { name: "Bilal Ahmed" });
  const zara = await createUser(ctx, { name: "Zara Khan" });
  // A profile waiting in the queue, with Latin values.
  const sana = await createUser(ctx, { name: "Sana Malik", approved: false });
  await callApi(e2e, sana.token, "POST", "/api/profile", {
    name: "Sana Malik",
    fatherName: "Tariq Malik",
    cnic: "35202-7654321-9",
    address: "Main Boulevard 10",
    city: "Lahore",
    phone: "03211234567",
    trafficSource: "YouTube tutorials",
  });
  const product = await callApi(e2e, adminToken, "POST", "/api/products", {
    title: "Freelancing Course",
    description: "Learn to freelance",
    commissionPercent: 12,
    refundPolicy: "30_day_guarantee",
  });
  const productId = (product.product?.id ?? product.id) as number;
  for (const [user, code] of [[bilal, "BILAL10"], [zara, "ZARA10"]] as const) {
    await callApi(
      e2e,
      adminToken,
      "POST",
      "/api/admin/affiliate-links/assign",
      {
        userId: user.id,
        productId,
        customLink: `https://shop.pk/course?ref=${code.toLowerCase()}`,
      },
    );
    await callApi(e2e, adminToken, "POST", "/api/admin/coupons", {
      userId: user.id,
      productId,
      code,
    });
  }
  const today = karachiDate(new Date());
  await callApi(e2e, adminToken, "POST", "/api/stats", {
    userId: bilal.id,
    productId,
    clicks: 3894,
    sales: 12,
    earnings: "82662.82",
    date: today,
    reason: "Figures from the shop's own report",
  });
  const ledger = createPostgresLedgerRepository(ctx.sql);
  for (const [i, user] of [bilal, zara].entries()) {
    await ledger.append({
      userId: user.id,
      productId,
      kind: "earning",
      amount: money(8_266_282),
      availableOn: today,
      sourceType: "sale",
      sourceId: 31_000 + i,
    });
  }
  // Bilal is paid; then Zara asks to be paid to the same wallet: a shared identity flags both and holds hers.
  const paid = await callApi(e2e, bilal.token, "POST", "/api/payouts", {
    method: "jazzcash",
    accountName: "Bilal Ahmed",
    accountNumber: "03001234567",
    amount: "12345.67",
    productId,
  });
  await callApi(
    e2e,
    adminToken,
    "POST",
    `/api/payouts/admin/pay/${paid.payout.id}`,
    { transactionId: "JC-7788" },
  );
  await callApi(e2e, zara.token, "POST", "/api/payouts", {
    method: "easypaisa",
    accountName: "Zara Khan",
    accountNumber: "0300-1234567",
    amount: "2500.00",
    productId,
  });
  return { adminToken };
}

/** Every page the admin's menu leads to, sub-menus included (read on each page, as a sub-menu opens with its page). */
async function everyMenuPage(
  page: Page,
  visit: (path: string) => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  const queue = await menuPaths(page);
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.includes(path)) continue;
    seen.push(path);
    await visit(path);
    for (const more of await menuPaths(page)) {
      if (!seen.includes(more) && !queue.includes(more)) queue.push(more);
    }
  }
  return seen;
}

Deno.test("Urdu reads right on the admin's pages in Chromium", async (t) => {
  const e2e = await startE2e();
  try {
    const { adminToken } = await seed(e2e);
    // One signed-in page, kept for both widths: each walk sets its width before its first load.
    const { page } = await newSignedInPage(e2e, adminToken, "admin", {
      width: 390,
    });
    for (const width of [390, 1280]) {
      await t.step(
        `every menu page of the admin in Urdu at ${width} px`,
        async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto("/ur");
          await page.evaluate(() => {
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.cookie = "kamai_lang=ur; path=/";
          });
          await page.goto("/admin/overview", { waitUntil: "networkidle" });
          await page.locator("main h1").first().waitFor();
          const found: string[] = [];
          const paths = await everyMenuPage(page, async (path) => {
            await page.goto(path, { waitUntil: "networkidle" });
            await page.locator("main").first().waitFor().catch((e) => {
              throw new Error(`${path}: no main (${e})`);
            });
            found.push(...await readsRight(page, `${path} at ${width}`));
            if (width === 390) {
              await assertNoSeriousAxeViolations(page, `${path} in Urdu`);
            }
          });
          for (
            const path of [
              "/admin/users",
              "/admin/profiles",
              "/admin/products",
              "/admin/links",
              "/admin/coupons",
              "/admin/stats",
              "/admin/risk",
              "/admin/audit-logs",
              "/admin/payouts/requests",
              "/admin/payouts/history",
            ]
          ) {
            assert.ok(paths.includes(path), `${path} in ${paths.join(", ")}`);
          }
          assert.deepEqual(found, []);
        },
      );
    }
  } finally {
    await e2e.close();
  }
});
