/** Request log lines, X-Request-Id, click flush lines and GET /metrics on a served app (both backends). */
import assert from "node:assert/strict";
import { forEachTestApp } from "./test_app.ts";
import { clickId, setUpAffiliate } from "./test_affiliate.ts";
import type { JsonLog, LogFields } from "../observability/json_log.ts";
import {
  parsePrometheusText,
  type PromSample,
  sampleValue,
} from "../observability/prometheus_text.ts";

const METRICS_TOKEN = "test-metrics-token-0123456789";

/** A log keeping its lines in memory, as the JSON text each would be written as. */
const lines: Record<string, unknown>[] = [];
const memoryLog: JsonLog = {
  info(msg: string, fields: LogFields) {
    lines.push(JSON.parse(JSON.stringify({ level: "info", msg, ...fields })));
  },
  infoJson(msg: string, fieldsJson: string) {
    lines.push({ level: "info", msg, ...JSON.parse(`{${fieldsJson}}`) });
  },
  flush() {},
};

const requestLines = () => lines.filter((l) => l.msg === "request");

forEachTestApp(
  "observability: a JSON log line per request and per click flush, and /metrics behind METRICS_TOKEN",
  async (t, app) => {
    lines.length = 0;
    const scrape = async (): Promise<PromSample[]> => {
      const res = await app.request("/metrics", {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      assert.equal(res.status, 200);
      assert.equal(
        res.headers.get("content-type"),
        "text/plain; version=0.0.4; charset=utf-8",
      );
      return parsePrometheusText(await res.text());
    };

    await t.step(
      "a request's line: method, route, status, duration, the request id it was given",
      async () => {
        const res = await app.request("/api/health", {
          headers: { "x-request-id": "edge-7f3a.42" },
        });
        assert.equal(res.status, 200);
        await res.body?.cancel();
        assert.equal(res.headers.get("x-request-id"), "edge-7f3a.42");
        const line = requestLines().find((l) => l.requestId === "edge-7f3a.42");
        assert.ok(line, JSON.stringify(lines));
        const { durationMs, ...rest } = line;
        assert.deepEqual(rest, {
          level: "info",
          msg: "request",
          method: "GET",
          route: "/api/health",
          status: 200,
          requestId: "edge-7f3a.42",
        });
        assert.equal(typeof durationMs, "number");
        assert.ok((durationMs as number) >= 0);
      },
    );

    await t.step(
      "without a usable X-Request-Id, a new one is made, answered and logged",
      async () => {
        for (const sent of [undefined, "has spaces in it", "x".repeat(200)]) {
          const res = await app.request("/api/captcha/config", {
            headers: sent ? { "x-request-id": sent } : {},
          });
          await res.body?.cancel();
          const id = res.headers.get("x-request-id") ?? "";
          assert.match(id, /^[0-9a-f-]{36}$/);
          assert.notEqual(id, sent);
          assert.equal(
            requestLines().filter((l) => l.requestId === id).length,
            1,
          );
        }
      },
    );

    const setup = await setUpAffiliate(app);
    await t.step(
      "lines carry the route pattern, never a path's codes or ids",
      async () => {
        lines.length = 0;
        await clickId(app, setup.code);
        const missing = await app.request("/api/payouts/999999/invoice", {
          headers: { authorization: `Bearer ${setup.ali.token}` },
        });
        await missing.body?.cancel();
        const unknown = await app.request("/no/such/page.json");
        await unknown.body?.cancel();
        const seen = requestLines().map((l) =>
          `${l.method} ${l.route} ${l.status}`
        );
        assert.ok(seen.includes("GET /go/:code 302"), seen.join("\n"));
        assert.ok(
          seen.includes(`GET /api/payouts/:id/invoice ${missing.status}`),
          seen.join("\n"),
        );
        assert.ok(seen.includes("GET * 404"), seen.join("\n"));
        assert.ok(!JSON.stringify(lines).includes(setup.code));
        assert.ok(!JSON.stringify(lines).includes("999999"));
      },
    );

    await t.step(
      "a background click flush logs one line with its count and time",
      async () => {
        await app.services.tracking.buffer.flush();
        lines.length = 0;
        await clickId(app, setup.code);
        await clickId(app, setup.code);
        await app.services.tracking.buffer.flush();
        const flushes = lines.filter((l) => l.msg === "click flush");
        assert.equal(flushes.length, 1, JSON.stringify(lines));
        assert.equal(flushes[0].clicks, 2);
        assert.equal(typeof flushes[0].durationMs, "number");
      },
    );

    await t.step(
      "/metrics refuses a missing or wrong token with 401 { message, code }",
      async () => {
        for (
          const authorization of [
            undefined,
            `Bearer ${METRICS_TOKEN}x`,
            `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
            `Basic ${btoa(`x:${METRICS_TOKEN}`)}`,
            `Bearer ${setup.admin.token}`,
            METRICS_TOKEN,
          ]
        ) {
          const res = await app.request("/metrics", {
            headers: authorization ? { authorization } : {},
          });
          assert.equal(res.status, 401, String(authorization));
          assert.deepEqual(await res.json(), {
            message: "A valid metrics token is required",
            code: "UNAUTHORIZED",
          });
        }
      },
    );

    await t.step(
      "/metrics is valid exposition text whose counters move",
      async () => {
        const before = await scrape();
        const health = { method: "GET", route: "/api/health", status: "200" };
        const healthBefore =
          sampleValue(before, "kamai_http_requests_total", health) ?? 0;
        assert.ok(healthBefore >= 1);
        const go = sampleValue(before, "kamai_http_requests_total", {
          method: "GET",
          route: "/go/:code",
          status: "302",
        });
        assert.equal(go, 3);
        for (let i = 0; i < 3; i++) {
          await (await app.request("/api/health")).body?.cancel();
        }
        await clickId(app, setup.code);
        const after = await scrape();
        assert.equal(
          sampleValue(after, "kamai_http_requests_total", health),
          healthBefore + 3,
        );

        // The histogram: cumulative buckets ending at +Inf, which equals the count.
        const buckets = after.filter((s) =>
          s.name === "kamai_http_request_duration_seconds_bucket" &&
          s.labels.route === "/api/health"
        );
        assert.equal(buckets.at(-1)?.labels.le, "+Inf");
        for (let i = 1; i < buckets.length; i++) {
          assert.ok(buckets[i].value >= buckets[i - 1].value);
        }
        assert.equal(
          buckets.at(-1)?.value,
          sampleValue(after, "kamai_http_request_duration_seconds_count", {
            route: "/api/health",
          }),
        );
        assert.equal(buckets.at(-1)?.value, healthBefore + 3);

        // The click waiting in the buffer, then written.
        assert.equal(sampleValue(after, "kamai_click_buffer_pending"), 1);
        assert.equal(sampleValue(after, "kamai_clicks_dropped_total"), 0);
        const written = sampleValue(after, "kamai_clicks_written_total")!;
        await app.services.tracking.buffer.flush();
        const flushed = await scrape();
        assert.equal(sampleValue(flushed, "kamai_click_buffer_pending"), 0);
        assert.equal(
          sampleValue(flushed, "kamai_clicks_written_total"),
          written + 1,
        );

        // The pool: 10 connections to a server, one to the embedded database.
        assert.equal(
          sampleValue(flushed, "kamai_db_pool_max"),
          app.kind === "postgres" ? 10 : 1,
        );
        const inUse = sampleValue(flushed, "kamai_db_pool_in_use");
        if (app.kind === "postgres") {
          assert.ok(inUse !== undefined && inUse >= 0 && inUse <= 10);
        } else {
          assert.equal(inUse, undefined);
        }
      },
    );
  },
  { config: { metricsToken: METRICS_TOKEN }, log: memoryLog },
);
