/** Browser tests of products, links and tracking: admin sets up, the affiliate shares, clicks and sales show everywhere. */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { type E2e, E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { signConversion } from "../../adapters/tracking/conversion_signature.ts";
import { addDays, karachiDate } from "../../domain/shared/karachi_date.ts";

const PNG_1X1 = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (ch) => ch.charCodeAt(0),
);

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

async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.locator("table.table tbody tr");
  const out: string[][] = [];
  for (let i = 0; i < await rows.count(); i++) {
    out.push(
      (await rows.nth(i).locator("td").allTextContents()).map((text) =>
        text.trim()
      ),
    );
  }
  return out;
}

Deno.test({
  name:
    "tracking in the browser: product, link, copy, click, sale, manual stat, stats, report and CSV",
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
      const today = karachiDate(new Date());
      const admin = await openAs(e2e, adminToken, "admin", "/admin/products");
      const user = await openAs(e2e, affiliate.token, "user", "/my-links");

      await t.step("admin creates a product with an image", async () => {
        await admin.getByLabel("Title", { exact: true }).fill(
          "Freelancing Course",
        );
        await admin.getByLabel("Description", { exact: true }).fill(
          "Learn to freelance",
        );
        await admin.getByLabel("Commission (%)").fill("50");
        await admin.getByLabel("Refund policy").selectOption("none");
        await admin.getByLabel("Image (optional)").setInputFiles({
          name: "course.png",
          mimeType: "image/png",
          buffer: Buffer.from(PNG_1X1),
        });
        await admin.getByRole("button", { name: "Add product" }).click();
        await admin.getByText("Product added successfully!").waitFor();
        const card = admin.getByRole("article", { name: "Freelancing Course" });
        await card.waitFor();
        const src = await card.locator("img").getAttribute("src");
        assert.match(src ?? "", /^\/images\/products\/\d+-[0-9a-f]+\.png$/);
        // The image loads after the card shows: wait for it rather than read its size mid-way.
        const img = card.locator("img");
        await img.scrollIntoViewIfNeeded();
        assert.equal(
          await img.evaluate((el) =>
            new Promise<number>((resolve) => {
              const image = el as unknown as {
                complete: boolean;
                naturalWidth: number;
                addEventListener(type: string, fn: () => void): void;
              };
              if (image.complete) resolve(image.naturalWidth);
              image.addEventListener("load", () => resolve(image.naturalWidth));
              image.addEventListener("error", () => resolve(0));
            })
          ),
          1,
        );
      });

      await t.step("admin assigns a link", async () => {
        await admin.goto("/admin/links");
        await admin.getByLabel("User", { exact: true }).selectOption({
          label: `Ali Khan (${affiliate.email})`,
        });
        await admin.getByLabel("Product", { exact: true }).selectOption({
          label: "Freelancing Course",
        });
        await admin.getByLabel("Link", { exact: true }).fill(
          `${e2e.url}/home`,
        );
        await admin.getByRole("button", { name: "Assign link" }).click();
        await admin.getByText("Affiliate link successfully assigned!")
          .waitFor();
        await admin.locator("table.table tbody tr").first().waitFor();
        const rows = await tableRows(admin);
        assert.equal(rows[0][0], affiliate.email);
        assert.equal(rows[0][1], "Freelancing Course");
        assert.equal(rows[0][2], `${e2e.url}/home`);
      });

      let tracked = "";
      let clickId = "";
      await t.step(
        "the affiliate sees it on /my-links, copies it and opens the tracked URL",
        async () => {
          await user.reload();
          const card = user.getByRole("article", {
            name: "Freelancing Course",
          });
          await card.waitFor();
          tracked = (await card.getByRole("link").getAttribute("href"))!;
          assert.match(tracked, new RegExp(`^${e2e.url}/go/[A-Za-z0-9]+$`));
          assert.equal(
            await card.getByRole("link").getAttribute("target"),
            "_blank",
          );
          await card.getByRole("button", { name: "Copy" }).click();
          await card.getByRole("button", { name: "Copied!" }).waitFor();
          assert.equal(
            await user.evaluate(() =>
              (globalThis as unknown as {
                navigator: { clipboard: { readText(): Promise<string> } };
              }).navigator.clipboard.readText()
            ),
            tracked,
          );
          await card.getByRole("button", { name: "Copy" }).waitFor({
            timeout: 4000,
          });
          const visitor = await openAs(
            e2e,
            affiliate.token,
            "user",
            "/unauthorized",
          );
          await visitor.goto(tracked);
          const landed = new URL(visitor.url());
          assert.equal(
            landed.origin + landed.pathname,
            `${e2e.url}/home`,
          );
          clickId = landed.searchParams.get("click_id")!;
          assert.match(clickId, /^[0-9a-f]{48}$/);
          await e2e.app.services.tracking.buffer.flush();
        },
      );

      await t.step(
        "a signed sale postback counts as a sale with earnings",
        async () => {
          const body = JSON.stringify({
            clickId,
            orderId: "e2e-order-1",
            amount: 40,
            status: "sale",
          });
          const signature = await signConversion(
            ctx.secrets.conversionsSecret,
            body,
            Math.floor(Date.now() / 1000),
          );
          const res = await fetch(`${e2e.url}/api/conversions`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "kamai-signature": signature,
            },
            body,
          });
          assert.equal(res.status, 201);
          assert.equal((await res.json()).earnings, 20);
        },
      );

      await t.step(
        "the click and sale show on /dashboard and /stats",
        async () => {
          await user.goto("/dashboard");
          const card = user.getByRole("article", {
            name: "Freelancing Course",
          });
          await card.getByText("Clicks: 1").waitFor();
          await card.getByText("Sales: 1").waitFor();
          await card.getByText("Earnings: $20.00").waitFor();
          await user.goto("/stats");
          await user.getByRole("region", { name: "Earnings" }).getByText(
            "$20.00",
          ).waitFor();
          assert.equal(
            await user.getByRole("region", { name: "Clicks" }).locator(
              ".stat-card-value",
            ).textContent(),
            "1",
          );
          await user.locator("figcaption", { hasText: "This Month" }).waitFor();
          assert.equal(
            await user.locator('[data-testid="bar-clicks"]').getAttribute(
              "fill",
            ),
            "#2563eb",
          );
          // Each figure has its own scale: 1 click beside $20 still draws a visible bar, with its value above it.
          assert.ok(
            Number(
              await user.locator('[data-testid="bar-clicks"]').getAttribute(
                "height",
              ),
            ) > 20,
          );
          assert.equal(
            await user.locator('[data-testid="value-earnings"]').textContent(),
            "$20.00",
          );
          await user.getByLabel("Period").selectOption("Custom Range");
          // Waits for the range form's render (isDisabled reads at once, and a loaded machine renders late).
          await user.locator("button:disabled", { hasText: "Apply" }).waitFor();
          await user.getByLabel("From", { exact: true }).fill(today);
          await user.getByLabel("To", { exact: true }).fill(today);
          assert.equal(
            await user.getByLabel("To", { exact: true }).getAttribute("min"),
            today,
          );
          await user.getByRole("button", { name: "Apply" }).click();
          // The value itself: the region also holds a "Group by" list whose options name sub-ids 1 to 5.
          await user.getByRole("region", { name: "Sales" }).locator(
            ".stat-card-value",
            { hasText: /^1$/ },
          ).waitFor();
        },
      );

      await t.step(
        "admin adds a manual stat; it shows in /admin/stats",
        async () => {
          await admin.goto("/admin/add-stat");
          await admin.getByLabel("User", { exact: true }).selectOption({
            label: `Ali Khan (${affiliate.email})`,
          });
          await admin.getByLabel("Product", { exact: true }).selectOption({
            label: "Freelancing Course",
          });
          await admin.getByLabel("Date", { exact: true }).fill(today);
          await admin.getByLabel("Clicks", { exact: true }).fill("5");
          await admin.getByLabel("Earnings ($)").fill("7.50");
          await admin.getByLabel("Reason").fill("Store report sent by email");
          await admin.getByRole("button", { name: "Save stat" }).click();
          await admin.getByText("Stat record saved successfully!").waitFor();
          await admin.goto("/admin/stats");
          await admin.locator("table.table tbody tr").first().waitFor();
          const rows = await tableRows(admin);
          assert.deepEqual(rows[0], [
            today,
            "Ali Khan",
            "Freelancing Course",
            "6",
            "1",
            "$27.50",
          ]);
        },
      );

      await t.step(
        "the report shows it and the CSV matches the table",
        async () => {
          await user.goto("/reports");
          await user.locator("table.table tbody tr").first().waitFor();
          const rows = await tableRows(user);
          assert.deepEqual(rows, [[
            today,
            "6",
            "1",
            "$27.50",
            "$0.00",
            "$27.50",
          ]]);
          const [download] = await Promise.all([
            user.waitForEvent("download"),
            user.getByRole("button", { name: "Export CSV" }).click(),
          ]);
          const path = await download.path();
          const csv = await Deno.readTextFile(path!);
          assert.equal(
            csv,
            '"Date","Clicks","Sales","Earnings","Payouts","Balance","CurrentBalance"\r\n' +
              `"${today}","6","1","27.50","0.00","27.50","27.50"\r\n`,
          );
          assert.match(
            download.suggestedFilename(),
            /^kamai_report_\d{4}-\d{2}-\d{2}\.csv$/,
          );
        },
      );

      await t.step(
        "the report's page is in the URL: a reload or a shared link opens the same page",
        async () => {
          const products = await (await fetch(`${e2e.url}/api/products`, {
            headers: { authorization: `Bearer ${adminToken}` },
          })).json() as { id: number; title: string }[];
          const product = products.find((p) =>
            p.title === "Freelancing Course"
          )!;
          // Eleven more days with a stat: twelve rows, two pages of ten.
          for (let i = 1; i <= 11; i++) {
            const res = await fetch(`${e2e.url}/api/stats`, {
              method: "POST",
              headers: {
                authorization: `Bearer ${adminToken}`,
                "content-type": "application/json",
              },
              body: JSON.stringify({
                userId: affiliate.id,
                productId: product.id,
                date: addDays(today, -i),
                clicks: 1,
                sales: 0,
                earnings: 0,
              }),
            });
            assert.equal(res.status, 201, await res.text());
          }
          await user.goto("/reports?preset=last30");
          await user.getByText("Page 1 of 2").waitFor();
          await user.getByRole("button", { name: "Next page" }).click();
          await user.getByText("Page 2 of 2").waitFor();
          assert.equal(new URL(user.url()).searchParams.get("page"), "2");
          assert.equal((await tableRows(user)).length, 2);
          await user.reload();
          await user.getByText("Page 2 of 2").waitFor();
          assert.deepEqual((await tableRows(user)).map((r) => r[0]), [
            addDays(today, -10),
            addDays(today, -11),
          ]);
          await user.getByRole("button", { name: "Page 1", exact: true })
            .click();
          await user.getByText("Page 1 of 2").waitFor();
          assert.equal(new URL(user.url()).searchParams.get("page"), null);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
