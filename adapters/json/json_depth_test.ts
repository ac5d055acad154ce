import assert from "node:assert/strict";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json_depth.ts";
import { parseJsonExact } from "./exact_json.ts";

Deno.test("nesting depth counts brackets outside strings only", () => {
  assert.equal(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3), false);
  assert.equal(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3), true);
  assert.equal(jsonNestsDeeperThan(`{"a":"${"[".repeat(500)}"}`, 3), false);
  assert.equal(jsonNestsDeeperThan(`{"a":"\\"[[[[["}`, 2), false);
  assert.equal(jsonNestsDeeperThan("[".repeat(MAX_JSON_DEPTH)), false);
  assert.equal(jsonNestsDeeperThan("[".repeat(MAX_JSON_DEPTH + 1)), true);
});

Deno.test("parseJsonExact refuses deep nesting as a SyntaxError instead of running out of stack", () => {
  const deep = `{"amount":1,"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
  assert.throws(() => parseJsonExact(deep, ["amount"]), SyntaxError);
  assert.deepEqual(parseJsonExact('{"amount":1.50,"x":[[1]]}', ["amount"]), {
    amount: "1.5",
    x: [[1]],
  });
});
