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
 * it is not a real day.
 */
export function dayMonthYearToIso(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** YYYY-MM-DD written DD/MM/YYYY, as the field shows it; anything else is returned as it is. */
export function isoToDayMonthYear(value: string): string {
  return isCalendarDate(value) ? value.trim().split('-').reverse().join('/') : value;
}

/**
 * What the field shows as a day is typed digit by digit: the slashes of DD/MM/YYYY are put in for the respondent
 * ("17052026" reads "17/05/2026"), so the keys typed are the same in every browser. Text typed with its own
 * separators ("1/5/2026", "17.05.2026") is left as typed; dayMonthYearToIso reads those too.
 */
export function formatTypedDay(text: string): string {
  const parts = text.split('/');
  const ours = /^[\d/]*$/.test(text) && parts.slice(0, -1).every((part) => part.length === 2) && parts.length <= 3;
  if (!ours) return text;
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
