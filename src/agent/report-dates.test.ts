import { describe, expect, it } from 'vitest';
import { formatDuration, localDate, shortDate } from './report-dates';

describe('the reports\' dates and durations', () => {
  it('says a duration in its two largest units, in the reader\'s language', () => {
    expect(formatDuration(4, 'en')).toBe('4 sec');
    expect(formatDuration(90, 'en')).toBe('1 min 30 sec');
    expect(formatDuration(3600, 'en')).toBe('1 hr');
    expect(formatDuration(2 * 3600 + 5 * 60 + 59, 'en')).toBe('2 hr 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600, 'en')).toBe('3 days 4 hr');
    expect(formatDuration(90, 'tr')).toBe('1 dk. 30 sn.');
  });

  it('counts days back from the local midnight, not UTC\'s', () => {
    const lateUtc = Date.parse('2026-03-03T23:30:00Z');
    expect(localDate(lateUtc, 0)).toBe('2026-03-03');
    expect(localDate(lateUtc, 180)).toBe('2026-03-04');
    expect(localDate(lateUtc, 180, 6)).toBe('2026-02-26');
    expect(localDate(Date.parse('2026-03-04T01:00:00Z'), -300)).toBe('2026-03-03');
  });

  it('shows a day as it is written, whatever the reader\'s zone', () => {
    expect(shortDate('2026-03-04', 'en-GB')).toBe('4 Mar');
  });
});
