/** Browser tests of sales sources: a Shopify webhook, a WooCommerce coupon sale and a CSV import, each seen attributed. */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { type E2e, E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";

const FIXTURES = new URL("../../adapters/sources/fixtures/", import.meta.url);
const SHOPIFY_KEY = "shpss_e2e_signing_key_0123456789abcdef";
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function openAs(
  e2e: E2e,
  token: string,
  role: "user" | "admin",
  path: string,
): Promise<Page> {
  const { page, context } = await e2e.newPage();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: e2e.url,
  });
  await page.goto("/unauthorized");
  await setSession(page, { token, role, approved: true });
  await page.goto(path);
  return page;
}

// deno-lint-ignore no-explicit-any
async function api(e2e: E2e, token: string, path: string, body: any) {
  const res = await fetch(`${e2e.url}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData
        ? {}
        : { "content-type": "application/json" }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** Base64 HMAC-SHA256 of `body` with `secret`, as Shopify and WooCommerce sign their webhooks. */
async function hmacBase64(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(body),
  );
  return Buffer.from(new Uint8Array(mac)).toString("base64");
}

async function fixture(name: string): Promise<string> {
  return await Deno.readTextFile(new URL(name, FIXTURES));
}

async function clipboard(page: Page): Promise<string> {
  return await page.evaluate(() =>
    (globalThis as unknown as {
      navigator: { clipboard: { readText(): Promise<string> } };
    }).navigator.clipboard.readText()
  );
}

Deno.test({
  name:
    "sales sources in the browser: Shopify webhook, WooCommerce coupon, CSV import",
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
      form.set("title", "Freelancing Course");
      form.set("description", "Learn to freelance");
      form.set("commissionPercent", "50.00");
      const productId =
        (await api(e2e, adminToken, "/api/products", form)).product.id;
      const assigned = await api(
        e2e,
        adminToken,
        "/api/admin/affiliate-links/assign",
        { userId: affiliate.id, productId, customLink: `${e2e.url}/home` },
      );
      const tracked: string = assigned.link.trackedLink;
      const go = await fetch(tracked, {
        redirect: "manual",
        headers: { "user-agent": CHROME_UA },
      });
      await go.body?.cancel();
      const clickId = new URL(go.headers.get("location")!, e2e.url)
        .searchParams.get("click_id")!;
      assert.match(clickId, /^[0-9a-f]{48}$/);
      await e2e.app.services.tracking.buffer.flush();

      const admin = await openAs(e2e, adminToken, "admin", "/admin/sources");
      const user = await openAs(e2e, affiliate.token, "user", "/dashboard");
      const product = () =>
        user.getByRole("article", { name: "Freelancing Course" });

      let shopifyUrl = "";
      await t.step(
        "admin creates a Shopify source and copies its endpoint URL",
        async () => {
          await admin.getByRole("button", { name: "Add a source" }).click();
          const create = admin.getByRole("form", { name: "Create a source" });
          await create.getByLabel("Name", { exact: true }).fill("My Shopify");
          await create.getByLabel("Kind", { exact: true }).selectOption(
            "shopify",
          );
          await create.getByLabel("Currency", { exact: true }).fill("USD");
          await create.getByLabel("Signing key", { exact: true }).fill(
            SHOPIFY_KEY,
          );
          await create.getByRole("button", { name: "Create source" }).click();
          await admin.getByText("Source “My Shopify” created.", {
            exact: false,
          }).waitFor();
          const card = admin.getByRole("article", { name: "My Shopify" });
          shopifyUrl = (await card.getByLabel("My Shopify URL", {
            exact: true,
          }).textContent())!.trim();
          assert.match(
            shopifyUrl,
            new RegExp(`^${e2e.url}/api/webhooks/[0-9a-f]{64}$`),
          );
          await card.getByRole("button", { name: "Copy My Shopify URL" })
            .click();
          await card.getByRole("button", { name: "Copied My Shopify URL" })
            .waitFor();
          assert.equal(await clipboard(admin), shopifyUrl);
          await card.getByRole("button", { name: "Reveal My Shopify secret" })
            .click();
          await card.getByText(SHOPIFY_KEY).waitFor();
        },
      );

      await t.step(
        "a signed Shopify orders/create counts as the affiliate's sale",
        async () => {
          const order = JSON.parse(await fixture("shopify_orders_create.json"));
          // The fixture's ids exceed 2^53: the text keeps them, only the attribution fields change.
          let body = await fixture("shopify_orders_create.json");
          body = body
            .replace(
              JSON.stringify(order.landing_site),
              JSON.stringify(`/products/ipod-nano?click_id=${clickId}`),
            )
            .replace(
              '"financial_status": "pending"',
              '"financial_status": "paid"',
            );
          assert.ok(body.includes(clickId));
          const res = await fetch(shopifyUrl, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-shopify-topic": "orders/create",
              "x-shopify-hmac-sha256": await hmacBase64(SHOPIFY_KEY, body),
              "x-shopify-webhook-id": crypto.randomUUID(),
              "x-shopify-event-id": crypto.randomUUID(),
            },
            body,
          });
          const answer = await res.text();
          assert.equal(res.status, 200, answer);
          await user.reload();
          await product().getByText("Sales: 1").waitFor();
          // 50% of the order's subtotal_price, 388.00.
          await product().getByText("Earnings: $194.00").waitFor();
        },
      );

      await t.step(
        "Shopify's test notification says the connection works; the events page pages and filters by outcome from the keyboard",
        async () => {
          const post = async (topic: string, body: string) => {
            const res = await fetch(shopifyUrl, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "x-shopify-topic": topic,
                "x-shopify-hmac-sha256": await hmacBase64(SHOPIFY_KEY, body),
                "x-shopify-webhook-id": crypto.randomUUID(),
              },
              body,
            });
            const answer = await res.json();
            assert.equal(res.status, 200, JSON.stringify(answer));
            return answer.outcome as string;
          };
          // "Send test notification" delivers Shopify's published sample, test: true.
          assert.equal(
            await post(
              "orders/create",
              await fixture("shopify_test_notification.json"),
            ),
            "test",
          );
          await admin.goto("/admin/sources");
          const card = admin.getByRole("article", { name: "My Shopify" });
          await card.getByText("Connect your store").click();
          await card.getByText("Connection works.").waitFor();

          // 11 more deliveries: the test order and the sale fall to page 2 (10 rows a page, newest first).
          for (let i = 0; i < 11; i++) {
            await post("products/update", `{"id": ${632910392 + i}}`);
          }
          // The endpoint address carries a token, not the id: the card's Events link names the source's page.
          const eventsHref = await card.getByRole("link", {
            name: "Events",
            exact: true,
          }).getAttribute("href");
          assert.match(eventsHref ?? "", /^\/admin\/sources\/\d+$/);
          await admin.goto(eventsHref!);
          const table = admin.locator(".source-events");
          await table.getByText("Page 1 of 2").waitFor();
          assert.equal(await table.locator("tbody tr").count(), 10);
          await admin.getByRole("button", { name: "Next page" }).focus();
          await admin.keyboard.press("Enter");
          await admin.waitForURL(/[?&]page=2/);
          await table.getByText("Page 2 of 2").waitFor();
          const testRow = table.locator("tbody tr", {
            has: admin.getByText("test", { exact: true }),
          });
          await testRow.getByText(
            "Test order: the connection works; test orders never earn.",
          ).waitFor();

          const filter = admin.getByLabel("Outcome", { exact: true });
          await filter.focus();
          await filter.selectOption("test");
          await admin.waitForURL((url) =>
            url.searchParams.get("outcome") === "test" &&
            !url.searchParams.has("page")
          );
          await table.locator("tbody tr", {
            has: admin.getByText("test", { exact: true }),
          }).waitFor();
          // Page 2 already showed the test row beside others: wait for the filtered list to replace it.
          await table.locator("tbody tr").nth(1).waitFor({ state: "detached" });
          assert.equal(await table.locator("tbody tr").count(), 1);
          assert.equal(await table.locator(".pagination").count(), 0);
          assert.deepEqual(
            await filter.locator("option").allTextContents(),
            [
              "All outcomes",
              "attributed",
              "unattributed",
              "duplicate",
              "ignored",
              "rejected",
              "waiting",
              "test",
            ],
          );
        },
      );

      await t.step(
        "a WooCommerce order with the affiliate's coupon shows attributed",
        async () => {
          await admin.goto("/admin/coupons");
          const give = admin.getByRole("form", { name: "Give a coupon code" });
          await give.getByLabel("User", { exact: true }).selectOption({
            label: `Ali Khan (${affiliate.email})`,
          });
          await give.getByLabel("Product", { exact: true }).selectOption({
            label: "Freelancing Course",
          });
          await give.getByLabel("Coupon code", { exact: true }).fill("ALI10");
          await give.getByRole("button", { name: "Give code" }).click();
          await admin.getByText("Coupon code ALI10 given.").waitFor();

          const woo = await api(e2e, adminToken, "/api/admin/sources", {
            name: "My Woo",
            kind: "woocommerce",
            currency: "USD",
          });
          const order = JSON.parse(await fixture("woocommerce_order.json"));
          order.status = "processing";
          order.payment_method = "stripe";
          order.payment_method_title = "Credit card";
          // Only the coupon attributes it: no click id in the order's meta data.
          order.meta_data = [];
          order.coupon_lines[0].code = "ali10";
          const body = JSON.stringify(order);
          const res = await fetch(woo.endpointUrl, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-wc-webhook-topic": "order.created",
              "x-wc-webhook-signature": await hmacBase64(woo.secret, body),
            },
            body,
          });
          const answer = await res.text();
          assert.equal(res.status, 200, answer);
          await admin.goto(`/admin/sources/${woo.id}`);
          const row = admin.locator("table tbody tr").first();
          await row.getByText("attributed", { exact: true }).waitFor();
          // The events list names the attributed affiliate (by email) and the product.
          await row.getByText(`${affiliate.email} · Freelancing Course`, {
            exact: true,
          }).waitFor();
        },
      );

      await t.step(
        "a CSV import into a postback source: map, dry run, import",
        async () => {
          const postback = await api(e2e, adminToken, "/api/admin/sources", {
            name: "My Network",
            kind: "postback",
            currency: "USD",
          });
          await admin.goto(`/admin/sources/${postback.id}/import`);
          await admin.getByLabel("CSV file").setInputFiles({
            name: "report.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(
              "order,amount,status,click\n" +
                `net-1,100.00,approved,${clickId}\n` +
                `net-2,60.00,approved,${clickId}\n`,
            ),
          });
          for (
            const [field, column] of [
              ["order_id", "order"],
              ["amount", "amount"],
              ["status", "status"],
              ["click_id", "click"],
            ]
          ) {
            await admin.getByLabel(field, { exact: true }).selectOption(column);
          }
          await admin.getByRole("button", { name: "Dry run" }).click();
          await admin.getByText("Dry run: nothing was written").waitFor();
          await admin.getByText("2 rows read. No errors.", { exact: false })
            .waitFor();
          await admin.getByLabel("Summary").getByText("attributed: 2")
            .waitFor();
          await admin.getByRole("button", { name: "Import for real" }).click();
          await admin.getByText("2 rows processed.").waitFor();
          await admin.getByLabel("Summary").getByText("attributed: 2")
            .waitFor();
          await user.reload();
          // The Shopify sale, the WooCommerce sale and the two imported rows.
          await product().getByText("Sales: 4").waitFor();
          await product().getByText("Earnings: $282.00").waitFor();
        },
      );

      await t.step(
        "a large CSV runs as a background job: its progress, then its report",
        async () => {
          const big = await api(e2e, adminToken, "/api/admin/sources", {
            name: "Big Network",
            kind: "postback",
            currency: "USD",
          });
          await admin.goto(`/admin/sources/${big.id}/import`);
          // Over 5,000 lines: two sales and rows in error (cheap to apply), so the server queues it as a job.
          const rows = [
            "order,amount,status,click",
            `big-1,10.00,approved,${clickId}`,
            `big-2,10.00,approved,${clickId}`,
            ...Array.from(
              { length: 5_100 },
              (_, i) => `bad-${i},abc,approved,`,
            ),
          ];
          await admin.getByLabel("CSV file").setInputFiles({
            name: "big.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(rows.join("\n") + "\n"),
          });
          for (
            const [field, column] of [
              ["order_id", "order"],
              ["amount", "amount"],
              ["status", "status"],
              ["click_id", "click"],
            ]
          ) {
            await admin.getByLabel(field, { exact: true }).selectOption(column);
          }
          await admin.getByRole("button", { name: "Dry run" }).click();
          await admin.getByText("the server imports it in the background", {
            exact: false,
          }).waitFor();
          await admin.getByText("Dry run: nothing was written").waitFor({
            timeout: 120_000,
          });
          await admin.getByText("5102 rows read.", { exact: false }).waitFor();
          await admin.getByLabel("Summary").getByText("error: 5100").waitFor();
          await admin.getByRole("button", { name: "Import for real" }).click();
          await admin.getByText("Imported").waitFor({ timeout: 120_000 });
          await admin.getByLabel("Summary").getByText("attributed: 2")
            .waitFor();
          await admin.getByLabel("Summary").getByText("error: 5100").waitFor();
        },
      );

      await t.step(
        "the api source's events: no sideways scroll at 1280 px, cards on a 360 px phone",
        async () => {
          const { signConversion } = await import(
            "../../adapters/tracking/conversion_signature.ts"
          );
          const send = async (body: unknown, secret?: string) => {
            const raw = JSON.stringify(body);
            const res = await fetch(`${e2e.url}/api/conversions`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "kamai-signature": await signConversion(
                  secret ?? ctx.secrets.conversionsSecret,
                  raw,
                  Math.floor(Date.now() / 1000),
                ),
              },
              body: raw,
            });
            await res.body?.cancel();
            return res.status;
          };
          const longOrder = "ORDER-2026-11-24-" + "0123456789".repeat(6);
          assert.equal(
            await send({
              linkCode: new URL(tracked).pathname.split("/").pop(),
              orderId: longOrder,
              amount: "12500.00",
              status: "sale",
            }),
            201,
          );
          assert.equal(
            await send({ orderId: "x", status: "sale" }, "wrong-secret"),
            401,
          );
          assert.equal(
            await send({
              linkCode: "nosuchcode",
              orderId: "8".repeat(40),
              amount: 1,
              status: "sale",
            }),
            404,
          );
          for (const width of [1280, 360]) {
            const { page } = await e2e.newPage({ width });
            await page.goto("/unauthorized");
            await setSession(page, {
              token: adminToken,
              role: "admin",
              approved: true,
            });
            await page.goto("/admin/sources/1");
            const rows = page.locator("table tbody tr");
            await rows.first().getByText("rejected", { exact: true }).waitFor();
            assert.equal(await rows.count(), 3);
            await page.getByText("Invalid or missing Kamai-Signature.")
              .waitFor();
            await page.getByText(`${affiliate.email} · Freelancing Course`)
              .waitFor();
            // Measured in the page (a string, so this file needs no DOM types).
            const widths = await page.evaluate(`(() => {
              const wrap = document.querySelector(".table-wrap");
              return {
                page: document.documentElement.scrollWidth,
                viewport: innerWidth,
                table: wrap.scrollWidth,
                box: wrap.clientWidth,
              };
            })()`) as Record<string, number>;
            assert.ok(
              widths.page <= widths.viewport,
              `${width}: ${JSON.stringify(widths)}`,
            );
            assert.ok(
              widths.table <= widths.box,
              `${width}: ${JSON.stringify(widths)}`,
            );
          }
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
