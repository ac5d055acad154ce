/**
 * Writes brotli (`.br`) and gzip (`.gz`) twins of the build's text files at their smallest settings, so the
 * server sends them compressed without compressing at run time (docs/web.md). Runs after the build and the
 * pre-renderer: deno run -A scripts/compress_dist.ts
 */
import {
  COMPRESS_MIN_BYTES,
  compressBody,
  COMPRESSIBLE,
} from "../../adapters/http/compression.ts";

/** Writes the twins of every compressible file under `dist`; answers how many files got them. */
export async function compressDist(dist: string): Promise<number> {
  let count = 0;
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) {
        await walk(path);
        continue;
      }
      const ext = entry.name.split(".").pop() ?? "";
      if (!COMPRESSIBLE.has(ext)) continue;
      const body = await Deno.readFile(path);
      if (body.length < COMPRESS_MIN_BYTES) continue;
      // The same settings the server uses for a file it keeps (the smallest output).
      await Deno.writeFile(`${path}.br`, compressBody(body, "br", true));
      await Deno.writeFile(`${path}.gz`, compressBody(body, "gzip", true));
      count++;
    }
  };
  await walk(dist);
  return count;
}

if (import.meta.main) {
  const dist = new URL("../dist", import.meta.url).pathname;
  const started = performance.now();
  const count = await compressDist(dist);
  console.log(
    `compressed ${count} files (brotli and gzip) in ${
      Math.round(performance.now() - started)
    } ms`,
  );
}
