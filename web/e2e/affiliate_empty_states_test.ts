/**
 * An affiliate's empty lists (issue 31 item 1): each keeps the spec's empty text and says, beneath it, what the list
 * will hold and offers the action that fills it; in English and in Urdu, at 390 px, with no sideways scroll.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { type E2e, startE2e } from "./harness.ts";
import { type SessionTabs, sessionTabs } from "./session_tabs.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { sidewaysOverflow } from "./rtl_checks.ts";
import { en } from "../src/i18n/messages_en.ts";
import { ur } from "../src/i18n/messages_ur.ts";
import { affiliateEn } from "../src/i18n/areas/affiliate_en.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";
import { conversionsEn } from "../src/i18n/areas/conversions_en.ts";
import { conversionsUr } from "../src/i18n/areas/conversions_ur.ts";

type Texts = Record<string, string>;
const TEXTS: Record<"en" | "ur", Texts> = {
  en: { ...en, ...affiliateEn, ...conversionsEn },
  ur: { ...ur, ...affiliateUr.messages, ...conversionsUr.messages },
};

/** Each empty list: its page, the spec's text, the hint, and the action's name and target (none: the form above). */
const LISTS: {
  path: string;
  title: string;
  hint: string;
  action?: { name: string; to: string };
}[] = [
  {
    path: "/dashboard",
    title: "aff.noProducts",
    hint: "aff.empty.productsHint",
    action: { name: "aff.empty.browseOffers", to: "/offers" },
  },
  {
    path: "/my-links",
    title: "aff.noProducts",
    hint: "aff.empty.productsHint",
    action: { name: "aff.empty.browseOffers", to: "/offers" },
  },
  {
    path: "/payout-history",
    title: "payout.noHistory",
    hint: "aff.empty.payoutsHint",
    action: { name: "aff.empty.requestPayout", to: "/payout" },
  },
  {
    path: "/stats",
    title: "aff.stats.noProducts",
    hint: "aff.empty.statsHint",
    action: { name: "aff.empty.shareLinks", to: "/my-links" },
  },
  {
    path: "/conversions",
    title: "conv.empty",
    hint: "aff.empty.conversionsHint",
    action: { name: "aff.empty.shareLinks", to: "/my-links" },
  },
  {
    path: "/settings/api-keys",
    title: "aff.keys.none",
    hint: "aff.keys.noneHint",
  },
  {
    path: "/settings/postbacks",
    title: "aff.pb.none",
    hint: "aff.pb.noneHint",
  },
];

/** The empty state under `main` that carries `title`, checked for its hint and action. */
async function checkEmptyState(
  page: Page,
  texts: Texts,
  list: (typeof LISTS)[number],
) {
  const where = `${list.path} (${texts[list.title]})`;
  const state = page.locator("main .empty-state").filter({
    has: page.locator(".empty-state-title", { hasText: texts[list.title] }),
  });
  await state.waitFor({ timeout: 10_000 }).catch((e) => {
    throw new Error(`${where}: no empty state (${e})`);
  });
  assert.equal(
    (await state.locator(".empty-state-title").innerText()).trim(),
    texts[list.title],
    where,
  );
  assert.equal(
    (await state.locator(".empty-state-hint").innerText()).trim(),
    texts[list.hint],
    where,
  );
  if (list.action) {
    const link = state.getByRole("link", { name: texts[list.action.name] });
    assert.equal(await link.getAttribute("href"), list.action.to, where);
  }
}

/** A new affiliate (nothing assigned, earned or asked for) in `language` at 390 px, in the one tab of `tabs`. */
async function newAffiliatePage(
  e2e: E2e,
  tabs: SessionTabs,
  language: "en" | "ur",
) {
  const user = await createUser(e2e.app.infra, { name: "Nadia Shah" });
  await e2e.app.infra
    .sql`UPDATE users SET language = ${language} WHERE id = ${user.id}`;
  const page = await tabs.open(
    user.token,
    "user",
    language === "ur" ? "/ur" : "/?lang=en",
    { width: 390 },
  );
  await page.evaluate((lang) => {
    // deno-lint-ignore no-explicit-any
    (globalThis as any).document.cookie = `kamai_lang=${lang}; path=/`;
  }, language);
  return page;
}

Deno.test("an affiliate's empty lists say what they will hold and what fills them", async (t) => {
  const e2e = await startE2e();
  // One tab for both languages, the session swapped in place (a new context costs a renderer).
  const tabs = sessionTabs(e2e);
  try {
    for (const language of ["en", "ur"] as const) {
      await t.step(`in ${language} at 390 px`, async () => {
        const texts = TEXTS[language];
        const page = await newAffiliatePage(e2e, tabs, language);
        // The report's empty day list, for a period before the account existed.
        await page.goto(
          "/reports?preset=custom&startDate=2020-01-01&endDate=2020-01-02",
          { waitUntil: "networkidle" },
        );
        await checkEmptyState(page, texts, {
          path: "/reports",
          title: "aff.reports.empty",
          hint: "aff.empty.reportHint",
          action: { name: "aff.empty.shareLinks", to: "/my-links" },
        });
        // /my-links last, so its action is followed from the page already open.
        const lists = [
          ...LISTS.filter((l) => l.path !== "/my-links"),
          ...LISTS.filter((l) => l.path === "/my-links"),
        ];
        for (const list of lists) {
          await page.goto(list.path, { waitUntil: "networkidle" });
          await checkEmptyState(page, texts, list);
          assert.equal(await sidewaysOverflow(page), 0, list.path);
        }
        // The action leads where the list is filled.
        assert.equal(new URL(page.url()).pathname, "/my-links");
        await page.locator("main .empty-state").getByRole("link", {
          name: texts["aff.empty.browseOffers"],
        }).click();
        await page.waitForURL((u) => u.pathname === "/offers");
      });
    }
  } finally {
    await e2e.close();
  }
});
