/** Browser check of the Content-Security-Policy: real pages, the real ALTCHA widget, no violation reported. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  E2E_ADMIN,
  loginViaUi,
  solveCaptchaWidget,
  startE2e,
  waitForPath,
} from "./harness.ts";

/** Collects the CSP violations Chromium reports on the console of `page`. */
function violationsOf(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      found.push(message.text());
    }
  });
  return found;
}

Deno.test("pages run under the Content-Security-Policy with no violation", async (t) => {
  const e2e = await startE2e();
  try {
    const csp = (await fetch(`${e2e.url}/`).then(async (res) => {
      await res.body?.cancel();
      return res.headers.get("content-security-policy");
    })) ?? "";
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /object-src 'none'/);

    await t.step("the built HTML has no inline script", async () => {
      const dist = new URL("../dist/", import.meta.url);
      const files = ["index.html"];
      for await (const entry of Deno.readDir(new URL("pages/", dist))) {
        if (entry.name.endsWith(".html")) files.push(`pages/${entry.name}`);
      }
      assert.ok(files.length >= 5, files.join());
      for (const file of files) {
        const html = await Deno.readTextFile(new URL(file, dist));
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        for (const tag of scripts) assert.match(tag, /\ssrc=/, file);
        assert.doesNotMatch(html, /\son[a-z]+=/i, file);
      }
    });

    for (const path of ["/", "/login", "/forgot-password"]) {
      await t.step(`${path} loads with no violation`, async () => {
        const { page } = await e2e.newPage();
        const violations = violationsOf(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        assert.deepEqual(violations, [], path);
      });
    }

    await t.step(
      "register: the ALTCHA widget solves its challenge under the policy",
      async () => {
        const { page } = await e2e.newPage();
        const violations = violationsOf(page);
        await page.goto("/register");
        await solveCaptchaWidget(page);
        assert.deepEqual(violations, []);
      },
    );

    await t.step(
      "signed in: logging in and the admin pages cause no violation",
      async () => {
        const { page } = await e2e.newPage();
        const violations = violationsOf(page);
        await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await waitForPath(page, "/admin/profiles");
        await page.goto("/admin/stats");
        await page.waitForLoadState("networkidle");
        assert.deepEqual(violations, []);
      },
    );
  } finally {
    await e2e.close();
  }
});
