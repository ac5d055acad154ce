/** Reading an uploaded CSV file into its header and records, each with the line it starts on. */
import { parse } from "csv-parse/sync";
import { err, ok, type Result } from "../../domain/shared/result.ts";

/** A CSV file's header and its records (cells as text), by line. */
export interface CsvFile {
  header: string[];
  records: { line: number; cells: string[] }[];
}

/** Why a file is refused when its bytes are not UTF-8. */
export const NOT_UTF8_MESSAGE =
  "The file is not UTF-8 text; save it as CSV UTF-8.";

/**
 * Parses CSV text exported by a spreadsheet or a network's report: a UTF-8 byte order mark is dropped, fields may
 * be quoted (quotes doubled inside, line breaks allowed), lines end in CRLF, LF or CR (even mixed), blank lines are
 * skipped, and a record may have fewer or more cells than the header (the row reader reports it). Anything else
 * that is not CSV (an unclosed quote, a stray quote inside a field, bytes that are not UTF-8) is an error naming
 * the line.
 */
export function parseCsvFile(bytes: Uint8Array): Result<CsvFile, string> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      bytes,
    );
  } catch {
    return err(NOT_UTF8_MESSAGE);
  }
  // One line ending for the parser: its line count goes wrong on CRLF inside quoted fields, and mixed endings
  // would otherwise stop it. A line break inside a quoted field is then LF, which none of our fields keep.
  text = text.replace(/\r\n?/g, "\n");
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: "\n",
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return err(`The file is not valid CSV: ${message.slice(0, 300)}`);
  }
  if (parsed.length === 0) return err("The file is empty: it has no header.");
  const [head, ...rest] = parsed;
  return ok({
    header: head.record.map((h) => h.trim()),
    records: rest.map(({ record, info }) => ({
      // info.lines is the line the record ends on; line breaks inside its quoted fields come before that.
      line: info.lines -
        record.reduce((n, cell) => n + (cell.split("\n").length - 1), 0),
      cells: record,
    })),
  });
}
