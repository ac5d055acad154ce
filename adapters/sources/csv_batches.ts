/**
 * Reading a large uploaded CSV file in batches, as a stream: records are read from the text a slice at a time
 * (csv_reader.ts) and only one batch of records is held at once, so a 5 MB file of millions of one-cell rows
 * never becomes millions of objects at once (issue 32). The reader hands the event loop back between slices of a
 * few milliseconds, so redirects and the API keep answering while a job reads its file.
 */
import { type CsvFile, NOT_UTF8_MESSAGE } from "./csv_file.ts";
import { CsvReader, type CsvRecord, CsvSyntaxError } from "./csv_reader.ts";
import { yieldingEvery } from "./yield_timer.ts";

/** A file that cannot be read as CSV: the message names why (and the line). */
export class CsvReadError extends Error {}

/**
 * The file's text (UTF-8; a byte order mark dropped), or a CsvReadError; a string is a file read so already (a job's
 * file stored as text). Its line endings stay as they are: the reader takes LF, CRLF and CR alike, where a replace
 * of every CRLF would cost a third of a second on a 5 MB file.
 */
export function csvText(bytes: Uint8Array | string): string {
  if (typeof bytes === "string") return bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      bytes,
    );
  } catch {
    throw new CsvReadError(NOT_UTF8_MESSAGE);
  }
  return text;
}

/** The next record; a file that is not CSV is a CsvReadError. */
function nextRecord(reader: CsvReader): CsvRecord | null {
  try {
    return reader.next();
  } catch (e) {
    throw readError(e);
  }
}

/** Past the next record, its cells not kept (false at the end); a file that is not CSV is a CsvReadError. */
function skipRecord(reader: CsvReader): boolean {
  try {
    return reader.skip();
  } catch (e) {
    throw readError(e);
  }
}

function readError(e: unknown): unknown {
  return e instanceof CsvSyntaxError
    ? new CsvReadError(`The file is not valid CSV: ${e.message.slice(0, 300)}`)
    : e;
}

/** The file's header (its first record, cells trimmed), read alone: a job's file is checked before it is queued. */
export function headerOf(text: string): string[] {
  const first = nextRecord(new CsvReader(text));
  if (first === null) {
    throw new CsvReadError("The file is empty: it has no header.");
  }
  return first.cells.map((h) => h.trim());
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
  const reader = new CsvReader(text);
  const pause = yieldingEvery();
  const first = nextRecord(reader);
  if (first === null) {
    throw new CsvReadError("The file is empty: it has no header.");
  }
  const header = first.cells.map((h) => h.trim());
  const group = groupOf(header);
  let batch: CsvRecord[] = [];
  for (let record = nextRecord(reader); record !== null;) {
    if (batch.length >= size) {
      const last = group(batch[batch.length - 1].cells);
      if (last === null || last !== group(record.cells)) {
        yield { header, records: batch };
        batch = [];
      }
    }
    batch.push(record);
    const paused = pause();
    if (paused) await paused;
    record = nextRecord(reader);
  }
  if (batch.length > 0) yield { header, records: batch };
}

/** The file's header and its count of records, read to the end (a CsvReadError if it is not CSV). */
export async function countCsvRecords(
  text: string,
): Promise<{ header: string[]; records: number }> {
  const reader = new CsvReader(text);
  const pause = yieldingEvery();
  const first = nextRecord(reader);
  if (first === null) {
    throw new CsvReadError("The file is empty: it has no header.");
  }
  let count = 0;
  while (skipRecord(reader)) {
    count++;
    const paused = pause();
    if (paused) await paused;
  }
  return { header: first.cells.map((h) => h.trim()), records: count };
}

/**
 * Whether the file, in the chunks it arrived in, has more than `limit` line breaks (LF, CRLF and a lone CR, also
 * across two chunks: at least its rows, a quoted cell may hold more; counted without parsing it), counted only as far as the limit.
 */
export function moreLinesThan(
  chunks: readonly Uint8Array[],
  limit: number,
): boolean {
  let n = 0;
  let afterCr = false;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      // A line ends at each LF (a CRLF's too), and at a CR that no LF follows.
      if (byte === 10 || afterCr) n++;
      if (n > limit) return true;
      afterCr = byte === 13;
    }
  }
  return afterCr && n + 1 > limit;
}

/** How much of the file's text headerOfChunks keeps to read the header from: a header row is far shorter. */
const HEADER_PREFIX_CHARS = 1024 * 1024;

/**
 * The header of a file in chunks, with the whole file checked as UTF-8 on the way (csvText's CsvReadError), never
 * holding its text: the chunks are decoded one at a time and only the first megabyte's text is kept.
 */
export function headerOfChunks(chunks: readonly Uint8Array[]): string[] {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let prefix = "";
  try {
    for (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true });
      if (prefix.length < HEADER_PREFIX_CHARS) {
        prefix += text.slice(0, HEADER_PREFIX_CHARS - prefix.length);
      }
    }
    const rest = decoder.decode();
    if (prefix.length < HEADER_PREFIX_CHARS) prefix += rest;
  } catch {
    throw new CsvReadError(NOT_UTF8_MESSAGE);
  }
  return headerOf(prefix);
}
