/** Fails naming any test file that `deno task test` would not run: its folders are listed by hand, heaviest first. */
import assert from "node:assert/strict";
import { walk } from "./walk_sources.ts";

const ROOT = new URL("../", import.meta.url);

/** The folders the test task passes to `deno test`, read from deno.json (the words after `--parallel`'s options). */
async function testTaskFolders(): Promise<string[]> {
  const config = JSON.parse(
    await Deno.readTextFile(new URL("deno.json", ROOT)),
  );
  const task: string = config.tasks.test;
  const run = task.split("&&").find((part) => part.includes("--parallel"));
  assert.ok(run, "the test task runs deno test --parallel");
  return run.trim().split(/\s+/).filter((word) =>
    !word.startsWith("-") && !word.includes("=") && word !== "deno" &&
    word !== "test"
  );
}

/** Folders whose tests run elsewhere: the web's own tests run inside web/e2e/web_units_test.ts. */
const RUN_ELSEWHERE = ["web/src/", "web/scripts/"];

Deno.test("deno task test runs every test file of the repository", async () => {
  const folders = await testTaskFolders();
  assert.deepEqual(folders.slice(0, 1), ["web/e2e"]);
  const missed: string[] = [];
  for await (const url of walk(ROOT)) {
    const path = url.pathname.slice(ROOT.pathname.length);
    if (!/_test\.tsx?$/.test(path)) continue;
    if (RUN_ELSEWHERE.some((dir) => path.startsWith(dir))) continue;
    if (!folders.some((dir) => path.startsWith(`${dir}/`))) missed.push(path);
  }
  assert.deepEqual(missed, [], "test files outside the test task's folders");
});
