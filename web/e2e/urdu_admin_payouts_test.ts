/**
 * The admin's payout desk walked in Urdu (issue 14): an admin whose account language is Urdu pays one request,
 * rejects another with a reason, batches a third and records its result, then reads the history; every page is
 * right to left, shows no English catalogue text, passes axe at 360 px, and says its successes in Urdu.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  callApi,
  E2E_ADMIN,
  loginViaUi,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import {
  type CataloguePair,
  englishOnly,
  wholeWordsIn,
} from "./english_leaks.ts";
import { LAYOUT_FIELDS } from "../../domain/batches/file_layout.ts";
import { en } from "../src/i18n/messages_en.ts";
import { ur } from "../src/i18n/messages_ur.ts";
import { affiliateEn } from "../src/i18n/areas/affiliate_en.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";
import { adminEn } from "../src/i18n/areas/admin_en.ts";
import { adminUr } from "../src/i18n/areas/admin_ur.ts";
import { adminPeopleEn } from "../src/i18n/areas/admin_people_en.ts";
import { adminPeopleUr } from "../src/i18n/areas/admin_people_ur.ts";
import {
  adminMoneyEn,
  type AdminMoneyKey,
} from "../src/i18n/areas/admin_money_en.ts";
import { adminMoneyUr } from "../src/i18n/areas/admin_money_ur.ts";
import { adminCatalogEn } from "../src/i18n/areas/admin_catalog_en.ts";
import { adminCatalogUr } from "../src/i18n/areas/admin_catalog_ur.ts";

/** English catalogue texts that have an Urdu of their own (the same idea as urdu_test.ts). */
const PAIRS: CataloguePair[] = [
  { en, ur },
  { en: affiliateEn, ur: affiliateUr.messages },
  { en: adminEn, ur: adminUr.messages },
  { en: adminPeopleEn, ur: adminPeopleUr.messages },
  { en: adminMoneyEn, ur: adminMoneyUr.messages },
  { en: adminCatalogEn, ur: adminCatalogUr.messages },
];
const ENGLISH_ONLY = englishOnly(PAIRS);
const mur = adminMoneyUr.messages as Record<AdminMoneyKey, string>;

/**
 * Names the page shows as data, which are no leak: this test's people and product, the file layouts' names and
 * column headers (the bank's or wallet's file format, in English by design) and the tax rates' categories (added
 * once read).
 */
const DATA = [
  "Hina Baig",
  "hina.baig@kamai.test",
  "Freelancing Course",
  // The layout form's hint lists the field names a layout's columns use.
  LAYOUT_FIELDS.join(", "),
  // A results file's column names, as the file has them.
  "Batch Reference, Payout Reference, Status, Transaction ID, Reason",
];

/** English catalogue texts found in the page's visible text (its data taken out first), as whole words ("No" is no leak inside "Nov"). */
async function englishLeaks(page: Page): Promise<string[]> {
  let text = await page.locator("body").innerText();
  for (const data of DATA) text = text.replaceAll(data, "");
  // Email addresses are data too ("admin" inside admin@kamai.test).
  text = text.replace(/\S+@\S+/g, " ");
  return wholeWordsIn(text, ENGLISH_ONLY);
}

/** Waits for the page to be right to left, then checks it has no English and no serious axe finding. */
async function assertUrduPage(page: Page, what: string): Promise<void> {
  await page.waitForFunction(() =>
    // deno-lint-ignore no-explicit-any
    (globalThis as any).document.dir === "rtl"
  );
  const leaks = await englishLeaks(page);
  if (leaks.length) console.log(await page.locator("body").innerText());
  assert.deepEqual(leaks, [], `English on ${what}`);
  await assertNoSeriousAxeViolations(page, `${what} in Urdu`);
}

Deno.test({
  name:
    "the admin's payout desk in Urdu: pay, reject with a reason, batch, history",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, {
        name: "Hina Baig",
        email: "hina.baig@kamai.test",
      });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const [product] = await ctx.sql`
        INSERT INTO products (title, description, commission_bp)
        VALUES ('Freelancing Course', 'Learn', 5000) RETURNING id`;
      await createPostgresLedgerRepository(ctx.sql).append({
        userId: affiliate.id,
        productId: product.id,
        kind: "earning",
        amount: money(100_000),
        availableOn: karachiDate(new Date()),
        sourceType: "sale",
        sourceId: 1,
      });
      const request = async (amount: number, accountNumber: string) =>
        (await callApi(e2e, affiliate.token, "POST", "/api/payouts", {
          productId: product.id,
          method: "jazzcash",
          accountName: "Hina Baig",
          amount,
          accountNumber,
        })).payout.id as number;
      const toPay = await request(100, "03001234567");
      const toReject = await request(60, "03001234568");
      const toBatch = await request(40, "03001234569");
      const layouts = await callApi(
        e2e,
        adminToken,
        "GET",
        "/api/payouts/admin/layouts",
      ) as { name: string; columns: { header: string }[] }[];
      for (const layout of layouts) {
        DATA.push(layout.name, layout.columns.map((c) => c.header).join(", "));
      }
      // Tax rate categories are the ordinance's names, recorded as data.
      const rates = await callApi(
        e2e,
        adminToken,
        "GET",
        "/api/admin/tax-rates",
      ) as { category: string }[];
      DATA.push(...rates.map((r) => r.category));
      // The admin's account speaks Urdu: the sign-in switches the browser to it.
      await callApi(e2e, adminToken, "PATCH", "/api/profile/language", {
        language: "ur",
      });

      const { page } = await e2e.newPage({ width: 360 });
      await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await waitForPath(page, "/admin/overview");
      await page.waitForFunction(() =>
        // deno-lint-ignore no-explicit-any
        (globalThis as any).document.dir === "rtl"
      );

      await t.step(
        "the desk in Urdu: mark one paid, reject one with a reason",
        async () => {
          await page.goto("/admin/payouts/requests", {
            waitUntil: "networkidle",
          });
          await page.getByRole("heading", { name: mur["admm.requests.title"] })
            .waitFor();
          await assertUrduPage(page, "/admin/payouts/requests");

          await page.locator(`#payout-${toPay}`).getByRole("button", {
            name: mur["admm.requests.markPaid"],
          }).click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("textbox").fill("JC-UR-1");
          await dialog.getByRole("button", { name: ur["app.ok"] }).click();
          await page.getByRole("status").filter({
            hasText: mur["admm.requests.paid"],
          }).waitFor();
          await page.locator(`#payout-${toPay}`).waitFor({ state: "detached" });

          await page.locator(`#payout-${toReject}`).getByRole("button", {
            name: mur["admm.requests.reject"],
          }).click();
          await dialog.getByRole("textbox").fill("اکاؤنٹ نمبر غلط ہے");
          await dialog.getByRole("button", { name: ur["app.ok"] }).click();
          await page.getByRole("status").filter({
            hasText: mur["admm.requests.rejected"],
          }).waitFor();
          await page.locator(`#payout-${toReject}`).waitFor({
            state: "detached",
          });
          assert.deepEqual(await englishLeaks(page), [], "English after both");
        },
      );

      await t.step(
        "a batch of the last one, its page, and its result recorded in Urdu",
        async () => {
          await page.locator(`#payout-${toBatch}`).getByRole("checkbox")
            .check();
          await page.getByRole("button", {
            name: mur["admm.requests.createBatches"].replace("{n}", "1"),
          }).click();
          await waitForPath(page, "/admin/payouts/batches");
          await page.getByText(mur["admm.batches.createdOne"]).waitFor();
          await assertUrduPage(page, "/admin/payouts/batches");

          await page.getByRole("table").getByRole("link").first().click();
          await page.getByRole("heading", {
            name: new RegExp(
              mur["admm.batch.title"].replace("{reference}", ""),
            ),
          }).waitFor();
          await assertUrduPage(page, "/admin/payouts/batches/$id");

          const row = page.getByRole("group", {
            name: new RegExp(`KAMAI-P${toBatch}`),
          });
          await row.getByLabel(mur["admm.batch.result"]).selectOption("paid");
          await row.getByLabel(ur["payout.colTransaction"]).fill("JC-UR-2");
          await page.getByRole("button", { name: mur["admm.batch.record"] })
            .click();
          await page.getByRole("status").filter({
            hasText: "نتائج درج ہو گئے: 1 ادا شدہ، 0 ناکام۔",
          }).waitFor();
          assert.deepEqual(await englishLeaks(page), [], "English on results");
        },
      );

      await t.step(
        "the history in Urdu shows the paid, rejected and batched payouts",
        async () => {
          await page.goto("/admin/payouts/history", {
            waitUntil: "networkidle",
          });
          await page.getByRole("heading", { name: mur["admm.history.title"] })
            .waitFor();
          await page.getByText("JC-UR-1").waitFor();
          await page.getByText("JC-UR-2").waitFor();
          await page.getByText("اکاؤنٹ نمبر غلط ہے").first().waitFor();
          await assertUrduPage(page, "/admin/payouts/history");
        },
      );

      await t.step(
        "the tax report, the tax rates and the risk flags in Urdu; a flag cleared with a note",
        async () => {
          for (
            const [path, title] of [
              ["/admin/payouts/tax", mur["admm.tax.title"]],
              ["/admin/payouts/tax-rates", mur["admm.rates.title"]],
              ["/admin/settings/exchange-rates", mur["admm.fx.title"]],
            ]
          ) {
            await page.goto(path, { waitUntil: "networkidle" });
            await page.getByRole("heading", { name: title, exact: true })
              .waitFor();
            await assertUrduPage(page, path);
          }
          // Two affiliates asking to be paid to one wallet raise a shared-identity flag on each.
          for (const name of ["Sara Iqbal", "Zara Malik"]) {
            const user = await createUser(ctx, { name });
            DATA.push(name, user.email);
            await createPostgresLedgerRepository(ctx.sql).append({
              userId: user.id,
              productId: product.id,
              kind: "earning",
              amount: money(5_000),
              availableOn: karachiDate(new Date()),
              sourceType: "sale",
              sourceId: user.id + 100,
            });
            await callApi(e2e, user.token, "POST", "/api/payouts", {
              productId: product.id,
              method: "jazzcash",
              accountName: name,
              amount: 20,
              accountNumber: "03009998887",
            });
          }
          await page.goto("/admin/risk", { waitUntil: "networkidle" });
          await page.getByRole("list", { name: mur["admm.flags.label"] })
            .waitFor();
          await assertUrduPage(page, "/admin/risk");
          await page.getByRole("button", {
            name: new RegExp(
              `^${mur["admm.flags.clearFlag"].replace("{id}", "\\d+")}$`,
            ),
          }).first().click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("button", {
            name: mur["admm.flags.clearButton"],
          }).click();
          // The rule's own message (a note is needed) shows in Urdu too.
          await dialog.getByText("1 سے 1000 حروف کا نوٹ لکھیں").waitFor();
          await dialog.getByLabel(mur["admm.flags.noteLabel"]).fill(
            "دونوں بہنیں ہیں، ایک ہی والٹ استعمال کرتی ہیں",
          );
          await dialog.getByRole("button", {
            name: mur["admm.flags.clearButton"],
          }).click();
          await page.getByRole("status").filter({
            hasText: "فلیگ ختم کر دیا گیا۔",
          }).waitFor();
          assert.deepEqual(await englishLeaks(page), [], "English after clear");
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
