import assert from "node:assert/strict";
import { createJsonLog } from "./json_log.ts";

Deno.test("JSON lines are queued and written together, one parseable object per line", () => {
  const writes: string[] = [];
  const log = createJsonLog({
    write: (bytes) => writes.push(new TextDecoder().decode(bytes)),
    flushMs: 60_000,
  });
  log.info("request", { method: "GET", route: "/go/:code", status: 302 });
  log.info("click flush", { clicks: 12, durationMs: 3.5 });
  assert.equal(writes.length, 0, "nothing is written per line");
  log.flush();
  assert.equal(writes.length, 1);
  const lines = writes[0].split("\n");
  assert.equal(lines.pop(), "");
  const [first, second] = lines.map((l) => JSON.parse(l));
  assert.match(first.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.deepEqual({ ...first, time: "t" }, {
    time: "t",
    level: "info",
    msg: "request",
    method: "GET",
    route: "/go/:code",
    status: 302,
  });
  assert.equal(second.clicks, 12);
  log.flush();
  assert.equal(writes.length, 1, "an empty flush writes nothing");
});

Deno.test("a full queue is written at once, and a broken sink never throws", () => {
  const writes: number[] = [];
  const log = createJsonLog({
    write: (bytes) => writes.push(bytes.length),
    flushMs: 60_000,
    maxQueuedBytes: 500,
  });
  for (let i = 0; i < 10; i++) log.info("request", { n: i });
  assert.ok(writes.length >= 1);
  log.flush();
  const broken = createJsonLog({
    write: () => {
      throw new Error("stdout closed");
    },
  });
  broken.info("request", { n: 1 });
  broken.flush();
});

Deno.test("a queued line is written after flushMs without a flush call", async () => {
  const writes: string[] = [];
  const log = createJsonLog({
    write: (bytes) => writes.push(new TextDecoder().decode(bytes)),
    flushMs: 10,
  });
  log.info("request", { status: 200 });
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(writes.length, 1);
  assert.equal(JSON.parse(writes[0]).status, 200);
});
