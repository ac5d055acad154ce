/** Fails naming any import-map entry (the server's import_map.json, the web's deno.json) that no source file imports. */
import assert from "node:assert/strict";
import { walk } from "./walk_sources.ts";

const ROOT = new URL("../", import.meta.url);

/** Entries a file names without a static import: types the compiler loads, packages only the build runs. */
const USED_BY_TOOLING: Record<string, string> = {
  "@types/react": "jsxImportSourceTypes in web/deno.json",
  "@types/react-dom": "the compiler's types for react-dom",
  "react/": "react/jsx-runtime, which the compiler imports for JSX",
  "zod":
    "wire/'s schemas, which the web imports and resolves through its own map",
};

async function importMapKeys(path: string): Promise<string[]> {
  const json = JSON.parse(await Deno.readTextFile(new URL(path, ROOT)));
  return Object.keys(json.imports ?? {});
}

/** True when `text` imports `key` (a prefix key, ending "/", matches any path under it). */
function imports(text: string, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const tail = key.endsWith("/") ? "[^\"']+" : "(?:/[^\"']*)?";
  return new RegExp(`["']${escaped}${tail}["']`).test(text);
}

async function sourcesUnder(dir: string): Promise<string> {
  const texts: string[] = [];
  for await (const path of walk(new URL(dir, ROOT))) {
    texts.push(await Deno.readTextFile(path));
  }
  return texts.join("\n");
}

Deno.test("every import-map entry is imported somewhere", async () => {
  const server = await sourcesUnder("./");
  const web = await sourcesUnder("./web/");
  const unused = [
    ...(await importMapKeys("import_map.json")).filter((k) =>
      !imports(server, k)
    ),
    ...(await importMapKeys("web/deno.json")).filter((k) =>
      !(k in USED_BY_TOOLING) && !imports(web, k)
    ).map((k) => `web: ${k}`),
  ];
  assert.deepEqual(unused, [], `import-map entries nothing imports`);
});
