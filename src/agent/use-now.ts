import { useEffect, useState } from 'react';
import { interval } from 'rxjs';

/** The time, moving once a minute: the list's ages ("5m") stay true while it is open. */
export function useNow(periodMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const ticks = interval(periodMs).subscribe(() => setNow(Date.now()));
    return () => ticks.unsubscribe();
  }, [periodMs]);
  return now;
}
