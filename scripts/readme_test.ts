/** Holds the README to its shape: the two set-up commands first, and at most 250 lines (the rest lives in docs/). */
import assert from "node:assert/strict";

const README = await Deno.readTextFile(
  new URL("../README.md", import.meta.url),
);

Deno.test("the README opens with deno task start and deno task test", () => {
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? "";
  const commands = firstBlock.split("\n").map((l) => l.split("#")[0].trim())
    .filter(Boolean);
  assert.deepEqual(commands, ["deno task start", "deno task test"]);
});

Deno.test("the README stays at most 250 lines", () => {
  const lines = README.trimEnd().split("\n").length;
  assert.ok(lines <= 250, `README.md has ${lines} lines`);
});
