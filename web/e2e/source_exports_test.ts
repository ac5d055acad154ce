/** Browser test: a Shopify order export imported through its preset, the dry run showing what the real run then does. */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import {
  callApi,
  type E2e,
  E2E_ADMIN,
  setSession,
  startE2e,
} from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";

const EXPORT = new URL(
  "../../adapters/sources/fixtures/shopify_orders_export.csv",
  import.meta.url,
);

async function openAs(e2e: E2e, token: string, path: string): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto("/unauthorized");
  await setSession(page, { token, role: "admin", approved: true });
  await page.goto(path);
  return page;
}

// deno-lint-ignore no-explicit-any
async function call(e2e: E2e, token: string, path: string, body?: any) {
  const res = await fetch(`${e2e.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined
        ? {}
        : { "content-type": "application/json" }),
    },
    body: body instanceof FormData || body === undefined
      ? body
      : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** The report table's rows as the admin reads them. */
async function reportRows(page: Page): Promise<string[]> {
  const rows = await page.getByRole("region", { name: "Rows of the import" })
    .locator("tbody tr").allInnerTexts();
  return rows.map((r) => r.replace(/\s+/g, " ").trim());
}

Deno.test({
  name:
    "a Shopify order export imports through its preset; the dry run shows what the real run then does",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Ali Khan" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const form = new FormData();
      form.set("title", "Lawn Collection");
      form.set("description", "Summer lawn");
      form.set("commissionPercent", "50.00");
      const productId =
        (await call(e2e, adminToken, "/api/products", form)).product.id;
      await call(e2e, adminToken, "/api/admin/affiliate-links/assign", {
        userId: affiliate.id,
        productId,
        customLink: `${e2e.url}/home`,
      });
      await call(e2e, adminToken, "/api/admin/coupons", {
        userId: affiliate.id,
        productId,
        code: "ALI10",
      });
      // A rupee store into a rupee ledger (another currency would convert at an exchange rate: docs/money.md).
      await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
        currency: "PKR",
      });
      const store = await call(e2e, adminToken, "/api/admin/sources", {
        name: "Lahore Lawn (Shopify)",
        kind: "shopify",
        currency: "PKR",
      });
      const admin = await openAs(
        e2e,
        adminToken,
        `/admin/sources/${store.id}/import`,
      );
      let dry: string[] = [];

      await t.step(
        "the export's preset fills the mapping; the dry run shows each row's money",
        async () => {
          await admin.getByLabel("CSV file").setInputFiles({
            name: "orders_export_1.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(await Deno.readFile(EXPORT)),
          });
          const preset = admin.getByLabel("Store export", { exact: true });
          await preset.waitFor();
          // The operator chooses the preset (the header already suggested it): the mapping follows.
          await preset.selectOption("");
          await preset.selectOption("shopify");
          assert.equal(
            await admin.getByLabel("order_id", { exact: true }).inputValue(),
            "Id",
          );
          assert.equal(
            await admin.getByLabel("amount", { exact: true }).inputValue(),
            "Subtotal",
          );
          assert.equal(
            await admin.getByLabel("status", { exact: true }).inputValue(),
            "Financial Status",
          );
          await admin.getByRole("button", { name: "Dry run" }).click();
          await admin.getByText("Dry run: nothing was written").waitFor();
          await admin.getByText("21 rows read. No errors.", { exact: false })
            .waitFor();
          const summary = admin.getByLabel("Summary");
          await summary.getByText("attributed: 9").waitFor();
          await summary.getByText("rejected: 1").waitFor();
          await summary.getByText("unattributed: 1").waitFor();
          dry = await reportRows(admin);
          assert.equal(dry.length, 21);
          const row = (order: string) => {
            const found = dry.find((r) => r.includes(order));
            assert.ok(found, `a row for ${order}`);
            return found;
          };
          // Paid: half of the 1,000.00 subtotal; partially refunded: 1,000.00 less a quarter (550 of 2,200).
          assert.match(row("5871234567890123401"), /Rs\s1,000\.00 Rs\s500\.00/);
          assert.match(row("5871234567890123405"), /Rs\s2,000\.00 Rs\s750\.00/);
          // Cash on delivery, pending: counted, marked pending.
          assert.match(row("5871234567890123403"), /Rs\s500\.00 pending/);
          // Refunded and voided orders credit nothing; the USD order is refused; the test gateway's is skipped.
          assert.doesNotMatch(row("5871234567890123406"), /Rs \d/);
          assert.doesNotMatch(row("5871234567890123407"), /Rs \d/);
          assert.match(row("5871234567890123408"), /USD.*PKR/);
          assert.match(row("5871234567890123409"), /test order/);
          // Line items after an order's first row count once.
          assert.equal(
            dry.filter((r) => /further line item/.test(r)).length,
            7,
          );
          const balance = await call(
            e2e,
            affiliate.token,
            "/api/payouts/balance",
          );
          assert.equal(balance.balance, 0, "the dry run wrote nothing");
        },
      );

      await t.step(
        "the real import does exactly what the dry run showed",
        async () => {
          await admin.getByRole("button", { name: "Import for real" }).click();
          await admin.getByText("21 rows processed.").waitFor();
          assert.deepEqual(await reportRows(admin), dry);
          const balance = await call(
            e2e,
            affiliate.token,
            "/api/payouts/balance",
          );
          // Payable: 500 + 1,500 + 750 + 800 + 250 + 1,250; pending (COD, authorized, partially paid): 2,100.
          assert.equal(balance.balance, 5050);
          assert.equal(balance.pendingApproval, 2100);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
