/** JSON log lines on stdout, written in batches so that logging every request costs the hot path almost nothing. */

/** One structured log record: a `msg` plus flat fields; `time` and `level` are added by the writer. */
export type LogFields = Record<string, string | number | boolean | null>;

/** Where JSON lines go. */
export interface JsonLog {
  /** Queues one line: {"time","level","msg",...fields}. */
  info(msg: string, fields: LogFields): void;
  /** Queues one line whose fields are already JSON members (`"a":1,"b":"x"`): for the redirect's per-request line. */
  infoJson(msg: string, fieldsJson: string): void;
  /** Writes what is queued now (shutdown, tests). */
  flush(): void;
}

/** Options: the sink (stdout by default), how long a line may wait, and how much may be queued before a write. */
export interface JsonLogOptions {
  write?: (bytes: Uint8Array) => void;
  flushMs?: number;
  /** Bytes of encoded lines held before a write (64 KB); a longer line is written on its own. */
  maxQueuedBytes?: number;
}

/** A log that keeps nothing (test apps, unless a test reads the lines). */
export const discardLog: JsonLog = { info() {}, infoJson() {}, flush() {} };

const encoder = new TextEncoder();

/** Writes all of `bytes` to stdout (writeSync may write less than asked). */
function writeStdout(bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    offset += Deno.stdout.writeSync(bytes.subarray(offset));
  }
}

/**
 * A JSON line logger that queues lines and writes them together at most every `flushMs` (100 ms) or once
 * 64 KB are queued: one write call per batch instead of one per request. A crash can lose the last batch.
 * Each line is encoded into one reused byte buffer as it is logged, so no line outlives its request as a string
 * (thousands of queued strings a second would each be copied by the garbage collector on a busy redirect).
 */
export function createJsonLog(options: JsonLogOptions = {}): JsonLog {
  const write = options.write ?? writeStdout;
  const flushMs = options.flushMs ?? 100;
  const maxQueued = options.maxQueuedBytes ?? 64 * 1024;
  const buffer = new Uint8Array(maxQueued);
  let queued = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastMs = 0;
  let lastIso = "";
  let lastMsg = "";
  let lastPrefix = "";

  const flush = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (queued === 0) return;
    const bytes = buffer.slice(0, queued);
    queued = 0;
    writeSafely(bytes);
  };
  const writeSafely = (bytes: Uint8Array) => {
    try {
      write(bytes);
    } catch {
      // A closed or broken stdout must never fail a request.
    }
  };
  const append = (line: string) => {
    // A UTF-16 unit takes at most 3 bytes in UTF-8.
    if (queued + line.length * 3 > buffer.length) {
      flush();
      if (line.length * 3 > buffer.length) {
        writeSafely(encoder.encode(line));
        return;
      }
    }
    queued += encoder.encodeInto(line, buffer.subarray(queued)).written;
  };
  // Deno.exit() (main.ts after shutdown, or a start-up failure) dispatches "unload": write what is left.
  globalThis.addEventListener("unload", () => flush());
  const infoJson = (msg: string, fieldsJson: string) => {
    // Lines of the same millisecond share one timestamp string: a busy redirect path logs thousands a second.
    const now = Date.now();
    if (now !== lastMs || msg !== lastMsg) {
      if (now !== lastMs) lastIso = new Date(now).toISOString();
      lastMs = now;
      lastMsg = msg;
      lastPrefix = `{"time":"${lastIso}","level":"info","msg":${
        JSON.stringify(msg)
      }`;
    }
    const line = fieldsJson === ""
      ? `${lastPrefix}}\n`
      : `${lastPrefix},${fieldsJson}}\n`;
    append(line);
    if (queued > 0 && timer === null) {
      const pending = setTimeout(flush, flushMs);
      // A pending log write must not keep a finished process (or a test) alive.
      Deno.unrefTimer(pending as unknown as number);
      timer = pending;
    }
  };
  return {
    // The fields are serialised once, without first copying them into a new object.
    info: (msg, fields) => infoJson(msg, JSON.stringify(fields).slice(1, -1)),
    infoJson,
    flush,
  };
}
