/**
 * Counting the statements a bench phase sends, from the PostgreSQL server's own log: `log_statement = 'all'` is set
 * on the bench's throwaway database only, each phase is bracketed by marker statements, and the log lines between a
 * phase's markers are counted per statement text. Needs read access to the server's log file (BENCH_STATEMENT_LOG,
 * e.g. /var/log/postgresql/postgresql-15-main.log on Debian); the figures say how many round trips a phase costs,
 * which, unlike its time, does not depend on the machine's load.
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import type { Sql } from "postgres";

/** Logs every statement on the database `name` from its next connection on (call before connecting to it). */
export async function logStatementsOf(
  serverUrl: string,
  name: string,
): Promise<void> {
  const server = connectUrl(serverUrl, 1);
  try {
    await server.unsafe(`ALTER DATABASE ${name} SET log_statement = 'all'`);
  } finally {
    await server.end();
  }
}

/** A marker statement for the log: the phase `label` starts or ends. */
export async function markPhase(
  sql: Sql,
  edge: "start" | "end",
  label: string,
): Promise<void> {
  await sql.unsafe(`SELECT 'bench-phase ${edge}: ${label.replace(/'/g, "")}'`);
}

/** The statements logged between the markers of `label` in the log file, most frequent first. */
export async function countPhase(
  logPath: string,
  label: string,
  /** Where the phase's part of the log starts (the file's size before it): the file is not read whole. */
  fromByte = 0,
): Promise<{ total: number; top: [string, number][] }> {
  // Only the phase's part: the whole server log is many megabytes, which would show in the bench's own memory.
  const file = await Deno.open(logPath);
  await file.seek(fromByte, Deno.SeekMode.Start);
  // Reading the stream to its end closes the file.
  const text = new TextDecoder().decode(
    await new Response(file.readable).bytes(),
  );
  const counts = new Map<string, number>();
  const start = `'bench-phase start: ${label}'`;
  const end = `'bench-phase end: ${label}'`;
  let inPhase = false;
  // Lines "… LOG:  statement: …" (simple protocol) or "… LOG:  execute <name>: …" (prepared); a statement's
  // continuation lines are indented and not counted.
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/ LOG: {2}(?:statement|execute [^:]*): (.*)$/);
    if (!m) continue;
    if (m[1].includes(start)) {
      inPhase = true;
      counts.clear();
      continue;
    }
    if (m[1].includes(end)) inPhase = false;
    if (!inPhase) continue;
    // A statement starting on its next line is named by that line.
    const key = (m[1].trim() || (lines[i + 1] ?? "").trim()).slice(0, 80);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]);
  return { total: top.reduce((n, [, c]) => n + c, 0), top: top.slice(0, 8) };
}
