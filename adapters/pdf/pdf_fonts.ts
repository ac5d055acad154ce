/**
 * The PDF's fonts: Inter for Latin text and Noto Naskh Arabic for Urdu (the web app's faces, docs/i18n.md), loaded
 * from adapters/pdf/fonts (the @fontsource WOFF files, OFL). fontkit shapes Arabic script (joining forms, marks, the
 * right-to-left order of a run) when pdf-lib lays text out; pdf-lib 1.17 expects the older fontkit's subset stream,
 * which `shapingFontkit` provides over fontkit 2's `encode()`.
 *
 * Once per process: each WOFF file is unpacked to a plain TrueType font (fontkit reads a WOFF table by inflating it
 * again on every read, the whole glyph table for every glyph, which made an invoice take seconds), and each face
 * is parsed once and shared by every document (fontkit's fonts are read-only once parsed).
 */
import * as fontkit from "fontkit";
import type { PDFDocument } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/** The face files, by role; Latin Extended has a regular face only (bold Latin Extended falls back to it). */
const FILES = {
  latin: "inter-latin-400-normal.woff",
  latinBold: "inter-latin-700-normal.woff",
  latinExt: "inter-latin-ext-400-normal.woff",
  arabic: "noto-naskh-arabic-arabic-400-normal.woff",
  arabicBold: "noto-naskh-arabic-arabic-700-normal.woff",
} as const;

/** A face's role. */
export type FaceName = keyof typeof FILES;

/** The faces as TrueType bytes, read and unpacked once per process. */
let loaded: Promise<Record<FaceName, Uint8Array>> | null = null;

/** Every face's bytes (TrueType, unpacked from the WOFF files). */
export function fontBytes(): Promise<Record<FaceName, Uint8Array>> {
  loaded ??= (async () => {
    const entries = await Promise.all(
      (Object.entries(FILES) as [FaceName, string][]).map(async (
        [name, file],
      ) =>
        [
          name,
          await sfntOfWoff(
            await Deno.readFile(new URL(`./fonts/${file}`, import.meta.url)),
          ),
        ] as const
      ),
    );
    return Object.fromEntries(entries) as Record<FaceName, Uint8Array>;
  })();
  // A failed read is not kept: the next invoice tries again.
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** zlib-inflated bytes (a WOFF table is compressed with zlib). */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A WOFF 1.0 font as the TrueType (sfnt) font it packs: every table inflated, laid out 4-byte aligned after the
 * table directory, tags in the WOFF's (sorted) order with their original checksums. Anything else passes unchanged.
 */
export async function sfntOfWoff(woff: Uint8Array): Promise<Uint8Array> {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || input.getUint32(0) !== 0x774f4646) return woff; // "wOFF"
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const at = 44 + i * 20;
      const offset = input.getUint32(at + 4);
      const compLength = input.getUint32(at + 8);
      const origLength = input.getUint32(at + 12);
      const packed = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(packed) : packed;
      if (data.byteLength !== origLength) {
        throw new Error("A WOFF table did not unpack to its length.");
      }
      return {
        tag: input.getUint32(at),
        checksum: input.getUint32(at + 16),
        data,
      };
    }),
  );
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce(
    (sum, t) => sum + padded(t.data.byteLength),
    headerLength,
  );
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let power = 1;
  while (power * 2 <= numTables) power *= 2;
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    view.setUint32(at, t.tag);
    view.setUint32(at + 4, t.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += padded(t.data.byteLength);
  });
  return out;
}

/** The parsed faces, by their bytes (the arrays fontBytes keeps), each parsed once. */
// deno-lint-ignore no-explicit-any
const parsed = new WeakMap<Uint8Array, any>();

/** The parsed face of `bytes`, its subsets made as pdf-lib 1.17 reads them. */
function parsedFont(bytes: Uint8Array) {
  let font = parsed.get(bytes);
  if (!font) {
    font = withSubsetStream(
      // deno-lint-ignore no-explicit-any
      (fontkit as any).create(bytes),
    );
    parsed.set(bytes, font);
  }
  return font;
}

/** A face's glyph coverage: true when it draws the code point. */
export function coverageOf(bytes: Uint8Array): (codePoint: number) => boolean {
  const font = parsedFont(bytes);
  return (codePoint) => font.hasGlyphForCodePoint(codePoint);
}

/** fontkit 2 as pdf-lib 1.17 calls it, the faces parsed once: see `withSubsetStream`. */
export const shapingFontkit = {
  create: parsedFont,
} as unknown as Fontkit;

/** fontkit 2's font as pdf-lib 1.17 uses it: `createSubset().encodeStream()` answers the subset's bytes as one chunk. */
// deno-lint-ignore no-explicit-any
function withSubsetStream(font: any) {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    subset.encodeStream = () => {
      const on: Record<string, (value?: unknown) => void> = {};
      const stream = {
        on(event: string, listener: (value?: unknown) => void) {
          on[event] = listener;
          // pdf-lib attaches data, end, then error: emit once all three listen.
          if (event === "error") {
            queueMicrotask(() => {
              try {
                on.data?.(subset.encode());
                on.end?.();
              } catch (error) {
                on.error?.(error);
              }
            });
          }
          return stream;
        },
      };
      return stream;
    };
    return subset;
  };
  return font;
}
