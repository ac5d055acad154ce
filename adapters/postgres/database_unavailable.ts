/** Recognises the errors that mean "the database cannot be reached right now", as opposed to a bug or bad data. */

// Node-style socket errors (postgres.js on Deno's node:net) and postgres.js's own connection codes.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

// SQLSTATEs of a server that is shutting down, starting up or out of connections (classes 08 and 57P, 53300),
// and 55000, which a server answers a connection to a database that does not accept connections (ALTER DATABASE
// … ALLOW_CONNECTIONS false, a database being dropped or restored).
const SQLSTATES = /^(08\d{3}|08P01|57P0[1-4]|53300|55000)$/;

/** True when `error` (or its cause, or one of an AggregateError's errors) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, cause, errors, name } = error as {
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (typeof code === "string") {
    if (CONNECTION_CODES.has(code) || SQLSTATES.test(code)) return true;
  }
  // Deno's own socket errors, when a connection is made without node:net.
  if (
    name === "ConnectionRefused" || name === "ConnectionReset" ||
    name === "ConnectionAborted" || name === "BrokenPipe"
  ) return true;
  if (Array.isArray(errors)) {
    return errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
