/**
 * An import job's file in parts (migration 0084): written and read a part at a time, so its encoding on the wire is
 * never built whole. A file of UTF-8 text without a NUL is kept as its text (as csvText reads it: a byte order mark
 * dropped), any other as its bytes.
 */
import type { SqlClient } from "./unit_of_work.ts";

/** The largest part, in bytes of the file. */
export const FILE_PART_BYTES = 256 * 1024;

/** The file cut into parts of at most FILE_PART_BYTES, from its bytes whole or in the chunks they arrived in. */
export function* fileParts(
  file: Uint8Array | readonly Uint8Array[],
): Generator<Uint8Array> {
  const chunks = file instanceof Uint8Array ? [file] : file;
  const part = new Uint8Array(FILE_PART_BYTES);
  let filled = 0;
  for (const chunk of chunks) {
    let at = 0;
    while (at < chunk.length) {
      const take = Math.min(FILE_PART_BYTES - filled, chunk.length - at);
      part.set(chunk.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === FILE_PART_BYTES) {
        yield part;
        // The part is written before the next is cut: one buffer serves them all.
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}

/** Stores the job's file as its parts, in order, one statement each: as text if it is text, else as its bytes. */
export async function writeFileParts(
  sql: SqlClient,
  jobId: number,
  file: Uint8Array | readonly Uint8Array[],
): Promise<void> {
  if (await writeTextParts(sql, jobId, file)) return;
  // Not UTF-8, or a NUL that a text column cannot hold: the parts written so far give way to the bytes.
  await sql`DELETE FROM import_job_file_parts WHERE job_id = ${jobId}`;
  let partNo = 0;
  for (const part of fileParts(file)) {
    await sql`
      INSERT INTO import_job_file_parts (job_id, part_no, bytes)
      VALUES (${jobId}, ${partNo++}, ${part})`;
  }
}

/**
 * Writes the file as text parts, each decoded once as it is written (a letter cut between two parts is decoded
 * whole into the later one; the byte order mark is dropped); false at the first part that is not text.
 */
async function writeTextParts(
  sql: SqlClient,
  jobId: number,
  file: Uint8Array | readonly Uint8Array[],
): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let partNo = 0;
  for (const part of fileParts(file)) {
    let text: string;
    try {
      text = decoder.decode(part, { stream: true });
    } catch {
      return false;
    }
    if (text.includes("\0")) return false;
    await sql`
      INSERT INTO import_job_file_parts (job_id, part_no, text)
      VALUES (${jobId}, ${partNo++}, ${text})`;
  }
  try {
    // A file that ends inside a letter is not UTF-8.
    return decoder.decode() === "";
  } catch {
    return false;
  }
}

/**
 * The job's file from its parts, read one part at a time: its text, or its bytes (in one array) when it was not
 * kept as text; null when it has no parts.
 */
export async function readFileParts(
  sql: SqlClient,
  jobId: number,
): Promise<string | Uint8Array | null> {
  const [size] = await sql<
    { parts: number; binary: boolean; bytes: string | null }[]
  >`
    SELECT count(*)::int AS parts, bool_or(bytes IS NOT NULL) AS binary,
           sum(octet_length(bytes))::text AS bytes
    FROM import_job_file_parts WHERE job_id = ${jobId}`;
  if (!size || size.parts === 0) return null;
  if (!size.binary) {
    const texts: string[] = [];
    for (let partNo = 0; partNo < size.parts; partNo++) {
      const [row] = await sql<{ text: string }[]>`
        SELECT text FROM import_job_file_parts WHERE job_id = ${jobId} AND part_no = ${partNo}`;
      texts.push(row.text);
    }
    return texts.join("");
  }
  const file = new Uint8Array(Number(size.bytes));
  let at = 0;
  for (let partNo = 0; partNo < size.parts; partNo++) {
    const [row] = await sql<{ bytes: Uint8Array }[]>`
      SELECT bytes FROM import_job_file_parts WHERE job_id = ${jobId} AND part_no = ${partNo}`;
    file.set(row.bytes, at);
    at += row.bytes.length;
  }
  return file;
}
