/** The JSON nesting bound of every request: a body nested past MAX_JSON_DEPTH answers 400 before any handler parses it. */
import type { Context, Next } from "hono";
import {
  JSON_TOO_DEEP_MESSAGE,
  jsonNestsDeeperThan,
} from "../json/json_depth.ts";
import { apiError } from "./api_error.ts";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Middleware: reads a JSON-typed body as text (Hono keeps it for the handler's own c.req.text()/json()) and refuses
 * one nested too deep with 400 JSON_TOO_DEEP. Other bodies pass untouched; parseJsonExact bounds the JSON it reads.
 */
export async function boundJsonDepth(c: Context, next: Next) {
  if (
    c.req.method !== "GET" && c.req.method !== "HEAD" &&
    JSON_TYPE.test(c.req.header("content-type") ?? "") &&
    jsonNestsDeeperThan(await c.req.text())
  ) {
    throw apiError("JSON_TOO_DEEP", JSON_TOO_DEEP_MESSAGE);
  }
  await next();
}
