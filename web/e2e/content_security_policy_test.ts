/** Browser check of the Content-Security-Policy: real pages, the real ALTCHA widget, no violation reported. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { money } from "../../domain/shared/money.ts";
import {
  E2E_ADMIN,
  loginViaUi,
  solveCaptchaWidget,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";

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
  // One tab, emptied between steps as a fresh context would be: a new context per step cost a renderer each.
  const tabs = sessionTabs(e2e);
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
        const page = await tabs.signedOut();
        const violations = violationsOf(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        assert.deepEqual(violations, [], path);
      });
    }

    await t.step(
      "register: the ALTCHA widget solves its challenge under the policy",
      async () => {
        const page = await tabs.signedOut();
        const violations = violationsOf(page);
        await page.goto("/register");
        await solveCaptchaWidget(page);
        assert.deepEqual(violations, []);
      },
    );

    await t.step(
      "signed in: logging in and the admin pages cause no violation",
      async () => {
        const page = await tabs.signedOut();
        const violations = violationsOf(page);
        await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await waitForPath(page, "/admin/overview");
        await page.goto("/admin/stats");
        await page.waitForLoadState("networkidle");
        assert.deepEqual(violations, []);
      },
    );

    await t.step(
      "the invoice page shows the server's invoice, styles included, with no violation",
      async () => {
        const ctx = e2e.app.infra;
        const affiliate = await createUser(ctx, { name: "Ali Khan" });
        const adminToken = await loginAs(
          ctx,
          E2E_ADMIN.email,
          E2E_ADMIN.password,
        );
        const [product] = await ctx.sql`
          INSERT INTO products (title, description, commission_bp)
          VALUES ('Course', 'Learn', 5000) RETURNING id`;
        await createPostgresLedgerRepository(ctx.sql).append({
          userId: affiliate.id,
          productId: product.id,
          kind: "earning",
          sourceType: "sale",
          sourceId: 1,
          amount: money(10_000),
          availableOn: karachiDate(new Date()),
        });
        const call = async (path: string, token: string, body: unknown) => {
          const res = await fetch(`${e2e.url}${path}`, {
            method: "POST",
            headers: {
              authorization: `Bearer ${token}`,
              "content-type": "application/json",
            },
            body: JSON.stringify(body),
          });
          const text = await res.text();
          assert.ok(res.ok, `${path}: ${res.status} ${text}`);
          return JSON.parse(text);
        };
        const { payout } = await call("/api/payouts", affiliate.token, {
          method: "jazzcash",
          accountName: "Ali Khan",
          accountNumber: "03001234567",
          amount: 40,
          productId: product.id,
        });
        await call(`/api/payouts/admin/pay/${payout.id}`, adminToken, {
          transactionId: "JC-1",
        });

        const page = await tabs.signIn(affiliate.token, "user");
        const violations = violationsOf(page);
        await page.goto(`/invoice/${payout.id}`);
        const invoice = page.frameLocator("iframe.invoice-frame");
        await invoice.getByText("Kamai payout invoice").waitFor();
        // The invoice's own stylesheet applied: its "Paid" badge is a pill.
        const radius = await invoice.locator(".paid").evaluate(
          (el) =>
            (globalThis as unknown as {
              getComputedStyle(e: unknown): { borderTopLeftRadius: string };
            }).getComputedStyle(el).borderTopLeftRadius,
        );
        assert.equal(radius, "9999px");
        assert.deepEqual(violations, []);
      },
    );
  } finally {
    await e2e.close();
  }
});
