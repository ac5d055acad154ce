/** Adds a webhook (admin) or a postback (affiliate, at most 5); the secret is answered once. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  checkReceiverProduct,
  readReceiverFields,
  type Receiver,
  RECEIVER_MESSAGES,
  type ReceiverFieldError,
} from "./receiver.ts";
import {
  newReceiverSecret,
  type ReceiverActor,
  type ReceiverDeps,
} from "./receiver_deps.ts";

/** Most postbacks one affiliate may have. */
export const MAX_POSTBACKS = 5;

/** Adds the receiver; VALIDATION_ERROR on a bad field, TOO_MANY_POSTBACKS past the fifth. */
export async function addReceiver(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  body: Record<string, unknown>,
): Promise<
  Result<
    { receiver: Receiver; secret: string },
    ReceiverFieldError | { code: "TOO_MANY_POSTBACKS"; message: string }
  >
> {
  const fields = readReceiverFields(actor.kind, body);
  if (!fields.ok) return fields;
  const secret = newReceiverSecret(deps.random);
  return await deps.uow.run(async ({ receivers, audit }) => {
    const noProduct = await checkReceiverProduct(
      fields.value,
      receivers.hasProduct,
    );
    if (noProduct) return err(noProduct);
    if (
      actor.kind === "postback" &&
      await receivers.count("postback", actor.userId) >= MAX_POSTBACKS
    ) {
      return err({
        code: "TOO_MANY_POSTBACKS" as const,
        message: RECEIVER_MESSAGES.tooMany,
      });
    }
    const receiver = await receivers.create(
      actor.kind,
      actor.userId,
      fields.value,
      secret,
    );
    if (actor.kind === "webhook") {
      await audit.append({
        adminId: actor.userId,
        action: "Add Webhook",
        details: `Webhook #${receiver.id} to ${receiver.url} for ${
          receiver.events.join(", ")
        }`,
      });
    }
    return ok({ receiver, secret });
  });
}
