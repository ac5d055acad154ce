import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { clickId, setUpAffiliate } from "../test_affiliate.ts";
import { addDays, karachiDate } from "../../../domain/shared/karachi_date.ts";
import { createUser } from "../test_users.ts";

forEachTestApp(
  "exchange rates: the admin table, a USD postback into a PKR ledger, waiting until the rate arrives",
  async (t, app) => {
    const { admin, ali, product, code } = await setUpAffiliate(app);
    const today = karachiDate(new Date());
    const rates = (query = "") =>
      app.json(`/api/admin/exchange-rates${query}`, { token: admin.token });
    const addRate = (body: unknown, token: string | null = admin.token) =>
      app.json("/api/admin/exchange-rates", {
        token: token ?? undefined,
        body,
      });
    const balance = async () =>
      (await app.json("/api/payouts/balance", { token: ali.token })).body;
    const ledger = await app.json("/api/admin/settings", {
      token: admin.token,
      method: "PATCH",
      body: { currency: "PKR" },
    });
    assert.equal(ledger.status, 200, JSON.stringify(ledger.body));
    const net = await app.json("/api/admin/sources", {
      token: admin.token,
      body: {
        name: "Network (USD)",
        kind: "postback",
        currency: "USD",
        params: { click_id: "aff_sub" },
      },
    });
    assert.equal(net.status, 201, JSON.stringify(net.body));
    const path = new URL(net.body.endpointUrl).pathname;
    const events = async () =>
      (await app.json(`/api/admin/sources/${net.body.id}/events`, {
        token: admin.token,
      })).body;
    const postback = async (query: string) => {
      const res = await app.request(`${path}?${query}`);
      return { status: res.status, text: await res.text() };
    };

    await t.step(
      "the rate API refuses bad input, users and strangers",
      async () => {
        const user = await createUser(app.infra, { name: "Sana" });
        assert.equal(
          (await addRate(
            { currency: "USD", date: today, rate: "1" },
            user.token,
          ))
            .status,
          403,
        );
        assert.equal(
          (await addRate({ currency: "USD", date: today, rate: "1" }, null))
            .status,
          401,
        );
        const refusals: [unknown, string][] = [
          [{ currency: "PKR", date: today, rate: "1" }, "currency"],
          [{ currency: "dollars", date: today, rate: "1" }, "currency"],
          [{ currency: "USD", date: "2026-02-30", rate: "1" }, "date"],
          [{ currency: "USD", date: today, rate: "0" }, "rate"],
          [{ currency: "USD", date: today, rate: "-278.45" }, "rate"],
          [{ currency: "USD", date: today, rate: "2.7845e2" }, "rate"],
          [{ currency: "USD", date: today, rate: "278.12345678901" }, "rate"],
        ];
        for (const [body, field] of refusals) {
          const res = await addRate(body);
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.equal(res.body.code, "VALIDATION_ERROR");
          assert.equal(res.body.field, field, JSON.stringify(body));
        }
        assert.deepEqual((await rates()).body, {
          ledgerCurrency: "PKR",
          rates: [],
        });
      },
    );

    await t.step(
      "a USD sale with no rate for its date waits, answered 2xx",
      async () => {
        const click = await clickId(app, code);
        const res = await postback(
          `aff_sub=${click}&order_id=NET-1&amount=18.00&status=approved&currency=USD`,
        );
        assert.equal(res.status, 200, res.text);
        assert.match(res.text, /waiting/);
        const [event] = await events();
        assert.equal(event.outcome, "waiting");
        assert.equal(event.reason, `no exchange rate for USD on ${today}`);
        assert.equal((await balance()).balance, 0);
        // A rate dated after the delivery does not cover it.
        const later = await addRate({
          currency: "USD",
          date: addDays(today, 1),
          rate: "300",
        });
        assert.equal(later.status, 201, JSON.stringify(later.body));
        assert.equal(later.body.released, 0);
        assert.equal((await events())[0].outcome, "waiting");
      },
    );

    await t.step(
      "adding a rate covering the date applies it at that rate, audited",
      async () => {
        const added = await addRate({
          currency: "usd",
          date: addDays(today, -3),
          rate: 278.45,
        });
        assert.equal(added.status, 201, JSON.stringify(added.body));
        assert.equal(added.body.released, 1);
        assert.equal(added.body.rate.rate, "278.45");
        assert.equal(added.body.rate.currency, "USD");
        assert.equal(added.body.rate.current, true);
        const [event] = await events();
        assert.equal(event.outcome, "attributed");
        assert.deepEqual(event.conversion, {
          originalAmount: 18,
          originalCurrency: "USD",
          rate: "278.45",
          rateDate: addDays(today, -3),
          amount: 5012.1,
        });
        // 50 % of Rs 5,012.10 (= $18.00 × 278.45)
        assert.equal((await balance()).balance, 2506.05);
        const audit = await app.json("/api/admin/audit-logs", {
          token: admin.token,
        });
        const rows = JSON.stringify(audit.body);
        assert.match(rows, /Add Exchange Rate/);
        assert.match(
          rows,
          /1 USD = 278\.45 PKR from .*1 waiting delivery applied/,
        );
      },
    );

    await t.step(
      "a later sale converts at once; a second rate for a date is appended",
      async () => {
        const click = await clickId(app, code);
        const res = await postback(
          `aff_sub=${click}&order_id=NET-2&amount=10.01&status=approved`,
        );
        assert.match(res.text, /attributed/);
        // $10.01 × 278.45 = 2787.2845 → Rs 2,787.28; 50 % = 1,393.64
        assert.equal((await balance()).balance, 3899.69);
        // A second rate for the same date is appended: it is in force from now on, recorded conversions keep theirs.
        const again = await addRate({
          currency: "USD",
          date: addDays(today, -3),
          rate: "280",
        });
        assert.equal(again.status, 201);
        const list = await rates();
        assert.deepEqual(
          list.body.rates.map((r: { rate: string; current: boolean }) => [
            r.rate,
            r.current,
          ]),
          [["300", false], ["280", true], ["278.45", false]],
        );
        assert.equal((await rates("?currency=eur")).body.rates.length, 0);
        assert.equal((await rates("?currency=usd")).body.rates.length, 3);
        assert.equal((await rates("?currency=dollars")).status, 400);
        const [e2, e1] = await events();
        assert.equal(e1.conversion.rate, "278.45");
        assert.equal(e2.conversion.rate, "278.45");
      },
    );

    await t.step(
      "CSV rows convert at their own date's rate; a refund at its sale's; a row with no rate waits",
      async () => {
        const click = await clickId(app, code);
        await app.services.sources.clicks.flush();
        const form = new FormData();
        const csv = [
          "Order,Sub ID,Amount,Status,Date",
          `CSV-1,${click},10.00,approved,${addDays(today, -10)}`,
          `CSV-2,${click},10.00,approved,${addDays(today, -3)}`,
          `NET-1,,9.00,refund,${today}`,
        ].join("\n");
        form.set("file", new File([csv], "dollars.csv", { type: "text/csv" }));
        form.set(
          "mapping",
          JSON.stringify({
            order_id: "Order",
            click_id: "Sub ID",
            amount: "Amount",
            status: "Status",
            date: "Date",
          }),
        );
        const res = await app.json(`/api/admin/sources/${net.body.id}/import`, {
          token: admin.token,
          body: form,
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const rows = res.body.rows as {
          line: number;
          outcome: string;
          reason?: string;
          amount?: number;
          earning?: number;
        }[];
        // The report's money is the ledger's: CSV-2's $10.00 at 280.
        assert.deepEqual([rows[1].amount, rows[1].earning], [2800, 1400]);
        assert.deepEqual(
          rows.map(({ line, outcome, reason }) =>
            reason ? { line, outcome, reason } : { line, outcome }
          ),
          [
            {
              line: 2,
              outcome: "waiting",
              reason: `no exchange rate for USD on ${addDays(today, -10)}`,
            },
            { line: 3, outcome: "attributed" },
            { line: 4, outcome: "attributed" },
          ],
        );
        // CSV-2: $10.00 at 280 (the newest row of its date) = Rs 2,800.00, earning 1,400.00. The refund of $9.00
        // converts at NET-1's own rate, 278.45: Rs 2,506.05 of Rs 5,012.10 is half, 1,253.03 of 2,506.05 earned.
        assert.equal((await balance()).balance, 4046.66);
        const released = await addRate({
          currency: "USD",
          date: addDays(today, -30),
          rate: "250",
        });
        assert.equal(released.body.released, 1);
        // CSV-1, dated ten days ago: at 250 = Rs 2,500.00, earning 1,250.00.
        assert.equal((await balance()).balance, 5296.66);
        const csv1 = (await events()).find((e: { orderId: string }) =>
          e.orderId === "CSV-1"
        );
        assert.equal(csv1.outcome, "attributed");
        assert.equal(csv1.conversion.rate, "250");
        assert.equal(csv1.conversion.rateDate, addDays(today, -30));
      },
    );

    await t.step(
      "a converted sale attributed by hand keeps its rate for its refunds",
      async () => {
        const res = await postback(
          "order_id=NET-3&amount=20.00&status=approved",
        );
        assert.match(res.text, /unattributed/);
        const [event] = await events();
        assert.equal(event.conversion.rate, "280");
        assert.equal(event.conversion.amount, 5600);
        const done = await app.json(
          `/api/admin/sources/${net.body.id}/events/${event.id}/attribute`,
          {
            token: admin.token,
            body: { userId: ali.id, productId: product.id },
          },
        );
        assert.equal(done.status, 200, JSON.stringify(done.body));
        assert.equal((await balance()).balance, 8096.66);
        // Today's rate changes; the refund of half the order still converts at the sale's 280: Rs 2,800.00 of 5,600.00.
        assert.equal(
          (await addRate({ currency: "USD", date: today, rate: "290" })).status,
          201,
        );
        const form = new FormData();
        form.set(
          "file",
          new File([`Order,Amount,Status\nNET-3,10.00,refund\n`], "r.csv", {
            type: "text/csv",
          }),
        );
        form.set(
          "mapping",
          JSON.stringify({
            order_id: "Order",
            amount: "Amount",
            status: "Status",
          }),
        );
        const imported = await app.json(
          `/api/admin/sources/${net.body.id}/import`,
          { token: admin.token, body: form },
        );
        assert.deepEqual(imported.body.summary, { attributed: 1 });
        assert.equal((await balance()).balance, 6696.66);
      },
    );

    await t.step(
      "the affiliate's report lists the original amounts and rates",
      async () => {
        const res = await app.json(
          `/api/user/reports/conversions?startDate=${
            addDays(today, -7)
          }&endDate=${today}`,
          { token: ali.token },
        );
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual(
          res.body.map((r: Record<string, unknown>) => [
            r.orderId,
            r.originalAmount,
            r.originalCurrency,
            r.rate,
            r.amount,
            r.product,
            r.date,
          ]),
          [
            ["NET-3", 10, "USD", "280", 2800, product.title, today],
            ["NET-3", 20, "USD", "280", 5600, product.title, today],
            ["NET-1", 9, "USD", "278.45", 2506.05, product.title, today],
            ["NET-2", 10.01, "USD", "278.45", 2787.28, product.title, today],
            ["NET-1", 18, "USD", "278.45", 5012.1, product.title, today],
            [
              "CSV-2",
              10,
              "USD",
              "280",
              2800,
              product.title,
              addDays(today, -3),
            ],
          ],
        );
        const admins = await app.json("/api/user/reports/conversions", {
          token: admin.token,
        });
        assert.deepEqual(admins.body, []);
      },
    );
  },
);
