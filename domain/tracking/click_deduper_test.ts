import assert from "node:assert/strict";
import { createClickDeduper } from "./click_deduper.ts";

// Click ids as the redirect issues them: 48 lowercase hex digits.
const id = (n: number) => n.toString(16).padStart(48, "0");
const VISITOR = "0123456789abcdef0123456789abcdef";
const other = (n: number) => `${n}`.padStart(32, "f");

Deno.test("the deduper counts a visitor once per window and hands back the first click id", () => {
  const d = createClickDeduper(3_600_000);
  const t0 = Date.parse("2025-01-01T10:00:00Z");
  assert.deepEqual(d.check(1, VISITOR, t0), { count: true });
  d.remember(1, VISITOR, id(0xa), t0);
  assert.deepEqual(d.check(1, VISITOR, t0 + 3_599_999), {
    count: false,
    clickId: id(0xa),
    countedAt: t0,
  });
  // Another visitor of the link, and the same visitor of another link, count on their own.
  assert.deepEqual(d.check(1, other(2), t0), { count: true });
  assert.deepEqual(d.check(2, VISITOR, t0), { count: true });
  assert.deepEqual(d.check(1, VISITOR, t0 + 3_600_000), { count: true });
});

Deno.test("the deduper forgets the oldest visitors beyond its capacity", () => {
  const d = createClickDeduper(3_600_000, { maxEntries: 2 });
  const t = Date.parse("2025-01-01T10:00:00Z");
  d.remember(1, other(1), id(1), t);
  d.remember(1, other(2), id(2), t);
  d.remember(1, other(3), id(3), t);
  assert.equal(d.size(), 2);
  assert.deepEqual(d.check(1, other(1), t), { count: true });
});

Deno.test("the deduper remembers every visitor for a whole window across its generations", () => {
  const d = createClickDeduper(1000);
  d.remember(1, "a", id(1), 0);
  d.remember(1, "b", id(2), 999);
  // A window after the first: a new generation starts, the one holding a and b is still asked.
  d.remember(1, "c", id(3), 1000);
  assert.deepEqual(d.check(1, "a", 1000), { count: true });
  assert.deepEqual(d.check(1, "b", 1998), {
    count: false,
    clickId: id(2),
    countedAt: 999,
  });
  assert.deepEqual(d.check(1, "c", 1999), {
    count: false,
    clickId: id(3),
    countedAt: 1000,
  });
  // Another window on, the generation holding b is dropped whole (b's window ended at 1999).
  d.remember(1, "d", id(4), 2000);
  assert.deepEqual(d.check(1, "b", 2000), { count: true });
  assert.equal(d.size(), 2);
});

Deno.test("the deduper keeps every visitor of a large generation as its table grows", () => {
  const d = createClickDeduper(3_600_000, { maxEntries: 100_000 });
  const t = Date.parse("2025-01-01T10:00:00Z");
  const visitor = (n: number) => `${n.toString(16)}`.padStart(32, "0");
  const clickId = (n: number) =>
    `01${n.toString(16).padStart(10, "0")}${"ab".repeat(18)}`;
  for (let n = 0; n < 40_000; n++) {
    d.remember(7, visitor(n), clickId(n), t + n);
  }
  assert.equal(d.size(), 40_000);
  for (let n = 0; n < 40_000; n += 997) {
    assert.deepEqual(d.check(7, visitor(n), t + 50_000), {
      count: false,
      clickId: clickId(n),
      countedAt: t + n,
    });
  }
  assert.deepEqual(d.check(8, visitor(5), t), { count: true });
  // Upper-case hex digits are stored as the same bytes and handed back in lower case.
  d.remember(9, "v", "AB".repeat(24), t);
  assert.deepEqual(d.check(9, "v", t), {
    count: false,
    clickId: "ab".repeat(24),
    countedAt: t,
  });
});
