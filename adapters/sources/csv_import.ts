/** A CSV import's rows read into deliveries: columns mapped to fields, each row read like a postback. */
import type { CommissionBase } from "../../domain/sources/commission_base.ts";
import type {
  ConversionStep,
  SaleStep,
} from "../../domain/sources/conversion_step.ts";
import { checkDeliveryCurrency } from "../../domain/sources/currency.ts";
import {
  importRefundId,
  type ImportRow,
} from "../../domain/sources/import_row.ts";
import { parseImportDate } from "../../domain/sources/import_date.ts";
import type {
  ImportColumns,
  ImportField,
} from "../../domain/sources/import_fields.ts";
import {
  IMPORT_MEANINGS,
  IMPORT_PRESET_TABLE,
  type ImportMeaning,
  importMeaning,
  type ImportPresetName,
  isCashOnDelivery,
  presetColumns,
} from "../../domain/sources/import_presets.ts";
import type { CalendarDate } from "../../domain/shared/karachi_date.ts";
import { parseMoney } from "../../domain/shared/money.ts";
import { isGoalKey, SALE_GOAL } from "../../domain/offers/goal.ts";
import { err, ok, type Result } from "../../domain/shared/result.ts";
import type { CsvFile } from "./csv_file.ts";
import { CLICK_ID_PARAMS } from "./landing_url.ts";
import { readPostback } from "./postback.ts";

/** What reading rows needs from the source. */
export interface ImportSource {
  currency: string;
  commissionBase: CommissionBase;
}

/** A store export preset and the operator's own status words, both optional. */
export interface ImportOptions {
  preset?: ImportPresetName | null;
  /** Status word (lower case) → meaning; overrides the preset's and the postback's words. */
  statusMap?: Readonly<Record<string, ImportMeaning>>;
  /**
   * Refund rows seen so far (same order, amount and date → how many): a job reads its file in batches and hands
   * the same map to each, so the nth equal refund of the file keeps its id across batches.
   */
  refundsSeen?: Map<string, number>;
}

/** The status word of a refund row (CSV only): the row's `amount` is what was refunded, a share of the sale. */
export const REFUND_STATUS = "refund";

const MAX_KEY = 200;

const PRESET_NAMES: Record<ImportPresetName, string> = {
  shopify: "Shopify",
  woocommerce: "WooCommerce",
};

// A cell of `name: value` lines (Shopify's Note Attributes) carries a click id as one of its attributes.
const ATTRIBUTE_LINE = /^\s*([\w.-]+)\s*:\s*(.*?)\s*$/;

function clickIdOf(cell: string | null): string | null {
  if (cell === null) return null;
  const lines = cell.split(/\r?\n/);
  if (!lines.every((l) => l.trim() === "" || ATTRIBUTE_LINE.test(l))) {
    return cell;
  }
  for (const name of CLICK_ID_PARAMS) {
    for (const l of lines) {
      const m = ATTRIBUTE_LINE.exec(l);
      if (m && m[1].toLowerCase() === name && m[2] !== "") return m[2];
    }
  }
  return null;
}

const money = (text: string | null): number | null =>
  text === null
    ? null
    : parseMoney(text, { from: "store", rounding: "halfUp" });

/** Minor units as decimal text, for the postback reader. */
function minorText(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${Math.floor(abs / 100)}.${
    String(abs % 100).padStart(2, "0")
  }`;
}

/**
 * Checks the mapping against the header (columns match trimmed and case-insensitively; `order_id` must be mapped,
 * and `amount` or `payout` as the source's commission base needs), then reads each record into an ImportRow.
 * Status words are the postback's (parseStatusWord) plus `refund`, or a preset's, with the operator's statusMap
 * first; `date` is YYYY-MM-DD or a date and time (parseImportDate), not after `today`. With a preset, the mapping
 * starts from the preset's columns (the given mapping overrides them) and the rows of one order count once.
 */
export function readImportRows(
  file: CsvFile,
  given: ImportColumns,
  source: ImportSource,
  today: CalendarDate,
  options: ImportOptions = {},
): Result<ImportRow[], string> {
  const preset = options.preset ?? null;
  const statusMap = options.statusMap ?? {};
  const mapping: ImportColumns = preset
    ? { ...presetColumns(preset, file.header), ...given }
    : given;
  const columns = new Map<ImportField, number>();
  const headerKeys = file.header.map((h) => h.toLowerCase());
  for (
    const [field, column] of Object.entries(mapping) as [ImportField, string][]
  ) {
    if (column.trim() === "") continue;
    const index = headerKeys.indexOf(column.trim().toLowerCase());
    if (index < 0) {
      return err(
        `The column "${
          column.slice(0, 100)
        }" (mapped to ${field}) is not in the file's header; its columns are ${
          file.header.map((h) => `"${h.slice(0, 50)}"`).join(", ").slice(0, 500)
        }.`,
      );
    }
    columns.set(field, index);
  }
  const required = source.commissionBase === "sale" ? "amount" : "payout";
  for (const field of ["order_id", required] as const) {
    // A file with a goal column may leave the amount out: a flat goal's rows need none (a sale row still does).
    if (field !== "order_id" && columns.has("goal")) continue;
    if (!columns.has(field)) {
      return err(
        `mapping must name the column of ${field}${
          field === "order_id"
            ? ""
            : ` (this source pays commission on the ${
              field === "amount" ? "sale amount" : "payout"
            })`
        }${
          preset
            ? `; the ${
              PRESET_NAMES[preset]
            } preset found none in the file's header`
            : ""
        }.`,
      );
    }
  }
  const cellOf = (cells: string[], index: number | undefined) => {
    const text = index === undefined ? "" : (cells[index] ?? "").trim();
    return text === "" ? null : text;
  };
  const valueOf = (cells: string[], field: ImportField) =>
    cellOf(cells, columns.get(field));

  // A preset's file lists an order's line items as rows of their own: the first row with order-level cells (a
  // status or an amount) stands for the order, the others are reported and skipped.
  const carrierOf = new Map<number, { line: number; orderId: string | null }>();
  if (preset) {
    const groupHeader = IMPORT_PRESET_TABLE[preset].groupBy?.toLowerCase();
    const groupIndex = groupHeader === undefined
      ? -1
      : headerKeys.indexOf(groupHeader);
    const groups = new Map<string, number[]>();
    file.records.forEach(({ cells }, i) => {
      if (cells.length !== file.header.length) return;
      const key = (groupIndex >= 0 ? cellOf(cells, groupIndex) : null) ??
        valueOf(cells, "order_id");
      if (key === null) return;
      groups.set(key, [...groups.get(key) ?? [], i]);
    });
    for (const [key, members] of groups) {
      const cells = (i: number) => file.records[i].cells;
      const carrier = members.find((i) =>
        valueOf(cells(i), "status") !== null ||
        valueOf(cells(i), "amount") !== null ||
        valueOf(cells(i), "payout") !== null
      ) ?? members[0];
      const orderId = valueOf(cells(carrier), "order_id") ??
        members.map((i) =>
          valueOf(cells(i), "order_id")
        ).find((id) => id !== null) ?? key;
      for (const i of members) {
        carrierOf.set(i, { line: file.records[carrier].line, orderId });
      }
    }
  }

  // The nth refund row with the same order, amount and date: part of the refund id (importRefundId).
  const refundsSeen = options.refundsSeen ?? new Map<string, number>();
  const refundId = (orderId: string, refund: number, date: string | null) => {
    const same = `${orderId}\n${refund}\n${date ?? ""}`;
    const nth = (refundsSeen.get(same) ?? 0) + 1;
    refundsSeen.set(same, nth);
    return importRefundId(orderId, refund, date, nth);
  };

  // One message per cell count, not one string per row: a file of millions of short rows makes millions of them.
  const cellCountErrors = new Map<number, string>();
  const cellCountError = (cells: number) => {
    let message = cellCountErrors.get(cells);
    if (message === undefined) {
      message =
        `The row has ${cells} cells and the header ${file.header.length}.`;
      cellCountErrors.set(cells, message);
    }
    return message;
  };

  return ok(file.records.map(({ line, cells }, i): ImportRow => {
    if (cells.length !== file.header.length) {
      return { line, error: cellCountError(cells.length) };
    }
    const value = (field: ImportField) => valueOf(cells, field);
    const group = carrierOf.get(i);
    if (group && group.line !== line) {
      return {
        line,
        orderId: group.orderId,
        ignored:
          `A further line item of order ${group.orderId}, counted once on line ${group.line}.`,
      };
    }
    const dateText = value("date");
    let date: CalendarDate | null = null;
    if (dateText !== null) {
      const parsed = parseImportDate(dateText);
      if (!parsed.ok) return { line, error: parsed.error };
      if (parsed.value > today) {
        return { line, error: "date is in the future." };
      }
      date = parsed.value;
    }
    const orderId = group?.orderId ?? value("order_id");
    if (!orderId || orderId.length > MAX_KEY) {
      return {
        line,
        error: `order_id is required (at most ${MAX_KEY} characters).`,
      };
    }
    const currency = checkDeliveryCurrency(source.currency, value("currency"));
    if (!currency.ok) {
      return { line, orderId, rejected: currency.error.reason };
    }
    const word = value("status");
    let meaning: ImportMeaning | undefined = word === null
      ? undefined
      : importMeaning(word, preset, statusMap);
    if (word !== null && meaning === undefined) {
      if (word.toLowerCase() === REFUND_STATUS) meaning = "refund";
      else if (preset) {
        return {
          line,
          error: `Unknown status "${word.toLowerCase().slice(0, 40)}" for a ${
            PRESET_NAMES[preset]
          } export; map it with statusMap to ${IMPORT_MEANINGS.join(", ")}.`,
        };
      }
    }
    if (meaning === "ignore") {
      return {
        line,
        orderId,
        ignored: `The status "${
          word!.toLowerCase().slice(0, 40)
        }" is mapped to ignore.`,
      };
    }
    const method = value("payment_method");
    const testMethod = preset
      ? IMPORT_PRESET_TABLE[preset].testPaymentMethods?.find((m) =>
        method?.toLowerCase().includes(m)
      )
      : undefined;
    if (testMethod) {
      return {
        line,
        orderId,
        ignored: `A test order (payment method "${
          method!.slice(0, 60)
        }"): never credited.`,
      };
    }
    if (
      meaning === "approved" && preset && word !== null &&
      IMPORT_PRESET_TABLE[preset].codPendingWords?.includes(
        word.toLowerCase().replace(/^wc-/, ""),
      ) && isCashOnDelivery(method)
    ) meaning = "pending";

    const goal = value("goal")?.toLowerCase() ?? SALE_GOAL;
    if (!isGoalKey(goal)) {
      return {
        line,
        error: "goal must be 1 to 32 of a-z, 0-9 and _ (e.g. sale, lead).",
      };
    }
    const ofGoal = goal === SALE_GOAL ? {} : { goal };
    if (meaning === "refund") {
      const refund = money(value("amount"));
      if (refund === null || refund <= 0) {
        return {
          line,
          error: "A refund row needs its amount: a decimal above 0.",
        };
      }
      return {
        line,
        date,
        delivery: {
          orderId,
          deliveryKeys: [],
          steps: [{
            kind: "refund",
            orderId,
            ...ofGoal,
            refundId: refundId(orderId, refund, date),
            refundMinor: refund,
          }],
        },
      };
    }

    const params = new URLSearchParams();
    params.set("order_id", orderId);
    // The preset's or the operator's meaning, in the postback's words; without either, the file's own word.
    const status = meaning ?? word;
    if (status !== null) params.set("status", status);
    const clickId = clickIdOf(value("click_id"));
    if (clickId !== null) params.set("click_id", clickId);
    const payout = value("payout");
    if (payout !== null) params.set("payout", payout);
    if (goal !== SALE_GOAL) params.set("goal", goal);
    const amountText = value("amount");
    const discountText = value("discount");
    if (amountText !== null && discountText !== null) {
      const [amount, discount] = [money(amountText), money(discountText)];
      if (amount === null || discount === null || discount > amount) {
        return {
          line,
          error:
            "amount less discount must be decimals that give an amount of at least 0.",
        };
      }
      params.set("amount", minorText(amount - discount));
    } else if (amountText !== null) params.set("amount", amountText);
    const reading = readPostback({ ...source, params: {} }, params);
    if (reading.outcome !== "steps") {
      return {
        line,
        error: "reason" in reading ? reading.reason : "The row means nothing.",
      };
    }
    const linkCode = value("link_code");
    const coupons = (value("coupon_code") ?? "").split(",").map((c) => c.trim())
      .filter((c) => c !== "" && c.length <= MAX_KEY);
    const withKeys = (sale: SaleStep): SaleStep => ({
      ...sale,
      attribution: {
        ...sale.attribution,
        ...(linkCode && linkCode.length <= MAX_KEY ? { linkCode } : {}),
        ...(coupons.length ? { couponCodes: coupons } : {}),
      },
    });
    const steps = reading.delivery.steps.map((step): ConversionStep =>
      step.kind === "sale"
        ? withKeys(step)
        : step.kind === "approve" && step.sale
        ? { ...step, sale: withKeys(step.sale) }
        : step
    );
    // A store export's refunded amount on a sale row: the order's refunds so far, a share of its total.
    const refunded = money(value("refunded_amount"));
    const sells = steps.some((s) =>
      s.kind === "sale" || (s.kind === "approve" && s.sale)
    );
    if (refunded !== null && refunded > 0 && sells) {
      const total = money(value("total"));
      steps.push({
        kind: "refund",
        orderId,
        ...ofGoal,
        refundId: `csv:${orderId}:refunded:${refunded}`,
        refundMinor: refunded,
        ...(total !== null && total > 0 ? { basisMinor: total } : {}),
      });
      return {
        line,
        date,
        delivery: { ...reading.delivery, steps },
        refundsSoFar: true,
      };
    }
    return { line, date, delivery: { ...reading.delivery, steps } };
  }));
}

/**
 * The key that groups a preset's rows into one order (its group column, else the mapped order id), for a reader
 * that cuts a file into batches and must keep an order's rows together; null keys never group.
 */
export function importGroupKey(
  header: string[],
  given: ImportColumns,
  preset: ImportPresetName | null,
): (cells: string[]) => string | null {
  if (!preset) return () => null;
  const headerKeys = header.map((h) => h.toLowerCase());
  const mapping: ImportColumns = { ...presetColumns(preset, header), ...given };
  const orderColumn = mapping.order_id?.trim().toLowerCase();
  const orderIndex = orderColumn ? headerKeys.indexOf(orderColumn) : -1;
  const groupHeader = IMPORT_PRESET_TABLE[preset].groupBy?.toLowerCase();
  const groupIndex = groupHeader === undefined
    ? -1
    : headerKeys.indexOf(groupHeader);
  const cell = (cells: string[], i: number) => {
    const text = i < 0 ? "" : (cells[i] ?? "").trim();
    return text === "" ? null : text;
  };
  return (cells) => cell(cells, groupIndex) ?? cell(cells, orderIndex);
}
