/**
 * A body limit that counts the body as it streams to the handler instead of gathering it first (as hono's bodyLimit
 * does for a body sent without Content-Length): a 5 MB import sent chunked then costs no whole copy of itself
 * (issue 32). A body that claims too much in Content-Length is refused at once; one that streams past the limit
 * fails its reader with BodyTooLargeError, which renderError answers 413.
 */
import type { Context, MiddlewareHandler } from "hono";

/** A body past its limit, found while it was read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request is too large (the limit is ${limit / 1024 / 1024} MB)`);
  }
}

/** Refuses a body over `maxSize` bytes: at once when Content-Length says so, else as it is read. */
export function streamingBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return await next();
    const length = c.req.header("content-length");
    if (
      length !== undefined && c.req.header("transfer-encoding") === undefined
    ) {
      return Number(length) > maxSize ? await onError(c) : await next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.length;
          if (size > maxSize) throw new BodyTooLargeError(maxSize);
          controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(
      c.req.raw,
      { body: counted, duplex: "half" } as RequestInit,
    );
    return await next();
  };
}
