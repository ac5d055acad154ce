/** The app shell every router is mounted into: error rendering, body limits, security headers, health, static web. */
import { Hono } from "hono";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppContext } from "../app_context.ts";
import { errorResponse } from "./api_error.ts";
import { createStaticWeb } from "./static_web.ts";
import { securityHeaders } from "./security_headers.ts";
import { corsFor } from "./cors.ts";
import { trustProxies } from "./client_address.ts";
import { isDatabaseUnavailable } from "../postgres/database_unavailable.ts";
import { observeRequests, type RequestObserver } from "./observe_requests.ts";
import { boundJsonDepth } from "./json_depth_limit.ts";
import { JSON_TOO_DEEP_MESSAGE, JsonTooDeepError } from "../json/json_depth.ts";
import {
  BodyTooLargeError,
  streamingBodyLimit,
} from "./streaming_body_limit.ts";

/** Largest JSON/form body accepted anywhere under /api. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Largest multipart body for product uploads (an image plus fields) under /api/products. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
/** The largest sales import (a CSV of about 50,000 rows). */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const HEALTH_TIMEOUT_MS = 3000;
/** The answer while the database is away. */
export const UNAVAILABLE_MESSAGE =
  "Service temporarily unavailable. Please try again shortly.";

const CODE_FOR_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  410: "USER_DELETED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

/** The database check behind GET /api/health. */
export interface HealthCheck {
  ping(): PromiseLike<unknown>;
}

/** Builds the Hono app around `mountRoutes`, which registers every router (see createApp in app.ts). */
export function createAppShell(
  ctx: Pick<AppContext, "config"> & {
    health: HealthCheck;
    /** Request log line, X-Request-Id and metrics (absent: none). */
    observer?: RequestObserver;
  },
  mountRoutes: (app: Hono) => void,
): Hono {
  const app = new Hono();

  // First, so its duration covers every other middleware and it sees the final status.
  if (ctx.observer) app.use("*", observeRequests(ctx.observer));

  app.use(
    "*",
    securityHeaders({
      production: ctx.config.appEnv === "production",
      recaptcha: Boolean(ctx.config.recaptchaSiteKey),
    }),
  );

  app.use("/api/*", corsFor(ctx.config.corsOrigins ?? []));

  // Behind TRUSTED_PROXIES the client is read from Forwarded / X-Forwarded-For before any limit or click runs.
  const proxies = trustProxies(ctx.config.trustedProxies ?? []);
  if (proxies) app.use("*", proxies);

  const tooLarge = (limit: number) => (c: Context) =>
    c.json({
      message: `The request is too large (the limit is ${
        limit / 1024 / 1024
      } MB)`,
      code: "PAYLOAD_TOO_LARGE",
    }, 413);
  const defaultLimit = bodyLimit({
    maxSize: DEFAULT_BODY_LIMIT,
    onError: tooLarge(DEFAULT_BODY_LIMIT),
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: tooLarge(UPLOAD_BODY_LIMIT),
  });
  const importLimit = bodyLimit({
    maxSize: IMPORT_BODY_LIMIT,
    onError: tooLarge(IMPORT_BODY_LIMIT),
  });
  // A sales import reads its form as it streams in (multipart_stream.ts): its limit counts, never gathers.
  const salesImportLimit = streamingBodyLimit(
    IMPORT_BODY_LIMIT,
    tooLarge(IMPORT_BODY_LIMIT),
  );
  // Every route, not only /api: no handler anywhere reads a body larger than these.
  app.use("*", (c, next) => {
    const multipart = (c.req.header("content-type") ?? "").toLowerCase()
      .startsWith("multipart/form-data");
    if (multipart && /^\/api\/admin\/sources\/\d+\/import$/.test(c.req.path)) {
      return salesImportLimit(c, next);
    }
    // CSV imports: a bank's or wallet's results file of a payout batch.
    if (
      multipart &&
      /^\/api\/payouts\/admin\/batches\/\d+\/results$/
        .test(c.req.path)
    ) {
      return importLimit(c, next);
    }
    const isUpload = multipart && /^\/api\/products(\/|$)/.test(c.req.path);
    return (isUpload ? uploadLimit : defaultLimit)(c, next);
  });
  // Inside the size limit: a JSON body's nesting is measured before any handler parses it.
  app.use("*", boundJsonDepth);

  app.get("/api/health", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await withTimeout(ctx.health.ping(), HEALTH_TIMEOUT_MS);
      return c.json({ status: "ok" });
    } catch (error) {
      console.error("health check failed:", error);
      return c.json({
        message: "The database is not reachable",
        code: "SERVICE_UNAVAILABLE",
      }, 503);
    }
  });

  mountRoutes(app);

  app.use(
    "*",
    createStaticWeb({
      distDir: ctx.config.webDistDir,
      cacheInMemory: ctx.config.appEnv === "production",
      publicUrl: ctx.config.publicUrl,
    }),
  );

  app.notFound(() => errorResponse("NOT_FOUND", "Not found", {}, 404));
  app.onError((error, c) => renderError(error, c));
  return app;
}

/** Turns any thrown value into the wire error { message, code }; unexpected ones are logged and hidden. */
export function renderError(error: unknown, c: Context): Response {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    if (/malformed json/i.test(error.message)) {
      return errorResponse(
        "INVALID_JSON",
        "The request body is not valid JSON",
        {},
        400,
      );
    }
    const status = error.status as ContentfulStatusCode;
    const code = CODE_FOR_STATUS[status] ??
      (status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
    return errorResponse(
      code,
      status >= 500 ? INTERNAL_MESSAGE : error.message || "Bad request",
      {},
      status,
    );
  }
  if (error instanceof BodyTooLargeError) {
    return errorResponse("PAYLOAD_TOO_LARGE", error.message, {}, 413);
  }
  if (error instanceof JsonTooDeepError) {
    return errorResponse("JSON_TOO_DEEP", JSON_TOO_DEEP_MESSAGE, {}, 400);
  }
  // A handler that calls c.req.json() itself, without jsonBody, still answers malformed JSON with a 400.
  if (error instanceof SyntaxError && /JSON/.test(error.message)) {
    return errorResponse(
      "INVALID_JSON",
      "The request body is not valid JSON",
      {},
      400,
    );
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: say so briefly; postgres.js reconnects on the next query once the server is back.
    console.error(
      `${c.req.method} ${c.req.path}: database unavailable (${
        (error as { code?: string }).code ?? String(error)
      })`,
    );
    const res = errorResponse(
      "SERVICE_UNAVAILABLE",
      UNAVAILABLE_MESSAGE,
      {},
      503,
    );
    res.headers.set("Retry-After", "5");
    return res;
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse("INTERNAL_ERROR", INTERNAL_MESSAGE, {}, 500);
}

function withTimeout<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([Promise.resolve(work), timeout]).finally(() =>
    clearTimeout(timer)
  );
}
