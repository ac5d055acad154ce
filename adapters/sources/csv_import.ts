/** A CSV import's rows read into deliveries: columns mapped to fields, each row read like a postback. */
import type { CommissionBase } from "../../domain/sources/commission_base.ts";
import type {
  ConversionStep,
  SaleStep,
} from "../../domain/sources/conversion_step.ts";
import {
  importRefundId,
  type ImportRow,
} from "../../domain/sources/import_row.ts";
import {
  type CalendarDate,
  isCalendarDate,
} from "../../domain/shared/karachi_date.ts";
import { parseMoney } from "../../domain/shared/money.ts";
import { err, ok, type Result } from "../../domain/shared/result.ts";
import type { ImportField, ImportMapping } from "../../wire/sources.ts";
import type { CsvFile } from "./csv_file.ts";
import { readPostback } from "./postback.ts";

/** What reading rows needs from the source. */
export interface ImportSource {
  currency: string;
  commissionBase: CommissionBase;
}

/** The status word of a refund row (CSV only): the row's `amount` is what was refunded, a share of the sale. */
export const REFUND_STATUS = "refund";

const MAX_KEY = 200;

/**
 * Checks the mapping against the header (columns match trimmed and case-insensitively; `order_id` must be mapped,
 * and `amount` or `payout` as the source's commission base needs), then reads each record into an ImportRow.
 * Status words are the postback's (parseStatusWord) plus `refund`; `date` is YYYY-MM-DD, not after `today`.
 */
export function readImportRows(
  file: CsvFile,
  mapping: ImportMapping,
  source: ImportSource,
  today: CalendarDate,
): Result<ImportRow[], string> {
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
    if (!columns.has(field)) {
      return err(
        `mapping must name the column of ${field}${
          field === "order_id"
            ? ""
            : ` (this source pays commission on the ${
              field === "amount" ? "sale amount" : "payout"
            })`
        }.`,
      );
    }
  }
  // The nth refund row with the same order, amount and date: part of the refund id (importRefundId).
  const refundsSeen = new Map<string, number>();
  return ok(file.records.map(({ line, cells }): ImportRow => {
    if (cells.length !== file.header.length) {
      return {
        line,
        error:
          `The row has ${cells.length} cells and the header ${file.header.length}.`,
      };
    }
    const value = (field: ImportField): string | null => {
      const index = columns.get(field);
      const text = index === undefined ? "" : cells[index].trim();
      return text === "" ? null : text;
    };
    const dateText = value("date");
    if (dateText !== null && !isCalendarDate(dateText)) {
      return { line, error: "date must be a date written YYYY-MM-DD." };
    }
    if (dateText !== null && dateText > today) {
      return { line, error: "date is in the future." };
    }
    const date = dateText;
    const orderId = value("order_id");
    if (value("status")?.toLowerCase() === REFUND_STATUS) {
      if (!orderId || orderId.length > MAX_KEY) {
        return {
          line,
          error: `order_id is required (at most ${MAX_KEY} characters).`,
        };
      }
      const refund = parseMoney(value("amount") ?? "", {
        from: "store",
        rounding: "halfUp",
      });
      if (refund === null || refund <= 0) {
        return {
          line,
          error: "A refund row needs its amount: a decimal above 0.",
        };
      }
      const same = `${orderId}\n${refund}\n${date ?? ""}`;
      const nth = (refundsSeen.get(same) ?? 0) + 1;
      refundsSeen.set(same, nth);
      return {
        line,
        date,
        delivery: {
          orderId,
          deliveryKeys: [],
          steps: [{
            kind: "refund",
            orderId,
            refundId: importRefundId(orderId, refund, date, nth),
            refundMinor: refund,
          }],
        },
      };
    }
    const params = new URLSearchParams();
    for (
      const field of [
        "click_id",
        "order_id",
        "amount",
        "payout",
        "status",
      ] as const
    ) {
      const v = value(field);
      if (v !== null) params.set(field, v);
    }
    const reading = readPostback({ ...source, params: {} }, params);
    if (reading.outcome !== "steps") {
      return {
        line,
        error: "reason" in reading ? reading.reason : "The row means nothing.",
      };
    }
    const linkCode = value("link_code");
    const coupon = value("coupon_code");
    const withKeys = (sale: SaleStep): SaleStep => ({
      ...sale,
      attribution: {
        ...sale.attribution,
        ...(linkCode && linkCode.length <= MAX_KEY ? { linkCode } : {}),
        ...(coupon && coupon.length <= MAX_KEY
          ? { couponCodes: [coupon] }
          : {}),
      },
    });
    const steps = reading.delivery.steps.map((step): ConversionStep =>
      step.kind === "sale"
        ? withKeys(step)
        : step.kind === "approve" && step.sale
        ? { ...step, sale: withKeys(step.sale) }
        : step
    );
    return { line, date, delivery: { ...reading.delivery, steps } };
  }));
}
