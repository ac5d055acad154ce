/**
 * The admin's people screens in Urdu (issue 14): an admin whose account chose Urdu walks the users table, the
 * profile queue and a user's profile at 360 px, right to left, with no English catalogue text and no serious axe
 * finding, and approves a profile in Urdu.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  callApi,
  createVerifiedUser,
  type E2e,
  E2E_ADMIN,
  loginViaApi,
  loginViaUi,
  startE2e,
} from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import {
  type CataloguePair,
  englishOnly,
  wholeWordsIn,
} from "./english_leaks.ts";
import { en } from "../src/i18n/messages_en.ts";
import { ur } from "../src/i18n/messages_ur.ts";
import { adminEn } from "../src/i18n/areas/admin_en.ts";
import { adminUr } from "../src/i18n/areas/admin_ur.ts";
import { adminPeopleEn } from "../src/i18n/areas/admin_people_en.ts";
import { adminPeopleUr } from "../src/i18n/areas/admin_people_ur.ts";

/** The catalogues these screens read, English and Urdu. */
const PAIRS: CataloguePair[] = [
  { en, ur },
  { en: adminEn, ur: adminUr.messages },
  { en: adminPeopleEn, ur: adminPeopleUr.messages },
  // The server's texts and the profile's field labels these screens show.
  {
    en: Object.fromEntries(
      Object.keys(adminPeopleUr.serverTexts ?? {}).map((k) => [k, k]),
    ),
    ur: adminPeopleUr.serverTexts ?? {},
  },
];
const ENGLISH_ONLY = englishOnly(PAIRS);
const aur = adminUr.messages as Record<keyof typeof adminEn, string>;
const pur = adminPeopleUr.messages as Record<
  keyof typeof adminPeopleEn,
  string
>;

/**
 * English catalogue texts in the page's visible text, as whole words ("No" is not a leak inside "Nov"); email
 * addresses and what people entered (shown in `<bdi>`: the first admin's name is "Admin") are data and are left out.
 */
async function englishLeaks(page: Page): Promise<string[]> {
  let text = await page.locator("body").innerText();
  for (const data of await page.locator("main bdi").allInnerTexts()) {
    text = text.replace(data, " ");
  }
  return wholeWordsIn(text.replace(/\S+@\S+/g, " "), ENGLISH_ONLY);
}

/** `document.dir` of the page. */
function documentDir(page: Page): Promise<string> {
  // deno-lint-ignore no-explicit-any
  return page.evaluate(() => (globalThis as any).document.dir);
}

/** The harness's admin, whose account chose Urdu, signed in through the form in a 360 px browser. */
async function urduAdmin(e2e: E2e): Promise<Page> {
  const login = await loginViaApi(e2e.url, E2E_ADMIN.email, E2E_ADMIN.password);
  assert.equal(login.status, 200);
  await callApi(e2e, login.body.token, "PATCH", "/api/profile/language", {
    language: "ur",
  });
  const { page } = await e2e.newPage({ width: 360 });
  await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((u) => u.pathname.startsWith("/admin/"));
  await page.waitForFunction(() =>
    // deno-lint-ignore no-explicit-any
    (globalThis as any).document.dir === "rtl"
  );
  return page;
}

Deno.test({
  name: "the admin's users, profile queue and a user's profile in Urdu",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const nadia = {
        name: "Nadia Hussain",
        email: "nadia.urdu@kamai.test",
        password: "nadia-pass-1",
      };
      const nadiaSession = await createVerifiedUser(e2e.url, nadia);
      await callApi(e2e, nadiaSession.token, "POST", "/api/profile", {
        name: nadia.name,
        city: "Lahore",
      });
      const page = await urduAdmin(e2e);

      await t.step(
        "the users table: rtl, no English, axe clean at 360 px",
        async () => {
          await page.goto("/admin/users", { waitUntil: "networkidle" });
          await page.getByRole("heading", { name: pur["admp.users.title"] })
            .waitFor();
          await page.getByText(nadia.email).first().waitFor();
          assert.equal(await documentDir(page), "rtl");
          assert.deepEqual(
            await englishLeaks(page),
            [],
            "English on /admin/users",
          );
          // The shell and the navigation are in Urdu too.
          await page.getByRole("button", { name: ur["app.menu"] }).click();
          await page.getByText(aur["adm.panel"]).waitFor();
          await page.getByRole("link", { name: aur["adm.nav.users"] })
            .first().waitFor();
          assert.deepEqual(await englishLeaks(page), [], "English in the nav");
          await page.getByRole("button", { name: ur["app.close"] }).first()
            .click();
          await assertNoSeriousAxeViolations(page, "/admin/users in Urdu");
        },
      );

      await t.step(
        "the profile queue: rtl, no English, axe clean, and approving works in Urdu",
        async () => {
          await page.goto("/admin/profiles", { waitUntil: "networkidle" });
          await page.getByRole("heading", { name: pur["admp.profiles.title"] })
            .waitFor();
          assert.equal(await documentDir(page), "rtl");
          const card = page.getByRole("region", {
            name: pur["admp.profiles.cardLabel"].replace("{name}", nadia.name),
          });
          // The profile's details, with its field labels, are in Urdu as well.
          await card.getByText(pur["admp.profiles.details"]).click();
          await card.getByText("Lahore").waitFor();
          assert.deepEqual(
            await englishLeaks(page),
            [],
            "English on /admin/profiles",
          );
          await assertNoSeriousAxeViolations(page, "/admin/profiles in Urdu");

          await card.getByRole("button", { name: pur["admp.profiles.approve"] })
            .click();
          await page.getByText(pur["admp.profiles.approved"]).waitFor();
          assert.equal(await card.count(), 0);
          await page.getByText(pur["admp.profiles.none"]).waitFor();
          assert.deepEqual(
            await englishLeaks(page),
            [],
            "English after approving",
          );
          const me = await callApi(
            e2e,
            nadiaSession.token,
            "GET",
            "/api/profile/me",
          );
          assert.equal(me.profile.status, "approved");
        },
      );

      await t.step(
        "a user's full profile: rtl, no English, axe clean",
        async () => {
          await page.goto("/admin/users", { waitUntil: "networkidle" });
          await page.getByRole("link", {
            name: pur["admp.users.profileLabel"].replace(
              "{email}",
              nadia.email,
            ),
          }).click();
          await page.getByRole("heading", { name: nadia.name }).waitFor();
          await page.getByText(pur["admp.user.assignedLinks"]).waitFor();
          assert.equal(await documentDir(page), "rtl");
          assert.deepEqual(
            await englishLeaks(page),
            [],
            "English on a user's profile",
          );
          await assertNoSeriousAxeViolations(page, "a user's profile in Urdu");
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
