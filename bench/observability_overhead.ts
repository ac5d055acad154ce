/**
 * What the per-request log line, X-Request-Id and metrics cost: the same Hono redirect route called in-process
 * (no sockets, so machine load from other work matters less than in wrk runs) with the observer off, with
 * metrics only (LOG_REQUESTS=off), and with a JSON line per request (LOG_REQUESTS=all, written to /dev/null).
 * Rounds alternate so drift hits every variant alike. Usage: deno run -A bench/observability_overhead.ts
 */
import { Hono } from "hono";
import { observeRequests } from "../adapters/http/observe_requests.ts";
import { createMetrics } from "../adapters/observability/metrics.ts";
import { createJsonLog } from "../adapters/observability/json_log.ts";
import type { RequestLogLevel } from "../adapters/config.ts";

const REQUESTS = Number(Deno.env.get("BENCH_REQUESTS") ?? 100_000);
const ROUNDS = 5;
const devNull = Deno.openSync("/dev/null", { write: true });

function appWith(level: RequestLogLevel | null): Hono {
  const app = new Hono();
  if (level !== null) {
    app.use(
      "*",
      observeRequests({
        metrics: createMetrics(),
        log: createJsonLog({
          write: (bytes) => {
            devNull.writeSync(bytes);
          },
        }),
        level,
      }),
    );
  }
  app.get("/go/:code", (c) =>
    new Response(null, {
      status: 302,
      headers: {
        location: `https://shop.example/p?ref=${c.req.param("code")}`,
        "cache-control": "no-store",
      },
    }));
  return app;
}

const variants: [string, Hono][] = [
  ["no observer", appWith(null)],
  ["metrics only (LOG_REQUESTS=off)", appWith("off")],
  ["metrics + JSON line (LOG_REQUESTS=all)", appWith("all")],
];
const best = new Map<string, number>();
const request = new Request("http://localhost/go/abc123");
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, app] of variants) {
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      await app.fetch(request);
    }
    const us = ((performance.now() - started) * 1000) / REQUESTS;
    best.set(name, Math.min(best.get(name) ?? Infinity, us));
  }
}
console.log(
  `Observer overhead — ${REQUESTS} in-process requests × ${ROUNDS} rounds, best round per variant`,
);
const base = best.get("no observer")!;
for (const [name] of variants) {
  const us = best.get(name)!;
  console.log(
    `  ${name.padEnd(40)} ${us.toFixed(2).padStart(7)} µs/request  (+${
      (us - base).toFixed(2)
    } µs)`,
  );
}
devNull.close();
