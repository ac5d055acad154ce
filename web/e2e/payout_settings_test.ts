/** Browser tests of the payout settings: a saved account picked on /payout, gross/tax/net in the history, the tax
 * report with its CSV, the settings page with its locked ledger currency, and a PKR ledger's rupees. */
import assert from "node:assert/strict";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

Deno.test({
  name:
    "payout settings in the browser: saved account, withholding in the history, tax report, PKR display",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Ali Khan" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const [product] = await ctx.sql`
        INSERT INTO products (title, description, commission_bp) VALUES ('Freelancing Course', 'Learn', 5000)
        RETURNING id`;
      await createPostgresLedgerRepository(ctx.sql).append({
        userId: affiliate.id,
        productId: product.id,
        kind: "earning",
        amount: money(100_000),
        availableOn: karachiDate(new Date()),
        sourceType: "sale",
        sourceId: 1,
      });
      await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
        withholdingTax: true,
      });
      await callApi(e2e, affiliate.token, "POST", "/api/payout-accounts", {
        method: "easypaisa",
        accountName: "Ali Khan",
        accountNumber: "03111234567",
      });

      await t.step(
        "the affiliate records a tax profile on My Profile",
        async () => {
          const page = await tabs.open(affiliate.token, "user", "/my-profile");
          const card = page.getByRole("region", { name: "Tax profile" });
          await card.getByText(
            "No tax profile recorded: the non-filer rate applies to your payouts.",
          ).waitFor();
          await card.getByLabel("CNIC or NTN").fill("3520212345671");
          await card.getByRole("button", { name: "Save tax profile" }).click();
          await card.getByText(
            "Say whether you are on the Active Taxpayers List (filer) or not.",
          ).waitFor();
          await card.getByLabel("On the Active Taxpayers List (filer)?")
            .selectOption("yes");
          await card.getByRole("button", { name: "Save tax profile" }).click();
          await card.getByText("Tax profile saved.").waitFor();
          assert.equal(
            await card.getByLabel("CNIC or NTN").inputValue(),
            "35202-1234567-1",
          );
        },
      );

      let payoutId = 0;
      await t.step(
        "a saved account is picked on /payout and the request carries its details",
        async () => {
          const page = await tabs.open(affiliate.token, "user", "/payout");
          const form = page.getByRole("form", { name: "Payout request" });
          await form.getByLabel("Saved account").selectOption({
            label: "EasyPaisa · Ali Khan · 03111234567",
          });
          assert.equal(
            await form.getByLabel("Payment method").inputValue(),
            "easypaisa",
          );
          assert.equal(
            await form.getByLabel("Phone/Account Number").inputValue(),
            "03111234567",
          );
          await page.getByText(/Tax is withheld when a payout is paid/)
            .waitFor();
          // No product to pick: the setting payoutRequiresProduct is off by default.
          assert.equal(await form.getByLabel("Product").count(), 0);
          await form.getByLabel("Amount ($)").fill("123.45");
          await page.getByRole("button", { name: "Request Payout" }).click();
          await page.getByRole("status").filter({
            hasText: "Payout request submitted.",
          }).first().waitFor();
          const [mine] = await callApi(
            e2e,
            affiliate.token,
            "GET",
            "/api/payouts",
          );
          assert.equal(mine.method, "easypaisa");
          assert.equal(mine.accountNumber, "03111234567");
          assert.equal(mine.amount, 123.45);
          assert.equal(mine.productId, null);
          assert.equal(mine.product, null);
          payoutId = mine.id;
        },
      );

      await t.step(
        "the payout desk names the rate; once paid, the history shows gross, tax and net",
        async () => {
          const desk = await tabs.open(
            adminToken,
            "admin",
            "/admin/payouts/requests",
          );
          await desk.getByTestId("payout-tax-note").filter({
            hasText: "Filer rate · 35202-1234567-1",
          }).waitFor();
          await callApi(
            e2e,
            adminToken,
            "POST",
            `/api/payouts/admin/pay/${payoutId}`,
            { transactionId: "TX-TAX-1" },
          );
          const page = await tabs.open(
            affiliate.token,
            "user",
            "/payout-history",
          );
          const row = page.locator(`#payout-${payoutId}`);
          await row.waitFor();
          const text = await row.textContent() ?? "";
          assert.match(text, /\$123\.45/);
          assert.match(text, /\$14\.81 \(12%\)/);
          assert.match(text, /\$108\.64/);
          for (const header of ["Gross", "Tax", "Net"]) {
            await page.getByRole("columnheader", { name: header, exact: true })
              .first().waitFor();
          }
        },
      );

      await t.step(
        "the admin tax report lists the month's withholding and downloads the CSV",
        async () => {
          const page = await tabs.open(
            adminToken,
            "admin",
            "/admin/payouts/tax",
          );
          await page.getByTestId("tax-total").filter({ hasText: "$14.81" })
            .waitFor();
          const row = page.locator(`#tax-payout-${payoutId}`);
          assert.match(await row.textContent() ?? "", /35202-1234567-1/);
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByRole("button", { name: "Download CSV" }).click(),
          ]);
          const month = karachiDate(new Date()).slice(0, 7);
          assert.equal(
            download.suggestedFilename(),
            `withholding_tax_${month}.csv`,
          );
          const csv = await Deno.readTextFile((await download.path())!);
          assert.match(
            csv,
            /^"Payee name","CNIC\/NTN","Gross \(USD\)","Rate \(%\)","Tax \(USD\)","Date"\r\n/,
          );
          assert.match(
            csv,
            /"Ali Khan","35202-1234567-1","123\.45","12","14\.81"/,
          );
          // An empty month says so.
          await page.goto("/admin/payouts/tax?month=2001-01");
          await page.getByText("No tax was withheld in this month.").waitFor();
        },
      );

      await t.step(
        "the settings page: the ledger currency is locked (money is recorded); a PKR ledger shows rupees on every screen",
        async () => {
          const page = await tabs.open(adminToken, "admin", "/admin/settings");
          const form = page.getByRole("form", { name: "Payout settings form" });
          await form.getByText(
            "Fixed at USD: the ledger has entries. The ledger currency can change only while no money is recorded.",
          ).waitFor();
          assert.equal(
            await form.getByLabel("Ledger currency").isDisabled(),
            true,
          );
          // As an install that chose PKR before its first sale (the API refuses the change now: ledger_currency_test).
          await ctx.sql`UPDATE payout_settings SET currency = 'PKR'`;
          await form.getByLabel("Minimum payout").fill("1500");
          await form.getByRole("button", { name: "Save payout settings" })
            .click();
          await page.getByRole("status").filter({ hasText: "Settings saved." })
            .waitFor();
          await page.goto("/admin/payouts/tax");
          await page.getByTestId("tax-total").filter({ hasText: "Rs 14.81" })
            .waitFor();
          const user = await tabs.open(affiliate.token, "user", "/payout");
          await user.getByTestId("available-balance").filter({
            hasText: "Rs 876.55",
          }).waitFor();
          await user.getByText("Minimum payout: Rs 1,500.00").waitFor();
        },
      );

      await t.step(
        "on a 360 px phone the new screens fit without scrolling sideways",
        async () => {
          const screens: [string, "user" | "admin", string][] = [
            [affiliate.token, "user", "/payout"],
            [affiliate.token, "user", "/payout-history"],
            [affiliate.token, "user", "/my-profile"],
            [adminToken, "admin", "/admin/settings"],
            [adminToken, "admin", "/admin/payouts/tax"],
            [adminToken, "admin", "/admin/payouts/tax-rates"],
          ];
          const overflowing: string[] = [];
          for (const [token, role, path] of screens) {
            const page = await tabs.open(token, role, path, { width: 360 });
            await page.getByRole("heading", { level: 1 }).first().waitFor();
            await page.locator(".card").first().waitFor();
            // A string, evaluated in the page (the test runs under Deno's types, without the DOM's).
            const [scroll, width] = await page.evaluate(
              "[document.documentElement.scrollWidth, window.innerWidth]",
            ) as [number, number];
            if (scroll > width) overflowing.push(`${path}: ${scroll}px`);
          }
          assert.deepEqual(overflowing, []);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
