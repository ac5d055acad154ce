/** Browser test of the first run: the printed setup link creates the first admin once, then shows it is used. */
import assert from "node:assert/strict";
import { startE2e, waitForPath } from "./harness.ts";
import { blockingAxeViolations, describeViolations } from "./axe.ts";

Deno.test("first-run setup link in Chromium", async (t) => {
  const e2e = await startE2e({
    config: { adminEmail: null, adminPassword: null },
  });
  try {
    const setupUrl = e2e.app.setupUrl;
    assert.ok(setupUrl, "a setup link is printed while no admin exists");
    const setupPath = new URL(setupUrl).pathname;
    const { page } = await e2e.newPage({ width: 360 });
    const pageErrors: string[] = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));

    await t.step("a made-up link says it is not valid", async () => {
      await page.goto("/setup/not-a-setup-token");
      assert.match(
        await page.getByRole("alert").innerText(),
        /This setup link is not valid/,
      );
      assert.equal(
        await page.getByRole("link", { name: "Go to sign in" }).count(),
        1,
      );
    });

    await t.step("when the check fails, it says so and retries", async () => {
      const other = await e2e.newPage();
      await other.page.route("**/api/setup/**", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            message:
              "Service temporarily unavailable. Please try again shortly.",
            code: "SERVICE_UNAVAILABLE",
          }),
        }));
      await other.page.goto(setupPath);
      assert.match(
        await other.page.getByRole("alert").innerText(),
        /temporarily unavailable/,
      );
      await other.page.unroute("**/api/setup/**");
      await other.page.getByRole("button", { name: "Try again" }).click();
      await other.page.getByLabel("Admin email").waitFor();
      await other.context.close();
    });

    await t.step("the form checks its fields and keeps them", async () => {
      await page.goto(setupPath);
      await page.getByLabel("Admin email").fill("owner@example.pk");
      await page.getByLabel("Password", { exact: true }).fill("12345");
      await page.getByLabel("Confirm password").fill("12345");
      await page.getByRole("button", { name: "Create admin account" }).click();
      assert.equal(
        await page.getByRole("alert").innerText(),
        "Password should be at least 6 characters.",
      );
      assert.equal(
        await page.getByLabel("Admin email").inputValue(),
        "owner@example.pk",
      );
      const violations = await blockingAxeViolations(page);
      assert.deepEqual(
        violations,
        [],
        describeViolations(setupPath, violations),
      );
      // At 360 px nothing scrolls sideways.
      // A string, evaluated in the page (the test runs under Deno's types, without the DOM's).
      const overflow = await page.evaluate(
        "document.documentElement.scrollWidth - window.innerWidth",
      ) as number;
      assert.ok(overflow <= 0, `${overflow}px wider than the screen`);
    });

    await t.step(
      "by keyboard alone, the first admin is created and signed in",
      async () => {
        await page.getByLabel("Password", { exact: true }).fill("");
        await page.getByLabel("Password", { exact: true }).focus();
        await page.keyboard.type("owner-pass-123");
        await page.keyboard.press("Tab");
        await page.keyboard.type("owner-pass-123");
        await page.keyboard.press("Enter");
        await waitForPath(page, "/admin/overview");
        const role = await page.evaluate(() => localStorage.getItem("role"));
        assert.equal(role, "admin");
        const [admin] = await e2e.app.infra.sql<{ email: string }[]>`
          SELECT email FROM users WHERE role = 'admin'`;
        assert.equal(admin.email, "owner@example.pk");
      },
    );

    await t.step(
      "the link then says it was used, in a fresh browser",
      async () => {
        const fresh = await e2e.newPage();
        await fresh.page.goto(setupPath);
        assert.match(
          await fresh.page.getByRole("status").innerText(),
          /already been used/,
        );
        assert.equal(
          await fresh.page.getByRole("button", { name: "Create admin account" })
            .count(),
          0,
        );
      },
    );

    assert.deepEqual(pageErrors, []);
  } finally {
    await e2e.close();
  }
});
