// How figures are written in bench/results.md: times in the unit that keeps them readable, spreads as ranges.
import type { Spread } from './engine';

/** Milliseconds as µs below 1 ms, else ms. */
export function time(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(1)} µs`;
  return ms < 100 ? `${ms.toFixed(1)} ms` : `${ms.toFixed(0)} ms`;
}

/** Median and, over several runs, the range: "3.2 µs (2.9–4.0)". */
export function spread(s: Spread, unit: (n: number) => string = time, runs = 2): string {
  return runs > 1 && s.min !== s.max ? `${unit(s.median)} (${unit(s.min)}–${unit(s.max)})` : unit(s.median);
}

/** Megabytes, as KB below 1 MB so that a small heap does not read as zero. */
export const mb = (n: number) => (Math.abs(n) < 1 ? `${(n * 1024).toFixed(0)} KB` : `${n.toFixed(1)} MB`);

const times = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/**
 * The anchor's figure over Canvass's, and the range that the runs' extremes allow (anchor min / Canvass max to
 * anchor max / Canvass min): a ratio whose range stays above the target is not an artefact of one noisy run.
 */
export function ratio(anchor: Spread, canvass: Spread): { value: number; low: number; high: number; text: string } {
  const value = anchor.median / canvass.median;
  const low = anchor.min / canvass.max;
  const high = anchor.max / canvass.min;
  // A figure at or below zero in some run (a heap within GC noise) leaves no meaningful range.
  const text = anchor.min <= 0 || canvass.min <= 0 ? `${times(value)}× (range n/a: a run at or below 0)` : low === high ? `${times(value)}×` : `${times(value)}× (${times(low)}–${times(high)})`;
  return { value, low, high, text };
}

/** "met" or "not met", for a target stated as a ratio at least `target`. */
export const verdict = (value: number, target: number) => (value >= target ? 'met' : 'not met');
