/** Writing one merchant conversion inside a caller's transaction: the checks, the row, the day's figures, the ledger. */
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
import { isGoalKey, SALE_GOAL } from "../offers/goal.ts";
import { priceConversion } from "../offers/price_conversion.ts";
import {
  followOfferConversion,
  recordOfferConversion,
} from "../offers/record_offer_conversion.ts";
import { API_SOURCE_ID } from "../sources/source.ts";

/** The postback body (already JSON-parsed, not yet checked). */
export interface ConversionInput {
  clickId?: unknown;
  linkCode?: unknown;
  orderId?: unknown;
  amount?: unknown;
  status?: unknown;
  /** The offer's goal converted (default `sale`). */
  goal?: unknown;
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
  /** The offer's goal (docs/offers.md); `sale` when the call names none. */
  goal: string;
  /** Minor units, at least 0; null when a goal other than sale is reported without one. */
  amount: number | null;
}

/**
 * Checks a conversion call's body: one of clickId or linkCode, an order id, a status, a goal (default sale) and an
 * amount (which a goal other than sale may leave out: a flat payout needs none).
 */
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
  const goal = input.goal === undefined || input.goal === null
    ? SALE_GOAL
    : input.goal;
  if (!isGoalKey(goal)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "goal must be 1 to 32 of a-z, 0-9 and _ (e.g. sale, lead).",
    });
  }
  if (
    goal !== SALE_GOAL && (input.amount === undefined || input.amount === null)
  ) {
    return ok({
      clickId,
      linkCode,
      orderId,
      status: input.status,
      goal,
      amount: null,
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
  return ok({ clickId, linkCode, orderId, status: input.status, goal, amount });
}

/**
 * Checks and writes a conversion with `repos` (bound to the caller's transaction), once per (orderId, goal, status); a
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

/**
 * Writes checked conversion fields (writeConversion after its checks); a refund needs its sale recorded. A sale
 * earns under the rule in force now for its affiliate, offer and goal (docs/offers.md), past a cap it is over_cap
 * and credits nothing; its offer_conversions row and the margin rollup are written with it. The caller locks the
 * order first (receiveApiConversion does), so a repeat never races its first.
 */
export async function writeConversionFields(
  repos: ConversionRepos,
  fields: ConversionFields,
  now: Date,
): Promise<ConversionWritten> {
  const { clickId, linkCode, orderId, status, goal } = fields;
  const today = karachiDate(now);
  const { conversions, stats, ledger } = repos;
  const repeat = await conversions.find(orderId, goal, status);
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
    const priced = priceConversion(
      await repos.offerTerms.termsFor(
        target.userId,
        target.productId,
        goal,
        now,
      ),
      {
        userId: target.userId,
        productId: target.productId,
        goal,
        at: now,
        amountMinor: fields.amount,
        reportedPayoutMinor: null,
        base: "sale",
      },
    );
    if (!priced.ok) {
      return err({ code: "VALIDATION_ERROR", message: priced.error.reason });
    }
    const recorded = await recordOfferConversion(repos, {
      sourceId: API_SOURCE_ID,
      orderId,
      goal,
      userId: target.userId,
      productId: target.productId,
      occurredAt: now,
      statDate: today,
      amountMinor: fields.amount,
      reportedPayoutMinor: null,
      priced: priced.value,
      pending: false,
      subIds: target.subIds,
      clickId: clickId || null,
    });
    const rule = priced.value.earning.rule;
    row = {
      orderId,
      goal,
      status,
      clickId: clickId || null,
      linkId: target.linkId,
      userId: target.userId,
      productId: target.productId,
      amount: fields.amount ?? 0,
      commissionBp: rule.type === "percent" ? rule.value : 0,
      salesDelta: 1,
      earnings: recorded.creditedMinor,
      statDate: today,
      availableOn: addDays(today, priced.value.holdDays),
    };
  } else {
    const sale = await conversions.find(orderId, goal, "sale");
    if (!sale) {
      return err({
        code: "NOT_FOUND",
        message: "No sale found for this orderId.",
      });
    }
    // A refund of the whole sale takes back its earnings and the sale; one below the sale's amount takes back
    // the same share of the earnings (rounded to the cent) and the sale still counts. Dated like the earning.
    // A goal other than sale reported without an amount is refunded whole.
    const amount = fields.amount ?? sale.amount;
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
    const stored = await conversions.find(orderId, goal, status);
    if (!stored) throw new Error("conversion conflict without a stored row");
    return ok({ conversion: stored, created: false });
  }
  if (status === "refund") {
    await followOfferConversion(repos, {
      sourceId: API_SOURCE_ID,
      orderId,
      goal,
    }, {
      kind: conversion.salesDelta < 0 ? "reverse" : "refund",
      takenMinor: -conversion.earnings,
    });
  }
  await stats.increment({
    userId: conversion.userId,
    productId: conversion.productId,
    date: conversion.statDate,
    clicks: 0,
    sales: conversion.salesDelta,
    earnings: conversion.earnings,
    // A refund carries its sale's click id: it takes back what the sale added to that click's breakdown rows.
    breakdown: conversion.clickId
      ? { clickId: conversion.clickId, sourceId: null }
      : null,
  });
  if (conversion.earnings !== 0) {
    const sale = status === "sale"
      ? conversion
      : await conversions.find(orderId, goal, "sale");
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
