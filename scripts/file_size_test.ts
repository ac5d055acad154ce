import assert from "node:assert/strict";
import { walk } from "./walk_sources.ts";

const ROOT = new URL("../", import.meta.url);
/** docs/CONVENTIONS.md: the composition root and every web page stay small enough to read in one sitting. */
const MAX_LINES = 300;

async function lines(url: URL): Promise<number> {
  return (await Deno.readTextFile(url)).split("\n").length - 1;
}

Deno.test("the composition root (adapters/services.ts) stays under 300 lines", async () => {
  const count = await lines(new URL("adapters/services.ts", ROOT));
  // Under the pages' bar, not at it (issue 28): what is not wiring goes to its area's file.
  assert.ok(count < MAX_LINES, `adapters/services.ts has ${count} lines`);
});

Deno.test("no web route file is over 300 lines (parts go in a -parts folder)", async () => {
  const long: string[] = [];
  for await (const url of walk(new URL("web/src/routes/", ROOT))) {
    if (url.pathname.includes("/-parts/")) continue;
    if (url.pathname.endsWith("routeTree.gen.ts")) continue;
    const count = await lines(url);
    if (count > MAX_LINES) {
      long.push(`${url.pathname.slice(ROOT.pathname.length)} (${count})`);
    }
  }
  assert.deepEqual(long, []);
});
