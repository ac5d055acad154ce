import assert from "node:assert/strict";
import {
  type BatchFileRow,
  BUILT_IN_LAYOUTS,
  builtInLayoutFor,
  formatLayoutAmount,
  formatLayoutDate,
  renderBatchFile,
  validateLayout,
} from "./file_layout.ts";
import { checkedPakistaniIban } from "./batch_accounts.ts";
import { parsePayoutReference } from "./batch.ts";

const row = (amount: number, n: number): BatchFileRow => ({
  beneficiaryTitle: `Payee ${n}`,
  iban: "PK36SCBL0000001123456702",
  bankName: "Standard Chartered",
  mobileNumber: "03001234567",
  accountNumber: "x",
  accountLabel: "",
  amount,
  reference: `KAMAI-P${n}`,
  email: "a@b.pk",
});

Deno.test("built-in layouts: one per kind, and each rail gets its kind's", () => {
  assert.deepEqual(BUILT_IN_LAYOUTS.map((l) => l.kind), [
    "bank",
    "wallet",
    "other",
  ]);
  assert.equal(builtInLayoutFor("bank").id, "ibft");
  assert.equal(builtInLayoutFor("sadapay").id, "wallet");
  assert.equal(builtInLayoutFor("other").id, "other");
});

Deno.test("renderBatchFile: header with the currency, rows, a totals line with the batch reference", () => {
  const csv = renderBatchFile(
    builtInLayoutFor("bank"),
    [row(150_000_00, 1), row(25, 2)],
    { reference: "KAMAI-B1-BANK", date: "2026-11-26" },
    "PKR",
  );
  assert.equal(
    csv,
    '"Beneficiary Title","IBAN","Bank Name","Amount (PKR)","Reference"\r\n' +
      '"Payee 1","PK36SCBL0000001123456702","Standard Chartered","150000.00","KAMAI-P1"\r\n' +
      '"Payee 2","PK36SCBL0000001123456702","Standard Chartered","0.25","KAMAI-P2"\r\n' +
      '"TOTAL (2 payouts)","","","150000.25","KAMAI-B1-BANK"\r\n',
  );
});

Deno.test("layout formats: dates, and amounts decimal, grouped (Pakistani with PKR) and minor", () => {
  assert.equal(formatLayoutDate("2026-03-07", "DD/MM/YYYY"), "07/03/2026");
  assert.equal(formatLayoutDate("2026-03-07", "YYYYMMDD"), "20260307");
  assert.equal(formatLayoutDate("2026-03-07", "MM/DD/YYYY"), "03/07/2026");
  assert.equal(formatLayoutAmount(15_000_050, "decimal", "PKR"), "150000.50");
  assert.equal(formatLayoutAmount(15_000_050, "grouped", "PKR"), "1,50,000.50");
  assert.equal(formatLayoutAmount(15_000_050, "grouped", "USD"), "150,000.50");
  assert.equal(formatLayoutAmount(15_000_050, "minor", "USD"), "15000050");
});

Deno.test("validateLayout: needs amount and reference, an IBAN for banks, a mobile number for wallets", () => {
  const base = {
    name: "Mine",
    kind: "bank",
    columns: [
      { field: "iban", header: "IBAN" },
      { field: "amount", header: "Amt" },
      { field: "reference", header: "Ref" },
    ],
  };
  const ok = validateLayout(base);
  assert.ok(ok.ok);
  assert.equal(ok.value.dateFormat, "YYYY-MM-DD");
  assert.equal(ok.value.amountFormat, "decimal");
  const wallet = validateLayout({ ...base, kind: "wallet" });
  assert.ok(!wallet.ok && /mobile number/.test(wallet.error.message));
  const noRef = validateLayout({ ...base, columns: base.columns.slice(0, 2) });
  assert.ok(!noRef.ok && noRef.error.field === "columns");
  const badField = validateLayout({
    ...base,
    columns: [...base.columns, { field: "password", header: "P" }],
  });
  assert.ok(!badField.ok);
  assert.ok(!validateLayout({ ...base, dateFormat: "D.M.Y" }).ok);
  assert.ok(!validateLayout({ ...base, name: " " }).ok);
});

Deno.test("IBANs by ibantools (PK, 24 characters, mod-97) and payout references", () => {
  assert.equal(
    checkedPakistaniIban("pk36 scbl 0000 0011 2345 6702"),
    "PK36SCBL0000001123456702",
  );
  assert.equal(checkedPakistaniIban("PK37SCBL0000001123456702"), null);
  assert.equal(checkedPakistaniIban("GB82WEST12345698765432"), null);
  assert.equal(checkedPakistaniIban("12345678"), null);
  assert.equal(parsePayoutReference("kamai-p42"), 42);
  assert.equal(parsePayoutReference("42"), 42);
  assert.equal(parsePayoutReference("KAMAI-B4-BANK"), null);
  assert.equal(parsePayoutReference("0"), null);
});
