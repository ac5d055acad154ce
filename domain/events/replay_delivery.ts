/** Replays one delivery of a receiver's log: the same event (same id) queued again to the same receiver. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  ownerFilter,
  type ReceiverActor,
  type ReceiverDeps,
  receiverNotFound,
} from "./receiver_deps.ts";

/** Queues the replay; NOT_FOUND when the receiver or the delivery is not the actor's. */
export async function replayDelivery(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  receiverId: number,
  deliveryId: number,
): Promise<
  Result<
    { deliveryId: number },
    ReturnType<typeof receiverNotFound> | { code: "NOT_FOUND"; message: string }
  >
> {
  return await deps.uow.run(async ({ receivers, audit }) => {
    const current = await receivers.find(
      actor.kind,
      receiverId,
      ownerFilter(actor),
    );
    if (!current) return err(receiverNotFound(actor.kind));
    const replayed = await receivers.replay(receiverId, deliveryId);
    if (replayed === null) {
      return err({
        code: "NOT_FOUND" as const,
        message: "Delivery not found.",
      });
    }
    if (actor.kind === "webhook") {
      await audit.append({
        adminId: actor.userId,
        action: "Replay Webhook Delivery",
        details: `Webhook #${receiverId}: delivery #${deliveryId} sent again`,
      });
    }
    return ok({ deliveryId: replayed });
  });
}
