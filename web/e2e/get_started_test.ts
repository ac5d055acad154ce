/**
 * Browser test of the new operator's path (issue 31): on a fresh instance the admin lands on the Overview, whose
 * "Get started" checklist ticks itself from stored state, at 1280 and 390 px, in English and in Urdu; a profile
 * waiting in the queue makes sign-in open the queue instead (docs/first-week.md).
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
  waitForPath,
} from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { type SessionTabs, sessionTabs } from "./session_tabs.ts";
import { testLedger } from "../../adapters/http/test_ledger.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { adminUr } from "../src/i18n/areas/admin_ur.ts";

const ur = adminUr.messages;

/** Each step of the checklist with whether the page shows it ticked. */
async function ticks(page: Page): Promise<Record<string, boolean>> {
  const list = page.getByTestId("get-started");
  await list.waitFor();
  const steps = list.locator("li[data-step]");
  const out: Record<string, boolean> = {};
  for (let i = 0; i < await steps.count(); i++) {
    const step = steps.nth(i);
    out[(await step.getAttribute("data-step"))!] =
      (await step.getAttribute("data-done")) === "true";
  }
  return out;
}

/** Nothing on the page is wider than the screen. */
async function assertNoSidewaysScroll(page: Page, where: string) {
  // A string, evaluated in the page (the test runs under Deno's types, without the DOM's).
  const overflow = await page.evaluate(
    "document.documentElement.scrollWidth - window.innerWidth",
  ) as number;
  assert.ok(overflow <= 0, `${where}: ${overflow}px wider than the screen`);
}

/** The harness admin signed in through the form, in a browser `width` px wide (a signed-out tab of `tabs`). */
async function signIn(tabs: SessionTabs, width: number): Promise<Page> {
  const page = await tabs.signedOut({ width });
  await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return page;
}

/** The admin account's language (the app takes it at sign-in). */
async function setLanguage(e2e: E2e, token: string, language: "en" | "ur") {
  await callApi(e2e, token, "PATCH", "/api/profile/language", { language });
}

Deno.test({
  name:
    "get started: a fresh instance's checklist ticks from state, at 1280 and 390 px, in English and Urdu",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, emptied between steps as a fresh context would be: a new context per step cost a renderer.
    const tabs = sessionTabs(e2e);
    try {
      const login = await loginViaApi(
        e2e.url,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      assert.equal(login.status, 200);
      const admin: string = login.body.token;

      await t.step(
        "English, 1280 px: sign-in lands on the Overview with nothing ticked, and the sign-up link to share",
        async () => {
          const page = await signIn(tabs, 1280);
          await waitForPath(page, "/admin/overview");
          await page.getByRole("heading", { name: "Get started" }).waitFor();
          assert.equal(
            await page.getByTestId("get-started-progress").innerText(),
            "0 of 6 done",
          );
          assert.deepEqual(await ticks(page), {
            settings: false,
            product: false,
            source: false,
            signup: false,
            approve: false,
            payout: false,
          });
          // Each step offers the action that does it.
          const list = page.getByTestId("get-started");
          for (
            const [name, path] of [
              ["Open Settings", "/admin/settings"],
              ["Add a product", "/admin/products"],
              ["Connect a source", "/admin/sources"],
              ["Open the queue", "/admin/profiles"],
              ["Open payout requests", "/admin/payouts/requests"],
            ]
          ) {
            assert.equal(
              await list.getByRole("link", { name }).getAttribute("href"),
              path,
            );
          }
          // The sign-up link: shown, copied, drawn as a QR code, sent to WhatsApp.
          const link = `${e2e.url}/register`;
          assert.equal(await page.getByTestId("signup-link").innerText(), link);
          await list.getByRole("button", { name: /^Copy link/ }).waitFor();
          await list.getByRole("button", { name: "Show QR code" }).click();
          await page.getByRole("img", { name: `QR code of ${link}` }).waitFor();
          const whatsApp = await list.getByRole("link", {
            name: "Share on WhatsApp",
          }).getAttribute("href");
          assert.ok(whatsApp?.startsWith("https://wa.me/?text="), whatsApp!);
          assert.match(
            decodeURIComponent(whatsApp!.split("text=")[1]),
            new RegExp(`${link.replace(/[.]/g, "\\.")}$`),
          );
          await assertNoSeriousAxeViolations(page, "/admin/overview, fresh");
          await assertNoSidewaysScroll(page, "/admin/overview at 1280 px");
        },
      );

      await t.step(
        "Urdu, 390 px: settings, a product with its destination and a store tick their steps",
        async () => {
          await callApi(e2e, admin, "POST", "/api/admin/commission", {
            globalCommissionPercent: 20,
          });
          await callApi(e2e, admin, "POST", "/api/products", {
            title: "Freelancing Course",
            description: "Learn",
            destinationUrl: "https://shop.pk/course",
          });
          await callApi(e2e, admin, "POST", "/api/admin/sources", {
            name: "Shop",
            kind: "woocommerce",
          });
          await setLanguage(e2e, admin, "ur");
          const page = await signIn(tabs, 390);
          await waitForPath(page, "/admin/overview");
          await page.waitForFunction(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.dir === "rtl"
          );
          await page.getByRole("heading", { name: ur["adm.start.title"] })
            .waitFor();
          assert.equal(
            await page.getByTestId("get-started-progress").innerText(),
            ur["adm.start.progress"].replace("{total}", "6").replace(
              "{done}",
              "3",
            ),
          );
          assert.deepEqual(await ticks(page), {
            settings: true,
            product: true,
            source: true,
            signup: false,
            approve: false,
            payout: false,
          });
          await page.getByTestId("get-started").getByRole("link", {
            name: ur["adm.start.whatsApp"],
          }).waitFor();
          await assertNoSeriousAxeViolations(page, "/admin/overview in Urdu");
          await assertNoSidewaysScroll(page, "/admin/overview at 390 px");
          await setLanguage(e2e, admin, "en");
        },
      );

      const sara = {
        name: "Sara Iqbal",
        email: "sara.start@kamai.test",
        password: "sara-pass-1",
      };
      let saraToken = "";
      await t.step(
        "English, 390 px: with a profile waiting, sign-in opens the queue; the Overview ticks the sign-up",
        async () => {
          saraToken = (await createVerifiedUser(e2e.url, sara)).token;
          await callApi(e2e, saraToken, "POST", "/api/profile", {
            name: sara.name,
            city: "Lahore",
          });
          const page = await signIn(tabs, 390);
          await waitForPath(page, "/admin/profiles");
          await page.goto("/admin/overview");
          assert.equal(
            await page.getByTestId("get-started-progress").innerText(),
            "4 of 6 done",
          );
          assert.equal((await ticks(page)).signup, true);
          assert.equal((await ticks(page)).approve, false);
          await assertNoSeriousAxeViolations(page, "/admin/overview at 390 px");
          await assertNoSidewaysScroll(page, "/admin/overview at 390 px");
        },
      );

      await t.step(
        "Urdu, 1280 px: an approval and a paid payout finish the list, and the checklist gives way to the figures",
        async () => {
          const [{ id: saraId }] = await e2e.app.infra.sql<{ id: number }[]>`
            SELECT id FROM users WHERE email = ${sara.email}`;
          await callApi(e2e, admin, "POST", `/api/admin/approve/${saraId}`);
          const [{ id: productId }] = await e2e.app.infra.sql<
            { id: number }[]
          >`SELECT id FROM products WHERE title = 'Freelancing Course'`;
          await testLedger(e2e.app.infra).append({
            userId: saraId,
            productId,
            kind: "earning",
            amount: money(5_000),
            availableOn: karachiDate(new Date()),
            sourceType: "sale",
            sourceId: 1,
          });
          const asked = await callApi(e2e, saraToken, "POST", "/api/payouts", {
            method: "jazzcash",
            accountName: sara.name,
            accountNumber: "03001234567",
            amount: 20,
            productId,
          });
          await setLanguage(e2e, admin, "ur");
          const page = await signIn(tabs, 1280);
          await waitForPath(page, "/admin/overview");
          assert.deepEqual(await ticks(page), {
            settings: true,
            product: true,
            source: true,
            signup: true,
            approve: true,
            payout: false,
          });
          await callApi(
            e2e,
            admin,
            "POST",
            `/api/payouts/admin/pay/${asked.payout.id}`,
            { transactionId: "TX-START-1" },
          );
          await page.reload();
          await page.getByRole("region", { name: ur["adm.overview.figures"] })
            .waitFor();
          assert.equal(await page.getByTestId("get-started").count(), 0);
          await assertNoSeriousAxeViolations(page, "/admin/overview, done");
          await assertNoSidewaysScroll(page, "/admin/overview at 1280 px");
          await setLanguage(e2e, admin, "en");
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
