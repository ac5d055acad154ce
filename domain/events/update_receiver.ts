/** Changes a receiver's URL, events, method, product or whether it is on; a partial body keeps the other fields. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  checkReceiverProduct,
  readReceiverFields,
  type Receiver,
  type ReceiverFieldError,
} from "./receiver.ts";
import {
  ownerFilter,
  type ReceiverActor,
  type ReceiverDeps,
  receiverNotFound,
} from "./receiver_deps.ts";

/** Updates the receiver; NOT_FOUND when it is not the actor's to change. */
export async function updateReceiver(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  id: number,
  body: Record<string, unknown>,
): Promise<
  Result<Receiver, ReceiverFieldError | ReturnType<typeof receiverNotFound>>
> {
  return await deps.uow.run(async ({ receivers, audit }) => {
    const current = await receivers.find(actor.kind, id, ownerFilter(actor));
    if (!current) return err(receiverNotFound(actor.kind));
    const fields = readReceiverFields(actor.kind, body, current);
    if (!fields.ok) return fields;
    const noProduct = await checkReceiverProduct(
      fields.value,
      receivers.hasProduct,
    );
    if (noProduct) return err(noProduct);
    const receiver = await receivers.update(id, fields.value, deps.clock.now());
    if (actor.kind === "webhook") {
      await audit.append({
        adminId: actor.userId,
        action: "Update Webhook",
        details: `Webhook #${id} to ${receiver.url} for ${
          receiver.events.join(", ")
        }, ${receiver.enabled ? "on" : "off"}`,
      });
    }
    return ok(receiver);
  });
}
