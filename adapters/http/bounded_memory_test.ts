/**
 * Anonymous traffic cannot grow the server's memory (issue 32): 100,000 requests with made-up methods, random paths,
 * hosts and headers leave the /metrics text, the heap and the answer of /metrics as they were.
 */
import assert from "node:assert/strict";
import { createApp } from "./app.ts";
import { startTestApp } from "./test_app.ts";
import v8 from "node:v8";
import vm from "node:vm";

// A full garbage collection before each heap reading, so the heap measured is what is kept, not garbage.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
/** The heap in use after a full collection. */
const keptHeap = () => {
  collectGarbage();
  return Deno.memoryUsage().heapUsed;
};

const METRICS_TOKEN = "bounded-memory-metrics-token-0123";
const TOTAL = Number(Deno.env.get("BOUNDED_MEMORY_TOTAL") ?? 100_000);
const WARM_UP = TOTAL / 10;

// A seeded generator, so a failure replays the same requests.
let seed = 0x2545f491;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};
const LETTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const word = (length: number) => {
  let out = "";
  for (let i = 0; i < length; i++) {
    out += LETTERS[Math.floor(random() * LETTERS.length)];
  }
  return out;
};
const STANDARD = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/** One anonymous request of the flood: mostly made-up methods of up to 1,000 characters, on made-up paths. */
function randomRequest(): Request {
  const method = random() < 0.7
    ? word(1 + Math.floor(random() * 1000)).toUpperCase()
    : STANDARD[Math.floor(random() * STANDARD.length)];
  const r = random();
  // Redirects and images read the database on a miss (milliseconds each), so they are a small share of the flood.
  const path = r < 0.45
    ? `/api/${word(8)}/${word(20)}`
    : r < 0.5
    ? `/assets/${word(12)}.js`
    : r < 0.502
    ? `/images/products/${Math.floor(random() * 1e9)}-${word(8)}.png`
    : r < 0.504
    ? `/go/${word(8)}`
    : `/${word(10)}/${word(30)}?${word(5)}=${word(40)}`;
  const headers = new Headers({
    [`x-${word(10).toLowerCase()}`]: word(200),
    "user-agent": word(100),
    "x-request-id": word(40),
  });
  const body = method === "GET" || method === "HEAD" ? undefined : word(50);
  return new Request(`http://${word(12).toLowerCase()}.example${path}`, {
    method,
    headers,
    body,
  });
}

Deno.test({
  name:
    "100,000 anonymous requests with random methods, paths, hosts and headers leave memory and /metrics flat",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    // One backend: what is measured is this process's memory, not the database's.
    const app = await startTestApp("pglite", {
      config: { metricsToken: METRICS_TOKEN, logRequests: "off" },
    });
    try {
      // The production app: its static web keeps files in memory, where a miss once was remembered too.
      const config = { ...app.ctx.config, appEnv: "production" as const };
      const hono = createApp({ ...app.ctx, config }, app.services);
      const scrape = async () => {
        const res = await hono.request("/metrics", {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        assert.equal(res.status, 200);
        return await res.text();
      };
      const send = async (count: number) => {
        // In waves of 200 at once, as a flood arrives.
        for (let sent = 0; sent < count; sent += 200) {
          await Promise.all(
            Array.from({ length: 200 }, async () => {
              const res = await hono.request(randomRequest());
              await res.body?.cancel();
              assert.ok(res.status < 500, `answered ${res.status}`);
            }),
          );
        }
      };
      const started = performance.now();
      await send(WARM_UP);
      const metricsBefore = await scrape();
      const heapBefore = keptHeap();
      await send(TOTAL - WARM_UP);
      const metricsAfter = await scrape();
      const heapAfter = keptHeap();
      const seconds = (performance.now() - started) / 1000;

      // Series only for the standard methods and OTHER, and the router's patterns: a few more may appear as the flood
      // first reaches a route, but none per request.
      const seriesOf = (text: string) =>
        text.split("\n").filter((l) => l.startsWith("kamai_http_"))
          .map((l) => l.replace(/ [^ ]+$/, ""));
      const labels = (text: string, name: string) =>
        new Set(
          [...text.matchAll(new RegExp(`${name}="([^"]*)"`, "g"))].map((m) =>
            m[1]
          ),
        );
      const methods = labels(metricsAfter, "method");
      assert.ok(
        [...methods].every((m) => [...STANDARD, "OTHER"].includes(m)),
        `${methods.size} method labels, e.g. ${
          [...methods].slice(0, 5).map((m) => m.slice(0, 20)).join(" ")
        }`,
      );
      assert.ok(labels(metricsAfter, "route").size < 30);
      assert.ok(
        seriesOf(metricsAfter).length - seriesOf(metricsBefore).length < 100,
        `${seriesOf(metricsBefore).length} series became ${
          seriesOf(metricsAfter).length
        }`,
      );
      assert.ok(
        metricsAfter.length < 100_000,
        `/metrics is ${metricsAfter.length} characters`,
      );
      assert.match(metricsAfter, /method="OTHER"/);
      // 90,000 requests later the heap keeps no more than noise: a series per made-up method kept hundreds of MB.
      const grownMb = (heapAfter - heapBefore) / 1024 / 1024;
      console.log(
        `${TOTAL} requests: the kept heap went from ${
          (heapBefore / 1024 / 1024).toFixed(1)
        } to ${(heapAfter / 1024 / 1024).toFixed(1)} MB`,
      );
      assert.ok(grownMb < 16, `the heap grew ${grownMb.toFixed(1)} MB`);
      console.log(`${TOTAL} requests in ${seconds.toFixed(1)} s`);
    } finally {
      await app.close();
    }
  },
});
