import assert from "node:assert/strict";
import { type PeriodicOptions, startPeriodic } from "./periodic.ts";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a loop of `pass` every `everyMs`; answers its shutdown task and the errors it logged. */
function start(
  pass: PeriodicOptions["pass"],
  everyMs = 5,
  firstMs?: number,
): { stop: () => Promise<void>; errors: unknown[] } {
  const errors: unknown[] = [];
  let stop: (() => Promise<void>) | undefined;
  startPeriodic({
    name: "test job",
    pass,
    everyMs,
    firstMs,
    onError: (error) => errors.push(error),
    onShutdown: (task) => {
      stop = task;
    },
  });
  assert.ok(stop, "the loop registers its stop with the shutdown");
  const shutdown = stop;
  // The loop's timer never keeps the process alive; this one keeps the test's alive until the stop.
  const alive = setInterval(() => {}, 1_000);
  return {
    stop: () => shutdown().finally(() => clearInterval(alive)),
    errors,
  };
}

Deno.test("startPeriodic runs pass after pass, never two at once", async () => {
  let running = 0;
  let most = 0;
  let passes = 0;
  const third = Promise.withResolvers<void>();
  const { stop } = start(async () => {
    running++;
    most = Math.max(most, running);
    // Each pass lasts several intervals: a loop that fired on the interval alone would overlap them.
    await sleep(25);
    running--;
    if (++passes === 3) third.resolve();
  });
  await third.promise;
  await stop();
  assert.equal(most, 1);
  assert.equal(running, 0);
});

Deno.test("startPeriodic logs a failed pass and carries on", async () => {
  let passes = 0;
  const second = Promise.withResolvers<void>();
  const { stop, errors } = start(() => {
    passes++;
    if (passes === 1) return Promise.reject(new Error("database away"));
    if (passes === 2) second.resolve();
    return Promise.resolve();
  });
  await second.promise;
  await stop();
  assert.equal(errors.length, 1);
  assert.equal((errors[0] as Error).message, "database away");
});

Deno.test("startPeriodic's stop waits for the pass in flight, then nothing more runs", async () => {
  let passes = 0;
  let finished = false;
  const started = Promise.withResolvers<void>();
  const release = Promise.withResolvers<void>();
  const { stop } = start(async () => {
    passes++;
    started.resolve();
    await release.promise;
    finished = true;
  });
  await started.promise;
  let stopped = false;
  const stopping = stop().then(() => {
    stopped = true;
  });
  await sleep(30);
  assert.equal(stopped, false, "stop returned while a pass was running");
  release.resolve();
  await stopping;
  assert.equal(finished, true);
  await sleep(30);
  assert.equal(passes, 1, "no pass after the stop");
});

Deno.test("startPeriodic stopped before its first pass runs none", async () => {
  let passes = 0;
  const { stop } = start(() => Promise.resolve(passes++), 20);
  await stop();
  await sleep(40);
  assert.equal(passes, 0);
});

Deno.test("startPeriodic with firstMs 0 runs its first pass at once, the next after everyMs", async () => {
  let passes = 0;
  const first = Promise.withResolvers<void>();
  const { stop } = start(
    () => {
      passes++;
      first.resolve();
      return Promise.resolve();
    },
    60_000,
    0,
  );
  await first.promise;
  await sleep(30);
  await stop();
  assert.equal(passes, 1);
});
