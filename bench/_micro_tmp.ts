import { isBotOrPreview } from "../adapters/tracking/bot_detection.ts";
import { createVisitorHasher } from "../adapters/tracking/visitor_hash.ts";
import { createJsonLog } from "../adapters/observability/json_log.ts";
import { createMetrics } from "../adapters/observability/metrics.ts";
const N = 200_000;
const reqs = Array.from({ length: 1000 }, (_, i) => new Request("http://127.0.0.1:8000/go/abc123", { headers: { "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 bench-12345-${i}`, host: "127.0.0.1:8000" } }));
function time(name: string, f: (i: number) => unknown) {
  for (let i = 0; i < 20000; i++) f(i);
  const t = performance.now();
  for (let i = 0; i < N; i++) f(i);
  console.log(name.padEnd(30), ((performance.now() - t) * 1000 / N).toFixed(3), "µs");
}
const h = createVisitorHasher("secret");
time("headers.get ua", (i) => reqs[i % 1000].headers.get("user-agent"));
time("isBotOrPreview", (i) => isBotOrPreview(reqs[i % 1000].headers));
time("hashVisitor", (i) => h("1.2.3.4", reqs[i % 1000].headers.get("user-agent")!));
time("randomUUID", () => crypto.randomUUID());
const log = createJsonLog({ write: () => {} });
time("log.info", (i) => log.info("request", { method: "GET", route: "/go/:code", status: 302, durationMs: 0.12, requestId: "0b0c5a4e-2b7c-4f6a-9b1e-1c2d3e4f5a6b" }));
const m = createMetrics();
time("metrics", () => m.observeRequest("GET", "/go/:code", 302, 0.0001));
time("new Response 3h", () => new Response(null, { status: 302, headers: { location: "https://shop.example/course?ref=0123456789abcdef0123456789abcdef0123456789abcdef", "cache-control": "no-store", "referrer-policy": "no-referrer-when-downgrade" } }));
time("Response+set", () => { const r = new Response(null, { status: 302, headers: { location: "https://shop.example/course?ref=0123456789abcdef0123456789abcdef0123456789abcdef", "cache-control": "no-store", "referrer-policy": "no-referrer-when-downgrade" } }); r.headers.set("x-request-id", "0b0c5a4e-2b7c-4f6a-9b1e-1c2d3e4f5a6b"); return r; });
time("Response 4h", () => new Response(null, { status: 302, headers: { location: "https://shop.example/course?ref=0123456789abcdef0123456789abcdef0123456789abcdef", "cache-control": "no-store", "referrer-policy": "no-referrer-when-downgrade", "x-request-id": "0b0c5a4e-2b7c-4f6a-9b1e-1c2d3e4f5a6b" } }));
time("Response 1h", () => new Response(null, { status: 302, headers: { location: "https://shop.example/course?ref=0123456789abcdef0123456789abcdef0123456789abcdef" } }));
time("perfnow", () => performance.now());
time("new Date", () => new Date());
