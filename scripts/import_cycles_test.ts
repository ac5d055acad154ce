import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { findCycles, importGraph, relativeImports } from "./import_cycles.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The server entry, the web entry, and the web's file routes (reached through the generated route tree). */
async function entries(): Promise<string[]> {
  const found = ["main.ts", "web/src/main.tsx"];
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(`${ROOT}${dir}`)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (/\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  await walk("web/src/routes");
  return found;
}

Deno.test("no import cycle among the modules of main.ts and web/src/main.tsx (type-only imports count)", async () => {
  const graph = await importGraph(ROOT, await entries());
  assert.ok(graph.has("adapters/services.ts"), "the walk reaches the server");
  assert.ok(graph.has("web/src/lib/api.ts"), "the walk reaches the web app");
  const cycles = findCycles(graph);
  assert.deepEqual(
    cycles.map((cycle) => cycle.join(" <-> ")),
    [],
    `import cycles found:\n${
      cycles.map((cycle) => `  ${cycle.join(" <-> ")}`).join("\n")
    }`,
  );
});

Deno.test("relativeImports reads imports, type imports, re-exports and import(), not comments or strings", () => {
  const source = `import { a } from "./a.ts";
import type {
  B,
  C,
} from '../b.ts';
export { d } from "./d.ts";
export * from "./e.ts";
import "./side_effect.ts";
import x from "npm:thing";
// import { no } from "./comment.ts";
/* export { no } from "./block.ts"; */
const lazy = () => import("./lazy.ts");
const text = "not an import from './string.ts'";`;
  assert.deepEqual(relativeImports(source), [
    "./a.ts",
    "../b.ts",
    "./d.ts",
    "./e.ts",
    "./side_effect.ts",
    "./lazy.ts",
  ]);
});

Deno.test("relativeImports keeps the project's aliases (@/, @wire/, @domain/) and importGraph follows them", async () => {
  assert.deepEqual(
    relativeImports(`import { a } from "@/lib/api.ts";
import type { B } from "@wire/auth.ts";
import { c } from "@domain/shared/money.ts";
import { d } from "@tanstack/react-router";`),
    ["@/lib/api.ts", "@wire/auth.ts", "@domain/shared/money.ts"],
  );
  const graph = await importGraph(ROOT, ["web/src/main.tsx"]);
  assert.ok(
    [...graph.values()].some((targets) =>
      targets.includes("web/src/lib/api.ts")
    ),
    "an aliased import of web/src/lib/api.ts is an edge",
  );
});

Deno.test("findCycles names each cycle once, including a module importing itself", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts", "d.ts"]],
    ["d.ts", []],
    ["e.ts", ["e.ts"]],
    ["f.ts", ["d.ts"]],
  ]);
  assert.deepEqual(findCycles(graph), [["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  assert.deepEqual(findCycles(new Map([["x.ts", ["y.ts"]], ["y.ts", []]])), []);
});
