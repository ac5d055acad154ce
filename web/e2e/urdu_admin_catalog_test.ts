/**
 * The admin's catalogue and sales-source screens in Urdu (issue 14): an admin whose account language is Urdu signs
 * in, adds a product, opens links, coupons, add stats and stats, and connects a Shopify source; every page is right
 * to left, shows no English catalogue text and has no serious/critical axe finding at 360 px.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { callApi, E2E_ADMIN, loginViaUi, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import {
  type CataloguePair,
  englishOnly,
  wholeWordsIn,
} from "./english_leaks.ts";
import { en } from "../src/i18n/messages_en.ts";
import { ur } from "../src/i18n/messages_ur.ts";
import { affiliateEn } from "../src/i18n/areas/affiliate_en.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";
import { adminEn } from "../src/i18n/areas/admin_en.ts";
import { adminUr } from "../src/i18n/areas/admin_ur.ts";
import { adminPeopleEn } from "../src/i18n/areas/admin_people_en.ts";
import { adminPeopleUr } from "../src/i18n/areas/admin_people_ur.ts";
import { adminMoneyEn } from "../src/i18n/areas/admin_money_en.ts";
import { adminMoneyUr } from "../src/i18n/areas/admin_money_ur.ts";
import { adminCatalogEn } from "../src/i18n/areas/admin_catalog_en.ts";
import { adminCatalogUr } from "../src/i18n/areas/admin_catalog_ur.ts";

const PAIRS: CataloguePair[] = [
  { en, ur },
  { en: affiliateEn, ur: affiliateUr.messages },
  { en: adminEn, ur: adminUr.messages },
  { en: adminPeopleEn, ur: adminPeopleUr.messages },
  { en: adminMoneyEn, ur: adminMoneyUr.messages },
  { en: adminCatalogEn, ur: adminCatalogUr.messages },
];
const ENGLISH_ONLY = englishOnly(PAIRS);
const acu = adminCatalogUr.messages as Record<
  keyof typeof adminCatalogEn,
  string
>;

/**
 * What the screen's own texts leave out: the shared pieces of other admin areas (the user and product pickers,
 * the period filter) and the names on Shopify's own admin screens that the connect guide quotes in bold.
 */
const NOT_THIS_AREA = [
  ".field:has(#pick-user)",
  ".field:has(#pick-product)",
  ".field:has(input[type=search])",
  ".filter-bar:has(option[value=today])",
  ".connect-panel strong, .connect-panel em, .connect-panel code, .connect-panel pre",
];

/** English catalogue texts in the visible text of the page's main region. */
async function englishLeaks(page: Page): Promise<string[]> {
  const read = await page.evaluate((selectors: string[]) => {
    // deno-lint-ignore no-explicit-any
    const doc = (globalThis as any).document;
    // deno-lint-ignore no-explicit-any
    const hidden: any[] = selectors.flatMap((s) => [
      ...doc.querySelectorAll(s),
    ]);
    const before = hidden.map((el) => el.style.display);
    hidden.forEach((el) => el.style.display = "none");
    const read = doc.querySelector("main").innerText as string;
    hidden.forEach((el, i) => el.style.display = before[i]);
    return read;
  }, NOT_THIS_AREA);
  // Shopify's own menu path, named as Shopify's admin shows it (docs/i18n.md), also inside a field's hint.
  const text = read.replaceAll("Settings → Notifications → Webhooks", "");
  return wholeWordsIn(text, ENGLISH_ONLY);
}

/** `document.dir` of the page. */
function documentDir(page: Page): Promise<string> {
  // deno-lint-ignore no-explicit-any
  return page.evaluate(() => (globalThis as any).document.dir);
}

/** The page is right to left, has no English catalogue text in its main region and no serious axe finding. */
async function assertUrduPage(page: Page, where: string): Promise<void> {
  assert.equal(await documentDir(page), "rtl", where);
  assert.deepEqual(await englishLeaks(page), [], `English on ${where}`);
  await assertNoSeriousAxeViolations(page, `${where} in Urdu`);
}

Deno.test({
  name:
    "the admin's catalogue and sales-source screens in Urdu: rtl, no English, axe clean at 360 px",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Bilal Ahmed" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      await callApi(e2e, adminToken, "PATCH", "/api/profile/language", {
        language: "ur",
      });
      const { page } = await e2e.newPage({ width: 360 });
      await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.waitForURL((u) => u.pathname.startsWith("/admin"));
      await page.waitForFunction(() =>
        // deno-lint-ignore no-explicit-any
        (globalThis as any).document.dir === "rtl"
      );

      await t.step("products: the catalogue, and a product added", async () => {
        await page.goto("/admin/products", { waitUntil: "networkidle" });
        const form = page.getByRole("form", {
          name: acu["admc.products.formLabel"],
        });
        await form.waitFor();
        await assertUrduPage(page, "/admin/products");
        // A rule the form checks itself, in Urdu.
        await form.getByRole("button", { name: acu["admc.products.add"] })
          .click();
        await page.getByText(acu["admc.products.missing"]).waitFor();
        await form.getByLabel(acu["admc.products.fieldTitle"]).fill(
          "Freelancing Course",
        );
        await form.getByLabel(acu["admc.description"]).fill("Seekhiye");
        await form.getByRole("button", { name: acu["admc.products.add"] })
          .click();
        await page.getByText(acu["admc.products.added"]).waitFor();
        const card = page.getByRole("article", { name: "Freelancing Course" });
        await card.getByText(acu["admc.kit.title"]).click();
        await card.getByText(acu["admc.kit.none"]).waitFor();
        await assertUrduPage(page, "/admin/products after adding");
      });

      const [product] = await ctx.sql`SELECT id FROM products LIMIT 1`;
      await callApi(
        e2e,
        adminToken,
        "POST",
        "/api/admin/affiliate-links/assign",
        {
          userId: affiliate.id,
          productId: product.id,
          customLink: `${e2e.url}/home`,
        },
      );

      await t.step("affiliate links", async () => {
        await page.goto("/admin/links", { waitUntil: "networkidle" });
        await page.getByRole("heading", {
          name: acu["admc.links.title"],
          exact: true,
        })
          .waitFor();
        await page.locator("main").getByText(`${e2e.url}/home`, {
          exact: true,
        }).first().waitFor();
        await assertUrduPage(page, "/admin/links");
      });

      await t.step("coupon codes", async () => {
        await page.goto("/admin/coupons", { waitUntil: "networkidle" });
        await page.getByRole("heading", {
          name: acu["admc.coupons.title"],
          exact: true,
        })
          .waitFor();
        await assertUrduPage(page, "/admin/coupons");
      });

      await t.step("add stats and view stats", async () => {
        await page.goto("/admin/add-stat", { waitUntil: "networkidle" });
        await page.getByRole("form", { name: acu["admc.addStat.record"] })
          .waitFor();
        await assertUrduPage(page, "/admin/add-stat");
        await page.goto("/admin/stats", { waitUntil: "networkidle" });
        await page.getByRole("heading", {
          name: acu["admc.stats.title"],
          exact: true,
        })
          .waitFor();
        await assertUrduPage(page, "/admin/stats");
      });

      await t.step("sales sources: a Shopify store connected", async () => {
        await page.goto("/admin/sources", { waitUntil: "networkidle" });
        await page.getByRole("heading", {
          name: acu["admc.sources.title"],
          exact: true,
        })
          .waitFor();
        await assertUrduPage(page, "/admin/sources");
        await page.getByRole("button", { name: acu["admc.sources.add"] })
          .click();
        const create = page.getByRole("form", {
          name: acu["admc.sourceForm.create"],
        });
        await create.getByLabel(acu["admc.sourceForm.name"], { exact: true })
          .fill("Daraz Dukaan");
        await create.getByLabel(acu["admc.sourceForm.kind"], { exact: true })
          .selectOption("shopify");
        await create.getByLabel(acu["admc.sources.signingKey"], {
          exact: true,
        }).fill("shpss_e2e_signing_key_0123456789abcdef");
        await assertUrduPage(page, "/admin/sources, new source form");
        await create.getByRole("button", {
          name: acu["admc.sourceForm.submit"],
        }).click();
        await page.getByText(
          acu["admc.sources.created"].replace("{name}", "Daraz Dukaan"),
        ).waitFor();
        // The new source's connect guide is open.
        const card = page.getByRole("article", { name: "Daraz Dukaan" });
        await card.getByText(SHOPIFY_STEP).waitFor();
        await assertUrduPage(page, "/admin/sources with the connect guide");

        await card.getByRole("link", { name: acu["admc.sources.events"] })
          .click();
        await page.getByRole("heading", {
          name: acu["admc.events.pageTitle"].replace("{name}", "Daraz Dukaan"),
        }).waitFor();
        await assertUrduPage(page, "/admin/sources/$id");
        await page.getByRole("link", { name: acu["admc.importCsv"] }).click();
        await page.getByRole("heading", {
          name: acu["admc.import.title"],
          exact: true,
        })
          .waitFor();
        await assertUrduPage(page, "/admin/sources/$id/import");
      });
    } finally {
      await e2e.close();
    }
  },
});

/** The start of the Shopify guide's last step, as the Urdu shows it. */
const SHOPIFY_STEP = acu["admc.connect.shopify6"].slice(0, 30);
