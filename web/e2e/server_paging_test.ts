/** Browser test: the admin users, audit-log, payout-history, link and stats tables page on the server, 10 rows at a time. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { loginAs } from "../../adapters/http/test_users.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

/** The list calls (path + query) the page makes while `work` runs. */
async function listCalls(
  page: Page,
  prefix: string,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const calls: string[] = [];
  const listener = (r: { url(): string }) => {
    const url = new URL(r.url());
    if (url.pathname === prefix) calls.push(`${url.pathname}${url.search}`);
  };
  page.on("request", listener);
  try {
    await work();
  } finally {
    page.off("request", listener);
  }
  return calls;
}

Deno.test({
  name:
    "admin tables page on the server: users (search, sort), audit logs, payout history, links, stats",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const sql = e2e.app.infra.sql;
      // 24 affiliates + the admin = 25 users; 23 audit rows; 12 payouts.
      await sql`
        INSERT INTO users (name, email, password_hash, role, is_verified, is_approved, created_at)
        SELECT 'Pager ' || lpad(g::text, 2, '0'), 'pager' || g || '@kamai.test', 'x', 'user', true, true,
               now() - g * interval '1 minute'
        FROM generate_series(1, 24) g`;
      const [admin] = await sql`SELECT id FROM users WHERE role = 'admin'`;
      await sql`
        INSERT INTO audit_logs (admin_id, action, details, created_at)
        SELECT ${admin.id}, 'Update Product', 'paging ' || g, now() - g * interval '1 minute'
        FROM generate_series(1, 23) g`;
      const [someone] =
        await sql`SELECT id FROM users WHERE email = 'pager1@kamai.test'`;
      await sql`
        INSERT INTO payouts (user_id, amount_minor, method, status, transaction_id, requested_at, decided_at)
        SELECT ${someone.id}, 1000 + g, 'jazzcash', 'paid', 'TX' || g, now() - g * interval '1 hour', now()
        FROM generate_series(1, 12) g`;
      const token = await loginAs(
        e2e.app.infra,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const { page } = await e2e.newPage();
      await page.goto("/unauthorized");
      await setSession(page, { token, role: "admin", approved: true });
      const bodyRows = () => page.locator("table.table tbody tr").count();
      // Waits (up to 5 s) until the table shows exactly `n` rows, then checks it.
      const expectRows = async (n: number) => {
        const until = Date.now() + 5000;
        while (await bodyRows() !== n && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 50));
        }
        assert.equal(await bodyRows(), n);
      };

      await t.step(
        "users: 10 a page, next page and search go to the server",
        async () => {
          const first = await listCalls(page, "/api/admin/users", async () => {
            await page.goto("/admin/users");
            await page.getByText("Page 1 of 3").waitFor();
          });
          assert.ok(
            first.some((c) =>
              c.includes("page=1") && c.includes("pageSize=10")
            ),
            first.join(", "),
          );
          await expectRows(10);
          const next = await listCalls(page, "/api/admin/users", async () => {
            await page.getByRole("button", { name: "Next page" }).click();
            await page.getByText("Page 2 of 3").waitFor();
          });
          assert.ok(next.some((c) => c.includes("page=2")), next.join(", "));
          const sorted = await listCalls(page, "/api/admin/users", async () => {
            await page.getByRole("button", { name: /^Name/ }).click();
            await page.getByText("Page 1 of 3").waitFor();
          });
          assert.ok(sorted.some((c) => c.includes("sort=name")), sorted.join());
          // Sorted by name on the server: "Admin" first, then the pagers in order.
          assert.deepEqual(
            await page.locator("table.table tbody tr td:first-child")
              .allTextContents(),
            [
              "Admin",
              ...Array.from({ length: 9 }, (_, i) => `Pager 0${i + 1}`),
            ],
          );
          const searched = await listCalls(
            page,
            "/api/admin/users",
            async () => {
              await page.getByLabel("Search").fill("pager2");
              await page.locator("table.table tbody tr").nth(6).waitFor({
                state: "detached",
              });
            },
          );
          assert.ok(
            searched.some((c) => c.includes("q=pager2")),
            searched.join(),
          );
          // pager2@ and pager20@ … pager24@
          await expectRows(6);
        },
      );

      await t.step("audit logs: the pager pages on the server", async () => {
        await page.goto("/admin/audit-logs");
        await page.getByText("Page 1 of 3").waitFor();
        await expectRows(10);
        const last = await listCalls(
          page,
          "/api/admin/audit-logs",
          async () => {
            await page.getByRole("button", { name: "Last page" }).click();
            await page.getByText("Page 3 of 3").waitFor();
          },
        );
        assert.ok(last.some((c) => c.includes("page=3")), last.join());
        await expectRows(3);
      });

      await t.step(
        "payout history: the pager pages on the server",
        async () => {
          await page.goto("/admin/payouts/history");
          await page.getByText("Page 1 of 2").waitFor();
          const next = await listCalls(page, "/api/payouts/admin", async () => {
            await page.getByRole("button", { name: "Page 2", exact: true })
              .click();
            await page.getByText("Page 2 of 2").waitFor();
          });
          assert.ok(next.some((c) => c.includes("page=2")), next.join());
          await expectRows(2);
        },
      );
      await t.step(
        "affiliate links: the pager pages on the server",
        async () => {
          await sql`
          INSERT INTO products (title, description, commission_bp)
          SELECT 'Paged product ' || g, 'd', 5000 FROM generate_series(1, 12) g`;
          await sql`
          INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
          SELECT ${someone.id}, id, 'https://shop.example/' || id, 'paged' || id
          FROM products WHERE title LIKE 'Paged product %'`;
          await page.goto("/admin/links");
          await page.getByText("Page 1 of 2").waitFor();
          await expectRows(10);
          const next = await listCalls(
            page,
            "/api/affiliate-links/admin/affiliate-links/all",
            async () => {
              await page.getByRole("button", { name: "Next page" }).click();
              await page.getByText("Page 2 of 2").waitFor();
            },
          );
          assert.ok(next.some((c) => c.includes("page=2")), next.join());
          await expectRows(2);
        },
      );
      await t.step(
        "the link form's user select is searched on the server",
        async () => {
          const options = () =>
            page.getByLabel("User", { exact: true }).locator("option")
              .allTextContents();
          const searched = await listCalls(
            page,
            "/api/admin/users",
            async () => {
              await page.getByLabel("Find a user").fill("pager24");
              const until = Date.now() + 5000;
              while ((await options()).length !== 2 && Date.now() < until) {
                await new Promise((r) => setTimeout(r, 50));
              }
            },
          );
          assert.ok(
            searched.some((c) =>
              c.includes("q=pager24") && c.includes("pageSize=100")
            ),
            searched.join(),
          );
          assert.deepEqual(await options(), [
            "Select a user",
            "Pager 24 (pager24@kamai.test)",
          ]);
        },
      );

      await t.step(
        "platform stats: rows page on the server, totals cover the whole range",
        async () => {
          const today = karachiDate(new Date());
          // 12 paged products x 1 affiliate, today: 12 rows of 7 clicks each.
          await sql`
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
          SELECT ${someone.id}, id, ${today}::date, 7, 1, 100
          FROM products WHERE title LIKE 'Paged product %'`;
          await page.goto("/admin/stats");
          await page.getByText("Page 1 of 2").waitFor();
          await expectRows(10);
          assert.equal(
            await page.locator('section[aria-label="Clicks"] .stat-card-value')
              .textContent(),
            "84",
            "12 rows x 7 clicks, not only the 10 on the page",
          );
          const next = await listCalls(page, "/api/stats/all", async () => {
            await page.getByRole("button", { name: "Next page" }).click();
            await page.getByText("Page 2 of 2").waitFor();
          });
          assert.ok(next.some((c) => c.includes("page=2")), next.join());
          await expectRows(2);
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
