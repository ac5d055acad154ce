/** The TypeScript and TSX source files under a folder, skipping installed packages, builds and generated files. */
const SKIPPED = new Set(["node_modules", "dist", ".tanstack", "data", ".git"]);

/** Yields the path of each `.ts` / `.tsx` file under `dir` (or each file whose name `names` matches), recursively. */
export async function* walk(
  dir: URL,
  names: RegExp = /\.tsx?$/,
): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    if (SKIPPED.has(entry.name)) continue;
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* walk(url, names);
    else if (names.test(entry.name)) yield url;
  }
}
