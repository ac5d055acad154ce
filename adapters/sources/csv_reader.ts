/**
 * A CSV reader that takes one record at a time from the file's text, for files read as a stream (csv_batches.ts).
 * It reads exactly as parseCsvFile's csv-parse options do (quotes doubled inside quoted fields, LF records, blank
 * lines skipped, any number of cells, the same three errors with the same messages; csv_reader_test.ts compares
 * the two on random files) but costs a fraction of a microsecond per record whatever its shape. csv-parse builds an
 * error object, with a stack and deep copies, for every record whose cell count differs from the header's, which
 * made a 4.6 MB file of one-cell rows cost a minute of CPU per pass (issue 32).
 */

const LF = 10;
const CR = 13;
const QUOTE = 34;
const COMMA = 44;

/** A record and the line it starts on (1-based; a quoted cell may hold line breaks). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Text that is not CSV: the message is csv-parse's for the same text. */
export class CsvSyntaxError extends Error {}

/** Reads `text` (lines ending in LF, CRLF or CR, even mixed, as parseCsvFile reads them) record by record. */
export class CsvReader {
  #text: string;
  #pos: number;
  #line = 1;
  #cells: string[] = [];

  constructor(text: string) {
    this.#text = text;
    // csv-parse's `bom` option: a byte order mark the decoder left (a second one) is dropped too.
    this.#pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The next record, or null at the end; throws CsvSyntaxError. */
  next(): CsvRecord | null {
    return this.#read(true);
  }

  /** Reads past the next record without keeping its cells (counting a file): false at the end. */
  skip(): boolean {
    return this.#read(false) !== null;
  }

  #read(keep: boolean): CsvRecord | null {
    const t = this.#text;
    const n = t.length;
    let pos = this.#pos;
    // Blank lines are skipped (a line of spaces, or of "", is a record).
    for (
      let c = t.charCodeAt(pos);
      c === LF || c === CR;
      c = t.charCodeAt(pos)
    ) {
      pos += c === CR && t.charCodeAt(pos + 1) === LF ? 2 : 1;
      this.#line++;
    }
    if (pos >= n) {
      this.#pos = n;
      return null;
    }
    const line = this.#line;
    // Cells go to a reused array, copied at the end to one of their exact length: an array grown by push holds
    // room for 16 cells, several times what a short row needs, and a job reads millions of rows.
    const cells: string[] | null = keep ? this.#cells : null;
    if (cells) cells.length = 0;
    let fields = 0;
    while (true) {
      if (t.charCodeAt(pos) === QUOTE) {
        let value = "";
        let from = pos + 1;
        while (true) {
          const q = t.indexOf('"', from);
          if (q < 0) {
            // csv-parse counts a line when a character follows its line break: a last one is not counted.
            const last = t.charCodeAt(n - 1);
            throw new CsvSyntaxError(
              `Quote Not Closed: the parsing is finished with an opening quote at line ${
                this.#line + breaks(t, pos, n) -
                (last === LF || last === CR ? 1 : 0)
              }`,
            );
          }
          const after = t.charCodeAt(q + 1);
          if (after === QUOTE) {
            if (keep) value += lf(t.slice(from, q + 1));
            from = q + 2;
            continue;
          }
          if (
            q + 1 >= n || after === COMMA || after === LF || after === CR
          ) {
            if (keep) value += lf(t.slice(from, q));
            this.#line += breaks(t, pos, q);
            pos = q + 1;
            break;
          }
          // csv-parse reads bytes: it names the first byte of the character after the quote.
          const byte = new TextEncoder().encode(t.slice(q + 1, q + 3))[0];
          throw new CsvSyntaxError(
            `Invalid Closing Quote: got "${
              String.fromCharCode(byte)
            }" at line ${
              this.#line + breaks(t, pos, q)
            } instead of delimiter, record delimiter, trimable character (if activated) or comment`,
          );
        }
        cells?.push(value);
        fields++;
      } else {
        let i = pos;
        for (; i < n; i++) {
          const c = t.charCodeAt(i);
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) {
            const value = t.slice(pos, i);
            throw new CsvSyntaxError(
              `Invalid Opening Quote: a quote is found on field ${fields} at line ${this.#line}, value is ${
                JSON.stringify(value)
              }${value === "\ufeff" ? " (utf8 bom)" : ""}`,
            );
          }
        }
        cells?.push(t.slice(pos, i));
        fields++;
        pos = i;
      }
      if (pos >= n) break;
      const c = t.charCodeAt(pos);
      if (c === COMMA) {
        pos++;
        continue;
      }
      // A line break (LF, CRLF or CR) ends the record.
      pos += c === CR && t.charCodeAt(pos + 1) === LF ? 2 : 1;
      this.#line++;
      break;
    }
    this.#pos = pos;
    return cells ? { line, cells: cells.slice() } : SKIPPED;
  }
}

const SKIPPED: CsvRecord = { line: 0, cells: [] };

/** A quoted cell's line breaks as LF (parseCsvFile reads CRLF and CR as LF). */
const lf = (text: string) =>
  text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;

/** Line breaks (LF, CRLF, CR) in t[from, to). */
function breaks(t: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = t.charCodeAt(i);
    if (c === LF) count++;
    else if (c === CR && t.charCodeAt(i + 1) !== LF) count++;
  }
  return count;
}
