/**
 * The redirect's per-visit parts timed alone, in a loop of this process (no server, no database): signing a
 * click id, hashing a visitor, the bot check of an agent, and the deduper's check and remember of a new visitor.
 * Prints microseconds per call. Usage: deno run -A bench/redirect_parts.ts (BENCH_CALLS=300000 by default)
 */
import { createClickIdCodec } from "../adapters/tracking/click_id.ts";
import { createVisitorHasher } from "../adapters/tracking/visitor_hash.ts";
import { isBotAgent } from "../adapters/tracking/bot_detection.ts";
import { createClickDeduper } from "../domain/tracking/click_deduper.ts";

const calls = Number(Deno.env.get("BENCH_CALLS") ?? 300_000);
const AGENT = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 " +
  "(KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";

function time(label: string, work: (i: number) => unknown): void {
  for (let i = 0; i < 20_000; i++) work(i); // warm-up: let the JIT settle
  const started = performance.now();
  for (let i = 0; i < calls; i++) work(i);
  const micros = (performance.now() - started) * 1000 / calls;
  console.log(`${label.padEnd(44)} ${micros.toFixed(2).padStart(6)} µs`);
}

const clickIds = createClickIdCodec("bench-secret");
const hashVisitor = createVisitorHasher("bench-secret");
const deduper = createClickDeduper(3_600_000);
const at = new Date();
console.log(`${calls} calls each, after 20,000 to warm up`);
time("sign a click id", () => clickIds.issue(7, at));
time(
  "hash a visitor (new agent each call)",
  (i) => hashVisitor("203.0.113.7", AGENT + i),
);
time(
  "bot check of a browser agent (new each call)",
  (i) => isBotAgent(AGENT + i),
);
const clickId = clickIds.issue(7, at);
const nowMs = at.getTime();
time("deduper: check and remember a new visitor", (i) => {
  const visitor = i.toString(16).padStart(32, "0");
  if (deduper.check(7, visitor, nowMs).count) {
    deduper.remember(7, visitor, clickId, nowMs);
  }
});
