/**
 * /settings/notifications (issue 30 item 5, docs/alerts.md) in the browser at 360 px, in English and in Urdu (right
 * to left): every kind with "at once", "daily digest" and "off", changed and saved with the keyboard alone, axe clean.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { newSignedInPage, startE2e } from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { affiliateEn } from "../src/i18n/areas/affiliate_en.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";

const ur = affiliateUr.messages as Record<keyof typeof affiliateEn, string>;

/** True when the page is no wider than the phone (nothing scrolls sideways). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // deno-lint-ignore no-explicit-any
    const w = globalThis as any;
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });
}

Deno.test({
  name:
    "/settings/notifications at 360 px: English and Urdu, keyboard only, saved, axe clean",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      for (const language of ["en", "ur"] as const) {
        const words = language === "ur" ? ur : affiliateEn;
        const person = await createUser(ctx, { name: `Sana ${language}` });
        // English is the default: only Urdu is the browser's remembered choice.
        const { context, page } = await newSignedInPage(
          e2e,
          person.token,
          "user",
          { width: 360, language: language === "ur" ? "ur" : undefined },
        );
        await page.goto("/settings/notifications");
        // The menu (folded behind its button on a phone) leads there.
        const menuLink = page.locator('a[href="/settings/notifications"]');
        await menuLink.first().waitFor({ state: "attached" });
        assert.equal(
          (await menuLink.first().textContent())?.trim(),
          words["aff.nav.notifications"],
        );
        await page.getByRole("heading", { name: words["aff.al.title"] })
          .first().waitFor();
        assert.equal(
          // deno-lint-ignore no-explicit-any
          await page.evaluate(() => (globalThis as any).document.dir),
          language === "ur" ? "rtl" : "ltr",
        );
        const approved = page.getByRole("group", {
          name: words["aff.al.kind.conversionApproved"],
        });
        const instant = approved.getByRole("radio", {
          name: words["aff.al.mode.instant"],
        });
        assert.equal(await instant.isChecked(), true, "the default");
        assert.equal(
          await page.getByRole("group", {
            name: words["aff.al.kind.conversionPending"],
          }).getByRole("radio", { name: words["aff.al.mode.digest"] })
            .isChecked(),
          true,
        );
        assert.ok(await fitsWidth(page), "nothing scrolls sideways at 360 px");
        await assertNoSeriousAxeViolations(
          page,
          `/settings/notifications (${language})`,
        );

        // Keyboard only: the arrow moves the choice within the group, Tab reaches Save, Enter saves.
        await instant.focus();
        await page.keyboard.press(
          language === "ur" ? "ArrowLeft" : "ArrowRight",
        );
        assert.equal(
          await approved.getByRole("radio", {
            name: words["aff.al.mode.digest"],
          }).isChecked(),
          true,
        );
        const save = page.getByRole("button", { name: words["aff.al.save"] });
        for (let i = 0; i < 40; i++) {
          const focused = await save.evaluate((el) =>
            // deno-lint-ignore no-explicit-any
            el === (globalThis as any).document.activeElement
          );
          if (focused) {
            break;
          }
          await page.keyboard.press("Tab");
        }
        await page.keyboard.press("Enter");
        await page.getByText(words["aff.al.saved"]).waitFor();
        const res = await fetch(`${e2e.url}/api/user/notification-settings`, {
          headers: { authorization: `Bearer ${person.token}` },
        });
        assert.equal((await res.json()).conversionApproved, "digest");
        await context.close();
      }
    } finally {
      await e2e.close();
    }
  },
});
