/** What the receiver use cases run on, and who is acting (an admin on webhooks, an affiliate on their postbacks). */
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { ReceiverRepos } from "./outbox_repos.ts";
import type { ReceiverKind } from "./receiver.ts";

/** The unit of work, the clock and the secret maker. */
export interface ReceiverDeps {
  uow: UnitOfWork<ReceiverRepos>;
  clock: Clock;
  random: RandomSource;
}

/** Who acts: an admin manages every webhook (audited); an affiliate only their own postbacks. */
export interface ReceiverActor {
  kind: ReceiverKind;
  userId: number;
}

/** A receiver's signing secret: `whsec_` and 192 random bits, shown once. */
export function newReceiverSecret(random: RandomSource): string {
  return `whsec_${random.token(192)}`;
}

/** The owner filter of a lookup: admins see every webhook, an affiliate their own postbacks. */
export function ownerFilter(actor: ReceiverActor): number | null {
  return actor.kind === "webhook" ? null : actor.userId;
}

/** NOT_FOUND, in the words of the receiver's kind. */
export function receiverNotFound(kind: ReceiverKind) {
  return {
    code: "NOT_FOUND" as const,
    message: kind === "webhook" ? "Webhook not found." : "Postback not found.",
  };
}
