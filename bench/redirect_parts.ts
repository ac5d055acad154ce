/**
 * The redirect's per-visit parts timed alone, in a loop of this process (no server, no database): signing a
 * click id, hashing a visitor, the bot check of an agent, the deduper's check and remember of a new visitor, and
 * what issue 26 adds for a counted click (sub-ids from the query, the agent's families, the address's place with
 * the city database loaded, the referrer's host). Prints microseconds per call.
 * Usage: deno run -A bench/redirect_parts.ts (BENCH_CALLS=300000 by default)
 */
import process from "node:process";
import { createClickIdCodec } from "../adapters/tracking/click_id.ts";
import { createVisitorHasher } from "../adapters/tracking/visitor_hash.ts";
import { isBotAgent } from "../adapters/tracking/bot_detection.ts";
import { createClickDeduper } from "../domain/tracking/click_deduper.ts";
import {
  createOriginLocator,
  referrerHost,
} from "../adapters/tracking/click_origin.ts";
import { readSubIds } from "../domain/tracking/sub_ids.ts";

const calls = Number(Deno.env.get("BENCH_CALLS") ?? 300_000);
const AGENT = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 " +
  "(KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";

/** Prints wall-clock and CPU microseconds per call (CPU time: this process's, steadier on a shared machine). */
function time(label: string, work: (i: number) => unknown): void {
  for (let i = 0; i < 20_000; i++) work(i); // warm-up: let the JIT settle
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < calls; i++) work(i);
  const micros = (performance.now() - started) * 1000 / calls;
  const used = process.cpuUsage(cpu);
  const cpuMicros = (used.user + used.system) / calls;
  console.log(
    `${label.padEnd(52)} ${micros.toFixed(2).padStart(6)} µs, CPU ${
      cpuMicros.toFixed(2).padStart(6)
    } µs`,
  );
}

const clickIds = createClickIdCodec("bench-secret");
const hashVisitor = createVisitorHasher("bench-secret");
const deduper = createClickDeduper(3_600_000);
const at = new Date();
console.log(
  `${calls} calls each, after 20,000 to warm up (wall clock, and CPU time)`,
);
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

// Issue 26's parts of a counted click.
time("sub-ids of ?s1=fb-ad-3", () => readSubIds("s1=fb-ad-3"));
time(
  "referrer host of a Referer",
  () => referrerHost("https://www.facebook.com/some/page?x=1"),
);
const locator = createOriginLocator();
await locator.ready;
time("agent families (new agent each call)", (i) => locator.agent(AGENT + i));
time("agent families (the same agent: remembered)", () => locator.agent(AGENT));
// A new Pakistani address each call (110.93.192.0/18, as bench/redirect_before_after.ts sends).
const pk = (i: number) => `110.93.${192 + (i & 63)}.${1 + ((i >> 6) % 254)}`;
time(
  "place of an address (16,256 Pakistani ones in turn)",
  (i) => locator.place(pk(i)),
);
time(
  "place of an address (new each call, any)",
  (i) =>
    locator.place(
      `${1 + (i >>> 16) % 223}.${(i >>> 8) & 255}.${i & 255}.${(i * 7) & 255}`,
    ),
);
