/**
 * The redirect's own work per request, without HTTP: the server's fast path for /go/{code} (request id, redirect,
 * log line, metrics) called in a loop of this process on an in-memory instance, for a repeat visitor and for a new
 * visitor per call (its click is queued in the buffer; the write happens after the timed loop). Prints µs per
 * request; what a served redirect costs beyond this is Deno's HTTP work. Shows where item 8's time goes
 * (bench/README.md). BENCH_ORIGINS=1 runs it as issue 26's redirect bench does: the city database loaded, the link
 * visited as /go/bench?s1=fb-ad-3, and each new visitor from a new Pakistani address (110.93.192.0/18), so its
 * click carries a sub-id, a place and the agent's families.
 * BENCH_CPU=1 times with this process's CPU time instead of the wall clock (steadier on a shared machine).
 * Usage: deno run -A bench/redirect_handler_bench.ts (BENCH_CALLS=20000, BENCH_ROUNDS=5, BENCH_ORIGINS=1, BENCH_CPU=1)
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";
import { createUser } from "../adapters/http/test_users.ts";
import { createJsonLog } from "../adapters/observability/json_log.ts";
import { createGoFastPath } from "../adapters/http/go_fast_path.ts";
import { createGoRedirect } from "../adapters/http/routes/go.ts";
import {
  insertLink,
  insertProduct,
} from "../adapters/postgres/test_fixtures.ts";
import { median } from "./timing.ts";
import process from "node:process";

const calls = Number(Deno.env.get("BENCH_CALLS") ?? 20_000);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 5);
const origins = Deno.env.get("BENCH_ORIGINS") === "1";
const cpuClock = Deno.env.get("BENCH_CPU") === "1";
/** Milliseconds: wall clock, or (BENCH_CPU=1) this process's CPU time. */
const clock = cpuClock
  ? () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }
  : () => performance.now();
const AGENT = origins
  ? "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile bench-"
  : "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 bench-";
const PATH = origins ? "/go/bench?s1=fb-ad-3" : "/go/bench";
// A new visitor's address: the same one without origins, else a new Pakistani one in turn (as wrk's script sends).
const addressOf = (n: number) =>
  origins ? `110.93.${192 + (n & 63)}.${1 + ((n >> 6) % 254)}` : "203.0.113.7";

// Every request is logged as in production (LOG_REQUESTS=all), to /dev/null.
const devNull = Deno.openSync("/dev/null", { write: true });
const log = createJsonLog({
  write: (bytes) => {
    devNull.writeSync(bytes);
  },
});
const kamai = await startKamai(
  testAppConfig({ logRequests: "all", clickOrigins: origins }),
  { publicUrlFromPort: true, log },
);
try {
  // The code before issue 26 has no origins.
  await kamai.services.tracking.origins?.ready;
  const user = await createUser(kamai.infra, { approved: true });
  const productId = await insertProduct(kamai.infra.sql, {
    title: "Bench product",
  });
  await insertLink(kamai.infra.sql, {
    id: 1,
    userId: user.id,
    productId,
    destinationUrl: "https://shop.example/course?ref={click_id}",
    code: "bench",
  });
  const fastPath = createGoFastPath({
    redirect: createGoRedirect(kamai.ctx, kamai.services.tracking),
    metrics: kamai.services.observability.metrics,
    log,
    level: "all",
    trustedProxies: [],
  });
  // A request as the fast path reads it, its method and headers (a served request's come from Deno's server).
  const request = { method: "GET", headers: new Headers() };
  const setAgent = (agent: string) => {
    request.headers = new Headers({ "user-agent": agent });
  };
  // A new visitor's answer waits for the writer once the oldest queued click is a second old (backpressure); the
  // rounds are short enough that none should, and any that did is counted and reported.
  let waited = 0;
  let address = "203.0.113.7";
  const visit = () => {
    const answer = fastPath(request as unknown as Request, PATH, address);
    if (!(answer instanceof Response)) waited++;
  };
  // The link is cached after its first visit.
  setAgent(`${AGENT}same`);
  const first = fastPath(
    request as unknown as Request,
    "/go/bench",
    "203.0.113.7",
  );
  if (first instanceof Promise) await first;
  const repeat: number[] = [];
  const fresh: number[] = [];
  const headersOnly: number[] = [];
  let n = 0;
  // The link cache keeps a link 5 s and refreshes it between requests, which a loop never lets happen: each timed
  // loop starts with the link freshly loaded, so every answer comes from the cache as on a served instance.
  const freshLink = async () => {
    kamai.services.tracking.links.invalidate("bench");
    await kamai.services.tracking.links.get("bench");
  };
  for (let round = 0; round < rounds; round++) {
    await freshLink();
    setAgent(`${AGENT}same`);
    let started = clock();
    for (let i = 0; i < calls; i++) visit();
    repeat.push((clock() - started) * 1000 / calls);
    // Making each new visitor's headers is timed on its own and taken off the new-visitor figure.
    started = clock();
    for (let i = 0; i < calls; i++) {
      setAgent(`${AGENT}${round}-h-${i}`);
      address = addressOf(i);
    }
    address = "203.0.113.7";
    headersOnly.push((clock() - started) * 1000 / calls);
    // In chunks with the queue written between them (untimed), so no click waits long enough for its answer to
    // wait on the writer.
    let spent = 0;
    for (let chunk = 0; chunk < calls; chunk += 2000) {
      await kamai.services.tracking.buffer.flush();
      await freshLink();
      started = clock();
      for (let i = chunk; i < Math.min(calls, chunk + 2000); i++) {
        setAgent(`${AGENT}${round}-${++n}`);
        address = addressOf(n);
        visit();
      }
      spent += clock() - started;
    }
    fresh.push(spent * 1000 / calls);
    await kamai.services.tracking.buffer.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const fmt = (values: number[]) => values.map((v) => v.toFixed(2)).join(", ");
  const newVisitor = fresh.map((v, i) => v - headersOnly[i]);
  console.log(
    `${calls} calls per round, ${rounds} rounds; in-memory PGlite, LOG_REQUESTS=all${
      origins
        ? "; city database loaded, ?s1=fb-ad-3, new Pakistani addresses"
        : ""
    }`,
  );
  console.log(
    `repeat visitor: ${fmt(repeat)} µs per request (median ${
      median(repeat).toFixed(2)
    })`,
  );
  console.log(
    `new visitor:    ${fmt(newVisitor)} µs per request (median ${
      median(newVisitor).toFixed(2)
    }; click queued, written after the loop; answers that waited: ${waited})`,
  );
} finally {
  await kamai.close();
  devNull.close();
}
