import fc from 'fast-check';

import { formatDate, formatDateTime, isoDate } from './dates';

describe('dates', () => {
  it('formats DD-MMM-YYYY and DD-MMM-YYYY HH:MM', () => {
    expect(formatDate('2026-03-05T10:07:00Z', 'UTC')).toBe('05-Mar-2026');
    expect(formatDateTime('2026-12-31T23:59:00Z', 'UTC')).toBe('31-Dec-2026 23:59');
    expect(formatDateTime('2026-03-05T00:05:00Z', 'UTC')).toBe('05-Mar-2026 00:05');
    expect(formatDate(new Date(2026, 0, 9))).toBe('09-Jan-2026');
    expect(() => formatDate('nope')).toThrow(RangeError);
  });

  it('honours any IANA time zone', () => {
    // Thimphu is UTC+6: 20:30 UTC is already the next day there.
    expect(formatDateTime('2026-03-05T20:30:00Z', 'Asia/Thimphu')).toBe('06-Mar-2026 02:30');
    expect(formatDateTime('2026-03-05T20:30:00Z', 'America/New_York')).toBe('05-Mar-2026 15:30');
    expect(formatDate(new Date(Date.UTC(2026, 6, 1, 3)), 'America/Los_Angeles')).toBe('30-Jun-2026');
    expect(() => formatDate('2026-03-05T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('shows a bare calendar date as that date in every zone', () => {
    for (const zone of [undefined, 'UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-03-05', zone)).toBe('05-Mar-2026');
    }
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
  });

  it('gives the calendar date of an instant', () => {
    expect(isoDate('2026-03-05T20:30:00Z', 'Asia/Thimphu')).toBe('2026-03-06');
    expect(isoDate('2026-03-05T20:30:00Z', 'UTC')).toBe('2026-03-05');
    expect(isoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('agrees with the UTC getters for any instant', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const d = new Date(ms);
        const p = (n: number) => String(n).padStart(2, '0');
        const expected = `${p(d.getUTCDate())}-${months[d.getUTCMonth()]}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
        return formatDateTime(d, 'UTC') === expected && isoDate(d, 'UTC') === d.toISOString().slice(0, 10);
      }),
    );
  });
});
