/** GET /metrics (mounted at "/"): the instance's metrics in Prometheus text format, for a scraper with METRICS_TOKEN. */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppContext } from "../../app_context.ts";
import { errorResponse } from "../api_error.ts";

/** The metrics bundle: renders the current exposition text. */
export interface MetricsServices {
  scrape(): Promise<string>;
}

const encoder = new TextEncoder();

/** SHA-256 of a token: both sides compared at one length, so neither the length nor a prefix shows in the time. */
async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest("SHA-256", encoder.encode(text)),
  );
}

/** The metrics router; mount with app.route("/", createMetricsRoutes(ctx, services.observability)). */
export function createMetricsRoutes(
  ctx: AppContext,
  bundle: MetricsServices,
): Hono {
  const app = new Hono();
  const token = ctx.config.metricsToken ?? null;
  const expected = token === null ? null : digest(token);

  app.get("/metrics", async (c) => {
    // Without METRICS_TOKEN the route does not exist, as far as anyone outside can tell.
    if (expected === null) {
      return errorResponse("NOT_FOUND", "Not found", {}, 404);
    }
    const header = c.req.header("authorization") ?? "";
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const given = await digest(m ? m[1] : "");
    if (!m || !timingSafeEqual(given, await expected)) {
      const res = errorResponse(
        "UNAUTHORIZED",
        "A valid metrics token is required",
        {},
        401,
      );
      res.headers.set("WWW-Authenticate", 'Bearer realm="metrics"');
      return res;
    }
    return new Response(await bundle.scrape(), {
      status: 200,
      headers: {
        "content-type": "text/plain; version=0.0.4; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  });

  return app;
}
