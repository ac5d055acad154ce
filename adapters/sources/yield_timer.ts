/**
 * Long synchronous work cut into slices that give the event loop back (issue 32): a job reading millions of
 * records calls the returned function after each one and awaits it only when it answers a promise, which it does
 * once `sliceMs` of work have passed since the last pause. The pause is a macrotask (a timer), so the requests,
 * timers and socket reads waiting meanwhile run before the work goes on.
 */

/** Calls between two looks at the clock: a look costs more than a record. */
const CHECK_EVERY = 256;

/** A pauser: null while the slice lasts, then a promise that resolves on the next macrotask. */
export function yieldingEvery(
  sliceMs = 8,
): () => Promise<void> | null {
  let calls = 0;
  let sliceStart = performance.now();
  return () => {
    if (++calls % CHECK_EVERY !== 0) return null;
    if (performance.now() - sliceStart < sliceMs) return null;
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        sliceStart = performance.now();
        resolve();
      }, 0)
    );
  };
}
