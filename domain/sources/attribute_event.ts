/** Use case: an admin attributes an unattributed delivery to an affiliate and product, once, audited. */
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { applyOrderSteps } from "./apply_order_steps.ts";
import { type EventOutcome, type Source, SOURCE_MESSAGES } from "./source.ts";
import type { DeliveryRepos } from "./sources_repos.ts";

/** What attributeEvent needs. */
export interface AttributeEventDeps {
  uow: UnitOfWork<DeliveryRepos>;
  clock: Clock;
}

/** A refused attribution. */
export interface AttributeEventError {
  code: "NOT_FOUND" | "CONFLICT" | "VALIDATION_ERROR" | "LINK_NOT_CREDITING";
  message: string;
}

const isId = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0;

/** Replays the event's kept steps as if its sale carried the admin's affiliate and product; the event then says so. */
export async function attributeEvent(
  deps: AttributeEventDeps,
  input: {
    adminId: number;
    source: Source;
    eventId: number;
    userId: unknown;
    productId: unknown;
  },
): Promise<Result<{ outcome: EventOutcome }, AttributeEventError>> {
  const { userId, productId } = input;
  if (!isId(userId) || !isId(productId)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "userId and productId must be ids.",
    });
  }
  const today = karachiDate(deps.clock.now());
  return await deps.uow.run(async (repos) => {
    const event = await repos.events.getForUpdate(
      input.source.id,
      input.eventId,
    );
    if (!event) {
      return err({ code: "NOT_FOUND", message: SOURCE_MESSAGES.eventNotFound });
    }
    // A store's test order never earns, whoever an admin would credit it to.
    if (event.outcome === "test") {
      return err({ code: "CONFLICT", message: SOURCE_MESSAGES.testOrder });
    }
    if (
      event.outcome !== "unattributed" || event.attributedAt || !event.steps ||
      !event.orderId
    ) {
      return err({
        code: "CONFLICT",
        message: SOURCE_MESSAGES.notUnattributed,
      });
    }
    const target = await repos.credit.forUserProduct(userId, productId);
    if (!target) {
      return err({
        code: "NOT_FOUND",
        message: SOURCE_MESSAGES.targetNotFound,
      });
    }
    if (!target.credits) {
      return err({
        code: "LINK_NOT_CREDITING",
        message: SOURCE_MESSAGES.notCrediting,
      });
    }
    const result = await applyOrderSteps(
      repos,
      {
        sourceId: input.source.id,
        commissionBase: input.source.commissionBase,
        eventId: event.id,
        today,
        now: deps.clock.now(),
        target,
      },
      event.orderId,
      event.steps,
    );
    // A delivery converted from another currency: its sale's rate goes with the order (its refunds convert at it).
    await repos.rates.recordOrderRateOfEvent(
      event.id,
      input.source.id,
      event.orderId,
    );
    await repos.events.update(event.id, {
      outcome: result.outcome,
      orderId: event.orderId,
      reason: result.reason,
      userId,
      productId,
      steps: null,
      attributed: true,
    });
    await repos.audit.append({
      adminId: input.adminId,
      action: "Attribute Sale",
      details:
        `Order ${event.orderId} of source #${input.source.id} (event #${event.id}) → user #${userId}, product #${productId}: ${result.outcome}`,
    });
    return ok({ outcome: result.outcome });
  });
}
