/**
 * Batch file layouts as data: which columns a bulk upload file has, in what order, under which headers, with what
 * date and amount format. Built in: a generic IBFT (bank) layout, a wallet layout and one for "other"; an admin adds
 * their own bank's template without code (docs/payout-operations.md "Batch files").
 */
import { err, ok, type Result } from "../shared/result.ts";
import { formatMoney, type MoneyTotal } from "../shared/money.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import { type Currency, formatCurrency } from "../shared/currency.ts";
import {
  payoutMethodKind,
  type PayoutRailKind,
} from "../payouts/payout_methods.ts";
import type { Rail } from "./batch.ts";

/** Which kind of rail a layout is for (the payout-method table's kinds). */
export type LayoutKind = PayoutRailKind;
/** Every layout kind, in the order the layout form offers them. */
export const LAYOUT_KINDS: readonly LayoutKind[] = ["bank", "wallet", "other"];

/** What a column can hold. */
export type LayoutField =
  | "beneficiaryTitle"
  | "iban"
  | "bankName"
  | "mobileNumber"
  | "accountNumber"
  | "accountLabel"
  | "amount"
  | "reference"
  | "batchReference"
  | "date"
  | "email";
/** Every column field, as the layout form offers them. */
export const LAYOUT_FIELDS: readonly LayoutField[] = [
  "beneficiaryTitle",
  "iban",
  "bankName",
  "mobileNumber",
  "accountNumber",
  "accountLabel",
  "amount",
  "reference",
  "batchReference",
  "date",
  "email",
];

/** Date formats a layout may use. */
export const DATE_FORMATS = [
  "YYYY-MM-DD",
  "DD/MM/YYYY",
  "DD-MM-YYYY",
  "MM/DD/YYYY",
  "YYYYMMDD",
] as const;
/** A date format. */
export type DateFormat = typeof DATE_FORMATS[number];

/** Amount formats: 1234.50, 1,234.50 (or 1,234.50 in Pakistani grouping with PKR), 123450 (paisa or cents). */
export const AMOUNT_FORMATS = ["decimal", "grouped", "minor"] as const;
/** An amount format. */
export type AmountFormat = typeof AMOUNT_FORMATS[number];

/** One column: the field and its header text. */
export interface LayoutColumn {
  field: LayoutField;
  header: string;
}

/** A layout as the file renderer uses it. */
export interface FileLayout {
  /** "ibft", "wallet", "other" for the built-ins; the row id as text for an admin's. */
  id: string;
  name: string;
  kind: LayoutKind;
  columns: LayoutColumn[];
  dateFormat: DateFormat;
  amountFormat: AmountFormat;
  builtIn: boolean;
}

/** An admin-defined layout as stored. */
export interface CustomLayout extends FileLayout {
  createdAt: Date;
}

/** A layout to add, already checked. */
export type NewLayout = Omit<FileLayout, "id" | "builtIn">;

/** The built-in layouts, one per kind. Header "Amount" gets the ledger currency: "Amount (PKR)". */
export const BUILT_IN_LAYOUTS: readonly FileLayout[] = [
  {
    id: "ibft",
    name: "Generic IBFT (bank)",
    kind: "bank",
    columns: [
      { field: "beneficiaryTitle", header: "Beneficiary Title" },
      { field: "iban", header: "IBAN" },
      { field: "bankName", header: "Bank Name" },
      { field: "amount", header: "Amount" },
      { field: "reference", header: "Reference" },
    ],
    dateFormat: "YYYY-MM-DD",
    amountFormat: "decimal",
    builtIn: true,
  },
  {
    id: "wallet",
    name: "Mobile wallet",
    kind: "wallet",
    columns: [
      { field: "mobileNumber", header: "Mobile Number" },
      { field: "beneficiaryTitle", header: "Account Title" },
      { field: "amount", header: "Amount" },
      { field: "reference", header: "Reference" },
    ],
    dateFormat: "YYYY-MM-DD",
    amountFormat: "decimal",
    builtIn: true,
  },
  {
    id: "other",
    name: "Other accounts",
    kind: "other",
    columns: [
      { field: "beneficiaryTitle", header: "Account Title" },
      { field: "accountLabel", header: "Account Label" },
      { field: "accountNumber", header: "Account Number" },
      { field: "amount", header: "Amount" },
      { field: "reference", header: "Reference" },
    ],
    dateFormat: "YYYY-MM-DD",
    amountFormat: "decimal",
    builtIn: true,
  },
];

/** The kind of layout a rail's file uses. */
export function layoutKindOf(rail: Rail): LayoutKind {
  return payoutMethodKind(rail);
}

/** The built-in layout of a rail. */
export function builtInLayoutFor(rail: Rail): FileLayout {
  const kind = layoutKindOf(rail);
  return BUILT_IN_LAYOUTS.find((l) => l.kind === kind)!;
}

/** A layout definition that breaks a rule. */
export interface LayoutInvalid {
  code: "VALIDATION_ERROR";
  message: string;
  field: string;
}

/** Checks a layout definition as sent (name, kind, columns, dateFormat, amountFormat). */
export function validateLayout(body: {
  name?: unknown;
  kind?: unknown;
  columns?: unknown;
  dateFormat?: unknown;
  amountFormat?: unknown;
}): Result<NewLayout, LayoutInvalid> {
  const invalid = (message: string, field: string) =>
    err<LayoutInvalid>({ code: "VALIDATION_ERROR", message, field });
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name === "" || name.length > 100) {
    return invalid("Layout name must be 1 to 100 characters.", "name");
  }
  if (!LAYOUT_KINDS.includes(body.kind as LayoutKind)) {
    return invalid("Kind must be bank, wallet or other.", "kind");
  }
  const kind = body.kind as LayoutKind;
  const dateFormat = body.dateFormat ?? "YYYY-MM-DD";
  if (!DATE_FORMATS.includes(dateFormat as DateFormat)) {
    return invalid(
      `Date format must be one of ${DATE_FORMATS.join(", ")}.`,
      "dateFormat",
    );
  }
  const amountFormat = body.amountFormat ?? "decimal";
  if (!AMOUNT_FORMATS.includes(amountFormat as AmountFormat)) {
    return invalid(
      "Amount format must be decimal, grouped or minor.",
      "amountFormat",
    );
  }
  if (
    !Array.isArray(body.columns) || body.columns.length === 0 ||
    body.columns.length > 20
  ) {
    return invalid("A layout has 1 to 20 columns.", "columns");
  }
  const columns: LayoutColumn[] = [];
  for (const column of body.columns as unknown[]) {
    const c = (column ?? {}) as { field?: unknown; header?: unknown };
    if (!LAYOUT_FIELDS.includes(c.field as LayoutField)) {
      return invalid(
        `Each column's field must be one of ${LAYOUT_FIELDS.join(", ")}.`,
        "columns",
      );
    }
    const header = typeof c.header === "string" ? c.header.trim() : "";
    if (header === "" || header.length > 100) {
      return invalid(
        "Each column needs a header of 1 to 100 characters.",
        "columns",
      );
    }
    columns.push({ field: c.field as LayoutField, header });
  }
  const fields = columns.map((c) => c.field);
  for (const needed of ["amount", "reference"] as const) {
    if (!fields.includes(needed)) {
      return invalid(
        "A layout needs an amount column and a reference column.",
        "columns",
      );
    }
  }
  if (kind === "bank" && !fields.includes("iban")) {
    return invalid("A bank layout needs an IBAN column.", "columns");
  }
  if (kind === "wallet" && !fields.includes("mobileNumber")) {
    return invalid("A wallet layout needs a mobile number column.", "columns");
  }
  return ok({
    name,
    kind,
    columns,
    dateFormat: dateFormat as DateFormat,
    amountFormat: amountFormat as AmountFormat,
  });
}

/** One payout line of a batch file, before layout. */
export interface BatchFileRow {
  beneficiaryTitle: string;
  iban: string;
  bankName: string;
  mobileNumber: string;
  accountNumber: string;
  accountLabel: string;
  /** What to send, in minor units (the net when withholding is on). */
  amount: MoneyTotal;
  reference: string;
  email: string;
}

/** A date in a layout's format. */
export function formatLayoutDate(
  date: CalendarDate,
  format: DateFormat,
): string {
  const [y, m, d] = date.split("-");
  switch (format) {
    case "YYYY-MM-DD":
      return date;
    case "DD/MM/YYYY":
      return `${d}/${m}/${y}`;
    case "DD-MM-YYYY":
      return `${d}-${m}-${y}`;
    case "MM/DD/YYYY":
      return `${m}/${d}/${y}`;
    case "YYYYMMDD":
      return `${y}${m}${d}`;
  }
}

/** An amount in a layout's format; "grouped" follows the ledger currency's grouping, without its symbol. */
export function formatLayoutAmount(
  amount: MoneyTotal,
  format: AmountFormat,
  currency: Currency,
): string {
  if (format === "minor") return String(amount);
  if (format === "decimal") return formatMoney(amount);
  return formatCurrency(amount, currency).replace(/^(-?)(\$|Rs )/, "$1");
}

/** Quotes one field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote. */
function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d[\d,]*(\.\d+)?$/.test(value)
    ? `'${value}`
    : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The batch file: the header row (built-in layouts name the currency: "Amount (PKR)"), one row per payout, then the
 * totals line: "TOTAL (n payouts)" in the first free column, the total in the amount column and the batch reference
 * in the reference column. CRLF lines, every field quoted.
 */
export function renderBatchFile(
  layout: FileLayout,
  rows: BatchFileRow[],
  batch: { reference: string; date: CalendarDate },
  currency: Currency,
): string {
  const header = layout.columns.map((c) =>
    layout.builtIn && c.field === "amount"
      ? `${c.header} (${currency})`
      : c.header
  );
  const cell = (row: BatchFileRow, field: LayoutField): string => {
    switch (field) {
      case "amount":
        return formatLayoutAmount(row.amount, layout.amountFormat, currency);
      case "batchReference":
        return batch.reference;
      case "date":
        return formatLayoutDate(batch.date, layout.dateFormat);
      default:
        return row[field];
    }
  };
  const lines = [header];
  let total = 0n;
  for (const row of rows) {
    total += BigInt(row.amount);
    lines.push(layout.columns.map((c) => cell(row, c.field)));
  }
  let labelled = false;
  lines.push(layout.columns.map((c) => {
    if (c.field === "amount") {
      return formatLayoutAmount(total, layout.amountFormat, currency);
    }
    if (c.field === "reference" || c.field === "batchReference") {
      return batch.reference;
    }
    if (c.field === "date") {
      return formatLayoutDate(batch.date, layout.dateFormat);
    }
    if (!labelled) {
      labelled = true;
      return `TOTAL (${rows.length} payouts)`;
    }
    return "";
  }));
  return lines.map((l) => l.map(csvField).join(",")).join("\r\n") + "\r\n";
}
