/**
 * The text pieces of a PDF that pdf-lib made (for tests): each text-showing operator's string, mapped back to
 * Unicode through its font's ToUnicode table, in drawing order. Enough to check what an invoice PDF says.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
} from "pdf-lib";

const decoder = new TextDecoder();

/** A stream's decoded text. */
function streamText(stream: unknown): string {
  return decoder.decode(decodePDFRawStream(stream as PDFRawStream).decode());
}

/** A ToUnicode table: glyph code (hex) → text. */
function readCMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    const units = hex.match(/.{4}/g)?.map((u) => parseInt(u, 16)) ?? [];
    return String.fromCharCode(...units);
  };
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of block[1].matchAll(/<(\w+)>\s*<(\w+)>/g)) {
      map.set(code.toUpperCase(), utf16(dst));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (
      const [, from, to, dst] of block[1].matchAll(
        /<(\w+)>\s*<(\w+)>\s*<(\w+)>/g,
      )
    ) {
      const start = parseInt(from, 16);
      for (let code = start; code <= parseInt(to, 16); code++) {
        const unit = parseInt(dst, 16) + code - start;
        map.set(
          code.toString(16).toUpperCase().padStart(from.length, "0"),
          String.fromCharCode(unit),
        );
      }
    }
  }
  return map;
}

/** The text pieces of every page, in drawing order. */
export async function pdfTextPieces(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const pieces: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const cmaps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of("ToUnicode"));
      cmaps.set(
        name.asString(),
        toUnicode ? readCMap(streamText(toUnicode)) : new Map(),
      );
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
    let cmap = new Map<string, string>();
    for (const stream of streams) {
      const ops = streamText(stream).matchAll(
        /(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
      );
      for (const [, font, hex] of ops) {
        if (font) {
          cmap = cmaps.get(font) ?? new Map();
          continue;
        }
        const codes = hex.toUpperCase().match(/.{4}/g) ?? [];
        pieces.push(codes.map((code) => cmap.get(code) ?? "\ufffd").join(""));
      }
    }
  }
  return pieces;
}
