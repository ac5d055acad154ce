/** JSON bodies with money read exactly: the named fields' numbers reach the domain as their JSON source text. */
import type { Context } from "hono";
import { parseJsonExact } from "../json/exact_json.ts";
import { apiError } from "./api_error.ts";

/** The request's JSON object body with `fields` read exactly; jsonBody() has already checked it is valid JSON. */
export async function exactJsonBody(
  c: Context,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  // jsonBody() reads the body as text first, so this is the bytes sent, not a re-serialisation of a parsed body.
  const body = parseJsonExact(await c.req.text(), fields);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw apiError(
      "VALIDATION_ERROR",
      "Send the request body as a JSON object.",
    );
  }
  return body as Record<string, unknown>;
}
