/** One app and browser shared by the tests of one file: started by the first test that asks, closed by the last. */
import { type E2e, startE2e } from "./harness.ts";

/** The file's shared app and browser; `release` once per test, in its `finally`. */
export interface SharedE2e {
  /** The app and browser (started on the first call). */
  get(): Promise<E2e>;
  /** Marks one test done; the last of `tests` closes the app and browser. */
  release(): Promise<void>;
}

/**
 * An app and browser for the `tests` tests of a file (each start is about 4 CPU-s of app and Chromium). A run
 * filtered to fewer tests leaves them to the end of the process. Tests sharing it turn the op and resource
 * sanitizers off, since it outlives each of them.
 */
export function sharedE2e(
  tests: number,
  options?: Parameters<typeof startE2e>[0],
): SharedE2e {
  let started: Promise<E2e> | undefined;
  let released = 0;
  return {
    get: () => started ??= startE2e(options),
    async release() {
      released++;
      if (released === tests && started) await (await started).close();
    },
  };
}
