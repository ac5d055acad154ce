/**
 * Reading a large uploaded CSV file in batches, as a stream: the parser is fed the text a slice at a time and
 * only one batch of records is held at once, so a 5 MB file of millions of one-cell rows never becomes millions of
 * objects at once (issue 32). Same parser and options as parseCsvFile, so rows and their lines read alike.
 */
import { parse } from "csv-parse";
import type { CsvFile } from "./csv_file.ts";

/** Characters handed to the parser at a time: small, so a slice of one-cell rows parses in a few ms. */
const SLICE = 16 * 1024;

/** A file that cannot be read as CSV: the message names why (and the line). */
export class CsvReadError extends Error {}

/** The file's text as parseCsvFile reads it (UTF-8, one line ending), or a CsvReadError. */
export function csvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      bytes,
    );
  } catch {
    throw new CsvReadError("The file is not UTF-8 text; save it as CSV UTF-8.");
  }
  return text.replace(/\r\n?/g, "\n");
}

type Parsed = { record: string[]; info: { lines: number } };

/** The file's records, parsed a slice at a time; yields what each slice completed (in order). */
async function* records(text: string): AsyncGenerator<Parsed[]> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: "\n",
  });
  let at = 0;
  let ended = false;
  let failed: Error | null = null;
  let wake: (() => void) | null = null;
  parser.on("readable", () => wake?.());
  parser.on("end", () => {
    ended = true;
    wake?.();
  });
  parser.on("error", (e: Error) => {
    failed = e;
    wake?.();
  });
  try {
    while (true) {
      // Everything parsed so far is taken before the next slice is written: one slice's records at a time.
      const ready: Parsed[] = [];
      for (let r = parser.read(); r !== null; r = parser.read()) ready.push(r);
      if (ready.length > 0) yield ready;
      if (failed) throw failed;
      if (ended) return;
      if (at < text.length) {
        parser.write(text.slice(at, at + SLICE));
        at += SLICE;
        if (at >= text.length) parser.end();
        continue;
      }
      await new Promise<void>((resolve) => wake = resolve);
      wake = null;
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new CsvReadError(
      `The file is not valid CSV: ${message.slice(0, 300)}`,
    );
  } finally {
    parser.destroy();
  }
}

/**
 * The file's header, then its records in batches of about `size` (a batch is never cut between two records of
 * the same group, `groupOf`, so a store export's line items of one order stay together), each with its line.
 */
export async function* csvBatches(
  text: string,
  size: number,
  groupOf: (header: string[]) => (cells: string[]) => string | null =
    () => () => null,
): AsyncGenerator<CsvFile> {
  let header: string[] | null = null;
  let group: ((cells: string[]) => string | null) | null = null;
  let batch: CsvFile["records"] = [];
  for await (const chunk of records(text)) {
    for (const { record, info } of chunk) {
      if (header === null) {
        header = record.map((h) => h.trim());
        group = groupOf(header);
        continue;
      }
      const line = info.lines -
        record.reduce((n, cell) => n + (cell.split("\n").length - 1), 0);
      if (batch.length >= size) {
        const last = group!(batch[batch.length - 1].cells);
        if (last === null || last !== group!(record)) {
          yield { header, records: batch };
          batch = [];
        }
      }
      batch.push({ line, cells: record });
    }
  }
  if (header === null) {
    throw new CsvReadError("The file is empty: it has no header.");
  }
  if (batch.length > 0) yield { header, records: batch };
}

/** The file's header and its count of records, read as a stream. */
export async function countCsvRecords(
  text: string,
): Promise<{ header: string[]; records: number }> {
  let header: string[] = [];
  let count = 0;
  for await (const batch of csvBatches(text, 10_000)) {
    header = batch.header;
    count += batch.records.length;
  }
  if (count === 0) {
    // A header only: csvBatches yielded nothing, so read it again for the header.
    for await (const chunk of records(text)) {
      header = chunk[0].record.map((h) => h.trim());
      break;
    }
  }
  return { header, records: count };
}

/** Line breaks in the file: at least its rows (a quoted cell may hold more), counted without parsing it. */
export function lineCount(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] !== 10)) n++;
  }
  return n;
}

/** The file's header (its first record), read as a stream: a job's file is checked before it is queued. */
export async function headerOf(text: string): Promise<string[]> {
  for await (const batch of csvBatches(text, 1)) return batch.header;
  // Only a header: csvBatches yields no batch (and nothing would be imported), so the header is read alone.
  return (await countCsvRecords(text)).header;
}
