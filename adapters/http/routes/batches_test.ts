import assert from "node:assert/strict";
import { parse } from "csv-parse/sync";
import { composeIBAN } from "ibantools";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs, type TestUser } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import {
  PAYOUT_METHODS,
  type PayoutMethod,
} from "../../../domain/payouts/payout.ts";

let sourceId = 1;

/** A valid Pakistani IBAN (mod-97 check digits by ibantools) of account number n. */
function iban(n: number): string {
  return composeIBAN({
    countryCode: "PK",
    bban: `SCBL${String(n).padStart(16, "0")}`,
  })!;
}

/** The account fields of a payout request on `method`. */
function account(method: PayoutMethod, n: number) {
  if (method === "bank") {
    return {
      accountName: `Payee ${n}`,
      bankName: "Standard Chartered",
      accountNumber: iban(n),
    };
  }
  if (method === "other") {
    return {
      accountName: `Payee ${n}`,
      accountLabel: "Payoneer",
      accountNumber: `PAY-${n}`,
    };
  }
  return {
    accountName: `Payee ${n}`,
    accountNumber: `+92 300 ${String(1_000_000 + n).slice(-7)}`,
  };
}

/** The CSV rows of a file. */
function rowsOf(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}

/** Minor units of a "1234.50" cell. */
const minorOf = (cell: string) => Math.round(Number(cell) * 100);

forEachTestApp(
  "payout batches API: batches per rail, files, results, maker-checker, concurrency, admins",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const checker = await createUser(app.infra, {
      role: "admin",
      name: "Checker",
    });
    const [product] = await app.infra.sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
    const productId = Number(product.id);
    const FUNDS = 1_000_000;
    const fund = (userId: number, minor: number) =>
      testLedger(app.infra).append({
        userId,
        productId,
        kind: "earning",
        amount: money(minor),
        availableOn: karachiDate(app.infra.clock.now()),
        sourceType: "sale",
        sourceId: sourceId++,
      });
    const affiliates: TestUser[] = [];
    for (let i = 0; i < 20; i++) {
      const user = await createUser(app.infra, { name: `Affiliate ${i}` });
      await fund(user.id, FUNDS);
      affiliates.push(user);
    }
    const request = async (
      user: TestUser,
      method: PayoutMethod,
      minor: number,
      n: number,
    ) => {
      const res = await app.json("/api/payouts", {
        token: user.token,
        body: {
          amount: (minor / 100).toFixed(2),
          method,
          productId,
          ...account(method, n),
        },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.payout as {
        id: number;
        amount: number;
        method: PayoutMethod;
        userId: number;
      };
    };
    const balanceOf = async (userId: number) =>
      Math.round(
        (await app.json(`/api/payouts/balance?userId=${userId}`, {
          token: adminToken,
        })).body.balance * 100,
      );
    const ledgerCount = async () =>
      Number(
        (await app.infra.sql<
          { n: string }[]
        >`SELECT count(*)::text AS n FROM ledger_entries`)[0].n,
      );

    // 200 payouts: affiliate i requests 10, rails in turn, amounts with odd cents.
    const payouts: {
      id: number;
      minor: number;
      method: PayoutMethod;
      userId: number;
    }[] = [];
    for (let k = 0; k < 200; k++) {
      const user = affiliates[k % 20];
      const method = PAYOUT_METHODS[k % PAYOUT_METHODS.length];
      const minor = 1_000 + k * 37;
      const p = await request(user, method, minor, k);
      payouts.push({ id: p.id, minor, method, userId: user.id });
    }
    const requestedBy = (userId: number) =>
      payouts.filter((p) => p.userId === userId).reduce(
        (s, p) => s + p.minor,
        0,
      );

    let batches: {
      id: number;
      rail: PayoutMethod;
      reference: string;
      count: number;
      total: number;
      fileUrl: string;
    }[] = [];

    await t.step(
      "a batch of 200 payouts across rails: one batch per rail, files whose rows and totals match",
      async () => {
        const res = await app.json("/api/payouts/admin/batches", {
          token: adminToken,
          body: { payoutIds: payouts.map((p) => p.id) },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        batches = res.body.batches;
        assert.deepEqual(
          batches.map((b) => b.rail).sort(),
          [...PAYOUT_METHODS].sort(),
        );
        for (const b of batches) {
          const members = payouts.filter((p) => p.method === b.rail);
          assert.equal(b.count, members.length);
          assert.equal(
            Math.round(b.total * 100),
            members.reduce((s, p) => s + p.minor, 0),
          );
          assert.equal(b.fileUrl, `/api/payouts/admin/batches/${b.id}/file`);
          const file = await app.request(b.fileUrl, {
            headers: { authorization: `Bearer ${adminToken}` },
          });
          assert.equal(file.status, 200);
          assert.match(file.headers.get("content-type") ?? "", /text\/csv/);
          const rows = rowsOf(await file.text());
          const [header, ...rest] = rows;
          const totals = rest.pop()!;
          assert.equal(rest.length, members.length);
          const amountAt = header.findIndex((h) => h.startsWith("Amount"));
          const refAt = header.indexOf("Reference");
          assert.equal(header[amountAt], "Amount (USD)");
          assert.equal(
            rest.reduce((s, r) => s + minorOf(r[amountAt]), 0),
            minorOf(totals[amountAt]),
          );
          assert.equal(minorOf(totals[amountAt]), Math.round(b.total * 100));
          assert.equal(totals[refAt], b.reference);
          assert.equal(totals[0], `TOTAL (${members.length} payouts)`);
          assert.deepEqual(
            rest.map((r) => r[refAt]),
            members.map((p) => `KAMAI-P${p.id}`),
          );
          if (b.rail === "bank") {
            assert.deepEqual(header, [
              "Beneficiary Title",
              "IBAN",
              "Bank Name",
              "Amount (USD)",
              "Reference",
            ]);
            for (const r of rest) assert.match(r[1], /^PK\d{2}SCBL\d{16}$/);
          } else if (b.rail !== "other") {
            assert.deepEqual(header, [
              "Mobile Number",
              "Account Title",
              "Amount (USD)",
              "Reference",
            ]);
            for (const r of rest) assert.match(r[0], /^03\d{9}$/);
          }
        }
        const processing = await app.json(
          "/api/payouts/admin?status=processing",
          {
            token: adminToken,
          },
        );
        assert.equal(processing.body.length, 200);
        // The affiliate sees them (the web shows processing as pending); the balance still holds the reservations.
        const own = await app.json("/api/payouts", {
          token: affiliates[0].token,
        });
        assert.ok(
          own.body.every((p: { status: string }) => p.status === "processing"),
        );
        assert.equal(
          await balanceOf(affiliates[0].id),
          FUNDS - requestedBy(affiliates[0].id),
        );
        const list = await app.json("/api/payouts/admin/batches", {
          token: adminToken,
        });
        assert.equal(list.body.length, 6);
        const one = await app.json(
          `/api/payouts/admin/batches/${batches[0].id}`,
          {
            token: adminToken,
          },
        );
        assert.equal(one.status, 200);
        assert.equal(one.body.payouts.length, batches[0].count);
        assert.equal(one.body.batch.processing, batches[0].count);
      },
    );

    const batchOf = (rail: PayoutMethod) =>
      batches.find((b) => b.rail === rail)!;

    await t.step(
      "a batched payout cannot be decided one by one nor join another batch",
      async () => {
        const id = payouts[0].id;
        const paid = await app.json(`/api/payouts/admin/pay/${id}`, {
          token: adminToken,
          body: { transactionId: "TX-1" },
        });
        assert.equal(paid.status, 409);
        assert.equal(paid.body.code, "PAYOUT_IN_BATCH");
        const rejected = await app.json(`/api/payouts/admin/reject/${id}`, {
          method: "PATCH",
          token: adminToken,
        });
        assert.equal(rejected.status, 409);
        const again = await app.json("/api/payouts/admin/batches", {
          token: adminToken,
          body: { payoutIds: [id] },
        });
        assert.equal(again.status, 409);
        assert.equal(again.body.code, "PAYOUT_NOT_PENDING");
        assert.deepEqual(again.body.payoutIds, [id]);
        const bad = await app.json("/api/payouts/admin/batches", {
          token: adminToken,
          body: { payoutIds: [] },
        });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.code, "VALIDATION_ERROR");
      },
    );

    await t.step(
      "maker-checker on: the batch's creator cannot record its results; another admin can",
      async () => {
        const on = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { makerChecker: true },
        });
        assert.equal(on.status, 200);
        const jazz = batchOf("jazzcash");
        const before = await ledgerCount();
        const refused = await app.json(
          `/api/payouts/admin/batches/${jazz.id}/results`,
          {
            token: adminToken,
            body: {
              results: [{
                payoutId: payouts[0].id,
                status: "paid",
                transactionId: "TX",
              }],
            },
          },
        );
        assert.equal(refused.status, 403);
        assert.equal(refused.body.code, "MAKER_CHECKER");
        assert.equal(await ledgerCount(), before);
        // The batch screen learns it ahead of time: the creator may not record, another admin may.
        const asCreator = await app.json(
          `/api/payouts/admin/batches/${jazz.id}`,
          { token: adminToken },
        );
        assert.deepEqual(asCreator.body.recordResults, {
          allowed: false,
          reason:
            "Maker–checker is on: another admin must record the results of a batch you created.",
        });
        const asChecker = await app.json(
          `/api/payouts/admin/batches/${jazz.id}`,
          { token: checker.token },
        );
        assert.deepEqual(asChecker.body.recordResults, {
          allowed: true,
          reason: null,
        });
      },
    );

    let fileResults = "";
    const jazzMembers = () => payouts.filter((p) => p.method === "jazzcash");
    await t.step(
      "a results file marks paid and failed; failed amounts are back in the balance exactly",
      async () => {
        const jazz = batchOf("jazzcash");
        const members = jazzMembers();
        fileResults = [
          "Batch Reference,Payout Reference,Status,Transaction ID,Reason",
          ...members.map((p, i) =>
            i % 3 === 0
              ? `${jazz.reference},KAMAI-P${p.id},failed,,"Wallet inactive, please update"`
              : `${jazz.reference},KAMAI-P${p.id},paid,JC-${p.id},`
          ),
        ].join("\r\n");
        const form = new FormData();
        form.set(
          "file",
          new File([fileResults], "results.csv", { type: "text/csv" }),
        );
        const res = await app.request(
          `/api/payouts/admin/batches/${jazz.id}/results`,
          {
            method: "POST",
            headers: { authorization: `Bearer ${checker.token}` },
            body: form,
          },
        );
        const body = await res.json();
        assert.equal(res.status, 200, JSON.stringify(body));
        const failedCount = members.filter((_, i) => i % 3 === 0).length;
        assert.equal(body.failed, failedCount);
        assert.equal(body.paid, members.length - failedCount);
        assert.equal(body.batch.processing, 0);
        const detail = await app.json(`/api/payouts/admin/batches/${jazz.id}`, {
          token: adminToken,
        });
        for (const [i, p] of members.entries()) {
          const row = detail.body.payouts.find((x: { id: number }) =>
            x.id === p.id
          );
          if (i % 3 === 0) {
            assert.equal(row.status, "failed");
            assert.equal(row.rejectionReason, "Wallet inactive, please update");
          } else {
            assert.equal(row.status, "paid");
            assert.equal(row.transactionId, `JC-${p.id}`);
            assert.ok(row.invoiceUrl);
          }
        }
        // Each affiliate's balance: funds minus every request, plus the failed ones back, to the paisa.
        for (const user of affiliates) {
          const back = members.filter((p, i) =>
            i % 3 === 0 && p.userId === user.id
          )
            .reduce((s, p) => s + p.minor, 0);
          assert.equal(
            await balanceOf(user.id),
            FUNDS - requestedBy(user.id) + back,
          );
        }
        const failedOne = members[0];
        const ledger = await app.infra.sql<{ kind: string; amount: string }[]>`
        SELECT kind, amount_minor::text AS amount FROM ledger_entries
        WHERE source_type = 'payout' AND source_id = ${failedOne.id} ORDER BY id`;
        assert.deepEqual(ledger.map((r) => [r.kind, Number(r.amount)]), [
          ["payout_reserved", -failedOne.minor],
          ["payout_released", failedOne.minor],
        ]);
        const mail = await app.json("/api/dev/mail");
        const owner = affiliates.find((a) => a.id === failedOne.userId)!;
        assert.ok(
          mail.body.some((m: { to: string; subject: string; text: string }) =>
            m.to === owner.email && /could not be delivered/.test(m.subject) &&
            m.text.includes("Wallet inactive, please update")
          ),
        );
        const audit = await app.infra.sql<
          { admin_id: string; details: string }[]
        >`
        SELECT admin_id::text, details FROM audit_logs WHERE action = 'Record Batch Results'`;
        assert.equal(audit.length, 1);
        assert.equal(Number(audit[0].admin_id), checker.id);
        // The affiliate may ask again for the failed amount.
        const retry = await request(owner, "jazzcash", failedOne.minor, 999);
        assert.equal(retry.amount * 100, failedOne.minor);
      },
    );

    await t.step("the same results file again changes nothing", async () => {
      const jazz = batchOf("jazzcash");
      const before = await ledgerCount();
      const form = new FormData();
      form.set(
        "file",
        new File([fileResults], "results.csv", { type: "text/csv" }),
      );
      const res = await app.request(
        `/api/payouts/admin/batches/${jazz.id}/results`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${checker.token}` },
          body: form,
        },
      );
      const body = await res.json();
      assert.equal(res.status, 200);
      assert.deepEqual([body.paid, body.failed, body.unchanged], [
        0,
        0,
        jazzMembers().length,
      ]);
      assert.equal(await ledgerCount(), before);
      const audit = await app.infra
        .sql`SELECT 1 FROM audit_logs WHERE action = 'Record Batch Results'`;
      assert.equal(audit.length, 1);
    });

    await t.step(
      "JSON results; a result contradicting a recorded one is refused whole",
      async () => {
        const bank = batchOf("bank");
        const members = payouts.filter((p) => p.method === "bank");
        const first = await app.json(
          `/api/payouts/admin/batches/${bank.id}/results`,
          {
            token: checker.token,
            body: {
              results: [{
                payoutId: members[0].id,
                status: "paid",
                transactionId: "IBFT-1",
              }],
            },
          },
        );
        assert.equal(first.status, 200, JSON.stringify(first.body));
        assert.equal(first.body.paid, 1);
        const conflict = await app.json(
          `/api/payouts/admin/batches/${bank.id}/results`,
          {
            token: checker.token,
            body: {
              results: [
                { payoutId: members[1].id, status: "failed", reason: "Closed" },
                { payoutId: members[0].id, status: "failed", reason: "x" },
              ],
            },
          },
        );
        assert.equal(conflict.status, 409);
        assert.equal(conflict.body.code, "RESULT_CONFLICT");
        const still = await app.json(`/api/payouts/admin/batches/${bank.id}`, {
          token: adminToken,
        });
        assert.equal(
          still.body.payouts.find((p: { id: number }) => p.id === members[1].id)
            .status,
          "processing",
        );
        const outsider = await app.json(
          `/api/payouts/admin/batches/${bank.id}/results`,
          {
            token: checker.token,
            body: { results: [{ payoutId: payouts[1].id, status: "failed" }] },
          },
        );
        assert.equal(outsider.status, 400);
        const noTx = await app.json(
          `/api/payouts/admin/batches/${bank.id}/results`,
          {
            token: checker.token,
            body: { results: [{ payoutId: members[1].id, status: "paid" }] },
          },
        );
        assert.equal(noTx.status, 400);
        assert.match(noTx.body.message, /Transaction ID is required/);
      },
    );

    await t.step(
      "the same results sent twice at once: recorded once, the other answer unchanged",
      async () => {
        const other = batchOf("other");
        const members = payouts.filter((p) => p.method === "other");
        const results = members.map((p, i) =>
          i % 2 === 0
            ? { payoutId: p.id, status: "paid", transactionId: `OT-${p.id}` }
            : { payoutId: p.id, status: "failed", reason: "Unknown account" }
        );
        const before = await ledgerCount();
        const answers = await Promise.all(
          [1, 2].map(() =>
            app.json(`/api/payouts/admin/batches/${other.id}/results`, {
              token: checker.token,
              body: { results },
            })
          ),
        );
        for (const a of answers) {
          assert.equal(a.status, 200, JSON.stringify(a.body));
        }
        const changed = answers.map((a) => a.body.paid + a.body.failed).sort();
        assert.deepEqual(changed, [0, members.length]);
        const paid = Math.ceil(members.length / 2);
        // Paid: released + paid rows; failed: one released row each.
        assert.equal(
          await ledgerCount(),
          before + paid * 2 + (members.length - paid),
        );
      },
    );

    await t.step(
      "concurrent batch and decide of the same payout: exactly one winner",
      async () => {
        const user = affiliates[1];
        for (let round = 0; round < 6; round++) {
          const p = await request(user, "easypaisa", 500, 500 + round);
          const q = await request(user, "easypaisa", 600, 600 + round);
          const calls = await Promise.all([
            app.json("/api/payouts/admin/batches", {
              token: adminToken,
              body: { payoutIds: [p.id, q.id] },
            }),
            app.json(`/api/payouts/admin/pay/${p.id}`, {
              token: checker.token,
              body: { transactionId: `RACE-${round}` },
            }),
            app.json("/api/payouts/admin/batches", {
              token: checker.token,
              body: { payoutIds: [q.id, p.id] },
            }),
            app.json(`/api/payouts/admin/reject/${q.id}`, {
              method: "PATCH",
              token: adminToken,
            }),
          ]);
          for (const c of calls) {
            assert.ok(
              [200, 201, 409].includes(c.status),
              JSON.stringify(c.body),
            );
          }
          const [batchA, payP, batchB, rejectQ] = calls.map((c) =>
            c.status < 300
          );
          // p ends in exactly one of: a batch, paid; q in exactly one of: a batch, rejected.
          const pWins = [batchA, batchB, payP].filter(Boolean).length;
          const qWins = [batchA, batchB, rejectQ].filter(Boolean).length;
          assert.equal(pWins, 1, `round ${round}: p winners ${pWins}`);
          assert.equal(qWins, 1, `round ${round}: q winners ${qWins}`);
          const memberships = await app.infra.sql`
          SELECT payout_id FROM payout_batch_items WHERE payout_id IN (${p.id}, ${q.id})`;
          assert.equal(memberships.length, batchA || batchB ? 2 : 0);
        }
      },
    );

    await t.step(
      "an admin-defined layout: column order, headers, date and amount formats, without code",
      async () => {
        const created = await app.json("/api/payouts/admin/layouts", {
          token: adminToken,
          body: {
            name: "My bank bulk IBFT",
            kind: "bank",
            columns: [
              { field: "reference", header: "Narration" },
              { field: "date", header: "Value Date" },
              { field: "iban", header: "Beneficiary IBAN" },
              { field: "beneficiaryTitle", header: "Title" },
              { field: "amount", header: "Amount in paisa" },
            ],
            dateFormat: "DD/MM/YYYY",
            amountFormat: "minor",
          },
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const bank = batchOf("bank");
        const res = await app.request(
          `${bank.fileUrl}?layout=${created.body.id}`,
          {
            headers: { authorization: `Bearer ${adminToken}` },
          },
        );
        assert.equal(res.status, 200);
        const [header, ...rest] = rowsOf(await res.text());
        const totals = rest.pop()!;
        assert.deepEqual(header, [
          "Narration",
          "Value Date",
          "Beneficiary IBAN",
          "Title",
          "Amount in paisa",
        ]);
        assert.match(rest[0][1], /^\d{2}\/\d{2}\/\d{4}$/);
        assert.equal(
          rest.reduce((s, r) => s + Number(r[4]), 0),
          Number(totals[4]),
        );
        assert.equal(Number(totals[4]), Math.round(bank.total * 100));
        assert.equal(totals[0], bank.reference);
        const wrongKind = await app.request(
          `${batchOf("jazzcash").fileUrl}?layout=${created.body.id}`,
          { headers: { authorization: `Bearer ${adminToken}` } },
        );
        assert.equal(wrongKind.status, 400);
        await wrongKind.body?.cancel();
        const invalid = await app.json("/api/payouts/admin/layouts", {
          token: adminToken,
          body: {
            name: "x",
            kind: "bank",
            columns: [{ field: "amount", header: "A" }],
          },
        });
        assert.equal(invalid.status, 400);
        const layouts = await app.json("/api/payouts/admin/layouts", {
          token: adminToken,
        });
        assert.deepEqual(
          layouts.body.map((l: { id: string }) => l.id),
          ["ibft", "wallet", "other", created.body.id],
        );
      },
    );

    await t.step(
      "withholding on: the file sends the net, and the paid result books gross, tax and net",
      async () => {
        const on = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { withholdingTax: true },
        });
        assert.equal(on.status, 200);
        const p = await request(affiliates[2], "nayapay", 12_345, 777);
        const made = await app.json("/api/payouts/admin/batches", {
          token: adminToken,
          body: { payoutIds: [p.id] },
        });
        assert.equal(made.status, 201);
        const [batch] = made.body.batches;
        const file = await app.request(batch.fileUrl, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const [, line, totals] = rowsOf(await file.text());
        // No tax profile: the non-filer rate, 24 % of 123.45 = 29.628 → 29.63; net 93.82.
        assert.equal(line[2], "93.82");
        assert.equal(totals[2], "93.82");
        const paid = await app.json(
          `/api/payouts/admin/batches/${batch.id}/results`,
          {
            token: checker.token,
            body: {
              results: [{
                payoutId: p.id,
                status: "paid",
                transactionId: "NP-1",
              }],
            },
          },
        );
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        const ledger = await app.infra.sql<{ kind: string; amount: string }[]>`
          SELECT kind, amount_minor::text AS amount FROM ledger_entries
          WHERE source_type = 'payout' AND source_id = ${p.id} ORDER BY id`;
        assert.deepEqual(ledger.map((r) => [r.kind, Number(r.amount)]), [
          ["payout_reserved", -12_345],
          ["payout_released", 12_345],
          ["payout_paid", -9_382],
          ["payout_tax", -2_963],
        ]);
        const off = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { withholdingTax: false },
        });
        assert.equal(off.status, 200);
      },
    );

    await t.step(
      "admins: invite by email (set-password link), promote, remove, never the last",
      async () => {
        const invited = await app.json("/api/admin/admins", {
          token: adminToken,
          body: { email: "New.Admin@Kamai.test" },
        });
        assert.equal(invited.status, 201, JSON.stringify(invited.body));
        assert.equal(invited.body.invited, true);
        const mail = (await app.json("/api/dev/mail")).body.find((
          m: { to: string },
        ) => m.to === "new.admin@kamai.test");
        assert.ok(mail);
        const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
        const set = await app.json("/api/auth/reset-password", {
          body: { token, password: "a-good-password-1" },
        });
        assert.equal(set.status, 200, JSON.stringify(set.body));
        const newToken = await loginAs(
          app.infra,
          "new.admin@kamai.test",
          "a-good-password-1",
        );
        const asNew = await app.json("/api/payouts/admin/batches", {
          token: newToken,
        });
        assert.equal(asNew.status, 200);

        const plain = await createUser(app.infra, { name: "Plain" });
        const promoted = await app.json("/api/admin/admins", {
          token: adminToken,
          body: { email: plain.email },
        });
        assert.equal(promoted.status, 201);
        assert.equal(promoted.body.invited, false);
        const twice = await app.json("/api/admin/admins", {
          token: adminToken,
          body: { email: plain.email },
        });
        assert.equal(twice.status, 409);
        const list = await app.json("/api/admin/admins", { token: adminToken });
        const ids = list.body.map((a: { id: number }) => a.id);
        assert.ok(ids.includes(plain.id) && ids.includes(invited.body.id));

        const me =
          list.body.find((a: { email: string }) => a.email === TEST_ADMIN.email)
            .id;
        const self = await app.json(`/api/admin/admins/${me}`, {
          method: "DELETE",
          token: adminToken,
        });
        assert.equal(self.status, 409);
        for (const a of list.body.filter((a: { id: number }) => a.id !== me)) {
          const removed = await app.json(`/api/admin/admins/${a.id}`, {
            method: "DELETE",
            token: adminToken,
          });
          assert.equal(removed.status, 200, JSON.stringify(removed.body));
        }
        const last = await app.json(`/api/admin/admins/${me}`, {
          method: "DELETE",
          token: adminToken,
        });
        assert.equal(last.status, 409);
        assert.equal(last.body.code, "LAST_ADMIN");
        // A removed admin's session ends.
        const gone = await app.json("/api/payouts/admin/batches", {
          token: checker.token,
        });
        assert.equal(gone.status, 401);
        const audit = await app.infra.sql<{ action: string }[]>`
        SELECT action FROM audit_logs WHERE action IN ('Invite Admin', 'Promote Admin', 'Remove Admin')`;
        assert.deepEqual(
          audit.map((a) => a.action).sort(),
          [
            "Invite Admin",
            "Promote Admin",
            "Remove Admin",
            "Remove Admin",
            "Remove Admin",
          ],
        );
      },
    );
  },
);
