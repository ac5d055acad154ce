import assert from "node:assert/strict";
import { machineTicks, processTicks, readCpu } from "./cpu_usage.ts";

Deno.test("processTicks adds user and system time, whatever the process name holds", () => {
  const stat =
    "4242 (deno (main) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 731 95 0 0 20 0 9 0 100 0 0";
  assert.equal(processTicks(stat), 731 + 95);
});

Deno.test("machineTicks counts idle and iowait as idle, the rest as busy", () => {
  const procStat =
    "cpu  100 5 40 1000 20 3 7 2 0 0\ncpu0 50 2 20 500 10 1 3 1 0 0\n";
  assert.deepEqual(machineTicks(procStat), {
    busy: 100 + 5 + 40 + 3 + 7 + 2,
    idle: 1000 + 20,
  });
});

Deno.test("readCpu reads this process and the machine where /proc exists", async () => {
  const reading = await readCpu([Deno.pid]);
  if (Deno.build.os !== "linux") {
    assert.equal(reading, null);
    return;
  }
  assert.ok(reading);
  // Two reads of this process a moment apart.
  assert.ok(reading.self >= 0 && Math.abs(reading.others - reading.self) <= 5);
  assert.ok(reading.busy > 0 && reading.idle >= 0);
});
