/** ApiError: thrown inside handlers to answer { message, code } with the status of the error table. */
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { statusForCode } from "./error_status.ts";

/** Builds the JSON error response of the wire contract. */
export function errorResponse(
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  status?: ContentfulStatusCode,
): Response {
  return new Response(JSON.stringify({ message, code, ...extra }), {
    status: status ?? statusForCode(code),
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/** An exception that renders as { message, code }; throw it from a handler or middleware. */
export function apiError(
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  status?: ContentfulStatusCode,
): HTTPException {
  const res = errorResponse(code, message, extra, status);
  return new HTTPException(res.status as ContentfulStatusCode, {
    res,
    message,
  });
}
