/** Use case: a signed POST /api/conversions arrives; it is recorded as an event of the built-in api source. */
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type ConversionInput,
  type ConversionWritten,
  writeConversion,
} from "../tracking/conversion_write.ts";
import { API_SOURCE_ID } from "./source.ts";
import type { ApiConversionRepos } from "./sources_repos.ts";
import { rejectedEvent } from "./rejected_event.ts";

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
 * refusal leaves behind. Answers what writeConversion answered (nothing for a call refused before its body).
 */
export function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: Extract<ApiDelivery, { outcome: "rejected" }>,
): Promise<null>;
export function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: Extract<ApiDelivery, { outcome: "body" }>,
): Promise<ConversionWritten>;
export async function receiveApiConversion(
  deps: ReceiveApiConversionDeps,
  delivery: ApiDelivery,
): Promise<ConversionWritten | null> {
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
  const written = await deps.uow.run(async (repos) => {
    const result = await writeConversion(repos, body, now);
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
    return result;
  });
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
