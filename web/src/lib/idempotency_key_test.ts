import assert from "node:assert/strict";
import { attemptFor } from "./idempotency_key.ts";

Deno.test("a retry of the same values keeps its Idempotency-Key; new values get a new one", () => {
  let n = 0;
  const next = () => `key-${++n}`;
  const first = attemptFor(null, { amount: 10, method: "jazzcash" }, next);
  assert.equal(first.key, "key-1");
  const retry = attemptFor(first, { amount: 10, method: "jazzcash" }, next);
  assert.equal(retry.key, "key-1");
  const changed = attemptFor(retry, { amount: 12, method: "jazzcash" }, next);
  assert.equal(changed.key, "key-2");
  assert.equal(
    changed.body,
    JSON.stringify({ amount: 12, method: "jazzcash" }),
  );
});

Deno.test("the default keys are random UUIDs", () => {
  const a = attemptFor(null, { amount: 1 });
  const b = attemptFor(null, { amount: 1 });
  assert.match(a.key, /^[0-9a-f-]{36}$/);
  assert.notEqual(a.key, b.key);
});
