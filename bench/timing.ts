/** Timing helpers the benches share: a timed load step and percentiles of measured latencies. */

/** Runs `work` and prints how many seconds it took, indented under the bench's heading. */
export async function step(
  label: string,
  work: () => Promise<unknown>,
): Promise<void> {
  const t0 = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The p-th percentile (0-100) of ascending `sorted` values, by the nearest-rank-below rule. */
export function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
}

/** The median of `values` in any order (the 50th percentile by the same rule). */
export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
