/** Benchmarks: start Kamai on in-memory PGlite and print request latency figures (not a test; nothing asserts). */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { percentile } from "./timing.ts";

/** One measured scenario. */
interface Figures {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

/** Sends `total` GETs to `url`, `concurrency` at a time, and summarises their latencies in ms. */
async function measure(
  name: string,
  url: string,
  total: number,
  concurrency: number,
): Promise<Figures> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer(); // warm-up: JIT, file cache, pool
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}

const total = Number(Deno.args[0] ?? 1000);
const startedAt = performance.now();
const kamai = await startKamai(testAppConfig(), { publicUrlFromPort: true });
const startupMs = performance.now() - startedAt;
const rows: Figures[] = [];
try {
  rows.push(
    await measure(
      "GET /api/health (select 1), 1 at a time",
      `${kamai.url}/api/health`,
      total,
      1,
    ),
  );
  rows.push(
    await measure(
      "GET /api/health (select 1), 20 concurrent",
      `${kamai.url}/api/health`,
      total,
      20,
    ),
  );
  rows.push(
    await measure(
      "GET /dashboard (SPA fallback), 1 at a time",
      `${kamai.url}/dashboard`,
      total,
      1,
    ),
  );
  rows.push(
    await measure(
      "GET /dashboard (SPA fallback), 20 concurrent",
      `${kamai.url}/dashboard`,
      total,
      20,
    ),
  );
} finally {
  await kamai.close();
}

console.log(
  `Kamai benchmarks — embedded PGlite in memory, ${total} requests per row`,
);
console.log(
  `start-up (PGlite + migrations + admin account): ${
    startupMs.toFixed(0)
  } ms\n`,
);
console.log(
  ["scenario".padEnd(48), "p50 ms", "p95 ms", "p99 ms", "req/s"].join("  "),
);
for (const r of rows) {
  console.log([
    r.name.padEnd(48),
    r.p50.toFixed(2).padStart(6),
    r.p95.toFixed(2).padStart(6),
    r.p99.toFixed(2).padStart(6),
    r.perSecond.toFixed(0).padStart(5),
  ].join("  "));
}

// Tracking: /go redirect vs bare Deno.serve with wrk; the 10M-click stats load needs a PostgreSQL server.
await import("./redirect_bench.ts");
if (Deno.env.get("BENCH_DATABASE_URL")) await import("./stats_scale_bench.ts");
// The admin overview at the 10M-click scale (issue 15: under 50 ms p95 on PostgreSQL).
if (Deno.env.get("BENCH_DATABASE_URL")) await import("./overview_bench.ts");
// The margin report over a year of 1M conversions' rollups (issue 25: under 50 ms p95 on PostgreSQL).
if (Deno.env.get("BENCH_DATABASE_URL")) {
  await import("./margin_report_bench.ts");
}

// Speed budget: landing weight and SPA JavaScript in Chromium, Lighthouse on the landing page, list API p95 at scale.
await import("./landing_size.ts");
await import("./spa_bundle.ts");
await import("./lighthouse.ts");
if (Deno.env.get("BENCH_DATABASE_URL")) await import("./api_list_p95.ts");

// Sales sources: a 10,000-row CSV import (issue 11: under 10 s on PostgreSQL).
if (Deno.env.get("BENCH_DATABASE_URL")) await import("./csv_import_bench.ts");
// Recovery after a 15 s database outage at 2,000 clicks/s (issue 32).
if (Deno.env.get("BENCH_DATABASE_URL")) {
  await import("./outage_recovery_bench.ts");
}
if (Deno.env.get("BENCH_DATABASE_URL")) {
  await import("./payout_batch_bench.ts");
}
