/** System wire shapes: the health answer and the development mail outbox. */
import { z } from "zod";

/** GET /api/health once the database answers. */
export const health = z.object({ status: z.literal("ok") }).meta({
  id: "Health",
});
/** The health answer. */
export type Health = z.infer<typeof health>;

/** One message of the development outbox (GET /api/dev/mail, development only). */
export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on alert emails), or null. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
}).meta({ id: "OutboxMessage" });
/** An outbox message. */
export type OutboxMessageJson = z.infer<typeof outboxMessage>;
