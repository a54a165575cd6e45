/** What one queued item came to: a value, or the error its caller should see. */
export type Outcome<R> = { value: R } | { error: unknown };

/**
 * Group commit: writes that arrive while a batch is being written wait and go together into the next one, so a
 * single transaction (and a single fsync) acknowledges many of them. Nothing is acknowledged before its batch has
 * committed, so the durability of one transaction per write is kept; under light load a batch holds one write and
 * the only cost is one turn of the event loop.
 *
 * `writeBatch` returns one outcome per item, in order. If it throws (the transaction failed), each item is written
 * again on its own with `writeOne`, so one bad item cannot fail the writes it happened to be batched with.
 */
export function groupCommit<I, R>(
  writeBatch: (items: I[]) => Promise<Outcome<R>[]>,
  writeOne: (item: I) => Promise<R>,
  maxBatch = 256,
): (item: I) => Promise<R> {
  interface Waiting {
    item: I;
    resolve(value: R): void;
    reject(error: unknown): void;
  }
  let queue: Waiting[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const outcomes = await writeBatch(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => settle(waiting, outcomes[i]!));
    } catch {
      await Promise.all(batch.map((waiting) => writeOne(waiting.item).then(waiting.resolve, waiting.reject)));
    }
    if (queue.length > 0) setImmediate(() => void flush());
    else scheduled = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        // setImmediate runs after the event loop's poll phase: every request already received joins this batch.
        setImmediate(() => void flush());
      }
    });
}

function settle<R>(waiting: { resolve(value: R): void; reject(error: unknown): void }, outcome: Outcome<R>): void {
  if ('value' in outcome) waiting.resolve(outcome.value);
  else waiting.reject(outcome.error);
}
