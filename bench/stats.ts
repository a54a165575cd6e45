export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarise(samples: readonly number[]): { median: number; p95: number; min: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN, n: sorted.length };
}

/** Elapsed milliseconds of a synchronous call, from the monotonic clock. */
export function timeMs<T>(fn: () => T): { value: T; ms: number } {
  const start = process.hrtime.bigint();
  const value = fn();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}
