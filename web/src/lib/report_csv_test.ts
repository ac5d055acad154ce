import assert from "node:assert/strict";
import {
  reportCsv,
  reportFileName,
  subIdReportCsv,
  subIdReportFileName,
} from "./report_csv.ts";

Deno.test("reportCsv writes the spec's columns with 2-decimal money", () => {
  const text = reportCsv([{
    date: "2025-01-02",
    clicks: 3,
    sales: 1,
    earnings: 5,
    payouts: 0,
    balance: 12.5,
  }], 20);
  assert.equal(
    text,
    '"Date","Clicks","Sales","Earnings","Payouts","Balance","CurrentBalance"\r\n' +
      '"2025-01-02","3","1","5.00","0.00","12.50","20.00"\r\n',
  );
  assert.equal(reportFileName("2025-01-02"), "kamai_report_2025-01-02.csv");
});

Deno.test("reportCsv in a PKR ledger names the currency in every money column", () => {
  const text = reportCsv(
    [{
      date: "2025-01-02",
      clicks: 3,
      sales: 1,
      earnings: 1.8,
      payouts: 0,
      balance: 1.8,
    }],
    1.8,
    "PKR",
  );
  assert.equal(
    text,
    '"Date","Clicks","Sales","Earnings (PKR)","Payouts (PKR)","Balance (PKR)","CurrentBalance (PKR)"\r\n' +
      '"2025-01-02","3","1","1.80","0.00","1.80","1.80"\r\n',
  );
});

Deno.test("subIdReportCsv names the sub-id slot as its column and has no payouts or balance", () => {
  const rows = [{
    date: "2025-01-02",
    value: "fb-ad-3",
    clicks: 2,
    sales: 1,
    earnings: 50,
  }];
  assert.equal(
    subIdReportCsv(rows, "s1", "USD"),
    '"Date","s1","Clicks","Sales","Earnings"\r\n' +
      '"2025-01-02","fb-ad-3","2","1","50.00"\r\n',
  );
  assert.match(
    subIdReportCsv(rows, "s2", "PKR"),
    /^"Date","s2","Clicks","Sales","Earnings \(PKR\)"/,
  );
  assert.equal(
    subIdReportFileName("s1", "2025-01-02"),
    "kamai_report_s1_2025-01-02.csv",
  );
});
