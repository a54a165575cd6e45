import type { WorkloadAnswer } from '../workload';

/** What one engine's run of the answer script measured, and the answers it ended with. */
export interface RunFigures {
  /** Milliseconds from the workload's JSON to a model ready for the first answer. */
  buildMs: number;
  /** Milliseconds of each answer: storing it and recomputing visibility. */
  answerMs: number[];
  /** Milliseconds of each page move, the last one into the end included. */
  moveMs: number[];
  /** Highest heap in use during the run, less the heap before it (after a full GC), in bytes. */
  peakHeapBytes: number;
  /** Heap still in use at the end with the model alive, after a full GC, less the same baseline, in bytes. */
  retainedHeapBytes: number;
  /** Final answers by question id, in the workload's terms (option keys, texts, numbers). */
  answers: Record<string, WorkloadAnswer>;
}

/** Heap in use now; the runners sample it after building and after every move. */
export const heapUsed = () => process.memoryUsage().heapUsed;

/** A full GC first (node --expose-gc), so one run's garbage does not count against the next. */
export function heapBaseline(): number {
  globalThis.gc?.();
  return heapUsed();
}

/**
 * What the model keeps, without the garbage between collections that makes the peak depend on GC timing. The
 * caller uses its model after this call, so the model is still reachable when the GC runs.
 */
export const heapRetained = (): number => heapBaseline();
