import { describe, it, expect } from 'vitest';
import { isWithinOperatingHours, localDayAndTime, periodOfDay, type OperatingHoursEntry } from './operating-hours';

const SUN = 0; const MON = 1; const FRI = 5; const SAT = 6;

function open(hours: OperatingHoursEntry[], day: number, hhmm: number): boolean {
  return isWithinOperatingHours({ operating: true, operating24x7: false, hours }, { day, hhmm });
}

const officeHours: OperatingHoursEntry[] = [
  { period: 'weekdays', start_hour: 930, end_hour: 1800 },
  { period: 'saturday', start_hour: 1000, end_hour: 1400 },
];

// SPEC 9: "Operating hours: HHMM, start inclusive, end exclusive; saturday and sunday have their own periods,
// other days use weekdays."
describe('isWithinOperatingHours', () => {
  it('is open from the start time inclusive', () => {
    expect(open(officeHours, MON, 930)).toBe(true);
    expect(open(officeHours, MON, 929)).toBe(false);
  });

  it('is closed from the end time, which is exclusive', () => {
    expect(open(officeHours, MON, 1759)).toBe(true);
    expect(open(officeHours, MON, 1800)).toBe(false);
  });

  it('uses the weekdays entry for Monday to Friday', () => {
    for (const day of [1, 2, 3, 4, 5]) expect(open(officeHours, day, 1200)).toBe(true);
  });

  it('uses the saturday entry on Saturday, not the weekdays one', () => {
    expect(open(officeHours, SAT, 1000)).toBe(true);
    expect(open(officeHours, SAT, 1500)).toBe(false);
  });

  it('is closed on a day whose period has no entry', () => {
    expect(open(officeHours, SUN, 1200)).toBe(false);
    expect(open([], MON, 1200)).toBe(false);
  });

  it('opens when any of several entries for one period matches', () => {
    const split: OperatingHoursEntry[] = [
      { period: 'weekdays', start_hour: 900, end_hour: 1200 },
      { period: 'weekdays', start_hour: 1300, end_hour: 1700 },
    ];
    expect(open(split, MON, 1100)).toBe(true);
    expect(open(split, MON, 1230)).toBe(false);
    expect(open(split, MON, 1300)).toBe(true);
  });

  it('covers the whole day with 0 to 2400', () => {
    const allDay: OperatingHoursEntry[] = [{ period: 'sunday', start_hour: 0, end_hour: 2400 }];
    expect(open(allDay, SUN, 0)).toBe(true);
    expect(open(allDay, SUN, 2359)).toBe(true);
  });

  it('spans midnight when the end is before the start, into the next day', () => {
    const lateShift: OperatingHoursEntry[] = [{ period: 'saturday', start_hour: 2200, end_hour: 200 }];
    expect(open(lateShift, SAT, 2200)).toBe(true);
    expect(open(lateShift, SUN, 159)).toBe(true);
    expect(open(lateShift, SUN, 200)).toBe(false);
    expect(open(lateShift, SAT, 100)).toBe(false);
  });

  it('carries a Friday night weekdays shift into Saturday morning but not Sunday into Monday', () => {
    const night: OperatingHoursEntry[] = [{ period: 'weekdays', start_hour: 2300, end_hour: 300 }];
    expect(open(night, SAT, 100)).toBe(true);
    expect(open(night, MON, 100)).toBe(false);
    expect(open(night, FRI, 2330)).toBe(true);
  });

  it('treats an entry whose end equals its start as empty', () => {
    expect(open([{ period: 'weekdays', start_hour: 900, end_hour: 900 }], MON, 900)).toBe(false);
  });

  it('ignores entries that are not HHMM', () => {
    for (const entry of [
      { period: 'weekdays', start_hour: 960, end_hour: 1800 },
      { period: 'weekdays', start_hour: 900, end_hour: 2500 },
      { period: 'weekdays', start_hour: 2400, end_hour: 100 },
      { period: 'weekdays', start_hour: 900.5, end_hour: 1800 },
      { period: 'weekdays', start_hour: '0900', end_hour: 1800 },
    ] as unknown as OperatingHoursEntry[]) {
      expect(open([entry], MON, 1200)).toBe(false);
    }
  });

  it('is closed for a day or time out of range', () => {
    expect(open(officeHours, 7, 1200)).toBe(false);
    expect(open(officeHours, MON, 1260)).toBe(false);
    expect(open(officeHours, MON, Number.NaN)).toBe(false);
  });

  it('is closed whenever operating is false, even with operating_24_7', () => {
    expect(isWithinOperatingHours({ operating: false, operating24x7: true, hours: officeHours }, { day: MON, hhmm: 1200 })).toBe(false);
  });

  it('is open at any time with operating_24_7', () => {
    expect(isWithinOperatingHours({ operating: true, operating24x7: true, hours: [] }, { day: SUN, hhmm: 300 })).toBe(true);
  });

  it('is closed when hours are missing', () => {
    expect(isWithinOperatingHours({ operating: true, operating24x7: false, hours: null }, { day: MON, hhmm: 1200 })).toBe(false);
  });
});

describe('periodOfDay', () => {
  it('maps Sunday and Saturday to their own periods and the rest to weekdays', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(periodOfDay))
      .toEqual(['sunday', 'weekdays', 'weekdays', 'weekdays', 'weekdays', 'weekdays', 'saturday']);
  });
});

describe('localDayAndTime', () => {
  it('reads the week day and HHMM in the given time zone', () => {
    const date = new Date(Date.UTC(2024, 0, 6, 21, 5)); // Saturday 21:05 UTC
    expect(localDayAndTime(date, 'UTC')).toEqual({ day: SAT, hhmm: 2105 });
    expect(localDayAndTime(date, 'Europe/Istanbul')).toEqual({ day: SUN, hhmm: 5 });
    expect(localDayAndTime(date, 'America/New_York')).toEqual({ day: SAT, hhmm: 1605 });
  });

  it('reports midnight as 0, not 2400', () => {
    expect(localDayAndTime(new Date(Date.UTC(2024, 0, 1, 0, 0)), 'UTC')).toEqual({ day: MON, hhmm: 0 });
  });

  it("uses the runtime's zone when none is given", () => {
    const date = new Date(2024, 0, 3, 9, 30); // local Wednesday 09:30
    expect(localDayAndTime(date)).toEqual({ day: 3, hhmm: 930 });
  });

  it('throws a RangeError for an unknown zone or an invalid date', () => {
    expect(() => localDayAndTime(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDayAndTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('feeds isWithinOperatingHours', () => {
    const at = localDayAndTime(new Date(Date.UTC(2024, 0, 8, 7, 0)), 'Europe/Istanbul'); // Monday 10:00 there
    expect(open(officeHours, at.day, at.hhmm)).toBe(true);
  });
});
