/** Use case: a signed POST /api/conversions arrives; it is recorded as an event of the built-in api source. */
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { ok, type Result } from "../shared/result.ts";
import type { Conversion } from "../tracking/conversion.ts";
import {
  type ConversionError,
  type ConversionFields,
  type ConversionInput,
  readConversionInput,
  writeConversionFields,
} from "../tracking/conversion_write.ts";
import { WAITING_MESSAGES } from "./order_progress.ts";
import { API_SOURCE_ID } from "./source.ts";
import type { ApiConversionRepos } from "./sources_repos.ts";
import { rejectedEvent } from "./rejected_event.ts";
import { stepGoal } from "./conversion_step.ts";
import { SALE_GOAL } from "../offers/goal.ts";

/** A refund that came before its sale: kept (202) until the sale arrives, then applied like a refund after it. */
export interface WaitingConversion {
  orderId: string;
  status: "refund";
  /** Minor units. */
  amount: number;
  message: string;
}

/** What a conversion call came to: the conversion (created false: a repeat), or a refund waiting for its sale. */
export type ApiConversionAnswer = Result<
  | { conversion: Conversion; created: boolean }
  | { waiting: WaitingConversion; created: boolean },
  ConversionError
>;

/** What receiveApiConversion needs. */
export interface ReceiveApiConversionDeps {
  uow: UnitOfWork<ApiConversionRepos>;
  clock: Clock;
}

/** A call as the endpoint read it: refused before its body was read (signature, JSON), or a body to record. */
export type ApiDelivery =
  | { outcome: "rejected"; reason: string }
  | { outcome: "body"; body: ConversionInput };

/** The event kind: the conversion's status when it names one. */
function eventKind(body: ConversionInput | null): string {
  const status = body?.status;
  return status === "sale" || status === "refund" ? status : "conversion";
}

/** The order id a refused body names, when it is one the list can show. */
function statedOrderId(body: ConversionInput): string | null {
  const id = typeof body.orderId === "string" ? body.orderId.trim() : "";
  return id && id.length <= 200 ? id : null;
}

/**
 * Records a conversion call as an event of the api source, like a webhook delivery: a new conversion `attributed`
 * (in the same transaction as the conversion), a repeat `duplicate`, and any refusal (signature, JSON, a field, an
 * unknown click id or link code, a link that no longer credits) `rejected` with its reason, the event being all the
 * refusal leaves behind. A refund before its sale waits (event `waiting`, kept per order id) and applies when the
 * sale is recorded, as if it had come just after it; its repeat is a `duplicate`. The order is locked first, so a
 * sale and its early refund never miss each other. Answers what was written (nothing for a call refused before its
 * body).
 */
export function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: Extract<ApiDelivery, { outcome: "rejected" }>,
): Promise<null>;
export function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: Extract<ApiDelivery, { outcome: "body" }>,
): Promise<ApiConversionAnswer>;
export async function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: ApiDelivery,
): Promise<ApiConversionAnswer | null> {
  if (delivery.outcome === "rejected") {
    await deps.uow.run(({ events }) =>
      events.insert(
        API_SOURCE_ID,
        "conversion",
        rejectedEvent(null, delivery.reason),
      )
    );
    return null;
  }
  const { body } = delivery;
  const kind = eventKind(body);
  const now = deps.clock.now();
  const written = await deps.uow.run(
    async (repos): Promise<ApiConversionAnswer> => {
      const read = readConversionInput(body);
      if (!read.ok) return read;
      const fields = read.value;
      await repos.waiting.lockOrders(API_SOURCE_ID, [fields.orderId]);
      if (
        fields.status === "refund" &&
        !await repos.conversions.find(fields.orderId, fields.goal, "refund") &&
        !await repos.conversions.find(fields.orderId, fields.goal, "sale")
      ) {
        return await waitForSale(repos, kind, fields);
      }
      const result = await writeConversionFields(repos, fields, now);
      if (!result.ok) return result;
      const { conversion, created } = result.value;
      await repos.events.insert(API_SOURCE_ID, kind, {
        outcome: created ? "attributed" : "duplicate",
        orderId: conversion.orderId,
        reason: created ? null : "This conversion was received before.",
        userId: conversion.userId,
        productId: conversion.productId,
        steps: null,
      });
      if (created && conversion.status === "sale") {
        await applyWaitingRefund(repos, conversion, now);
      }
      return result;
    },
  );
  if (!written.ok) {
    // The conversion's transaction rolled back on the error value; the refusal is recorded on its own.
    await deps.uow.run(({ events }) =>
      events.insert(
        API_SOURCE_ID,
        kind,
        rejectedEvent(statedOrderId(body), written.error.message),
      )
    );
  }
  return written;
}

/** Keeps a refund that came before its sale (a repeat of it is a duplicate, answered the same). */
async function waitForSale(
  repos: ApiConversionRepos,
  kind: string,
  fields: ConversionFields,
): Promise<ApiConversionAnswer> {
  const held = (await repos.waiting.listForOrders(API_SOURCE_ID, [
    fields.orderId,
  ])).find((w) => stepGoal(w.step) === fields.goal);
  const waiting: WaitingConversion = {
    orderId: fields.orderId,
    status: "refund",
    amount: held?.step.kind === "refund"
      ? held.step.refundMinor
      : fields.amount ?? 0,
    message: WAITING_MESSAGES.refund,
  };
  const eventId = await repos.events.insert(API_SOURCE_ID, kind, {
    outcome: held ? "duplicate" : "waiting",
    orderId: fields.orderId,
    reason: held ? "This conversion was received before." : waiting.message,
    userId: null,
    productId: null,
    steps: null,
  });
  if (!held) {
    await repos.waiting.add({
      sourceId: API_SOURCE_ID,
      orderId: fields.orderId,
      keyId: null,
      eventId,
      step: {
        kind: "refund",
        orderId: fields.orderId,
        ...(fields.goal === SALE_GOAL ? {} : { goal: fields.goal }),
        // One refund per order id and goal, as for every api conversion.
        refundId: `api:${fields.orderId}`,
        // A goal's refund without an amount is of the whole conversion (-1: whatever its sale's amount is).
        refundMinor: fields.amount ?? -1,
      },
    });
  }
  return ok({ waiting, created: !held });
}

/** The sale just recorded: a refund that waited for it is written now, dated today like the sale. */
async function applyWaitingRefund(
  repos: ApiConversionRepos,
  sale: Conversion,
  now: Date,
): Promise<void> {
  const waiting = await repos.waiting.listForOrders(API_SOURCE_ID, [
    sale.orderId,
  ]);
  const mine = waiting.filter((w) => stepGoal(w.step) === sale.goal);
  for (const w of mine) {
    if (w.step.kind !== "refund") continue;
    const refund = await writeConversionFields(repos, {
      clickId: "",
      linkCode: "",
      orderId: sale.orderId,
      status: "refund",
      goal: sale.goal,
      amount: w.step.refundMinor < 0 ? null : w.step.refundMinor,
    }, now);
    await repos.events.update(w.eventId, {
      outcome: refund.ok ? "attributed" : "ignored",
      orderId: sale.orderId,
      reason: refund.ok ? WAITING_MESSAGES.applied : refund.error.message,
      userId: sale.userId,
      productId: sale.productId,
      steps: null,
    });
  }
  await repos.waiting.markApplied(mine.map((w) => w.id));
}
