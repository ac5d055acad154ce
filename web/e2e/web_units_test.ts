/** Runs the web app's own unit tests (web/src, under web/deno.json) as part of the root `deno test`. */
import assert from "node:assert/strict";

Deno.test("web unit tests pass under the web config", async () => {
  const web = new URL("..", import.meta.url).pathname;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "test"],
    cwd: web,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) +
    new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, text.slice(-4000));
  assert.match(text, /ok \| \d+ passed/);
});
