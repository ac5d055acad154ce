import assert from "node:assert/strict";
import { Hono } from "hono";
import { observeRequests } from "./observe_requests.ts";
import type { RequestLogLevel } from "../config.ts";
import { createMetrics } from "../observability/metrics.ts";
import {
  parsePrometheusText,
  sampleValue,
} from "../observability/prometheus_text.ts";
import { createMetricsRoutes } from "./routes/metrics.ts";
import type { AppContext } from "../app_context.ts";
import { testAppConfig } from "./test_app.ts";

function appWith(level: RequestLogLevel) {
  const logged: Record<string, unknown>[] = [];
  const metrics = createMetrics();
  const app = new Hono();
  app.use(
    "*",
    observeRequests({
      metrics,
      log: { info: (msg, fields) => logged.push({ msg, ...fields }) },
      level,
    }),
  );
  app.get("/ok/:id", (c) => c.text("ok"));
  app.get("/boom", () => {
    throw new Error("bug");
  });
  app.onError((_e, c) => c.json({ message: "x", code: "INTERNAL_ERROR" }, 500));
  return { app, logged, metrics };
}

const gauges = {
  clickBufferPending: 0,
  clicksDropped: 0,
  dbPoolMax: 1,
  dbPoolInUse: null,
};

Deno.test("LOG_REQUESTS=errors logs only 5xx answers and off logs none; metrics count every request", async () => {
  for (
    const [level, expected] of [["all", 2], ["errors", 1], ["off", 0]] as const
  ) {
    const { app, logged, metrics } = appWith(level);
    assert.equal((await app.request("/ok/41")).status, 200);
    const boom = await app.request("/boom");
    assert.equal(boom.status, 500);
    assert.match(boom.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    assert.equal(logged.length, expected, level);
    if (level === "errors") {
      assert.equal(logged[0].route, "/boom");
      assert.equal(logged[0].status, 500);
    }
    const samples = parsePrometheusText(metrics.render(gauges));
    assert.equal(
      sampleValue(samples, "kamai_http_requests_total", {
        route: "/ok/:id",
        status: "200",
      }),
      1,
    );
    assert.equal(
      sampleValue(samples, "kamai_http_requests_total", {
        route: "/boom",
        status: "500",
      }),
      1,
    );
  }
});

Deno.test("without METRICS_TOKEN, GET /metrics answers 404 { message, code } even with a token", async () => {
  const ctx = {
    config: testAppConfig({ metricsToken: null }),
  } as unknown as AppContext;
  const app = createMetricsRoutes(ctx, {
    scrape: () => Promise.resolve("should never be shown\n"),
  });
  const calls: Record<string, string>[] = [
    {},
    { authorization: "Bearer anything-at-all-1234" },
  ];
  for (const headers of calls) {
    const res = await app.request("/metrics", { headers });
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), {
      message: "Not found",
      code: "NOT_FOUND",
    });
  }
});

Deno.test("label values are escaped and the text parses", () => {
  const metrics = createMetrics();
  metrics.observeRequest("GET", 'we"ird\\route\n', 200, 0.003);
  metrics.observeRequest("GET", 'we"ird\\route\n', 200, 20);
  metrics.observeClickFlush(5, 0.01);
  const samples = parsePrometheusText(metrics.render(gauges));
  assert.equal(
    sampleValue(samples, "kamai_http_requests_total", {
      route: 'we"ird\\route\n',
    }),
    2,
  );
  assert.equal(
    sampleValue(samples, "kamai_http_request_duration_seconds_bucket", {
      le: "0.005",
    }),
    1,
  );
  assert.equal(
    sampleValue(samples, "kamai_http_request_duration_seconds_bucket", {
      le: "+Inf",
    }),
    2,
  );
  assert.equal(sampleValue(samples, "kamai_clicks_written_total"), 5);
  assert.equal(sampleValue(samples, "kamai_db_pool_in_use"), undefined);
  assert.throws(() => parsePrometheusText("kamai_x 1\n"), /no TYPE line/);
  assert.throws(() => parsePrometheusText("# TYPE a counter\na{b=c} 1\n"));
});
