/** The outermost middleware: an X-Request-Id on every answer, one JSON log line and the request metrics. */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { RequestLogLevel } from "../config.ts";
import type { JsonLog } from "../observability/json_log.ts";
import { methodLabel, type Metrics } from "../observability/metrics.ts";

/** What the middleware reports to. */
export interface RequestObserver {
  metrics: Pick<Metrics, "observeRequest">;
  log: Pick<JsonLog, "info">;
  /** LOG_REQUESTS: all, errors (5xx) or off; metrics count every request either way. */
  level: RequestLogLevel;
}

/** An incoming X-Request-Id is kept when it is this tame (a proxy's or a client's id); otherwise a new one is made. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@+=\/-]{1,128}$/;

/**
 * The route pattern that answered (e.g. "/api/payouts/:id/invoice", "/go/:code"), so log lines and metric labels
 * never carry ids, codes or tokens of a path. A middleware that answered itself (static files, the SPA, a body
 * limit) gives its own pattern, "*" for the catch-alls.
 */
export function answeringRoute(c: Context): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  const path = route?.path ?? "*";
  return path === "/*" ? "*" : path;
}

/** The middleware; mount it first, so its time covers every other middleware. */
export function observeRequests(observer: RequestObserver): MiddlewareHandler {
  const { metrics, log, level } = observer;
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming !== undefined && SAFE_REQUEST_ID.test(incoming)
      ? incoming
      : crypto.randomUUID();
    await next();
    const status = c.res.status;
    try {
      c.res.headers.set("x-request-id", requestId);
    } catch {
      // A response with immutable headers (e.g. passed through from fetch) is copied once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("x-request-id", requestId);
    }
    const ms = performance.now() - started;
    const route = answeringRoute(c);
    metrics.observeRequest(c.req.method, route, status, ms / 1000);
    if (level === "all" || (level === "errors" && status >= 500)) {
      log.info("request", {
        // As the metrics count it: a made-up method of any length is "OTHER" in the log too.
        method: methodLabel(c.req.method),
        route,
        status,
        durationMs: Math.round(ms * 100) / 100,
        requestId,
      });
    }
  };
}
