const DAY_MS = 86_400_000;

/** Minutes this browser's time zone is ahead of UTC now (the reports' days start at its midnight). */
export const utcOffsetNow = (at = Date.now()) => -new Date(at).getTimezoneOffset();

/** The yyyy-mm-dd `daysBack` days before today in a zone `offset` minutes ahead of UTC. */
export function localDate(now: number, offset: number, daysBack = 0): string {
  return new Date(now + offset * 60_000 - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** A yyyy-mm-dd as the reader says it ("3 Mar"), without moving it through their time zone. */
export const shortDate = (date: string, language: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

const unit = (language: string, value: number, name: 'second' | 'minute' | 'hour' | 'day') =>
  new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 }).format(value);

/** A duration in the two largest units that matter ("1 min 30 sec", "2 hr 5 min", "3 days 4 hr"), in the reader's language. */
export function formatDuration(seconds: number, language: string): string {
  if (seconds < 60) return unit(language, seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return [unit(language, minutes, 'minute'), seconds % 60 ? unit(language, seconds % 60, 'second') : ''].filter(Boolean).join(' ');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return [unit(language, hours, 'hour'), minutes % 60 ? unit(language, minutes % 60, 'minute') : ''].filter(Boolean).join(' ');
  const days = Math.floor(hours / 24);
  return [unit(language, days, 'day'), hours % 24 ? unit(language, hours % 24, 'hour') : ''].filter(Boolean).join(' ');
}
