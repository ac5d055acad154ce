/** Browser test of two-factor sign-in: enrol (ADMIN_2FA=required), sign out, sign in with a code, recovery code once. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  createVerifiedUser,
  E2E_ADMIN,
  loginViaUi,
  setSession,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { totpCode } from "../../adapters/crypto/otpauth_totp.ts";
import { TWO_FACTOR_MESSAGES } from "../../domain/auth/two_factor.ts";

/** The page's width overflow, evaluated in the page (the test runs without the DOM's types). */
async function sideways(page: Page): Promise<number> {
  const [scroll, width] = await page.evaluate(
    "[document.documentElement.scrollWidth, window.innerWidth]",
  ) as [number, number];
  return scroll - width;
}

async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await waitForPath(page, "/login");
}

Deno.test({
  name:
    "two-factor sign-in in Chromium: enrol, sign out, sign in with a code, a recovery code works once",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e({ config: { admin2fa: "required" } });
    try {
      const { page } = await e2e.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(err.message));
      let secret = "";
      let recoveryCodes: string[] = [];

      await t.step(
        "ADMIN_2FA=required: the admin's first admin page sends them to the set-up screen",
        async () => {
          await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
          await waitForPath(page, "/two-factor");
          await page.getByText(TWO_FACTOR_MESSAGES.required).waitFor();
        },
      );

      await t.step(
        "enrol: QR code as inline SVG, the key as text, a wrong code refused, the right one gives 10 recovery codes",
        async () => {
          await page.getByRole("button", { name: "Set up two-factor sign-in" })
            .click();
          const qr = page.getByRole("img", {
            name: "QR code to scan with your authenticator app",
          });
          await qr.waitFor();
          assert.equal(await qr.evaluate((el) => el.tagName), "svg");
          await assertNoSeriousAxeViolations(page, "/two-factor (set-up)");
          const key = page.locator("#two-factor-secret");
          secret = (await key.innerText()).replace(/\s/g, "");
          assert.match(secret, /^[A-Z2-7]{32}$/);
          assert.equal(await key.getAttribute("data-secret"), secret);

          const field = page.getByLabel("6-digit code from the app");
          const right = totpCode(secret, new Date());
          await field.fill(right === "123456" ? "654321" : "123456");
          await page.getByRole("button", { name: "Turn on two-factor sign-in" })
            .click();
          await page.getByRole("alert").filter({
            hasText: TWO_FACTOR_MESSAGES.invalidCode,
          }).waitFor();

          // Keyboard: type the code and press Enter.
          await field.fill(totpCode(secret, new Date()));
          await field.press("Enter");
          const list = page.getByRole("list", { name: "Recovery codes" });
          await list.waitFor();
          recoveryCodes = (await list.locator("li").allInnerTexts()).map((c) =>
            c.trim()
          );
          assert.equal(recoveryCodes.length, 10);
          for (const code of recoveryCodes) {
            assert.match(code, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
          }
          const download = page.getByRole("link", { name: "Download" });
          assert.equal(
            await download.getAttribute("download"),
            "kamai-recovery-codes.txt",
          );
          assert.ok(
            decodeURIComponent(await download.getAttribute("href") ?? "")
              .includes(recoveryCodes[0]),
          );
          await page.getByRole("button", { name: "Copy recovery codes" })
            .waitFor();
          await assertNoSeriousAxeViolations(page, "/two-factor (codes)");
          await page.getByRole("button", { name: "I saved my codes, continue" })
            .click();
          await waitForPath(page, "/admin/overview");
        },
      );

      await t.step(
        "sign out, then sign in: the password step asks for the code, the code signs in",
        async () => {
          await logout(page);
          await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
          const field = page.getByLabel("Authentication code");
          await field.waitFor();
          await assertNoSeriousAxeViolations(page, "/login (code step)");
          assert.equal(await page.url().endsWith("/login"), true);
          // The enrolment's code is used up; the next step's code is within the window and not yet used.
          await field.fill(totpCode(secret, new Date(Date.now() + 30_000)));
          await field.press("Enter");
          await waitForPath(page, "/admin/overview");
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await page.goto("/two-factor");
          await page.getByText("10 recovery codes left.").waitFor();
          await assertNoSeriousAxeViolations(page, "/two-factor (on)");
        },
      );

      await t.step("a recovery code signs in once, and only once", async () => {
        await page.getByRole("link", { name: "Back to my account" }).click();
        await waitForPath(page, "/admin/overview");
        await logout(page);
        await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.getByRole("button", { name: "Use a recovery code instead" })
          .click();
        const field = page.getByLabel("Recovery code");
        await field.fill(recoveryCodes[0]);
        await page.getByRole("button", { name: "Verify and log in" }).click();
        await waitForPath(page, "/admin/overview");

        await logout(page);
        await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.getByRole("button", { name: "Use a recovery code instead" })
          .click();
        await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
        await page.getByRole("button", { name: "Verify and log in" }).click();
        await page.getByRole("alert").filter({
          hasText: TWO_FACTOR_MESSAGES.invalidCode,
        }).waitFor();
        assert.equal(new URL(page.url()).pathname, "/login");
        // The form keeps its step: another, unused code still works.
        await page.getByLabel("Recovery code").fill(recoveryCodes[1]);
        await page.getByRole("button", { name: "Verify and log in" }).click();
        await waitForPath(page, "/admin/overview");
        await page.goto("/two-factor");
        await page.getByText("8 recovery codes left.").waitFor();
      });

      await t.step(
        "an affiliate enrols too (keeping a session), gets new recovery codes, and on a 360 px phone the screens fit",
        async () => {
          const session = await createVerifiedUser(e2e.url, {
            name: "Bilal Ahmed",
            email: "bilal@example.pk",
            password: "bilal-pass-1",
          });
          const phone = (await e2e.newPage({ width: 360 })).page;
          await phone.goto("/unauthorized");
          await setSession(phone, session);
          await phone.goto("/two-factor");
          await phone.getByRole("button", { name: "Set up two-factor sign-in" })
            .click();
          await phone.getByRole("img", {
            name: "QR code to scan with your authenticator app",
          }).waitFor();
          assert.ok(await sideways(phone) <= 0, "set-up screen at 360 px");
          const phoneSecret = (await phone.locator("#two-factor-secret")
            .getAttribute("data-secret"))!;
          await phone.getByLabel("6-digit code from the app").fill(
            totpCode(phoneSecret, new Date()),
          );
          await phone.getByRole("button", {
            name: "Turn on two-factor sign-in",
          }).click();
          const first = phone.getByRole("list", { name: "Recovery codes" });
          await first.waitFor();
          assert.ok(await sideways(phone) <= 0, "recovery codes at 360 px");
          const firstCodes = await first.locator("li").allInnerTexts();
          // Turning it on ended the session the page had; the page now holds the new one.
          assert.notEqual(
            await phone.evaluate("localStorage.getItem('token')"),
            session.token,
          );
          // A fresh load with the stored session: only the new token works now.
          await phone.goto("/two-factor");
          const regenerate = phone.getByRole("form", {
            name: "New recovery codes",
          });
          await regenerate.waitFor();
          assert.ok(await sideways(phone) <= 0, "two-factor on, at 360 px");
          await regenerate.getByRole("button", {
            name: "Get new recovery codes",
          })
            .click();
          await regenerate.getByRole("alert").filter({
            hasText: TWO_FACTOR_MESSAGES.regenerateNeedsCode,
          }).waitFor();
          // The enrolment used this step's code; the next step's is within the window.
          const field = regenerate.getByLabel("6-digit code from the app");
          await field.fill(
            totpCode(phoneSecret, new Date(Date.now() + 30_000)),
          );
          await field.press("Enter");
          await phone.getByText("Your old codes no longer work.", {
            exact: false,
          }).waitFor();
          const fresh = await phone.getByRole("list", {
            name: "Recovery codes",
          }).locator("li").allInnerTexts();
          assert.equal(fresh.length, 10);
          assert.equal(fresh.some((c) => firstCodes.includes(c)), false);
          assert.ok(await sideways(phone) <= 0, "new codes at 360 px");
          await assertNoSeriousAxeViolations(phone, "/two-factor (new codes)");
          await phone.close();
        },
      );

      assert.deepEqual(pageErrors, []);
    } finally {
      await e2e.close();
    }
  },
});
