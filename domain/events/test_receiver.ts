/** "Send test": a test event delivered to this receiver only, through the outbox like any other. */
import { err, ok, type Result } from "../shared/result.ts";
import { TEST_EVENT_TYPE } from "./event_types.ts";
import {
  ownerFilter,
  type ReceiverActor,
  type ReceiverDeps,
  receiverNotFound,
} from "./receiver_deps.ts";

/** The sample conversion a test carries, so a GET postback's macros fill with recognisable values. */
export const TEST_EVENT_DATA = {
  test: true,
  clickId: "test_click",
  s1: "s1",
  s2: "s2",
  s3: "s3",
  s4: "s4",
  s5: "s5",
  orderId: "TEST-ORDER",
  goal: "sale",
  productId: 0,
  payout: 1.23,
  currency: "PKR",
  status: "pending",
} as const;

/** Queues the test delivery; answers its delivery id (it shows in the log once attempted). */
export async function testReceiver(
  deps: ReceiverDeps,
  actor: ReceiverActor,
  id: number,
): Promise<
  Result<
    { eventId: string; deliveryId: number },
    ReturnType<typeof receiverNotFound>
  >
> {
  return await deps.uow.run(async ({ receivers }) => {
    const current = await receivers.find(actor.kind, id, ownerFilter(actor));
    if (!current) return err(receiverNotFound(actor.kind));
    return ok(
      await receivers.queueTest(id, TEST_EVENT_TYPE, { ...TEST_EVENT_DATA }),
    );
  });
}
