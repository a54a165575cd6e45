import { Observable, type OperatorFunction } from 'rxjs';

/**
 * SPEC 7 "Feedback requests are serialised: one at a time, and only the latest waiting request is kept."
 * Runs `work` for one value at a time; values arriving meanwhile replace each other, the replaced ones going to
 * `onDropped`, and the last of them runs when the current work completes.
 */
export function latestWhileBusy<T, R>(work: (value: T) => Observable<R>, onDropped: (value: T) => void = () => undefined): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      let busy = false;
      let waiting: { value: T } | null = null;
      let sourceDone = false;
      const run = (value: T): void => {
        busy = true;
        work(value).subscribe({
          next: (result) => subscriber.next(result),
          error: (error) => subscriber.error(error),
          complete: () => {
            busy = false;
            const next = waiting;
            waiting = null;
            if (next) run(next.value);
            else if (sourceDone) subscriber.complete();
          },
        });
      };
      const subscription = source.subscribe({
        next: (value) => {
          if (!busy) return run(value);
          if (waiting) onDropped(waiting.value);
          waiting = { value };
        },
        error: (error) => subscriber.error(error),
        complete: () => {
          sourceDone = true;
          if (!busy) subscriber.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
}
