/** Browser test of a whole payout batch cycle: select pending payouts → create batches → download the wallet
 * batch's file → upload the results → paid and failed rows on the batch, the affiliate's balance and history, and
 * the withholding tax report; a results file of more than 5,000 lines runs as a job, its progress then its report
 * shown on the batch page. */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { callApi, E2E_ADMIN, startE2e } from "./harness.ts";
import { sessionTabs } from "./session_tabs.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

Deno.test({
  name:
    "payout batches in the browser: select, batch, download the file, upload results, paid and failed shown",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    // The import job worker runs only when the test asks (its passes), so the page's progress is seen step by step.
    const e2e = await startE2e({ importJobPollMs: null });
    // One tab per width, its session swapped per step: a new context per page was most of this file's CPU.
    const tabs = sessionTabs(e2e);
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Sana Malik" });
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const [product] = await ctx.sql`
        INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'Learn', 5000) RETURNING id`;
      await createPostgresLedgerRepository(ctx.sql).append({
        userId: affiliate.id,
        productId: product.id,
        kind: "earning",
        amount: money(100_000),
        availableOn: karachiDate(new Date()),
        sourceType: "sale",
        sourceId: 1,
      });
      const request = async (body: Record<string, unknown>) =>
        (await callApi(e2e, affiliate.token, "POST", "/api/payouts", {
          productId: product.id,
          accountName: "Sana Malik",
          ...body,
        })).payout.id as number;
      const jazzPaid = await request({
        method: "jazzcash",
        amount: 100,
        accountNumber: "03001234567",
      });
      const jazzFailed = await request({
        method: "jazzcash",
        amount: "50.25",
        accountNumber: "03007654321",
      });
      const bank = await request({
        method: "bank",
        amount: 200,
        bankName: "Standard Chartered",
        accountNumber: "PK36SCBL0000001123456702",
      });

      // Two more JazzCash payouts the desk must not batch: Bilal is blocked, Farah held by an open high flag.
      const heldPayout = async (name: string, mobile: string) => {
        const user = await createUser(ctx, { name });
        await createPostgresLedgerRepository(ctx.sql).append({
          userId: user.id,
          productId: product.id,
          kind: "earning",
          amount: money(10_000),
          availableOn: karachiDate(new Date()),
          sourceType: "sale",
          sourceId: user.id + 1000,
        });
        const payout = (await callApi(e2e, user.token, "POST", "/api/payouts", {
          productId: product.id,
          accountName: name,
          method: "jazzcash",
          amount: 40,
          accountNumber: mobile,
        })).payout.id as number;
        return { user, payout };
      };
      const bilal = await heldPayout("Bilal Blocked", "03111111111");
      await callApi(
        e2e,
        adminToken,
        "POST",
        `/api/admin/users/${bilal.user.id}/toggle-block`,
      );
      const farah = await heldPayout("Farah Flagged", "03222222222");
      const [{ id: flagId }] = await ctx.sql`
        INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
        VALUES (${farah.user.id}, 'self_dealing', 'high', 'link:1', '{}'::jsonb) RETURNING id`;

      let batchUrl = "";
      await t.step(
        "select all pending JazzCash payouts (the held ones are badged and skipped) and the bank one, and create batches",
        async () => {
          const page = await tabs.open(
            adminToken,
            "admin",
            "/admin/payouts/requests",
            { width: 360 },
          );
          const toolbar = page.getByRole("group", { name: "Batch payouts" });
          await toolbar.getByLabel("Method").selectOption("jazzcash");
          await page.locator(`#payout-${bilal.payout}`).getByRole("link", {
            name: "Blocked",
          }).waitFor();
          await page.locator(`#payout-${farah.payout}`).getByRole("link", {
            name: `Held by a risk flag: Self-dealing (#${flagId})`,
          }).waitFor();
          await toolbar.getByRole("button", {
            name: "Select all pending for this method",
          }).click();
          await page.getByText("2 skipped: 1 blocked, 1 held by a risk flag")
            .waitFor();
          for (const held of [bilal.payout, farah.payout]) {
            const box = page.locator(`#payout-${held}`).getByRole("checkbox");
            assert.equal(await box.isChecked(), false);
            assert.equal(await box.isDisabled(), true);
          }
          await page.getByLabel(`Select payout ${bank} of $200.00`, {
            exact: false,
          }).check();
          await toolbar.getByText("3 selected, total $350.25").waitFor();
          await toolbar.getByRole("button", {
            name: "Create batches (3 selected)",
          }).click();
          await page.getByText("2 batches created.").waitFor();
          await page.waitForURL(/\/admin\/payouts\/batches\?created=/);
          const link = page.getByRole("link", { name: /KAMAI-B\d+-JAZZCASH/ });
          await link.click();
          await page.getByRole("heading", { name: /Batch KAMAI-B\d+-JAZZCASH/ })
            .waitFor();
          batchUrl = page.url();
        },
      );

      let results = "";
      await t.step("download the wallet batch's file", async () => {
        const page = await tabs.open(
          adminToken,
          "admin",
          new URL(batchUrl).pathname,
        );
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download file" }).click(),
        ]);
        const name = download.suggestedFilename();
        assert.match(name, /^KAMAI-B\d+-JAZZCASH\.csv$/);
        const reference = name.replace(/\.csv$/, "");
        const csv = await Deno.readTextFile((await download.path())!);
        const lines = csv.trim().split("\r\n");
        assert.equal(
          lines[0],
          '"Mobile Number","Account Title","Amount (USD)","Reference"',
        );
        assert.equal(
          lines[1],
          `"03001234567","Sana Malik","100.00","KAMAI-P${jazzPaid}"`,
        );
        assert.equal(
          lines[2],
          `"03007654321","Sana Malik","50.25","KAMAI-P${jazzFailed}"`,
        );
        assert.equal(
          lines[3],
          `"TOTAL (2 payouts)","","150.25","${reference}"`,
        );
        results = [
          "Batch Reference,Payout Reference,Status,Transaction ID,Reason",
          `${reference},KAMAI-P${jazzPaid},paid,JC-7781,`,
          `${reference},KAMAI-P${jazzFailed},failed,,Wallet blocked`,
        ].join("\r\n");
      });

      await t.step(
        "upload the results: one paid, one failed, shown on the batch",
        async () => {
          // Withholding is switched on before the results come back: the paid payout withholds at the non-filer
          // rate (no tax profile), 24 % of 100.00.
          await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
            withholdingTax: true,
          });
          const page = await tabs.open(
            adminToken,
            "admin",
            new URL(batchUrl).pathname,
          );
          await page.getByLabel(/Results file/).setInputFiles({
            name: "results.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(results),
          });
          await page.getByRole("button", { name: "Upload results" }).click();
          await page.getByText("Results recorded: 1 paid, 1 failed.")
            .waitFor();
          const table = page.getByRole("table", { name: /Payouts of batch/ });
          await table.getByText("Paid", { exact: true }).waitFor();
          await table.getByText("Failed", { exact: true }).waitFor();
          await table.getByText("Reason: Wallet blocked").waitFor();
          await table.getByText("JC-7781").waitFor();
          await page.getByText("1 paid, 1 failed, 0 processing.").waitFor();
        },
      );

      await t.step(
        "the affiliate's balance and history: paid, failed with its reason, the batched bank payout pending",
        async () => {
          const page = await tabs.open(affiliate.token, "user", "/payout");
          // 1000.00 − 100.00 paid − 200.00 still reserved; the failed 50.25 is back.
          await page.getByTestId("available-balance").filter({
            hasText: "$700.00",
          }).waitFor();
          await page.getByTestId("total-paid").filter({ hasText: "$100.00" })
            .waitFor();
          await page.goto("/payout-history");
          const paid = page.locator(`#payout-${jazzPaid}`);
          await paid.waitFor();
          assert.match(await paid.textContent() ?? "", /Paid/);
          const failed = page.locator(`#payout-${jazzFailed}`);
          const failedText = await failed.textContent() ?? "";
          assert.match(failedText, /Failed/);
          assert.match(failedText, /Wallet blocked/);
          assert.match(
            await page.locator(`#payout-${bank}`).textContent() ?? "",
            /Pending/,
          );
          const balance = await callApi(
            e2e,
            affiliate.token,
            "GET",
            "/api/payouts/balance",
          );
          assert.equal(balance.balance, 700);
          assert.equal(balance.reserved, 200);
        },
      );

      await t.step(
        "the tax report lists the paid payout's withholding, and the failed one not",
        async () => {
          const page = await tabs.open(
            adminToken,
            "admin",
            "/admin/payouts/tax",
          );
          await page.getByTestId("tax-total").filter({ hasText: "$24.00" })
            .waitFor();
          const row = page.locator(`#tax-payout-${jazzPaid}`);
          assert.match(await row.textContent() ?? "", /Sana Malik.*100\.00/);
          assert.equal(
            await page.locator(`#tax-payout-${jazzFailed}`).count(),
            0,
          );
        },
      );

      await t.step(
        "maker-checker on: the creator sees the results forms disabled with the reason; another admin uploads a file of more than 5,000 lines: a job, its progress, then its report",
        async () => {
          await callApi(e2e, adminToken, "PATCH", "/api/admin/settings", {
            makerChecker: true,
          });
          const list = await callApi(
            e2e,
            adminToken,
            "GET",
            "/api/payouts/admin/batches",
          );
          const bankBatch = (list as { id: number; rail: string }[]).find((
            b: { rail: string },
          ) => b.rail === "bank");
          const path = `/admin/payouts/batches/${bankBatch!.id}`;
          const page = await tabs.open(adminToken, "admin", path, {
            width: 360,
          });
          const reason =
            "Maker–checker is on: another admin must record the results of a batch you created.";
          await page.getByText(reason).waitFor();
          const upload = page.getByRole("button", { name: "Upload results" });
          assert.equal(await upload.isDisabled(), true);
          assert.equal(
            await page.getByRole("button", { name: "Record results" })
              .isDisabled(),
            true,
          );
          assert.equal(
            await page.getByLabel(/Results file/).isDisabled(),
            true,
          );

          const checker = await createUser(ctx, {
            role: "admin",
            name: "Checker",
          });
          const other = await tabs.open(checker.token, "admin", path, {
            width: 360,
          });
          await other.getByRole("heading", { name: /Batch KAMAI-B\d+-BANK/ })
            .waitFor();
          assert.equal(await other.getByText(reason).count(), 0);
          assert.equal(
            await other.getByRole("button", { name: "Upload results" })
              .isDisabled(),
            false,
          );

          // A results file of more than 5,000 lines runs as a job (issue 32): here the bank's one result followed by
          // blank lines (the size rule counts line breaks before parsing). The test runs the worker's passes, so
          // the page is seen checking, then recording (0 of 1 rows), then showing the report.
          const reference = (await other.getByRole("heading", {
            name: /Batch KAMAI-B\d+-BANK/,
          }).textContent())!.match(/KAMAI-B\d+-BANK/)![0];
          const bigFile = [
            "Batch Reference,Payout Reference,Status,Transaction ID,Reason",
            `${reference},KAMAI-P${bank},paid,IBFT-5501,`,
          ].join("\r\n") + "\r\n".repeat(5_001);
          await other.getByLabel(/Results file/).setInputFiles({
            name: "bank-results.csv",
            mimeType: "text/csv",
            buffer: Buffer.from(bigFile),
          });
          await other.getByRole("button", { name: "Upload results" }).click();
          const card = other.getByRole("region", { name: "Results import" });
          await card.getByText(
            "Checking every row of the file before any payout is recorded…",
          ).waitFor();
          const runner = e2e.app.services.sources.jobs.runner;
          // The check, and no batch yet: the job is running with its rows counted (its lease then run out).
          assert.equal(await runner.pass({ stopAfterBatches: 0 }), true);
          await card.getByText("Recording results: 0 of 1 rows").waitFor();
          assert.equal(
            await card.locator("progress").getAttribute("max"),
            "1",
          );
          await ctx
            .sql`UPDATE import_jobs SET lease_until = now() - interval '1 second'`;
          assert.equal(await runner.pass(), true);
          await card.getByText(
            "Results recorded: 1 paid, 0 failed, 0 already recorded.",
          ).waitFor();
          const report = card.getByRole("table", {
            name: "Each row of the results file",
          });
          await report.getByText(`KAMAI-P${bank}`).waitFor();
          await report.getByText("IBFT-5501").waitFor();
          await report.getByText("Paid", { exact: true }).waitFor();
          // The batch reloads: its bank payout is paid, and nothing is left to record.
          await other.getByText("1 paid, 0 failed, 0 processing.").waitFor();
          assert.equal(
            await other.getByRole("button", { name: "Upload results" }).count(),
            0,
          );
        },
      );
    } finally {
      await e2e.close();
    }
  },
});
