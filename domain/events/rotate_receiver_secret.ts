/** Replaces a receiver's signing secret; the new one is answered once, and signs every delivery from now on. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  newReceiverSecret,
  ownerFilter,
  type ReceiverActor,
  type ReceiverDeps,
  receiverNotFound,
} from "./receiver_deps.ts";

/** Rotates the secret; NOT_FOUND when the receiver is not the actor's. */
export async function rotateReceiverSecret(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  id: number,
): Promise<Result<{ secret: string }, ReturnType<typeof receiverNotFound>>> {
  const secret = newReceiverSecret(deps.random);
  return await deps.uow.run(async ({ receivers, audit }) => {
    const current = await receivers.find(actor.kind, id, ownerFilter(actor));
    if (!current) return err(receiverNotFound(actor.kind));
    await receivers.rotateSecret(id, secret, deps.clock.now());
    if (actor.kind === "webhook") {
      await audit.append({
        adminId: actor.userId,
        action: "Rotate Webhook Secret",
        details: `Webhook #${id} to ${current.url}: new signing secret`,
      });
    }
    return ok({ secret });
  });
}
