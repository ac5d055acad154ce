import assert from "node:assert/strict";
import { displayStatus, payoutCsvFileName, payoutsCsv } from "./payouts_csv.ts";
import type { Payout } from "./payouts.ts";

const payout: Payout = {
  id: 1,
  userId: 2,
  user: 'Ali "AK" Khan',
  userEmail: "ali@kamai.test",
  productId: 3,
  product: "Course",
  amount: 40,
  method: "jazzcash",
  accountType: "Mobile Account",
  accountLabel: null,
  accountName: "Ali",
  bankName: null,
  accountNumber: "03001234567",
  status: "pending",
  transactionId: null,
  requestedAt: "2026-01-15T20:00:00Z",
  createdAt: "2026-01-15T20:00:00Z",
  decidedAt: null,
  rejectionReason: null,
  invoiceUrl: null,
};

Deno.test("payout CSV: spec columns, quoted, dashes for missing values, Karachi dates", () => {
  const lines = payoutsCsv([payout], "USD").trimEnd().split("\r\n");
  assert.equal(
    lines[0],
    '"Date","User","Product","Amount (USD)","Payment Method","Account Type","Account Label","Account Name","Bank Name","Account Number","Status","Rejection Reason","Transaction ID"',
  );
  assert.equal(
    lines[1],
    '"2026-01-16","Ali ""AK"" Khan","Course","40.00","JazzCash","Mobile Account","-","Ali","-","03001234567","pending","-","-"',
  );
  assert.equal(
    payoutCsvFileName(new Date("2026-03-04T20:00:00Z")),
    "payouts_history_2026-03-05.csv",
  );
});

Deno.test("payout CSV: a payout with no product (the setting payoutRequiresProduct off) reads a dash", () => {
  const line = payoutsCsv([{ ...payout, productId: null, product: null }])
    .split("\r\n")[1];
  assert.ok(
    line.startsWith(`"2026-01-16","Ali ""AK"" Khan","-","40.00",`),
    line,
  );
});

Deno.test("payout CSV: formula-like text is kept as text, the missing-value dash is not", () => {
  const line = payoutsCsv([{ ...payout, user: "=cmd()", bankName: "" }])
    .split("\r\n")[1];
  assert.ok(line.startsWith(`"2026-01-16","'=cmd()",`), line);
  assert.ok(line.includes(`"Ali","-","03001234567"`), line);
});

Deno.test("payout status: anything but paid or rejected (e.g. an old approved) reads as pending", () => {
  assert.equal(displayStatus("approved"), "pending");
  assert.equal(displayStatus("paid"), "paid");
  assert.equal(displayStatus("rejected"), "rejected");
  assert.equal(displayStatus("processing"), "pending");
  assert.equal(displayStatus("failed"), "failed");
});

Deno.test("payout CSV: the amount column names the ledger currency, never USD over rupees", () => {
  const [header, row] = payoutsCsv([{ ...payout, amount: 1500 }], "PKR")
    .split("\r\n");
  assert.match(
    header,
    /^"Date","User","Product","Amount \(PKR\)","Payment Method",/,
  );
  assert.doesNotMatch(header, /USD/);
  assert.match(row, /"Course","1500\.00"/);
});
