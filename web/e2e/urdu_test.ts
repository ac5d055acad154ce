/** Urdu in the browser (issue 14): /ur pages right to left with hreflang, the switch, the account's language at sign-in, axe. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  createVerifiedUser,
  type E2e,
  loginViaUi,
  readOutbox,
  setSession,
  solveCaptchaWidget,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
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
import { landingEn } from "../src/i18n/areas/landing_en.ts";
import { landingUr } from "../src/i18n/areas/landing_ur.ts";
import { conversionsEn } from "../src/i18n/areas/conversions_en.ts";
import { conversionsUr } from "../src/i18n/areas/conversions_ur.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import {
  type CataloguePair,
  englishOnly,
  wholeWordsIn,
} from "./english_leaks.ts";
import { en } from "../src/i18n/messages_en.ts";
import { ur } from "../src/i18n/messages_ur.ts";

const URDU_PAGES = ["/ur", "/ur/login", "/ur/register", "/ur/forgot-password"];

/** English catalogue texts that have an Urdu of their own (names like "English" are the same in both). */
const PAIRS: CataloguePair[] = [
  { en, ur },
  { en: affiliateEn, ur: affiliateUr.messages },
  { en: adminEn, ur: adminUr.messages },
  { en: adminPeopleEn, ur: adminPeopleUr.messages },
  { en: adminMoneyEn, ur: adminMoneyUr.messages },
  { en: adminCatalogEn, ur: adminCatalogUr.messages },
  { en: landingEn, ur: landingUr.messages },
  { en: conversionsEn, ur: conversionsUr.messages },
];
// A text an Urdu page shows as it is ("English" in the switch) is no leak.
const ENGLISH_ONLY = englishOnly(PAIRS);
const aur = affiliateUr.messages as Record<keyof typeof affiliateEn, string>;

/** `document.dir` of the page. */
function documentDir(page: Page): Promise<string> {
  // deno-lint-ignore no-explicit-any
  return page.evaluate(() => (globalThis as any).document.dir);
}

/** An approved affiliate with Rs/$ 100 available and one product, whose browser chose Urdu. */
async function urduAffiliate(e2e: E2e): Promise<Page> {
  const ctx = e2e.app.infra;
  const affiliate = await createUser(ctx, { name: "Bilal Ahmed" });
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp)
    VALUES ('Freelancing Course', 'Learn', 5000) RETURNING id`;
  await createPostgresLedgerRepository(ctx.sql).append({
    userId: affiliate.id,
    productId: product.id,
    kind: "earning",
    sourceType: "sale",
    amount: money(10_000),
    availableOn: karachiDate(new Date()),
    sourceId: 1,
  });
  const { page } = await e2e.newPage({ width: 360 });
  await page.goto("/ur");
  await setSession(page, {
    token: affiliate.token,
    role: "user",
    approved: true,
  });
  return page;
}

/** English catalogue texts found in the page's visible text, as whole words ("No" is no leak inside "Nov"). */
async function englishLeaks(page: Page): Promise<string[]> {
  return wholeWordsIn(await page.locator("body").innerText(), ENGLISH_ONLY);
}

Deno.test("Urdu pages in Chromium", async (t) => {
  const e2e = await startE2e();
  try {
    await t.step(
      "the /ur pages read without JavaScript, right to left, with hreflang both ways",
      async () => {
        const { page } = await e2e.newPage({ javaScriptEnabled: false });
        for (const path of URDU_PAGES) {
          const res = await page.goto(path);
          assert.equal(res?.status(), 200, path);
          const html = page.locator("html");
          assert.equal(await html.getAttribute("lang"), "ur", path);
          assert.equal(await html.getAttribute("dir"), "rtl", path);
          const english = path === "/ur" ? "/" : path.slice(3);
          // Absolute addresses (PUBLIC_URL), as search engines want them.
          const href = async (lang: string) =>
            new URL(
              await page.locator(`link[hreflang="${lang}"]`)
                .getAttribute("href") ?? "",
            );
          assert.equal((await href("en")).pathname, english);
          assert.equal((await href("ur")).pathname, path);
          assert.equal((await href("ur")).origin, new URL(page.url()).origin);
          assert.deepEqual(await englishLeaks(page), [], `English on ${path}`);
        }
        await page.goto("/ur");
        assert.ok(
          (await page.locator("h1").innerText()).includes(
            landingUr.messages["landing.heroHighlight"],
          ),
        );
        // The English twin links back to its Urdu page (having opened /ur, this browser now prefers Urdu,
        // so ?lang=en asks for English explicitly).
        await page.goto("/login?lang=en");
        assert.equal(await page.locator("html").getAttribute("dir"), "ltr");
        assert.equal(
          new URL(
            await page.locator('link[hreflang="ur"]').getAttribute("href") ??
              "",
          ).pathname,
          "/ur/login",
        );
      },
    );

    await t.step(
      "the live Urdu pages are right to left with no serious axe findings",
      async () => {
        const { page } = await e2e.newPage({ width: 360 });
        for (const path of URDU_PAGES) {
          await page.goto(path, { waitUntil: "networkidle" });
          assert.equal(
            await page.evaluate(() =>
              // deno-lint-ignore no-explicit-any
              (globalThis as any).document.dir
            ),
            "rtl",
            path,
          );
          assert.deepEqual(await englishLeaks(page), [], `English on ${path}`);
          await assertNoSeriousAxeViolations(page, path);
        }
        await page.goto("/ur/login", { waitUntil: "networkidle" });
        assert.equal(await page.locator("h1").innerText(), ur["login.heading"]);
      },
    );

    await t.step(
      "the switch changes the language in place and the browser remembers it",
      async () => {
        const { page } = await e2e.newPage();
        await page.goto("/login", { waitUntil: "networkidle" });
        assert.equal(await page.locator("h1").innerText(), "Welcome back");
        await page.getByRole("link", { name: "اردو" }).first().click();
        await waitForPath(page, "/ur/login");
        assert.equal(
          await page.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.dir
          ),
          "rtl",
        );
        assert.equal(await page.locator("h1").innerText(), ur["login.heading"]);
        // The server reads the same memory: an English address sends this browser to its Urdu twin.
        await page.goto("/register", { waitUntil: "networkidle" });
        await waitForPath(page, "/ur/register");
        assert.equal(
          await page.locator("h1").innerText(),
          ur["register.title"],
        );
        await page.getByRole("link", { name: "English" }).first().click();
        await waitForPath(page, "/register");
        assert.equal(
          await page.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.dir
          ),
          "ltr",
        );
        assert.equal(
          await page.locator("h1").innerText(),
          "Create your account",
        );
        await page.goto("/forgot-password", { waitUntil: "networkidle" });
        assert.equal(
          await page.locator("h1").innerText(),
          "Forgot your password?",
        );
      },
    );

    await t.step(
      "sign-up in Urdu: the form, its rule message and its success in Urdu; the account and its verification email are Urdu",
      async () => {
        const { page } = await e2e.newPage({ width: 360 });
        await page.goto("/ur/register", { waitUntil: "networkidle" });
        const email = "naya.urdu@kamai.test";
        await page.getByLabel(ur["register.name"]).fill("Naya Sheikh");
        await page.getByLabel(ur["auth.email"]).fill(email);
        await page.getByLabel(ur["auth.password"], { exact: true }).fill(
          "password-123",
        );
        await page.getByLabel(ur["register.confirm"]).fill("password-124");
        await page.getByRole("button", { name: ur["register.submit"] }).click();
        const mismatch = await page.getByRole("alert").innerText();
        assert.ok(
          !/[A-Za-z]{3}/.test(mismatch),
          `the rule's message is in Urdu: ${mismatch}`,
        );
        await page.getByLabel(ur["register.confirm"]).fill("password-123");
        await solveCaptchaWidget(page);
        await page.getByRole("button", { name: ur["register.submit"] }).click();
        await page.getByRole("status").filter({
          hasText: ur["register.redirecting"],
        }).waitFor();
        assert.equal(await documentDir(page), "rtl");
        assert.deepEqual(await englishLeaks(page), []);
        const mails = (await readOutbox(e2e.url)).filter((m) => m.to === email);
        assert.equal(mails.length, 1);
        assert.match(mails[0].html, /dir="rtl"/);
        const [{ language }] = await e2e.app.infra.sql<
          { language: string | null }[]
        >`SELECT language FROM users WHERE email = ${email}`;
        assert.equal(language, "ur");
      },
    );

    await t.step(
      "at sign-in the account's language wins over the browser's",
      async () => {
        const user = {
          name: "Ayesha Khan",
          email: "ayesha.urdu@kamai.test",
          password: "password-123",
        };
        const session = await createVerifiedUser(e2e.url, user);
        const patched = await fetch(`${e2e.url}/api/profile/language`, {
          method: "PATCH",
          headers: {
            authorization: `Bearer ${session.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ language: "ur" }),
        });
        assert.equal(patched.status, 200);
        await patched.body?.cancel();
        const { page } = await e2e.newPage();
        await loginViaUi(page, user.email, user.password);
        await waitForPath(page, "/complete-profile");
        await page.waitForFunction(() =>
          // deno-lint-ignore no-explicit-any
          (globalThis as any).document.dir === "rtl"
        );
        assert.equal(
          await page.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.documentElement.lang
          ),
          "ur",
        );
      },
    );

    await t.step(
      "the affiliate's dashboard and a payout request in Urdu: rtl, no English, axe clean",
      async () => {
        const page = await urduAffiliate(e2e);
        await page.goto("/dashboard", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: aur["aff.dashboard.title"] })
          .waitFor();
        assert.equal(await documentDir(page), "rtl");
        assert.deepEqual(await englishLeaks(page), [], "English on /dashboard");
        await assertNoSeriousAxeViolations(page, "/dashboard in Urdu");

        await page.goto("/payout", { waitUntil: "networkidle" });
        const form = page.getByRole("form", {
          name: aur["aff.payout.formLabel"],
        });
        await form.waitFor();
        assert.equal(await documentDir(page), "rtl");
        assert.deepEqual(await englishLeaks(page), [], "English on /payout");
        await assertNoSeriousAxeViolations(page, "/payout in Urdu");
        // A domain rule's message shows in Urdu too.
        await form.getByRole("button", { name: aur["aff.payout.title"] })
          .click();
        await page.getByRole("alert").filter({
          hasText: "تمام خانے بھرنا ضروری ہیں",
        }).waitFor();
        // No product to pick (the setting payoutRequiresProduct is off by default).
        assert.equal(
          await form.getByLabel(ur["payout.colProduct"], { exact: true })
            .count(),
          0,
        );
        // A rule's message that carries a value is translated too.
        await form.getByLabel(/رقم/).first().fill("150");
        await form.getByRole("button", { name: aur["aff.payout.title"] })
          .click();
        await page.getByRole("alert").filter({
          hasText: "ناکافی بیلنس۔ دستیاب:",
        })
          .waitFor();
        await form.getByLabel(/رقم/).first().fill("40");
        await form.getByLabel(aur["aff.payout.accountName"]).fill("Bilal");
        await form.getByLabel(aur["aff.payout.walletNumber"]).fill(
          "03001234567",
        );
        await form.getByRole("button", { name: aur["aff.payout.title"] })
          .click();
        await page.getByText(aur["aff.payout.submitted"]).waitFor();
        assert.deepEqual(await englishLeaks(page), [], "English after request");
      },
    );
  } finally {
    await e2e.close();
  }
});
