/**
 * Issue 30 items 6–7 in the browser, in Urdu at 360 px: the inbox's empty state, the admin publishes an
 * announcement on /admin/announcements, it arrives in the affiliate's inbox with the unread badge in the menu,
 * and opening it clears the badge; the admin then sees it reached 1 and was read by 1.
 */
import assert from "node:assert/strict";
import { newSignedInPage, openSignedIn, startE2e } from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { offersUr } from "../src/i18n/areas/offers_ur.ts";
import { affiliateUr } from "../src/i18n/areas/affiliate_ur.ts";

const ur = offersUr.messages as Record<string, string>;
const aff = affiliateUr.messages as Record<string, string>;

Deno.test({
  name:
    "in Urdu: an announcement arrives in the inbox with the unread badge, and reading it clears the badge",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const admin = await createUser(ctx, { role: "admin", name: "Admin" });
      const ali = await createUser(ctx, { name: "Ali Khan" });
      await ctx.sql`UPDATE users SET language = 'ur' WHERE id = ${ali.id}`;

      // Nothing yet: the empty inbox says what to do next.
      const page = await openSignedIn(
        e2e,
        ali.token,
        "user",
        "/inbox",
        360,
        "ur",
      );
      await page.getByText(ur["off.inbox.empty"]).waitFor();
      await page.getByRole("link", { name: ur["off.inbox.browseOffers"] })
        .waitFor();
      await assertNoSeriousAxeViolations(page, "empty /inbox in Urdu");

      // The admin publishes one for everyone, now.
      const adminPage = (await newSignedInPage(e2e, admin.token, "admin", {
        width: 360,
        language: "ur",
        approved: false,
      })).page;
      await adminPage.goto("/admin/announcements");
      await adminPage.getByText(ur["off.ann.empty"]).waitFor();
      await assertNoSeriousAxeViolations(
        adminPage,
        "/admin/announcements in Urdu",
      );
      await adminPage.getByLabel(ur["off.ann.titleEn"]).fill("Eid bonus");
      await adminPage.getByLabel(ur["off.ann.titleUr"]).fill("عید بونس");
      await adminPage.getByLabel(ur["off.ann.bodyEn"]).fill(
        "Double payouts this week: https://kamai.pk/eid",
      );
      await adminPage.getByLabel(ur["off.ann.bodyUr"]).fill(
        "اس ہفتے دگنی ادائیگی: https://kamai.pk/eid",
      );
      await adminPage.getByRole("button", { name: ur["off.ann.submitNow"] })
        .click();
      await adminPage.getByText(ur["off.ann.published"]).waitFor();
      await adminPage.getByText("1 تک پہنچا · 0 نے پڑھا", { exact: false })
        .waitFor();

      // The affiliate's menu shows one unread (on the phone's menu button too); the inbox shows it in Urdu.
      await page.goto("/dashboard");
      const menuBadge = page.locator("button.app-nav-toggle .count-bubble");
      await menuBadge.waitFor();
      assert.equal(await menuBadge.textContent(), "1");
      const inboxLink = page.locator('a.app-nav-link[href="/inbox"]');
      const badge = inboxLink.locator(".count-bubble");
      // At 360 px the menu is folded away; the badge is in it all the same.
      await badge.waitFor({ state: "attached" });
      assert.equal(await badge.textContent(), "1");
      assert.match(
        (await badge.getAttribute("aria-label")) ?? "",
        new RegExp(aff["aff.nav.unread"]),
      );
      await page.goto("/inbox");
      const title = page.getByText("عید بونس");
      await title.waitFor();
      await page.getByText(ur["off.inbox.unread"]).waitFor();
      await assertNoSeriousAxeViolations(page, "/inbox with news in Urdu");
      // Opening it with the keyboard reads it: the badge goes.
      await page.locator("summary.inbox-summary").focus();
      await page.keyboard.press("Enter");
      const link = page.getByRole("link", { name: "https://kamai.pk/eid" });
      await link.waitFor();
      assert.equal(await link.getAttribute("href"), "https://kamai.pk/eid");
      await badge.waitFor({ state: "detached" });
      await menuBadge.waitFor({ state: "detached" });
      await page.getByText(ur["off.inbox.unread"]).waitFor({
        state: "detached",
      });
      const [read] = await ctx.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM announcement_reads WHERE user_id = ${ali.id}`;
      assert.equal(read.n, 1);
      // The email went too, in Urdu.
      const [mail] = await ctx.sql<{ subject: string }[]>`
        SELECT subject FROM mail_outbox WHERE to_address = ${ali.email}`;
      assert.equal(mail.subject, "کمائی: عید بونس");

      await adminPage.reload();
      await adminPage.getByText("1 تک پہنچا · 1 نے پڑھا", { exact: false })
        .waitFor();
    } finally {
      await e2e.close();
    }
  },
});
