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

/** How an error's fields beyond code and message go on the wire (left out unless asked for). */
export interface AnswerErrorOptions {
  /** The status when it is not the code's own (error_status.ts), e.g. 400 for a dead emailed link. */
  status?: ContentfulStatusCode;
  /** "keep": the other fields as they are; "money": numbers are minor units, sent as display amounts. */
  extras?: "keep" | "money";
  /** With extras "money": numeric fields that are not money (e.g. a line number). */
  notMoney?: string[];
}

/**
 * The one way a route turns a domain error (a `Result`'s error) into an HTTP answer: { message, code } with the status
 * of error_status.ts, Retry-After when the error says when to retry. Throw what it returns.
 */
export function answerError(
  error: { code: string; message: string; retryAfterSeconds?: number },
  options: AnswerErrorOptions = {},
): HTTPException {
  const { code, message, retryAfterSeconds, ...rest } = error as {
    code: string;
    message: string;
    retryAfterSeconds?: number;
  } & Record<string, unknown>;
  const extra: Record<string, unknown> = {};
  if (options.extras) {
    for (const [key, value] of Object.entries(rest)) {
      extra[key] = options.extras === "money" && typeof value === "number" &&
          !options.notMoney?.includes(key)
        ? value / 100
        : value;
    }
  }
  const res = errorResponse(code, message, extra, options.status);
  if (retryAfterSeconds !== undefined) {
    res.headers.set("Retry-After", String(retryAfterSeconds));
  }
  return new HTTPException(res.status as ContentfulStatusCode, {
    res,
    message,
  });
}
