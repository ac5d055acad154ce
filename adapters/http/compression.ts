/**
 * HTTP compression of the web app's text files: which types, from what size, which coding a browser gets, and
 * the compression itself (shared by the server and the build's twins, web/scripts/compress_dist.ts).
 */
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

/** Types worth compressing (fonts and images are compressed formats already); the build writes their twins. */
export const COMPRESSIBLE = new Set([
  "html",
  "js",
  "mjs",
  "css",
  "json",
  "map",
  "webmanifest",
  "txt",
  "xml",
  "svg",
]);
/** Below this size compression saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** A content coding the server sends. */
export type ContentCoding = "br" | "gzip";

/** The coding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function chooseCoding(
  acceptEncoding: string | undefined,
): ContentCoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(
      Boolean,
    );
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: ContentCoding) =>
    (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** Compresses a body; `thorough` (a body kept in memory) uses the slowest, smallest setting. */
export function compressBody(
  body: Uint8Array,
  coding: ContentCoding,
  thorough: boolean,
): Uint8Array {
  const out = coding === "br"
    ? brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: thorough ? 11 : 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    : gzipSync(body, { level: thorough ? 9 : 6 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
