/** Writing one merchant conversion inside a caller's transaction: the checks, the row, the day's figures, the ledger. */
import { commissionOn } from "../products/commission_percent.ts";
import { refundReversal } from "../sources/refund_share.ts";
import { addDays, karachiDate } from "../shared/karachi_date.ts";
import { money, parseMoney } from "../shared/money.ts";
import { amountFormatProblem } from "../shared/amount_format.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type {
  Conversion,
  ConversionStatus,
  ConversionTarget,
} from "./conversion.ts";
import type { ConversionRepos } from "./tracking_repos.ts";
import { checkConversion } from "../risk/signals.ts";

/** The postback body (already JSON-parsed, not yet checked). */
export interface ConversionInput {
  clickId?: unknown;
  linkCode?: unknown;
  orderId?: unknown;
  amount?: unknown;
  status?: unknown;
}

/** A postback that cannot be recorded. */
export interface ConversionError {
  code: "VALIDATION_ERROR" | "NOT_FOUND" | "LINK_NOT_CREDITING";
  message: string;
}

/** What writeConversion answers: the conversion, and whether this call created it (false: a repeat). */
export type ConversionWritten = Result<
  { conversion: Conversion; created: boolean },
  ConversionError
>;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** A conversion call's fields, checked (readConversionInput). */
export interface ConversionFields {
  clickId: string;
  linkCode: string;
  orderId: string;
  status: ConversionStatus;
  /** Minor units, at least 0. */
  amount: number;
}

/** Checks a conversion call's body: one of clickId or linkCode, an order id, a status and an amount. */
export function readConversionInput(
  input: ConversionInput,
): Result<ConversionFields, ConversionError> {
  const clickId = text(input.clickId);
  const linkCode = text(input.linkCode);
  const orderId = text(input.orderId);
  if (!clickId && !linkCode) {
    return err({
      code: "VALIDATION_ERROR",
      message: "One of clickId or linkCode is required.",
    });
  }
  if (!orderId || orderId.length > 200) {
    return err({
      code: "VALIDATION_ERROR",
      message: "orderId is required (at most 200 characters).",
    });
  }
  if (input.status !== "sale" && input.status !== "refund") {
    return err({
      code: "VALIDATION_ERROR",
      message: "status must be sale or refund.",
    });
  }
  const amount = parseMoney(input.amount);
  if (amount === null || amount < 0) {
    return err({
      code: "VALIDATION_ERROR",
      message: (amount === null
        ? amountFormatProblem(input.amount, "amount")
        : null) ??
        "amount must be a number of at least 0 with at most 2 decimals.",
    });
  }
  return ok({ clickId, linkCode, orderId, status: input.status, amount });
}

/**
 * Checks and writes a conversion with `repos` (bound to the caller's transaction), once per (orderId, status); a
 * repeat returns the stored one with created false. An error value leaves nothing written (the caller's unit of
 * work rolls back on it).
 */
export async function writeConversion(
  repos: ConversionRepos,
  input: ConversionInput,
  now: Date,
): Promise<ConversionWritten> {
  const read = readConversionInput(input);
  if (!read.ok) return read;
  return await writeConversionFields(repos, read.value, now);
}

/** Writes checked conversion fields (writeConversion after its checks); a refund needs its sale recorded. */
export async function writeConversionFields(
  repos: ConversionRepos,
  fields: ConversionFields,
  now: Date,
): Promise<ConversionWritten> {
  const { clickId, linkCode, orderId, status, amount } = fields;
  const today = karachiDate(now);
  const { conversions, stats, ledger } = repos;
  const repeat = await conversions.find(orderId, status);
  if (repeat) return ok({ conversion: repeat, created: false });
  let row: Omit<Conversion, "id" | "createdAt">;
  if (status === "sale") {
    const target: ConversionTarget | null = clickId
      ? await conversions.targetForClick(clickId)
      : await conversions.targetForCode(linkCode);
    if (!target) {
      return err({
        code: "NOT_FOUND",
        message: clickId ? "Unknown clickId." : "Unknown linkCode.",
      });
    }
    // Refused rather than stored at zero: the merchant learns at once that this sale earns nobody commission.
    if (!target.credits) {
      return err({
        code: "LINK_NOT_CREDITING",
        message:
          "This link no longer earns commission: its affiliate is blocked or its product was removed.",
      });
    }
    row = {
      orderId,
      status,
      clickId: clickId || null,
      linkId: target.linkId,
      userId: target.userId,
      productId: target.productId,
      amount,
      commissionBp: target.commissionBp,
      salesDelta: 1,
      earnings: commissionOn(amount, target.commissionBp),
      statDate: today,
      availableOn: addDays(today, target.refundHoldDays),
    };
  } else {
    const sale = await conversions.find(orderId, "sale");
    if (!sale) {
      return err({
        code: "NOT_FOUND",
        message: "No sale found for this orderId.",
      });
    }
    // A refund of the whole sale takes back its earnings and the sale; one below the sale's amount takes back
    // the same share of the earnings (rounded to the cent) and the sale still counts. Dated like the earning.
    const partial = amount < sale.amount;
    row = {
      ...sale,
      status,
      clickId: clickId || sale.clickId,
      amount,
      salesDelta: partial ? 0 : -1,
      earnings: partial
        ? -refundReversal(
          { earnedMinor: sale.earnings, reversedMinor: 0, refundedMinor: 0 },
          amount,
          sale.amount,
        )
        : -sale.earnings,
      statDate: today,
    };
    delete (row as Partial<Conversion>).id;
    delete (row as Partial<Conversion>).createdAt;
  }
  const conversion = await conversions.insert(row);
  if (!conversion) {
    const stored = await conversions.find(orderId, status);
    if (!stored) throw new Error("conversion conflict without a stored row");
    return ok({ conversion: stored, created: false });
  }
  await stats.increment({
    userId: conversion.userId,
    productId: conversion.productId,
    date: conversion.statDate,
    clicks: 0,
    sales: conversion.salesDelta,
    earnings: conversion.earnings,
  });
  if (conversion.earnings !== 0) {
    const sale = status === "sale"
      ? conversion
      : await conversions.find(orderId, "sale");
    await ledger.append({
      userId: conversion.userId,
      productId: conversion.productId,
      kind: status === "sale" ? "earning" : "earning_reversal",
      amount: money(conversion.earnings),
      availableOn: conversion.availableOn,
      sourceType: "sale",
      // Both rows point at the sale, so the ledger's unique key allows one reversal per earning.
      sourceId: sale!.id,
    });
  }
  await checkConversion(repos.risk, {
    userId: conversion.userId,
    linkId: conversion.linkId,
    orderId: conversion.orderId,
    clickId: conversion.clickId,
    status,
  }, now);
  return ok({ conversion, created: true });
}
