/** Wire shapes every area shares: the error body, a bare message answer, ids, dates and money on the wire. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";

/** Every failure: { message, code }, sometimes with extra fields (e.g. `available` on INSUFFICIENT_BALANCE). */
export const errorBody = z.looseObject({
  message: z.string(),
  code: z.string(),
}).meta({ id: "Error" });
/** A failure body as the server sends it. */
export type ErrorBody = z.infer<typeof errorBody>;

/** An answer that only says what happened. */
export const messageBody = z.object({ message: z.string() }).meta({
  id: "Message",
});
/** A bare message answer. */
export type MessageBody = z.infer<typeof messageBody>;

/** A database id (a positive safe integer). */
export const id = z.number().int().positive();

/** A database id as a request body sends it: a JSON number, swept with an id's bad values (wire/input_kinds.ts). */
export const idInput = inputKind(z.number().int().positive(), "id");

/** An instant as an ISO 8601 string in UTC. */
export const instant = z.string().meta({ format: "date-time" });

/** An Asia/Karachi calendar date, "YYYY-MM-DD". */
export const calendarDate = inputKind(
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  "date",
);

/** Money as a display amount: a number with at most 2 decimals (inside, integer minor units). */
export const amount = z.number().meta({
  description: "Display amount with at most 2 decimals, in the ledger currency",
});

/** A JSON object body whose fields the domain checks with its own messages: only "is it an object" is checked here. */
export function objectBody(notAnObject: string) {
  return z.record(z.string(), z.unknown(), { error: notAnObject });
}

/** Clicks, sales and earnings. */
export const figures = z.object({
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: amount,
}).meta({ id: "Figures" });
/** Clicks, sales and earnings on the wire. */
export type FiguresJson = z.infer<typeof figures>;
