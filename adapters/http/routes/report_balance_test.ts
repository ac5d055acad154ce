import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { setUpAffiliate } from "../test_affiliate.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { createFixedClock } from "../../../domain/shared/clock.ts";

// Noon in Karachi (07:00 UTC) on the given day.
const noon = (day: string) => new Date(`${day}T07:00:00Z`);
const clock = createFixedClock(noon("2025-03-10"));
const jazzcash = {
  method: "jazzcash",
  accountName: "Ali Khan",
  accountNumber: "03001234567",
};

forEachTestApp(
  "user report: the balance runs day by day from the ledger's days; a payout is booked on the day it was requested",
  async (t, app) => {
    clock.set(noon("2025-03-10"));
    const { admin, ali, product } = await setUpAffiliate(app);
    // Written today (the database's now), available on earlier days: a back-dated import or a hand-entered stat.
    const ledger = testLedger(app.infra);
    let sourceId = 1;
    for (
      const [amount, availableOn] of [
        [10_000, "2025-03-01"],
        [5_000, "2025-03-05"],
        [3_000, "2025-03-20"],
      ] as const
    ) {
      await ledger.append({
        userId: ali.id,
        productId: product.id,
        kind: "earning",
        amount: money(amount),
        availableOn,
        sourceType: "sale",
        sourceId: sourceId++,
      });
    }
    const request = async (day: string, amount: number) => {
      clock.set(noon(day));
      const made = await app.json("/api/payouts", {
        token: ali.token,
        body: { ...jazzcash, amount, productId: product.id },
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      return made.body.payout.id as number;
    };
    const paid = await request("2025-03-06", 40);
    const refused = await request("2025-03-07", 20);
    clock.set(noon("2025-03-08"));
    const pay = await app.json(`/api/payouts/admin/pay/${paid}`, {
      token: admin.token,
      body: { transactionId: "T-1" },
    });
    assert.equal(pay.status, 200, JSON.stringify(pay.body));
    clock.set(noon("2025-03-09"));
    const reject = await app.json(`/api/payouts/admin/reject/${refused}`, {
      token: admin.token,
      method: "PATCH",
    });
    assert.equal(reject.status, 200, JSON.stringify(reject.body));
    clock.set(noon("2025-03-10"));

    await t.step(
      "every row carries the balance at its day's end; the payout sits on its request day; nothing after today",
      async () => {
        const report = await app.json(
          "/api/user/reports?startDate=2025-03-01&endDate=2025-03-31&dateOnly=1",
          { token: ali.token },
        );
        assert.equal(report.status, 200);
        assert.deepEqual(
          report.body.map((r: Record<string, unknown>) => [
            r.date,
            r.payouts,
            r.balance,
          ]),
          [
            // The refused request's money came back on the day it was refused.
            ["2025-03-09", 0, 110],
            // Paying on the 8th moves nothing: the money left when it was requested. The refused request is no payout.
            ["2025-03-07", 0, 90],
            ["2025-03-06", 40, 110],
            ["2025-03-05", 0, 150],
            ["2025-03-01", 0, 100],
          ],
        );
        const balance = await app.json("/api/payouts/balance", {
          token: ali.token,
        });
        assert.equal(balance.body.balance, report.body[0].balance);
      },
    );

    await t.step(
      "a range that starts later opens on the balance before it",
      async () => {
        const report = await app.json(
          "/api/user/reports?startDate=2025-03-05&endDate=2025-03-06&dateOnly=1",
          { token: ali.token },
        );
        assert.deepEqual(
          report.body.map((r: Record<string, unknown>) => [
            r.date,
            r.balance,
          ]),
          [["2025-03-06", 110], ["2025-03-05", 150]],
        );
      },
    );
  },
  { clock },
);
