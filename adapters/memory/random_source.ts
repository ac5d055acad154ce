/** Counting RandomSource for tests: tokens a test can predict. */
import type { RandomSource } from "../../domain/shared/random.ts";

/** Issues "tok1", "tok2", … in order. */
export function createCountingRandomSource(prefix = "tok"): RandomSource {
  let n = 0;
  return { token: () => `${prefix}${++n}` };
}
