import assert from "node:assert/strict";
import { forEachTestApp, TEST_ADMIN, type TestApp } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";

let sourceId = 1;

/** Gives a user `minor` available today. */
async function fund(
  app: TestApp,
  userId: number,
  productId: number,
  minor: number,
) {
  await testLedger(app.infra).append({
    userId,
    productId,
    kind: "earning",
    amount: money(minor),
    availableOn: karachiDate(app.infra.clock.now()),
    sourceType: "sale",
    sourceId: sourceId++,
  });
}

/** The user's ledger rows of one payout: kind → signed minor units. */
async function payoutLedger(app: TestApp, payoutId: number) {
  const rows = await app.infra.sql<{ kind: string; amount: string }[]>`
    SELECT kind, amount_minor::text AS amount FROM ledger_entries
    WHERE source_type = 'payout' AND source_id = ${payoutId} ORDER BY id`;
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.amount)]));
}

/** Parses the simple quoted CSV the tax report writes. */
function parseCsv(text: string): string[][] {
  return text.trim().split("\r\n").map((line) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) =>
      m[1].replaceAll('""', '"')
    )
  );
}

/**
 * Sets the ledger currency as an install that chose it before recording money would have it: the API refuses the
 * change once money exists (409 CURRENCY_LOCKED, ledger_currency_test.ts), and these steps fund users first.
 */
async function setLedgerCurrency(app: TestApp, currency: "USD" | "PKR") {
  await app.infra.sql`UPDATE payout_settings SET currency = ${currency}`;
}

/** The audit rows of one action, oldest first. */
async function auditDetails(app: TestApp, action: string): Promise<string[]> {
  const rows = await app.infra.sql<{ details: string }[]>`
    SELECT details FROM audit_logs WHERE action = ${action} ORDER BY id`;
  return rows.map((r) => r.details);
}

forEachTestApp(
  "payout settings API: settings, minimum payout, withholding tax, saved accounts",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const user = await createUser(app.infra, { name: "Ali Khan" });
    const patch = (body: unknown, token = adminToken) =>
      app.json("/api/admin/settings", { method: "PATCH", body, token });

    await t.step("defaults: no minimum, both switches off, USD", async () => {
      const res = await app.json("/api/admin/settings", { token: adminToken });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        minimumPayout: 0,
        payoutRequiresProduct: false,
        makerChecker: false,
        withholdingTax: false,
        currency: "USD",
        riskClickBurst: 100,
        riskRefundRate: 30,
        riskAnyFlagHolds: false,
        operatorName: "",
        operatorAddress: "",
        operatorNtn: "",
        currencyLocked: false,
        currencyLockReason: null,
      });
      const pub = await app.json("/api/settings/public");
      assert.deepEqual(pub.body, {
        currency: "USD",
        minimumPayout: 0,
        withholdingTax: false,
        payoutRequiresProduct: false,
      });
    });

    await t.step(
      "PATCH changes only the fields sent, audits each change, reads money exactly",
      async () => {
        const res = await app.request("/api/admin/settings", {
          method: "PATCH",
          headers: {
            authorization: `Bearer ${adminToken}`,
            "content-type": "application/json",
          },
          // 10.10 is read from its text, not its double.
          body: '{"minimumPayout": 10.10, "makerChecker": true}',
        });
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), {
          message: "Settings saved.",
          settings: {
            minimumPayout: 10.1,
            payoutRequiresProduct: false,
            makerChecker: true,
            withholdingTax: false,
            currency: "USD",
            riskClickBurst: 100,
            riskRefundRate: 30,
            riskAnyFlagHolds: false,
            operatorName: "",
            operatorAddress: "",
            operatorNtn: "",
            currencyLocked: false,
            currencyLockReason: null,
          },
        });
        const [row] = await app.infra.sql<{ minor: string }[]>`
          SELECT minimum_payout_minor::text AS minor FROM payout_settings`;
        assert.equal(row.minor, "1010");
        assert.deepEqual(await auditDetails(app, "Update Settings"), [
          "Minimum payout $0.00 → $10.10",
          "Maker–checker off → on",
        ]);
        const again = await patch({ currency: "PKR", makerChecker: true });
        assert.equal(again.status, 200);
        assert.equal(again.body.settings.currency, "PKR");
        assert.deepEqual(
          (await auditDetails(app, "Update Settings")).slice(2),
          [
            "Ledger currency USD → PKR",
          ],
        );
        const same = await patch({});
        assert.equal(same.status, 200);
        assert.equal((await auditDetails(app, "Update Settings")).length, 3);
      },
    );

    await t.step(
      "a bad field refuses the whole PATCH and changes nothing",
      async () => {
        for (
          const [body, field] of [
            [{ minimumPayout: -1 }, "minimumPayout"],
            [{ minimumPayout: "1.005" }, "minimumPayout"],
            [{ minimumPayout: "abc", currency: "USD" }, "minimumPayout"],
            [{ currency: "EUR" }, "currency"],
            [{ withholdingTax: "true" }, "withholdingTax"],
            [{ makerChecker: false, withholdingTax: 1 }, "withholdingTax"],
            [{ riskClickBurst: 0 }, "riskClickBurst"],
            [{ riskRefundRate: 100.5 }, "riskRefundRate"],
            [{ riskAnyFlagHolds: "yes" }, "riskAnyFlagHolds"],
            [{ payoutRequiresProduct: 1 }, "payoutRequiresProduct"],
          ] as const
        ) {
          const res = await patch(body);
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.code, "VALIDATION_ERROR");
          assert.equal(res.body.field, field);
          assert.equal(typeof res.body.message, "string");
        }
        const res = await app.json("/api/admin/settings", {
          token: adminToken,
        });
        assert.deepEqual(res.body, {
          minimumPayout: 10.1,
          payoutRequiresProduct: false,
          makerChecker: true,
          withholdingTax: false,
          currency: "PKR",
          riskClickBurst: 100,
          riskRefundRate: 30,
          riskAnyFlagHolds: false,
          operatorName: "",
          operatorAddress: "",
          operatorNtn: "",
          currencyLocked: false,
          currencyLockReason: null,
        });
        assert.equal((await auditDetails(app, "Update Settings")).length, 3);
      },
    );

    await t.step(
      "an affiliate can neither read nor change the settings",
      async () => {
        assert.equal(
          (await app.json("/api/admin/settings", { token: user.token })).status,
          403,
        );
        assert.equal(
          (await patch({ makerChecker: false }, user.token)).status,
          403,
        );
        assert.equal((await app.json("/api/admin/settings")).status, 401);
      },
    );

    await t.step("back to the defaults for the steps below", async () => {
      const res = await patch({
        minimumPayout: 0,
        makerChecker: false,
        currency: "USD",
      });
      assert.equal(res.status, 200);
    });

    const [product] = await app.infra.sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp) VALUES ('Course', 'A course', 5000) RETURNING id`;
    const productId = Number(product.id);
    await fund(app, user.id, productId, 100_000);
    const request = (amount: unknown, token = user.token) =>
      app.json("/api/payouts", {
        token,
        body: {
          amount,
          productId,
          method: "jazzcash",
          accountName: "Ali Khan",
          // Each affiliate their own wallet: one wallet on two affiliates is a risk flag that holds payouts.
          accountNumber: token === user.token ? "03001234567" : "03009876543",
        },
      });

    await t.step(
      "minimum payout: a request below it is refused naming the minimum",
      async () => {
        assert.equal((await patch({ minimumPayout: 10 })).status, 200);
        const low = await request(9.99);
        assert.equal(low.status, 400);
        assert.deepEqual(low.body, {
          code: "VALIDATION_ERROR",
          message: "Minimum payout is $10.00.",
          field: "amount",
          minimum: 10,
        });
        // Money is recorded (fund above): the ledger currency no longer changes.
        const locked = await patch({ minimumPayout: "1500", currency: "PKR" });
        assert.equal(locked.status, 409);
        assert.equal(locked.body.code, "CURRENCY_LOCKED");
        await setLedgerCurrency(app, "PKR");
        assert.equal((await patch({ minimumPayout: "1500" })).status, 200);
        const pkr = await request("1499.99");
        assert.equal(pkr.body.message, "Minimum payout is Rs 1,500.00.");
        const pub = await app.json("/api/settings/public");
        assert.deepEqual(pub.body, {
          currency: "PKR",
          minimumPayout: 1500,
          withholdingTax: false,
          payoutRequiresProduct: false,
        });
        const [count] = await app.infra
          .sql`SELECT count(*)::int AS n FROM payouts`;
        assert.equal(count.n, 0);
        await setLedgerCurrency(app, "USD");
        assert.equal((await patch({ minimumPayout: 0 })).status, 200);
      },
    );

    const other = await createUser(app.infra, { name: "Bilal" });
    await t.step(
      "saved accounts: validated like a payout request, listed and deleted only by their owner",
      async () => {
        const save = (body: unknown, token = user.token) =>
          app.json("/api/payout-accounts", { token, body });
        const badIban = await save({
          method: "bank",
          accountName: "Ali Khan",
          bankName: "Meezan",
          accountNumber: "PK00MEZN0000000000000000",
        });
        assert.equal(badIban.status, 400);
        assert.equal(badIban.body.code, "VALIDATION_ERROR");
        assert.equal(badIban.body.field, "accountNumber");
        assert.match(badIban.body.message, /valid Pakistani IBAN/);
        const noName = await save({
          method: "jazzcash",
          accountNumber: "03001234567",
        });
        assert.equal(
          noName.body.message,
          "Please add Account Name for JazzCash/EasyPaisa.",
        );
        const bogus = await save({
          method: "paypal",
          accountName: "A",
          accountNumber: "1",
        });
        assert.equal(bogus.status, 400);

        const made = await save({
          method: "jazzcash",
          accountName: " Ali Khan ",
          accountNumber: "+92 300 1234567",
        });
        assert.equal(made.status, 201, JSON.stringify(made.body));
        assert.equal(made.body.message, "Payout account saved.");
        const account = made.body.account;
        assert.equal(account.accountName, "Ali Khan");
        assert.equal(account.accountNumber, "03001234567");
        assert.equal(account.accountType, "Mobile Account");
        const bank = await save({
          method: "bank",
          accountName: "Ali Khan",
          bankName: "Standard Chartered",
          accountNumber: "PK36 SCBL 0000 0011 2345 6702",
        });
        assert.equal(bank.status, 201);
        assert.equal(
          bank.body.account.accountNumber,
          "PK36SCBL0000001123456702",
        );
        assert.equal(bank.body.account.accountType, "IBAN");
        const twice = await save({
          method: "jazzcash",
          accountName: "Ali Khan",
          accountNumber: "03001234567",
        });
        assert.equal(twice.status, 409);
        assert.equal(twice.body.message, "This account is already saved.");

        const mine = await app.json("/api/payout-accounts", {
          token: user.token,
        });
        assert.deepEqual(mine.body.map((a: { id: number }) => a.id), [
          account.id,
          bank.body.account.id,
        ]);
        const theirs = await app.json("/api/payout-accounts", {
          token: other.token,
        });
        assert.deepEqual(theirs.body, []);
        const steal = await app.json(`/api/payout-accounts/${account.id}`, {
          method: "DELETE",
          token: other.token,
        });
        assert.equal(steal.status, 404);
        assert.equal(steal.body.code, "NOT_FOUND");
        const admin = await app.json(`/api/payout-accounts/${account.id}`, {
          method: "DELETE",
          token: adminToken,
        });
        assert.equal(admin.status, 404);
        const gone = await app.json(
          `/api/payout-accounts/${bank.body.account.id}`,
          {
            method: "DELETE",
            token: user.token,
          },
        );
        assert.equal(gone.status, 200);
        const left = await app.json("/api/payout-accounts", {
          token: user.token,
        });
        assert.deepEqual(left.body.map((a: { id: number }) => a.id), [
          account.id,
        ]);
      },
    );

    await t.step("tax profile: none, refused, then recorded", async () => {
      const none = await app.json("/api/profile/tax", { token: user.token });
      assert.equal(none.status, 200);
      assert.equal(none.body.taxProfile, null);
      assert.equal(none.body.withholdingTax, false);
      assert.equal(none.body.rate.category, "Commission to other agents");
      assert.equal(none.body.rate.filerPercent, 12);
      assert.equal(none.body.rate.nonFilerPercent, 24);
      const put = (body: unknown) =>
        app.json("/api/profile/tax", {
          method: "PUT",
          token: user.token,
          body,
        });
      const bad = await put({ idNumber: "12345", filer: true });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.field, "idNumber");
      const noFiler = await put({ idNumber: "3520212345671" });
      assert.equal(noFiler.body.field, "filer");
      const ok = await put({ idNumber: "3520212345671", filer: true });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.taxProfile.idNumber, "35202-1234567-1");
      assert.equal(ok.body.taxProfile.idType, "cnic");
      const asAdmin = await app.json("/api/profile/tax", {
        method: "PUT",
        token: adminToken,
        body: { idNumber: "1234567-8", filer: true },
      });
      assert.equal(asAdmin.status, 403);
    });

    const month = karachiDate(app.infra.clock.now()).slice(0, 7);
    const pay = (id: number, transactionId: string) =>
      app.json(`/api/payouts/admin/pay/${id}`, {
        token: adminToken,
        body: { transactionId },
      });
    let filerPayout = 0;
    let nonFilerPayout = 0;
    await t.step(
      "withholding at the filer and non-filer rates: exact gross, tax and net in the payout, ledger and invoice",
      async () => {
        assert.equal((await patch({ withholdingTax: true })).status, 200);
        await fund(app, other.id, productId, 50_000);
        // 12% of 123.45 = 14.814 → 14.81; 24% of 99.99 = 23.9976 → 24.00 (half up at the paisa).
        const a = await request("123.45");
        const b = await request(99.99, other.token);
        assert.equal(a.status, 201);
        assert.equal(b.status, 201);
        filerPayout = a.body.payout.id;
        nonFilerPayout = b.body.payout.id;

        // The payout desk says who has no tax profile (the non-filer rate will apply).
        const desk = await app.json("/api/payouts/admin?status=pending", {
          token: adminToken,
        });
        const byId = new Map(desk.body.map((p: { id: number }) => [p.id, p]));
        assert.deepEqual(
          (byId.get(filerPayout) as { payeeTax: unknown }).payeeTax,
          {
            filer: true,
            idNumber: "35202-1234567-1",
          },
        );
        assert.equal(
          (byId.get(nonFilerPayout) as { payeeTax: unknown }).payeeTax,
          null,
        );

        const paidA = await pay(filerPayout, "TX-A");
        assert.equal(paidA.status, 200, JSON.stringify(paidA.body));
        assert.deepEqual(paidA.body.payout.tax, {
          gross: 123.45,
          ratePercent: 12,
          withheld: 14.81,
          net: 108.64,
          filer: true,
          idNumber: "35202-1234567-1",
        });
        const paidB = await pay(nonFilerPayout, "TX-B");
        assert.deepEqual(paidB.body.payout.tax, {
          gross: 99.99,
          ratePercent: 24,
          withheld: 24,
          net: 75.99,
          filer: false,
          idNumber: null,
        });
        assert.deepEqual(await payoutLedger(app, filerPayout), {
          payout_reserved: -12345,
          payout_released: 12345,
          payout_paid: -10864,
          payout_tax: -1481,
        });
        assert.deepEqual(await payoutLedger(app, nonFilerPayout), {
          payout_reserved: -9999,
          payout_released: 9999,
          payout_paid: -7599,
          payout_tax: -2400,
        });
        // The balance moves by the gross; total paid is the gross (net sent + tax withheld for the affiliate).
        const balance = await app.json("/api/payouts/balance", {
          token: user.token,
        });
        assert.equal(balance.body.balance, 876.55);
        assert.equal(balance.body.totalPaid, 123.45);
        assert.equal(balance.body.reserved, 0);
        // The affiliate's own history carries gross, tax and net.
        const history = await app.json("/api/payouts", { token: user.token });
        assert.equal(history.body[0].tax.net, 108.64);

        const invoice = await app.request(
          `/api/payouts/${filerPayout}/invoice`,
          {
            headers: { authorization: `Bearer ${user.token}` },
          },
        );
        const html = await invoice.text();
        assert.match(html, /Gross amount<\/th><td><bdi dir="ltr">\$123\.45/);
        assert.match(html, /Tax withheld<\/th><td><bdi dir="ltr">\$14\.81</);
        assert.match(
          html,
          /Tax rate<\/th><td><bdi dir="ltr">12% · filer · Commission to other agents, section 233</,
        );
        assert.match(html, /Net paid<\/th><td><bdi dir="ltr">\$108\.64/);
        assert.match(
          html,
          /Amount paid: <bdi dir="ltr" class="amount">\$108\.64/,
        );
        const [audit] = await app.infra.sql<{ details: string }[]>`
          SELECT details FROM audit_logs WHERE action = 'Payout Paid' ORDER BY id LIMIT 1`;
        assert.match(
          audit.details,
          /tax withheld \$14\.81 at 12%, net \$108\.64/,
        );
      },
    );

    /** Sum of the ledger's withheld tax dated in the month, in minor units (positive). */
    const ledgerTax = async () => {
      const [row] = await app.infra.sql<{ tax: string }[]>`
        SELECT COALESCE(-SUM(amount_minor), 0)::text AS tax FROM ledger_entries
        WHERE kind = 'payout_tax' AND to_char(available_on, 'YYYY-MM') = ${month}`;
      return Number(row.tax);
    };
    await t.step(
      "the monthly report and its CSV sum to the ledger",
      async () => {
        const report = await app.json(`/api/payouts/admin/tax?month=${month}`, {
          token: adminToken,
        });
        assert.equal(report.status, 200);
        assert.equal(report.body.currency, "USD");
        assert.deepEqual(report.body.totals, {
          count: 2,
          gross: 223.44,
          tax: 38.81,
          net: 184.63,
        });
        assert.deepEqual(
          report.body.rows.map((
            r: { payoutId: number; idNumber: string | null },
          ) => [r.payoutId, r.idNumber]),
          [[filerPayout, "35202-1234567-1"], [nonFilerPayout, null]],
        );
        const csv = await app.request(
          `/api/payouts/admin/tax?month=${month}&format=csv`,
          {
            headers: { authorization: `Bearer ${adminToken}` },
          },
        );
        assert.equal(csv.status, 200);
        assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
        const [header, ...rows] = parseCsv(await csv.text());
        assert.deepEqual(header, [
          "Payee name",
          "CNIC/NTN",
          "Gross (USD)",
          "Rate (%)",
          "Tax (USD)",
          "Date",
        ]);
        const today = karachiDate(app.infra.clock.now());
        assert.deepEqual(rows, [
          ["Ali Khan", "35202-1234567-1", "123.45", "12", "14.81", today],
          ["Bilal", "none recorded", "99.99", "24", "24.00", today],
        ]);
        const csvTax = rows.reduce(
          (sum, r) => sum + Math.round(Number(r[4]) * 100),
          0,
        );
        assert.equal(csvTax, await ledgerTax());
        const empty = await app.json("/api/payouts/admin/tax?month=2001-01", {
          token: adminToken,
        });
        assert.deepEqual(empty.body.rows, []);
        const bad = await app.json("/api/payouts/admin/tax?month=2026-13", {
          token: adminToken,
        });
        assert.equal(bad.status, 400);
      },
    );

    await t.step(
      "a new rate applies from its date; past payouts keep the rate they used",
      async () => {
        const today = karachiDate(app.infra.clock.now());
        const before = await app.json(`/api/payouts/admin/tax?month=${month}`, {
          token: adminToken,
        });
        const added = await app.json("/api/admin/tax-rates", {
          token: adminToken,
          body: {
            category: "Commission to other agents",
            section: "233",
            filerPercent: "15",
            nonFilerPercent: 30.5,
            effectiveFrom: today,
          },
        });
        assert.equal(added.status, 201, JSON.stringify(added.body));
        assert.equal(added.body.rate.current, true);
        assert.equal(added.body.rate.nonFilerPercent, 30.5);
        const rates = await app.json("/api/admin/tax-rates", {
          token: adminToken,
        });
        assert.equal(rates.body.length, 3);
        assert.deepEqual(
          rates.body.filter((r: { current: boolean }) => r.current).map((
            r: { id: number },
          ) => r.id),
          [added.body.rate.id],
        );
        const [audit] = await app.infra.sql<{ details: string }[]>`
        SELECT details FROM audit_logs WHERE action = 'Add Tax Rate'`;
        assert.match(audit.details, /filer 15%, non-filer 30.5%/);

        const c = await request(10, other.token);
        const paid = await pay(c.body.payout.id, "TX-C");
        assert.equal(paid.body.payout.tax.ratePercent, 30.5);
        assert.equal(paid.body.payout.tax.withheld, 3.05);
        const after = await app.json(`/api/payouts/admin/tax?month=${month}`, {
          token: adminToken,
        });
        assert.deepEqual(after.body.rows.slice(0, 2), before.body.rows);
        assert.equal(after.body.totals.tax, 41.86);
        assert.equal(
          Math.round(after.body.totals.tax * 100),
          await ledgerTax(),
        );
        const history = await app.json("/api/payouts", { token: user.token });
        assert.equal(history.body[0].tax.ratePercent, 12);
        // In a PKR ledger, the invoice and the email show rupees with Pakistani grouping.
        await setLedgerCurrency(app, "PKR");
        await fund(app, other.id, productId, 20_000_000);
        const big = await request("150000", other.token);
        const paidBig = await pay(big.body.payout.id, "TX-PKR");
        assert.equal(paidBig.body.payout.amount, 150000);
        assert.equal(paidBig.body.payout.tax.withheld, 45750);
        const bigInvoice = await app.request(
          `/api/payouts/${big.body.payout.id}/invoice`,
          { headers: { authorization: `Bearer ${other.token}` } },
        );
        const bigHtml = await bigInvoice.text();
        assert.match(
          bigHtml,
          /Gross amount<\/th><td><bdi dir="ltr">Rs 1,50,000\.00/,
        );
        assert.match(
          bigHtml,
          /Amount paid: <bdi dir="ltr" class="amount">Rs 1,04,250\.00/,
        );
        const [mail] = await app.infra.sql<{ subject: string; text: string }[]>`
        SELECT subject, text_body AS text FROM mail_outbox ORDER BY id DESC LIMIT 1`;
        assert.equal(
          mail.subject,
          "Your Kamai payout of Rs 1,50,000.00 has been paid",
        );
        assert.match(
          mail.text,
          /Tax withheld: Rs 45,750\.00 \(30\.5%, non-filer rate\); net paid: Rs 1,04,250\.00\./,
        );
        const pkrCsv = await app.request(
          `/api/payouts/admin/tax?month=${month}&format=csv`,
          {
            headers: { authorization: `Bearer ${adminToken}` },
          },
        );
        assert.match(
          await pkrCsv.text(),
          /"Gross \(PKR\)","Rate \(%\)","Tax \(PKR\)"/,
        );
        await setLedgerCurrency(app, "USD");

        // With withholding off, a payout is paid in full with no tax row.
        assert.equal((await patch({ withholdingTax: false })).status, 200);
        const d = await request(5, other.token);
        const plain = await pay(d.body.payout.id, "TX-D");
        assert.equal(plain.body.payout.tax, null);
        assert.deepEqual(await payoutLedger(app, d.body.payout.id), {
          payout_reserved: -500,
          payout_released: 500,
          payout_paid: -500,
        });
      },
    );
  },
);
