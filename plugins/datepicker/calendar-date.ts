/** A real day written YYYY-MM-DD (31 February is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day typed the SPEC 2.2 way, DD/MM/YYYY (dots or dashes also taken, single digits too), as YYYY-MM-DD; null when
 * it is not a real day. Only browsers without a date picker show a text box where this is typed.
 */
export function dayMonthYearToIso(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** YYYY-MM-DD written DD/MM/YYYY, for a browser that shows a text box; anything else is returned as it is. */
export function isoToDayMonthYear(value: string): string {
  return isCalendarDate(value) ? value.trim().split('-').reverse().join('/') : value;
}
