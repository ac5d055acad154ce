import assert from "node:assert/strict";
import { setImmediate } from "node:timers";
import {
  guardClosedSocketWrites,
  isClosedSocketWrite,
} from "./closed_socket_guard.ts";

function lateWrite(): TypeError {
  const error = new TypeError(
    "Cannot read properties of null (reading 'write')",
  );
  error.stack = `${error.message}\n    at Immediate.nextWrite ` +
    "(file:///cache/npm/registry.npmjs.org/postgres/3.4.9/src/connection.js:255:22)";
  return error;
}

Deno.test("only postgres.js's write on a closed connection is recognised", () => {
  assert.equal(isClosedSocketWrite(lateWrite()), true);
  assert.equal(
    isClosedSocketWrite(
      new TypeError("Cannot read properties of null (reading 'write')"),
    ),
    false,
  );
  assert.equal(isClosedSocketWrite(new Error("boom")), false);
  assert.equal(isClosedSocketWrite(null), false);
});

Deno.test({
  name: "a late write on a closed connection is logged, not an uncaught error",
  sanitizeOps: false,
}, async () => {
  guardClosedSocketWrites();
  const originalError = console.error;
  const logged: string[] = [];
  console.error = (...args: unknown[]) => logged.push(args.join(" "));
  try {
    setImmediate(() => {
      throw lateWrite();
    });
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    console.error = originalError;
  }
  assert.equal(logged.length, 1);
  assert.match(logged[0], /connection closed under a pending write/);
});
