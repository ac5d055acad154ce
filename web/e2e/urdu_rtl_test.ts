/**
 * Urdu that reads right (issue 31 items 6 and 7): an affiliate's every menu page in Urdu at 390 and 1280 px, with
 * each Latin or amount fragment isolated left to right, no word or number broken across lines, no sideways scroll;
 * the invoice fully visible with its issuer block in English and Urdu; and the language of /ur/login kept at sign-in.
 */
import assert from "node:assert/strict";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  loginViaApi,
  newSignedInPage,
  solveCaptchaWidget,
  startE2e,
  waitForPath,
} from "./harness.ts";
import { createUser } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import {
  brokenWords,
  menuPaths,
  nonIsolatedFragments,
  readsRight,
  sidewaysOverflow,
} from "./rtl_checks.ts";

/** An approved affiliate in Urdu with money, a tracked link and one paid payout; the operator's details set. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const admin = await loginViaApi(e2e.url, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminToken = admin.body.token as string;
  await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
    operatorName: "Kamai Networks (Pvt) Ltd",
    operatorAddress: "Main Boulevard 10\nGulberg III, Lahore",
    operatorNtn: "1234567-8",
  });
  const affiliate = await createUser(ctx, {
    name: "Bilal Ahmed",
    password: "password-123",
  });
  await ctx.sql`UPDATE users SET language = 'ur' WHERE id = ${affiliate.id}`;
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp)
    VALUES ('Freelancing Course', 'Learn to freelance', 1200) RETURNING id`;
  await createPostgresLedgerRepository(ctx.sql).append({
    userId: affiliate.id,
    productId: product.id,
    kind: "earning",
    sourceType: "sale",
    amount: money(8_266_282),
    availableOn: karachiDate(new Date()),
    sourceId: 1,
  });
  const asked = await callApi(e2e, affiliate.token, "POST", "/api/payouts", {
    method: "jazzcash",
    accountName: "Bilal Ahmed",
    accountNumber: "03001234567",
    amount: "12345.67",
    productId: product.id,
  });
  await callApi(
    e2e,
    adminToken,
    "POST",
    `/api/payouts/admin/pay/${asked.payout.id}`,
    { transactionId: "JC-7788" },
  );
  return { affiliate, payoutId: asked.payout.id as number };
}

Deno.test("Urdu reads right in Chromium", async (t) => {
  const e2e = await startE2e();
  try {
    const { affiliate, payoutId } = await seed(e2e);
    // One signed-in page for the affiliate, kept across the walks and the invoices: each step sets its width and
    // the browser's remembered language (the kamai_lang cookie) before its loads, so every page loads as it
    // would in a fresh page of that width and language.
    const { page: kept } = await newSignedInPage(e2e, affiliate.token, "user", {
      width: 390,
    });
    const pageAt = async (width: number, language: "en" | "ur") => {
      await kept.setViewportSize({ width, height: 900 });
      await kept.context().addCookies([{
        name: "kamai_lang",
        value: language,
        url: e2e.url,
      }]);
      return kept;
    };

    for (const width of [390, 1280]) {
      await t.step(
        `every menu page of the affiliate in Urdu at ${width} px`,
        async () => {
          const page = await pageAt(width, "ur");
          await page.goto("/dashboard", { waitUntil: "networkidle" });
          await page.locator("main h1").first().waitFor();
          const paths = await menuPaths(page);
          assert.ok(paths.includes("/payout-history"), paths.join(", "));
          const found: string[] = [];
          for (const path of paths) {
            await page.goto(path, { waitUntil: "networkidle" });
            await page.locator("main").first().waitFor().catch((e) => {
              throw new Error(`${path}: no main (${e})`);
            });
            found.push(...await readsRight(page, `${path} at ${width}`));
            if (width === 390) {
              await assertNoSeriousAxeViolations(page, `${path} in Urdu`);
            }
          }
          assert.deepEqual(found, []);
        },
      );
    }

    for (
      const [language, width] of [["ur", 390], ["ur", 1280], ["en", 390], [
        "en",
        1280,
      ]] as const
    ) {
      await t.step(
        `the invoice in ${language} at ${width} px: all of it, with its issuer`,
        async () => {
          const page = await pageAt(width, language);
          await page.goto(`/invoice/${payoutId}`, { waitUntil: "networkidle" });
          const frame = page.frameLocator("iframe.invoice-frame");
          const total = frame.getByTestId("invoice-total");
          await total.waitFor();
          await frame.getByTestId("invoice-issuer").getByText(
            "Kamai Networks (Pvt) Ltd",
          ).waitFor();
          await frame.getByTestId("invoice-issuer").getByText("1234567-8")
            .waitFor();
          await frame.getByTestId("invoice-payee").getByText("Bilal Ahmed")
            .waitFor();
          assert.match(await total.innerText(), /\$12,345\.67/);
          // The frame is as tall as the invoice: nothing cut off, no scrolling inside it.
          const fit = await page.locator("iframe.invoice-frame").evaluate(
            (el) => {
              const f = el as unknown as {
                clientHeight: number;
                contentDocument: {
                  documentElement: {
                    scrollHeight: number;
                    scrollWidth: number;
                    clientWidth: number;
                    lang: string;
                  };
                };
              };
              const doc = f.contentDocument.documentElement;
              return {
                frame: f.clientHeight,
                content: doc.scrollHeight,
                sideways: doc.scrollWidth - doc.clientWidth,
                lang: doc.lang,
              };
            },
          );
          assert.equal(fit.lang, language);
          assert.ok(fit.content <= fit.frame + 1, JSON.stringify(fit));
          assert.equal(fit.sideways, 0, JSON.stringify(fit));
          assert.equal(await sidewaysOverflow(page), 0);
          const inner = page.frames().find((f) => f !== page.mainFrame())!;
          if (language === "ur") {
            assert.deepEqual(await nonIsolatedFragments(inner), []);
          }
          assert.deepEqual(await brokenWords(inner), []);
          await page.getByRole("button", {
            name: language === "ur"
              ? "پی ڈی ایف ڈاؤن لوڈ کریں"
              : "Download PDF",
          }).waitFor();
          if (width === 390) {
            await assertNoSeriousAxeViolations(page, `invoice in ${language}`);
          }
        },
      );
    }

    await t.step(
      "signing in from /ur/login keeps Urdu, and the account takes it",
      async () => {
        const user = await createUser(e2e.app.infra, {
          name: "Sana Malik",
          password: "password-123",
        });
        await e2e.app.infra
          .sql`UPDATE users SET language = 'en' WHERE id = ${user.id}`;
        const { page } = await e2e.newPage({ width: 390 });
        await page.goto("/ur/login", { waitUntil: "networkidle" });
        await page.locator("input[type=email]").fill(user.email);
        await page.locator("input[type=password]").fill("password-123");
        await solveCaptchaWidget(page);
        await page.locator("form button[type=submit]").click();
        await waitForPath(page, "/dashboard");
        await page.waitForFunction(() =>
          // deno-lint-ignore no-explicit-any
          (globalThis as any).document.documentElement.lang === "ur"
        );
        assert.equal(
          await page.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).document.dir
          ),
          "rtl",
        );
        const [row] = await e2e.app.infra.sql<{ language: string }[]>`
          SELECT language FROM users WHERE id = ${user.id}`;
        assert.equal(row.language, "ur");
      },
    );
  } finally {
    await e2e.close();
  }
});
