/**
 * The invoice as a PDF, made on the server from the invoice's facts (pdf-lib, fonts embedded as subsets), in English
 * or Urdu: an Urdu invoice is laid out from the right, its Urdu shaped by fontkit in Noto Naskh Arabic, and every
 * number, amount and Latin value kept whole, left to right.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { InvoiceFacts } from "../../domain/payouts/invoice_facts.ts";
import {
  type InvoiceLanguage,
  invoiceView,
} from "../../domain/payouts/invoice_text.ts";
import { coverageOf, fontBytes, shapingFontkit } from "./pdf_fonts.ts";
import { rtlSegments, runsByFace } from "./text_runs.ts";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.067, 0.094, 0.153);
const MUTED = rgb(0.294, 0.333, 0.388);
const RULE = rgb(0.898, 0.906, 0.922);

/** The faces of one weight, in the order a character looks for its glyph, with their coverage. */
interface FaceSet {
  fonts: PDFFont[];
  covers: ((codePoint: number) => boolean)[];
}

/** Draws lines of text on pages, adding a page when one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    private faces: { regular: FaceSet; bold: FaceSet },
    readonly rtl: boolean,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The pieces of one line, in the order laid from its start edge (left, or right when `rtl`). */
  private pieces(text: string, bold: boolean, rtl: boolean) {
    const set = bold ? this.faces.bold : this.faces.regular;
    const segments = rtl ? rtlSegments(text) : [text];
    return segments.flatMap((segment) =>
      runsByFace(segment, set.covers).map((run) => ({
        text: run.text,
        font: set.fonts[run.face],
      }))
    );
  }

  /** Widths already measured (fontkit lays a text out again on every measure). */
  private widths = new Map<string, number>();

  /** A line's width at `size`. */
  width(text: string, size: number, bold = false, rtl = this.rtl): number {
    const key = `${size}|${bold}|${rtl}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.pieces(text, bold, rtl).reduce(
        (sum, p) => sum + p.font.widthOfTextAtSize(p.text, size),
        0,
      );
      this.widths.set(key, width);
    }
    return width;
  }

  /** Draws one line in the box from `start` to `end` (x; `start` > `end` for a right-to-left box) at baseline y. */
  line(
    text: string,
    box: { start: number; end: number },
    y: number,
    style: { size: number; bold?: boolean; color?: typeof INK; rtl?: boolean },
  ) {
    const rtl = style.rtl ?? this.rtl;
    let x = box.start;
    for (const piece of this.pieces(text, style.bold ?? false, rtl)) {
      const w = piece.font.widthOfTextAtSize(piece.text, style.size);
      if (rtl) x -= w;
      this.page.drawText(piece.text, {
        x,
        y,
        size: style.size,
        font: piece.font,
        color: style.color ?? INK,
      });
      if (!rtl) x += w;
    }
  }

  /** Splits text into lines no wider than `width` (at spaces; a word longer than a line is cut). */
  wrap(
    text: string,
    width: number,
    size: number,
    bold = false,
    rtl = this.rtl,
  ) {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let current = "";
      for (const word of paragraph.split(" ")) {
        const next = current ? `${current} ${word}` : word;
        if (this.width(next, size, bold, rtl) <= width || !current) {
          current = next;
        } else {
          lines.push(current);
          current = word;
        }
        while (this.width(current, size, bold, rtl) > width) {
          const chars = [...current];
          let cut = chars.length - 1;
          while (
            cut > 1 &&
            this.width(chars.slice(0, cut).join(""), size, bold, rtl) > width
          ) cut--;
          lines.push(chars.slice(0, cut).join(""));
          current = chars.slice(cut).join("");
        }
      }
      lines.push(current);
    }
    return lines;
  }

  /** The box between two distances from the start edge, in page x (mirrored for a right-to-left page). */
  box(from: number, to: number) {
    const left = PAGE.margin;
    const right = PAGE.width - PAGE.margin;
    return this.rtl
      ? { start: right - from, end: right - to }
      : { start: left + from, end: left + to };
  }
}

/** The faces' glyph coverage, read once per process. */
let coverage: {
  regular: ((codePoint: number) => boolean)[];
  bold: ((codePoint: number) => boolean)[];
} | null = null;

/** Loads the faces into the document. */
async function embedFaces(doc: PDFDocument) {
  doc.registerFontkit(shapingFontkit);
  const bytes = await fontBytes();
  const embed = (b: Uint8Array) => doc.embedFont(b, { subset: true });
  const [latin, latinBold, latinExt, arabic, arabicBold] = await Promise.all([
    embed(bytes.latin),
    embed(bytes.latinBold),
    embed(bytes.latinExt),
    embed(bytes.arabic),
    embed(bytes.arabicBold),
  ]);
  coverage ??= {
    regular: [bytes.latin, bytes.latinExt, bytes.arabic].map(coverageOf),
    bold: [bytes.latinBold, bytes.latinExt, bytes.arabicBold].map(coverageOf),
  };
  const { regular: covers, bold: coversBold } = coverage;
  return {
    regular: { fonts: [latin, latinExt, arabic], covers },
    bold: { fonts: [latinBold, latinExt, arabicBold], covers: coversBold },
  };
}

/** The invoice's PDF in `language`. */
export async function renderInvoicePdf(
  facts: InvoiceFacts,
  language: InvoiceLanguage,
): Promise<Uint8Array> {
  const view = invoiceView(facts, language);
  const doc = await PDFDocument.create();
  doc.setTitle(view.title);
  doc.setLanguage(language === "ur" ? "ur-PK" : "en");
  doc.setAuthor(facts.issuer.name || "Kamai");
  doc.setCreator("Kamai");
  doc.setProducer("Kamai (pdf-lib)");
  doc.setCreationDate(new Date(facts.issuedAt));
  const w = new Writer(doc, await embedFaces(doc), language === "ur");
  const width = PAGE.width - 2 * PAGE.margin;
  const full = w.box(0, width);
  // Urdu needs taller lines than Latin for its marks.
  const lead = language === "ur" ? 1.6 : 1.35;

  w.line(view.heading, full, w.y - 20, { size: 20, bold: true });
  w.y -= 20 * lead + 4;
  w.line(`${view.title} · ${view.paid}`, full, w.y - 11, {
    size: 11,
    color: MUTED,
  });
  w.y -= 11 * lead + 18;

  // The issuer and the payee side by side.
  const half = (width - 24) / 2;
  const parties = [view.issuer, view.payee];
  const partyLines = parties.map((p) =>
    p.lines.flatMap((line) => w.wrap(line, half, 10))
  );
  const partyHeight = 9 * lead + 4 +
    Math.max(...partyLines.map((l) => l.length)) * 10 * lead;
  w.need(partyHeight);
  parties.forEach((party, i) => {
    const box = w.box(i * (half + 24), i * (half + 24) + half);
    let y = w.y - 9;
    w.line(party.heading.toUpperCase(), box, y, {
      size: 9,
      bold: true,
      color: MUTED,
    });
    y -= 9 * lead + 4;
    for (const text of partyLines[i]) {
      w.line(text, box, y, { size: 10 });
      y -= 10 * lead;
    }
  });
  w.y -= partyHeight + 14;

  // The table: the label column takes 40 %, as on the page.
  const labelWidth = width * 0.4 - 8;
  const valueFrom = width * 0.4;
  for (const row of view.rows) {
    const labels = w.wrap(row.label, labelWidth, 10, true);
    const valueRtl = !row.ltr && w.rtl;
    const values = w.wrap(row.value, width - valueFrom, 10, false, valueRtl);
    const height = Math.max(labels.length, values.length) * 10 * lead + 10;
    w.need(height);
    let y = w.y - 5 - 10;
    for (const text of labels) {
      w.line(text, w.box(0, labelWidth), y, { size: 10, bold: true });
      y -= 10 * lead;
    }
    y = w.y - 5 - 10;
    for (const text of values) {
      const box = w.box(valueFrom, width);
      // A left-to-right value on an Urdu page starts at its column's right edge, read as a whole.
      const start = w.rtl && row.ltr
        ? box.start - w.width(text, 10, false, false)
        : box.start;
      w.line(text, { start, end: box.end }, y, { size: 10, rtl: valueRtl });
      y -= 10 * lead;
    }
    w.y -= height;
    w.page.drawLine({
      start: { x: PAGE.margin, y: w.y },
      end: { x: PAGE.width - PAGE.margin, y: w.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  // The amount paid, the amount kept whole and left to right after its label.
  w.need(40);
  const y = w.y - 30;
  w.line(view.total.label, full, y, { size: 14, bold: true });
  const labelEnd = w.width(view.total.label, 14, true) + 8;
  const amountWidth = w.width(view.total.value, 14, true, false);
  const at = w.box(labelEnd, labelEnd + amountWidth);
  w.line(
    view.total.value,
    { start: w.rtl ? at.end : at.start, end: at.end },
    y,
    { size: 14, bold: true, rtl: false },
  );
  return await doc.save();
}
