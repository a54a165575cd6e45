import { describe, expect, it } from 'vitest';
import { dayMonthYearToIso, isCalendarDate, isoToDayMonthYear, formatTypedDay } from './calendar-date';

describe('calendar dates', () => {
  it('knows real days from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('17/05/2026')).toBe(false);
  });

  it('reads a day typed DD/MM/YYYY (SPEC 2.2) as YYYY-MM-DD', () => {
    expect(dayMonthYearToIso('17/05/2026')).toBe('2026-05-17');
    expect(dayMonthYearToIso('7/5/2026')).toBe('2026-05-07');
    expect(dayMonthYearToIso(' 17.05.2026 ')).toBe('2026-05-17');
  });

  it('refuses what is not a real day or not in that order', () => {
    expect(dayMonthYearToIso('31/04/2026')).toBeNull();
    expect(dayMonthYearToIso('2026/05/17')).toBeNull();
    expect(dayMonthYearToIso('17/05/26')).toBeNull();
    expect(dayMonthYearToIso('')).toBeNull();
  });

  it('writes YYYY-MM-DD back as DD/MM/YYYY, leaving anything else alone', () => {
    expect(isoToDayMonthYear('2026-05-07')).toBe('07/05/2026');
    expect(isoToDayMonthYear('7/5')).toBe('7/5');
  });
});

describe('formatTypedDay', () => {
  it.each([
    ['1', '1'], ['17', '17'], ['170', '17/0'], ['1705', '17/05'], ['17052026', '17/05/2026'], ['170520261', '17/05/2026'],
    ['17/052', '17/05/2'], ['17/', '17'], ['17/05/2026', '17/05/2026'],
  ])('puts the slashes into %s: %s', (typed, shown) => expect(formatTypedDay(typed)).toBe(shown));

  it.each(['1/5/2026', '17.05.2026', '17-05-2026', 'abc'])('leaves %s as typed', (typed) => expect(formatTypedDay(typed)).toBe(typed));
});
