/**
 * Keeps postgres.js's late write on a closed connection from crashing the process. postgres.js 3.4 batches small
 * messages and sends them on the next turn (`setImmediate(nextWrite)`); when the server connection drops in
 * between, `closed()` sets its socket to null and that turn throws "Cannot read properties of null (reading
 * 'write')" outside any promise: an uncaught exception, which ends a Deno process. The queries of that connection
 * are failed by `closed()` itself (CONNECTION_CLOSED) and retried by the callers that retry, so the throw carries
 * nothing to handle: it is logged and kept from ending the process. Seen in CI when a test cut the database
 * connection under load (resilience_test, 2026-11-28); any production outage can cause it too.
 */

let installed = false;

/** Whether `error` is postgres.js's write on a connection it has already closed. */
export function isClosedSocketWrite(error: unknown): boolean {
  return error instanceof TypeError &&
    error.message === "Cannot read properties of null (reading 'write')" &&
    /postgres[\\/].*connection\.js/.test(error.stack ?? "");
}

/** Installs the guard once per process; every other uncaught error keeps its usual course. */
export function guardClosedSocketWrites(): void {
  if (installed) return;
  installed = true;
  globalThis.addEventListener("error", (event) => {
    if (!isClosedSocketWrite(event.error)) return;
    event.preventDefault();
    console.error(
      "database connection closed under a pending write (postgres.js); its queries failed and are retried",
    );
  });
}
