/** Page weight for the speed-budget benches: what Chromium downloads for one page load, raw and gzipped. */
import type { Page, Response } from "playwright-core";

/** One downloaded resource. */
export interface Download {
  url: string;
  /** playwright's resource type: document, stylesheet, script, font, image, fetch, … */
  type: string;
  raw: number;
  /** Bytes over the wire with gzip: woff2 and images are already compressed, so the smaller of the two. */
  gzip: number;
}

/** Byte length of `bytes` gzipped (CompressionStream, the level a web server would typically use). */
export async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Records every response `page` receives until `load` resolves, then returns the downloads. */
export async function recordDownloads(
  page: Page,
  load: () => Promise<unknown>,
): Promise<Download[]> {
  const responses: Response[] = [];
  const listener = (r: Response) => void responses.push(r);
  page.on("response", listener);
  try {
    await load();
  } finally {
    page.off("response", listener);
  }
  const downloads: Download[] = [];
  for (const r of responses) {
    if (r.status() < 200 || r.status() >= 300) continue;
    const body = new Uint8Array(await r.body());
    downloads.push({
      url: new URL(r.url()).pathname,
      type: r.request().resourceType(),
      raw: body.length,
      gzip: Math.min(body.length, await gzipSize(body)),
    });
  }
  return downloads;
}

/** Kilobytes (1 KB = 1024 B) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Prints a table of downloads with raw and gzipped sizes and returns the gzipped total. */
export function printDownloads(downloads: Download[]): number {
  let total = 0;
  for (const d of downloads) {
    total += d.gzip;
    console.log(
      `  ${d.type.padEnd(10)} ${kb(d.raw).padStart(7)} KB raw ${
        kb(d.gzip).padStart(6)
      } KB gzip  ${d.url}`,
    );
  }
  return total;
}
