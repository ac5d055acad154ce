/** The seed shared by the stats browser tests: an affiliate with a month of figures, a balance and a paid payout. */
import { callApi, type E2e, E2E_ADMIN } from "./harness.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { createPostgresLedgerRepository } from "../../adapters/postgres/ledger_repository.ts";
import { money } from "../../domain/shared/money.ts";
import {
  addDays,
  endOfMonth,
  karachiDate,
} from "../../domain/shared/karachi_date.ts";
import { monthToDateComparison } from "../../domain/stats/periods.ts";

/** An affiliate with a month of figures, a large balance built up on earlier days and a paid payout; the admin. */
export async function seed(e2e: E2e) {
  const ctx = e2e.app.infra;
  const adminToken = await loginAs(ctx, E2E_ADMIN.email, E2E_ADMIN.password);
  const amina = await createUser(ctx, { name: "Amina Rauf" });
  const product = await callApi(e2e, adminToken, "POST", "/api/products", {
    title: "Freelancing Course",
    description: "Learn to freelance",
    commissionPercent: 12,
    refundPolicy: "30_day_guarantee",
  });
  const productId = (product.product?.id ?? product.id) as number;
  await callApi(e2e, adminToken, "POST", "/api/admin/affiliate-links/assign", {
    userId: amina.id,
    productId,
    customLink: "https://shop.pk/course",
  });
  const today = karachiDate(new Date());
  const { current, previous } = monthToDateComparison(today);
  const stat = (date: string, clicks: number, earnings = "0.00") =>
    callApi(e2e, adminToken, "POST", "/api/stats", {
      userId: amina.id,
      productId,
      clicks,
      sales: 0,
      earnings,
      date,
    });
  // This month: 3,894 clicks today (and 100 on the 1st); last month: 2,000 on its 1st, 50,000 after the same days.
  await stat(today, 3894, "3277197.61");
  let thisMonth = 3894;
  if (current.startDate !== today) {
    await stat(current.startDate, 100);
    thisMonth += 100;
  }
  await stat(previous.startDate, 2000);
  const lastMonthEnd = endOfMonth(previous.startDate);
  if (lastMonthEnd > previous.endDate) await stat(lastMonthEnd, 50_000);
  // Available on earlier days, written today: the report's balance must run through those days.
  const ledger = createPostgresLedgerRepository(ctx.sql);
  for (
    const [i, [amount, day]] of ([
      [100_000_000, addDays(today, -5)],
      [227_719_761, addDays(today, -3)],
    ] as const).entries()
  ) {
    await ledger.append({
      userId: amina.id,
      productId,
      kind: "earning",
      amount: money(amount),
      availableOn: day,
      sourceType: "sale",
      sourceId: 9_000 + i,
    });
  }
  const payout = await callApi(e2e, amina.token, "POST", "/api/payouts", {
    productId,
    amount: "1000.00",
    method: "jazzcash",
    accountName: "Amina Rauf",
    accountNumber: "03001234567",
  });
  await callApi(
    e2e,
    adminToken,
    "POST",
    `/api/payouts/admin/pay/${payout.payout.id}`,
    { transactionId: "TX-31" },
  );
  return { adminToken, amina, today, thisMonth, previous };
}
