/**
 * The PDF's fonts: Inter for Latin text and Noto Naskh Arabic for Urdu (the web app's faces, docs/i18n.md), loaded
 * from adapters/pdf/fonts (the @fontsource WOFF files, OFL). fontkit shapes Arabic script (joining forms, marks, the
 * right-to-left order of a run) when pdf-lib lays text out; pdf-lib 1.17 expects the older fontkit's subset stream,
 * which `shapingFontkit` provides over fontkit 2's `encode()`.
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

/** The face files' bytes, read once per process. */
let loaded: Promise<Record<FaceName, Uint8Array>> | null = null;

/** Every face's bytes. */
export function fontBytes(): Promise<Record<FaceName, Uint8Array>> {
  loaded ??= (async () => {
    const entries = await Promise.all(
      (Object.entries(FILES) as [FaceName, string][]).map(async (
        [name, file],
      ) =>
        [
          name,
          await Deno.readFile(new URL(`./fonts/${file}`, import.meta.url)),
        ] as const
      ),
    );
    return Object.fromEntries(entries) as Record<FaceName, Uint8Array>;
  })();
  return loaded;
}

/** A face's glyph coverage: true when it draws the code point. */
export function coverageOf(bytes: Uint8Array): (codePoint: number) => boolean {
  // deno-lint-ignore no-explicit-any
  const font = (fontkit as any).create(bytes);
  return (codePoint) => font.hasGlyphForCodePoint(codePoint);
}

/** fontkit 2 as pdf-lib 1.17 calls it: `createSubset().encodeStream()` answers the subset's bytes as one chunk. */
export const shapingFontkit = {
  create(bytes: Uint8Array) {
    // deno-lint-ignore no-explicit-any
    const font = (fontkit as any).create(bytes);
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
  },
} as unknown as Fontkit;
