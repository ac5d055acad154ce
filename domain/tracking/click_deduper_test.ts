import assert from "node:assert/strict";
import { createClickDeduper } from "./click_deduper.ts";

Deno.test("the deduper counts a visitor once per window and hands back the first click id", () => {
  const d = createClickDeduper(3_600_000);
  const t0 = new Date("2025-01-01T10:00:00Z");
  assert.deepEqual(d.check("v|1", t0), { count: true });
  d.remember("v|1", "click-a", t0);
  assert.deepEqual(d.check("v|1", new Date(t0.getTime() + 3_599_999)), {
    count: false,
    clickId: "click-a",
    countedAt: t0.getTime(),
  });
  assert.deepEqual(d.check("v|2", t0), { count: true });
  assert.deepEqual(d.check("v|1", new Date(t0.getTime() + 3_600_000)), {
    count: true,
  });
});

Deno.test("the deduper forgets the oldest visitors beyond its capacity", () => {
  const d = createClickDeduper(3_600_000, 2);
  const t = new Date("2025-01-01T10:00:00Z");
  d.remember("a", "1", t);
  d.remember("b", "2", t);
  d.remember("c", "3", t);
  assert.equal(d.size(), 2);
  assert.deepEqual(d.check("a", t), { count: true });
});

Deno.test("the deduper remembers every visitor for a whole window across its generations", () => {
  const d = createClickDeduper(1000);
  const at = (ms: number) => new Date(ms);
  d.remember("a", "1", at(0));
  d.remember("b", "2", at(999));
  // A window after the first: a new generation starts, the one holding a and b is still asked.
  d.remember("c", "3", at(1000));
  assert.deepEqual(d.check("a", at(1000)), { count: true });
  assert.deepEqual(d.check("b", at(1998)), {
    count: false,
    clickId: "2",
    countedAt: 999,
  });
  assert.deepEqual(d.check("c", at(1999)), {
    count: false,
    clickId: "3",
    countedAt: 1000,
  });
  // Another window on, the generation holding b is dropped whole (b's window ended at 1999).
  d.remember("d", "4", at(2000));
  assert.deepEqual(d.check("b", at(2000)), { count: true });
  assert.equal(d.size(), 2);
});
