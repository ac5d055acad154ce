/**
 * The click deduper's memory when full: heap plus external memory (its typed arrays) after a forced collection,
 * before and after remembering BENCH_VISITORS visitors (default 200,000, its cap) with click ids as the redirect
 * issues them. BENCH_DEDUPER_MODULE measures another version of domain/tracking/click_deduper.ts, for example an
 * older one from `git show <commit>:domain/tracking/click_deduper.ts > /tmp/deduper.ts` (the string-keyed API of
 * 2288871 is recognised). Usage: deno run -A --v8-flags=--expose-gc bench/deduper_memory_bench.ts
 */
import { createClickIdCodec } from "../adapters/tracking/click_id.ts";

const visitors = Number(Deno.env.get("BENCH_VISITORS") ?? 200_000);
const modulePath = Deno.env.get("BENCH_DEDUPER_MODULE");
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  console.error("run with --v8-flags=--expose-gc");
  Deno.exit(2);
}
const { createClickDeduper } = modulePath
  ? await import(new URL(modulePath, `file://${Deno.cwd()}/`).href)
  : await import("../domain/tracking/click_deduper.ts");
const used = () => {
  gc();
  gc();
  const memory = Deno.memoryUsage();
  return memory.heapUsed + memory.external;
};

const codec = createClickIdCodec("bench-secret");
// Visitor keys as the visitor hasher makes them: 32 hex digits.
const visitor = (i: number) =>
  (Math.imul(i, 2654435761) >>> 0).toString(16).padStart(8, "0") +
  i.toString(16).padStart(24, "0");
const at = new Date();
const before = used();
const deduper = createClickDeduper(3_600_000);
// The deduper of 2288871 took a string key, the click id and a Date.
const stringKeyed = deduper.remember.length === 3;
for (let i = 0; i < visitors; i++) {
  const clickId = codec.issue(7, at);
  if (stringKeyed) deduper.remember(`7|${visitor(i)}`, clickId, at);
  else deduper.remember(7, visitor(i), clickId, at.getTime());
}
const after = used();
console.log(
  `${
    modulePath ?? "domain/tracking/click_deduper.ts"
  }: ${deduper.size()} visitors remembered, ${
    ((after - before) / 1e6).toFixed(1)
  } MB (heap + external, after a forced collection)`,
);
