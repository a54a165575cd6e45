// SPEC 3.7 / 9: operating hours. "Operating-hours entry: period (weekdays, saturday or sunday), start_hour and
// end_hour as HHMM numbers." "HHMM, start inclusive, end exclusive; saturday and sunday have their own periods,
// other days use weekdays."

export type OperatingPeriod = 'weekdays' | 'saturday' | 'sunday';

export interface OperatingHoursEntry {
  period: OperatingPeriod;
  /** HHMM, e.g. 930 is 09:30. */
  start_hour: number;
  /** HHMM; 2400 is the end of the day. */
  end_hour: number;
}

export interface OperatingSchedule {
  /** The node's `operating` (the chat detail's isOperating). */
  operating: boolean;
  /** The node's `operating_24_7`. */
  operating24x7: boolean;
  hours: readonly OperatingHoursEntry[] | null | undefined;
}

/** A local week day (0 = Sunday ... 6 = Saturday) and time of day as HHMM. */
export interface LocalDayAndTime {
  day: number;
  hhmm: number;
}

export function periodOfDay(day: number): OperatingPeriod {
  if (day === 0) return 'sunday';
  if (day === 6) return 'saturday';
  return 'weekdays';
}

function isHhmm(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max && value % 100 < 60;
}

/**
 * Decisions the SPEC leaves open:
 * - `operating` false closes the channel even when operating_24_7 is set: it is the master switch.
 * - operating_24_7 true opens it whatever the hours say.
 * - A day whose period has no entry is closed; several entries for one period open if any of them matches.
 * - An entry whose end is before its start spans midnight: saturday 2200-0200 is open Saturday from 22:00 and
 *   Sunday until 02:00 (the morning belongs to the entry of the day it started on).
 * - An entry whose end equals its start is empty; a whole day is written 0 to 2400.
 * - Entries with values that are not HHMM (minutes over 59, start 2400, over 2400, fractions) are ignored, and a
 *   day or time out of range is closed: bad data shows the out-of-hours notice rather than promising an agent.
 */
export function isWithinOperatingHours(schedule: OperatingSchedule, at: LocalDayAndTime): boolean {
  if (schedule.operating !== true) return false;
  if (schedule.operating24x7 === true) return true;
  if (!Number.isInteger(at.day) || at.day < 0 || at.day > 6 || !isHhmm(at.hhmm, 2359)) return false;

  const today = periodOfDay(at.day);
  const yesterday = periodOfDay((at.day + 6) % 7);
  return (schedule.hours ?? []).some((entry) => {
    if (!isHhmm(entry.start_hour, 2359) || !isHhmm(entry.end_hour, 2400)) return false;
    const { start_hour: start, end_hour: end } = entry;
    if (start < end) return entry.period === today && at.hhmm >= start && at.hhmm < end;
    if (start === end) return false;
    return (entry.period === today && at.hhmm >= start) || (entry.period === yesterday && at.hhmm < end);
  });
}

// Building an Intl.DateTimeFormat costs about a millisecond, more than the rest of a node answer: one per zone.
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * The week day and HHMM of `date` in `timeZone` (an IANA name such as "Europe/Istanbul"), or in the runtime's own
 * zone when none is given: the SPEC does not say whose clock operating hours follow, so callers that know the
 * node's zone pass it. An unknown zone or an invalid date throws Intl's RangeError, as that is a programming or
 * configuration error, not a respondent's.
 */
export function localDayAndTime(date: Date, timeZone?: string): LocalDayAndTime {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAY_INDEX[part('weekday')];
  if (day === undefined) throw new RangeError(`Unexpected weekday "${part('weekday')}"`);
  // Some engines still print midnight as 24 under h23.
  const hour = Number(part('hour')) % 24;
  return { day, hhmm: hour * 100 + Number(part('minute')) };
}
