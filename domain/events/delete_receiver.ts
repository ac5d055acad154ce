/** Deletes a receiver: it gets nothing more, its pending deliveries are cancelled, its log is kept. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  ownerFilter,
  type ReceiverActor,
  type ReceiverDeps,
  receiverNotFound,
} from "./receiver_deps.ts";

/** Deletes the receiver; NOT_FOUND when it is not the actor's. */
export async function deleteReceiver(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  id: number,
): Promise<Result<null, ReturnType<typeof receiverNotFound>>> {
  return await deps.uow.run(async ({ receivers, audit }) => {
    const current = await receivers.find(actor.kind, id, ownerFilter(actor));
    if (!current) return err(receiverNotFound(actor.kind));
    await receivers.remove(id, deps.clock.now());
    if (actor.kind === "webhook") {
      await audit.append({
        adminId: actor.userId,
        action: "Delete Webhook",
        details: `Webhook #${id} to ${current.url} deleted`,
      });
    }
    return ok(null);
  });
}
