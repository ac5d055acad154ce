/**
 * Browser test of an affiliate's read-only API keys (/settings/api-keys, docs/api-keys.md): at 360 px and by
 * keyboard, the affiliate makes a key, sees it once, the key reads their stats and nothing of an admin's, its last
 * use shows, revoking stops it; the page in Urdu, right to left; axe clean throughout.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { openSignedIn, startE2e } from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";

const ur = affiliateUr.messages as Record<string, string>;

/** Fails when the page scrolls sideways (a phone of 360 px). */
async function assertFitsWidth(page: Page): Promise<void> {
  // A string, evaluated in the page (the test runs under Deno's types, without the DOM's).
  const overflow = await page.evaluate(
    "document.documentElement.scrollWidth - window.innerWidth",
  ) as number;
  assert.ok(overflow <= 0, `${overflow}px wider than the screen`);
}

Deno.test({
  name:
    "affiliate api keys in the browser: make by keyboard, shown once, reads only, last use, revoke, Urdu, axe",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ali = await createUser(e2e.app.infra, { name: "Ali" });
      const page = await openSignedIn(
        e2e,
        ali.token,
        "user",
        "/settings/api-keys",
        360,
      );
      let key = "";
      const call = async (path: string) => {
        const res = await fetch(`${e2e.app.url}${path}`, {
          headers: { authorization: `Bearer ${key}` },
        });
        await res.body?.cancel();
        return res.status;
      };

      await t.step(
        "empty, then a key made by keyboard is shown once",
        async () => {
          await page.getByRole("heading", { name: "API keys" }).first()
            .waitFor();
          await page.getByText("No API keys yet. Make one above.").waitFor();
          await assertNoSeriousAxeViolations(
            page,
            "/settings/api-keys (empty)",
          );
          await assertFitsWidth(page);
          await page.getByLabel("Name").focus();
          await page.keyboard.type("My tracker");
          await page.keyboard.press("Enter");
          await page.getByText(/shown only this once/).waitFor();
          await page.getByRole("button", { name: "Reveal API key" }).press(
            "Enter",
          );
          key =
            (await page.getByLabel("API key", { exact: true }).textContent())
              ?.trim() ?? "";
          assert.match(key, /^kamai_ak_/);
          await page.getByRole("cell", { name: "My tracker" }).first()
            .waitFor();
          await page.getByText("Never").first().waitFor();
          await assertNoSeriousAxeViolations(page, "/settings/api-keys (made)");
          await assertFitsWidth(page);
        },
      );

      await t.step(
        "the key reads the affiliate's stats, nothing of an admin's, and its use shows",
        async () => {
          assert.equal(await call("/api/stats"), 200);
          assert.equal(await call("/api/user/conversions"), 200);
          assert.equal(await call("/api/admin/users"), 403);
          assert.equal(await call("/api/payouts"), 403);
          await page.reload();
          await page.getByRole("cell", { name: "My tracker" }).first()
            .waitFor();
          assert.equal(await page.getByText("Never").count(), 0);
          // Shown once: after a reload the page has only its first characters.
          assert.equal(await page.getByText(key).count(), 0);
        },
      );

      await t.step(
        "revoking, by keyboard, asks first, then the key stops",
        async () => {
          await page.getByRole("button", { name: "Revoke the key My tracker" })
            .press("Enter");
          await page.getByRole("dialog").getByRole("button", { name: "OK" })
            .press("Enter");
          await page.getByText('Key "My tracker" revoked.').waitFor();
          await page.getByText("Revoked", { exact: true }).first().waitFor();
          assert.equal(await call("/api/stats"), 401);
        },
      );

      await t.step("in Urdu, right to left, axe clean", async () => {
        const urdu = await openSignedIn(
          e2e,
          ali.token,
          "user",
          "/settings/api-keys",
          360,
          "ur",
        );
        await urdu.getByRole("heading", { name: ur["aff.keys.title"] }).first()
          .waitFor();
        await urdu.getByRole("button", { name: ur["aff.keys.makeButton"] })
          .waitFor();
        await urdu.getByText(ur["aff.keys.revokedBadge"], { exact: true })
          .first().waitFor();
        assert.equal(await urdu.getAttribute("html", "dir"), "rtl");
        await assertNoSeriousAxeViolations(urdu, "/settings/api-keys (Urdu)");
        await assertFitsWidth(urdu);
      });
    } finally {
      await e2e.close();
    }
  },
});
