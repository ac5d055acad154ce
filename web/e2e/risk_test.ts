/** Browser test of risk flags: overview → period → top affiliate's profile → clear the flag → pay the held payout. */
import assert from "node:assert/strict";
import { type E2e, E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { testLedger } from "../../adapters/http/test_ledger.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

/** Sara (the month's top affiliate) and Zara ask to be paid to the same JazzCash wallet: both are flagged. */
async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const sara = await createUser(ctx, { name: "Sara Iqbal" });
  const zara = await createUser(ctx, { name: "Zara Malik" });
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  const [product] = await ctx.sql`
    INSERT INTO products (title, description, commission_bp) VALUES ('Freelancing Course', 'Learn', 5000)
    RETURNING id`;
  const today = karachiDate(new Date());
  await ctx.sql`
    INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor) VALUES
      (${sara.id}, ${product.id}, ${today}::date, 120, 6, 4500)`;
  let source = 1;
  const payoutIds: number[] = [];
  for (
    const [user, written] of [[sara, "0300 1234567"], [
      zara,
      "+923001234567",
    ]] as const
  ) {
    await testLedger(ctx).append({
      userId: user.id,
      productId: product.id,
      kind: "earning",
      amount: money(5_000),
      availableOn: today,
      sourceType: "sale",
      sourceId: source++,
    });
    const res = await fetch(`${e2e.url}/api/payouts`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        method: "jazzcash",
        accountName: user.name,
        accountNumber: written,
        amount: 40,
        productId: product.id,
      }),
    });
    assert.equal(res.status, 201);
    payoutIds.push((await res.json()).payout.id);
  }
  return { sara, zara, adminToken, saraPayout: payoutIds[0] };
}

Deno.test({
  name:
    "risk flags in the browser: overview, period, top affiliate's profile, clear the flag, pay the held payout",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const { sara, zara, adminToken, saraPayout } = await seed(e2e);
      const { page } = await e2e.newPage();
      await page.goto("/unauthorized");
      await setSession(page, {
        token: adminToken,
        role: "admin",
        approved: true,
      });
      await page.goto("/admin/overview");

      await t.step(
        "the overview, its period in the URL, and the Risk badge",
        async () => {
          await page.getByRole("heading", { name: "Overview" }).waitFor();
          await page.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Sara Iqbal" }).waitFor();
          await page.getByLabel("Date range").selectOption("last3m");
          await page.waitForURL(/preset=last3m/);
          await page.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Sara Iqbal" }).waitFor();
          const risk = page.getByRole("navigation").getByRole("link", {
            name: /Risk/,
          });
          await risk.locator(".count-bubble", { hasText: "2" }).waitFor();
        },
      );

      await t.step(
        "the payout desk shows Sara's payout held, and paying it is refused",
        async () => {
          await page.goto("/admin/payouts/requests");
          await page.getByRole("heading", { name: /Held payouts/ }).waitFor();
          await page.locator(`#payout-${saraPayout}`).getByText(
            "Held by a risk flag",
          ).waitFor();
          await page.locator(`#payout-${saraPayout}`).getByRole("button", {
            name: "Mark Paid",
          }).click();
          await page.getByRole("dialog").getByRole("textbox").fill("JC-HELD");
          await page.getByRole("dialog").getByRole("button", { name: "OK" })
            .click();
          await page.getByText(/held by an open risk flag/).first().waitFor();
        },
      );

      await t.step(
        "the top affiliate's profile shows the flag with its evidence; clearing needs a note",
        async () => {
          await page.goto("/admin/overview?preset=last3m");
          await page.getByRole("region", { name: "Top affiliates" })
            .getByRole("link", { name: "Sara Iqbal" }).click();
          await page.waitForURL(new RegExp(`/admin/user-profile/${sara.id}$`));
          const flags = page.getByRole("region", { name: "Risk flags" });
          await flags.getByText("Shared IBAN, wallet or CNIC").waitFor();
          await flags.getByText("03001234567").waitFor();
          // The affiliates sharing the wallet by name, each a link to their profile (not their ids).
          const other = flags.getByRole("link", { name: "Zara Malik" });
          assert.equal(
            await other.getAttribute("href"),
            `/admin/user-profile/${zara.id}`,
          );
          await flags.getByRole("link", { name: "Sara Iqbal" }).waitFor();
          await flags.getByText("Holds payouts").waitFor();
          await flags.getByRole("button", { name: /^Clear flag/ }).click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("button", { name: "Clear flag" }).click();
          await dialog.getByText(
            "Write a note of 1 to 1000 characters saying why.",
          ).waitFor();
          await dialog.getByLabel("Note").fill(
            "Sisters sharing one wallet; checked by phone.",
          );
          await dialog.getByRole("button", { name: "Clear flag" }).click();
          await page.getByText("Flag cleared.").waitFor();
          await flags.getByText("Cleared", { exact: true }).waitFor();
          await flags.getByText(/checked by phone/).waitFor();
        },
      );

      await t.step("the held payout is now paid", async () => {
        await page.goto("/admin/payouts/requests");
        const row = page.locator(`#payout-${saraPayout}`);
        await row.waitFor();
        assert.equal(await row.getByText("Held by a risk flag").count(), 0);
        await row.getByRole("button", { name: "Mark Paid" }).click();
        await page.getByRole("dialog").getByRole("textbox").fill("JC-7788");
        await page.getByRole("dialog").getByRole("button", { name: "OK" })
          .click();
        await page.getByText("Payout marked as paid!").waitFor();
        await row.waitFor({ state: "detached" });
      });

      await t.step(
        "/admin/risk keeps its filters in the URL and fits 360 px",
        async () => {
          const phone = (await e2e.newPage({ width: 360 })).page;
          await phone.goto("/unauthorized");
          await setSession(phone, {
            token: adminToken,
            role: "admin",
            approved: true,
          });
          await phone.goto("/admin/risk");
          await phone.getByRole("heading", { name: "Risk", exact: true })
            .waitFor();
          // The flag's link (the person picker lists names too).
          await phone.getByRole("link", { name: "Zara Malik" }).first()
            .waitFor();
          await phone.getByLabel("Status").selectOption("cleared");
          await phone.waitForURL(/status=cleared/);
          await phone.getByRole("link", { name: "Sara Iqbal" }).first()
            .waitFor();
          await phone.getByLabel("Kind").selectOption("click_burst");
          await phone.waitForURL(/kind=click_burst/);
          await phone.getByText("No risk flags match these filters.").waitFor();
          const [scroll, inner] = await phone.evaluate<number[]>(
            "[document.documentElement.scrollWidth, window.innerWidth]",
          );
          assert.ok(
            scroll - inner <= 0,
            `the page scrolls sideways by ${scroll - inner}px`,
          );
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
