/**
 * The server's fast path for GET/HEAD /go/{code}: the redirect without the router or any middleware, with the
 * same request id, log line and metrics the router's requests get (docs/observability.md). Anything unusual
 * (an encoded or nested code) goes to the router's own /go route instead, so answers stay the same.
 */
import type { JsonLog } from "../observability/json_log.ts";
import type { Metrics } from "../observability/metrics.ts";
import type { RequestLogLevel } from "../config.ts";
import type { GoRedirect } from "./routes/go.ts";
import { forwardedClient, parseTrustedProxies } from "./forwarded_client.ts";
import { SAFE_REQUEST_ID } from "./observe_requests.ts";

/** What the fast path needs. */
export interface GoFastPathDeps {
  redirect: GoRedirect;
  metrics: Pick<Metrics, "requestObserver">;
  log: Pick<JsonLog, "infoJson">;
  level: RequestLogLevel;
  trustedProxies: readonly string[];
}

/** A handler answering `/go/{code}` requests, or null for those it leaves to the router. */
export type GoFastPath = (
  request: Request,
  path: string,
  peer: string | null,
) => Response | Promise<Response> | null;

const ROUTE = "/go/:code";
// A plain code: what the router would hand over unchanged (no percent-encoding, no further path segment).
const PLAIN_CODE = /^\/go\/([^/%?#]+)(?:\?(.*))?$/;

/** The fast path over `deps`. */
export function createGoFastPath(deps: GoFastPathDeps): GoFastPath {
  const { redirect, metrics, log, level } = deps;
  const { ranges } = parseTrustedProxies(deps.trustedProxies);
  const logAll = level === "all";
  const logErrors = level === "errors";
  const observe = {
    GET: metrics.requestObserver("GET", ROUTE),
    HEAD: metrics.requestObserver("HEAD", ROUTE),
  };
  const finish = (
    res: Response,
    method: string,
    requestId: string,
    started: number,
  ): Response => {
    const ms = performance.now() - started;
    const status = res.status;
    observe[method as "GET" | "HEAD"](status, ms / 1000);
    if (logAll || (logErrors && status >= 500)) {
      // The same fields as the router's line, written by hand: every value here is JSON-safe as it is (the method
      // is GET or HEAD, an incoming request id passed SAFE_REQUEST_ID).
      log.infoJson(
        "request",
        `"method":"${method}","route":"${ROUTE}","status":${status},"durationMs":${
          Math.round(ms * 100) / 100
        },"requestId":"${requestId}"`,
      );
    }
    return res;
  };
  return (request, path, peer) => {
    const match = PLAIN_CODE.exec(path);
    if (match === null) return null;
    const started = performance.now();
    const headers = request.headers;
    const incoming = headers.get("x-request-id");
    const requestId = incoming !== null && SAFE_REQUEST_ID.test(incoming)
      ? incoming
      : crypto.randomUUID();
    const address = ranges.length > 0
      ? forwardedClient(peer, headers, ranges)
      : peer;
    const method = request.method;
    const res = redirect(match[1], headers, address, requestId, match[2]);
    return res instanceof Response
      ? finish(res, method, requestId, started)
      : res.then((r) => finish(r, method, requestId, started));
  };
}
