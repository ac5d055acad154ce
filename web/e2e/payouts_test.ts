/**
 * Browser tests of the payout screens: request, admin desk (pay, reject, focus), history, invoice and CSV, with the
 * spec's rules as they stand when the operator turns on "payout requests need a product" (payoutRequiresProduct;
 * the product-less default is web/e2e/withdraw_form_test.ts's).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  setSession,
  startE2e,
} from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";

/** An approved affiliate with $100 available and $25 on hold for 30 days, one product, and the admin. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const affiliate = await createUser(ctx, { name: "Ali Khan" });
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Freelancing Course', 'Learn', 5000) RETURNING id`;
  const today = karachiDate(new Date());
  const ledger = createPostgresLedgerRepository(ctx.sql);
  const earning = {
    userId: affiliate.id,
    productId: product.id,
    kind: "earning" as const,
    sourceType: "sale" as const,
  };
  await ledger.append({
    ...earning,
    amount: money(10_000),
    availableOn: today,
    sourceId: 1,
  });
  await ledger.append({
    ...earning,
    amount: money(2_500),
    availableOn: addDays(today, 30),
    sourceId: 2,
  });
  // The spec's form: amount and product required ("All fields are required").
  await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
    payoutRequiresProduct: true,
  });
  return { affiliate, adminToken, productId: product.id as number, today };
}

async function openAs(
  e2e: E2e,
  token: string,
  role: "user" | "admin",
  path: string,
): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto("/unauthorized");
  await setSession(page, { token, role, approved: true });
  await page.goto(path);
  return page;
}

async function submitAndExpect(page: Page, message: string) {
  await page.getByRole("button", { name: "Request Payout" }).click();
  await page.getByRole("alert").filter({ hasText: message }).first().waitFor();
}

Deno.test({
  name:
    "payouts in the browser: request, pay with invoice, reject with reason, history CSV",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const { affiliate, adminToken, today } = await seed(e2e);
      const user = await openAs(e2e, affiliate.token, "user", "/payout");
      const form = user.getByRole("form", { name: "Payout request" });

      await t.step(
        "the payout page shows the available balance and the earnings on hold with their date",
        async () => {
          await user.getByTestId("available-balance").filter({
            hasText: "$100.00",
          }).waitFor();
          assert.equal(
            await user.getByTestId("on-hold-total").textContent(),
            "$25.00",
          );
          assert.match(
            await user.getByTestId("on-hold-list").textContent() ?? "",
            /\$25\.00 payable from/,
          );
          await user.getByText("No payout history found").waitFor();
        },
      );

      await t.step(
        "every method's validation messages show in the form, and values are kept",
        async () => {
          await submitAndExpect(user, "All fields are required");
          await form.getByLabel("Product").selectOption({
            label: "Freelancing Course",
          });
          await form.getByLabel("Amount ($)").fill("150");
          await submitAndExpect(
            user,
            "Insufficient balance. Available: 100.00",
          );
          await form.getByLabel("Amount ($)").fill("40");
          await submitAndExpect(
            user,
            "Please add Account Name for JazzCash/EasyPaisa.",
          );
          await form.getByLabel("Account Name").fill("Ali Khan");
          await submitAndExpect(user, "Please add your phone/account number.");
          for (const method of ["EasyPaisa", "NayaPay", "SadaPay"]) {
            await form.getByLabel("Payment method").selectOption({
              label: method,
            });
            await submitAndExpect(
              user,
              "Please add your phone/account number.",
            );
          }
          await form.getByLabel("Phone/Account Number").fill("12345");
          await submitAndExpect(
            user,
            "Please enter a valid Pakistani mobile number, e.g. 03001234567.",
          );
          await form.getByLabel("Payment method").selectOption({
            label: "Bank Transfer",
          });
          await submitAndExpect(
            user,
            "Bank Transfer needs Account Name, Bank Name and Account/IBAN.",
          );
          await form.getByLabel("Bank Name").fill("HBL");
          await form.getByLabel("Account Number / IBAN").fill(
            "PK00SCBL0000001123456702",
          );
          await submitAndExpect(user, "Please enter a valid Pakistani IBAN");
          await form.getByLabel("Payment method").selectOption({
            label: "Other",
          });
          await form.getByLabel("Account Name").fill("");
          await submitAndExpect(
            user,
            "Please add Account Name for Other method.",
          );
          await form.getByLabel("Account Name").fill("Ali Khan");
          await submitAndExpect(
            user,
            "Please add Account Label and Account Number/ID.",
          );
          // The form kept what was typed through every error.
          assert.equal(await form.getByLabel("Amount ($)").inputValue(), "40");
          assert.equal(await user.locator("table").count(), 0);
        },
      );

      let paidId = 0;
      await t.step(
        "a JazzCash request is accepted, reserved and shown as pending",
        async () => {
          await form.getByLabel("Payment method").selectOption({
            label: "JazzCash",
          });
          await form.getByLabel("Phone/Account Number").fill("0300-1234567");
          // The first answer is lost on the way back: the server made the
          // payout, the browser saw a network error. The retry of the same
          // values carries the same Idempotency-Key, so it counts once.
          const keys: (string | undefined)[] = [];
          await user.route("**/api/payouts", async (route) => {
            if (route.request().method() !== "POST") return route.fallback();
            keys.push(route.request().headers()["idempotency-key"]);
            if (keys.length === 1) {
              await route.fetch();
              return route.abort("connectionreset");
            }
            return route.fallback();
          });
          await user.getByRole("button", { name: "Request Payout" }).click();
          await user.getByText("Request failed").waitFor();
          await user.getByRole("button", { name: "Request Payout" }).click();
          await user.getByText("Payout request submitted.").waitFor();
          await user.unroute("**/api/payouts");
          assert.equal(keys.length, 2);
          assert.ok(keys[0]);
          assert.equal(keys[1], keys[0]);
          await user.getByTestId("available-balance").filter({
            hasText: "$60.00",
          }).waitFor();
          assert.equal(await user.locator("tbody tr").count(), 1);
          const row = user.locator("tbody tr").first();
          assert.match(await row.textContent() ?? "", /Pending/);
          paidId = Number(
            (await row.getAttribute("id"))?.replace("payout-", ""),
          );
          assert.ok(paidId > 0);
        },
      );

      const admin = await openAs(
        e2e,
        adminToken,
        "admin",
        "/admin/payouts/requests",
      );
      await t.step(
        "the admin badge counts it; ?focus highlights its row; Mark Paid with a transaction id",
        async () => {
          const link = admin.getByRole("link", { name: /Payout Requests/ });
          await link.locator(".count-bubble", { hasText: "1" }).waitFor();
          await admin.goto(`/admin/payouts/requests?focus=${paidId}`);
          await admin.locator(`#payout-${paidId}.payout-row-focus`).waitFor();
          assert.match(
            await admin.locator(`#payout-${paidId}`).textContent() ?? "",
            /Ali Khan.*Freelancing Course.*\$40\.00.*JazzCash.*03001234567/,
          );
          // At 1280 px the table wraps inside its card (no sideways scroll hiding the account details), and the
          // green sidebar runs to the bottom of the page (a short window makes the page longer than the screen).
          await admin.setViewportSize({ width: 1280, height: 300 });
          const layout = await admin.evaluate(() => {
            // deno-lint-ignore no-explicit-any
            const w = globalThis as any;
            const wrap = w.document.querySelector(
              ".payout-requests .table-wrap",
            );
            const nav = w.document.querySelector(".app-nav");
            return {
              overflow: wrap.scrollWidth - wrap.clientWidth,
              navBottom: nav.getBoundingClientRect().bottom + w.scrollY,
              pageBottom: w.document.documentElement.scrollHeight,
            };
          });
          await admin.setViewportSize({ width: 1280, height: 900 });
          assert.equal(layout.overflow, 0);
          assert.ok(layout.pageBottom > 300, JSON.stringify(layout));
          assert.ok(
            layout.pageBottom - layout.navBottom < 1,
            JSON.stringify(layout),
          );
          // An empty Transaction ID cancels.
          await admin.getByRole("button", { name: "Mark Paid" }).click();
          await admin.getByRole("dialog").getByRole("button", { name: "OK" })
            .click();
          assert.equal(
            await admin.getByText("Payout marked as paid!").count(),
            0,
          );
          await admin.getByRole("button", { name: "Mark Paid" }).click();
          await admin.getByRole("dialog").getByRole("textbox").fill("JC-7788");
          await admin.getByRole("dialog").getByRole("button", { name: "OK" })
            .click();
          await admin.getByText("Payout marked as paid!").waitFor();
          await admin.getByText("No pending payout requests.").waitFor();
          // The nav's badge follows the payment without a reload.
          await link.locator(".count-bubble").waitFor({ state: "detached" });
        },
      );

      await t.step(
        "the affiliate sees it paid with the invoice and a lower balance",
        async () => {
          await user.goto("/payout-history");
          const row = user.locator(`#payout-${paidId}`);
          await row.getByText("Paid").waitFor();
          assert.match(await row.textContent() ?? "", /JC-7788/);
          await row.getByRole("link", { name: "View invoice" }).click();
          const invoice = user.frameLocator("iframe.invoice-frame");
          await invoice.getByText("Kamai payout invoice").waitFor();
          assert.match(
            await invoice.locator("body").textContent() ?? "",
            /JC-7788[\s\S]*Amount paid: \$40\.00/,
          );
          await user.goto("/payout");
          await user.getByTestId("available-balance").filter({
            hasText: "$60.00",
          }).waitFor();
          assert.equal(
            await user.getByTestId("total-paid").textContent(),
            "$40.00",
          );
        },
      );

      await t.step(
        "another request is rejected with a reason and the balance comes back",
        async () => {
          await form.getByLabel("Product").selectOption({
            label: "Freelancing Course",
          });
          await form.getByLabel("Amount ($)").fill("20");
          await form.getByLabel("Account Name").fill("Ali Khan");
          await form.getByLabel("Phone/Account Number").fill("03001234567");
          await user.getByRole("button", { name: "Request Payout" }).click();
          await user.getByTestId("available-balance").filter({
            hasText: "$40.00",
          }).waitFor();

          await admin.goto("/admin/payouts/requests");
          await admin.getByRole("button", { name: "Reject" }).click();
          await admin.getByRole("dialog").getByRole("textbox").fill(
            "Wrong account number",
          );
          await admin.getByRole("dialog").getByRole("button", { name: "OK" })
            .click();
          await admin.getByText("Payout rejected successfully.").waitFor();

          await user.reload();
          await user.getByTestId("available-balance").filter({
            hasText: "$60.00",
          }).waitFor();
          await user.getByText("Reason: Wrong account number").waitFor();
          assert.equal(
            await user.getByText("Rejected", { exact: true }).count(),
            1,
          );
        },
      );

      await t.step(
        "admin history: server-side filter, CSV download with the right rows, empty states",
        async () => {
          await admin.goto("/admin/payouts/history");
          await admin.locator("tbody tr").nth(1).waitFor();
          assert.equal(await admin.locator("tbody tr").count(), 2);
          for (
            const header of [
              "Date",
              "User",
              "Product",
              "Amount",
              "Method",
              "Account",
              "Status",
              "Reason",
              "Transaction ID",
            ]
          ) {
            await admin.getByRole("columnheader", { name: header, exact: true })
              .waitFor();
          }
          const [download] = await Promise.all([
            admin.waitForEvent("download"),
            admin.getByRole("button", { name: "Download CSV" }).click(),
          ]);
          assert.equal(
            download.suggestedFilename(),
            `payouts_history_${today}.csv`,
          );
          const csv = await Deno.readTextFile((await download.path())!);
          const lines = csv.trimEnd().split("\r\n");
          assert.equal(lines.length, 3);
          assert.match(
            lines[0],
            /^"Date","User","Product","Amount \(USD\)","Payment Method"/,
          );
          assert.ok(
            lines.some((l) =>
              /"Ali Khan","Freelancing Course","40\.00","JazzCash".*"paid","-","JC-7788"$/
                .test(l)
            ),
            csv,
          );
          assert.ok(
            lines.some((l) =>
              /"20\.00".*"rejected","Wrong account number","-"$/.test(l)
            ),
            csv,
          );

          await admin.getByLabel("Status").selectOption({ label: "Paid" });
          await admin.waitForURL(/status=paid/);
          await admin.locator("tbody tr").first().getByText("Paid").waitFor();
          assert.equal(await admin.locator("tbody tr").count(), 1);
          const [paidOnly] = await Promise.all([
            admin.waitForEvent("download"),
            admin.getByRole("button", { name: "Export as CSV" }).click(),
          ]);
          const paidCsv = await Deno.readTextFile((await paidOnly.path())!);
          assert.equal(paidCsv.trimEnd().split("\r\n").length, 2);

          await admin.getByLabel("Status").selectOption({ label: "Pending" });
          await admin.getByText("No payouts found.").waitFor();
          await admin.getByRole("button", { name: "Download CSV" }).click();
          await admin.getByText("No data to export").waitFor();
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
