import { describe, expect, it } from 'vitest';
import { dayLabel, messageTime, withDaySeparators } from './message-time';

// Local times, so the texts do not depend on the machine's time zone.
const now = new Date(2026, 10, 24, 15, 0, 0); // Tue Nov 24 2026, 3:00 PM
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('messageTime (docs/product/messaging.md#screen)', () => {
  it('shows the time under 24 hours', () => {
    expect(messageTime(new Date(2026, 10, 24, 14, 7), now)).toBe('2:07 PM');
    expect(messageTime(hoursAgo(23.99), now)).toBe('3:00 PM');
    expect(messageTime(now, now)).toBe('3:00 PM');
  });

  it('shows the weekday and time from 24 hours to under 168 hours', () => {
    expect(messageTime(hoursAgo(24), now)).toBe('Mon 3:00 PM');
    expect(messageTime(new Date(2026, 10, 20, 9, 5), now)).toBe('Fri 9:05 AM');
    expect(messageTime(hoursAgo(167.9), now)).toMatch(/^Tue \d{1,2}:\d{2} [AP]M$/);
  });

  it('shows the date from 168 hours on', () => {
    expect(messageTime(hoursAgo(168), now)).toBe('Nov 17, 2026');
    expect(messageTime(new Date(2025, 0, 3, 8, 0), now)).toBe('Jan 3, 2025');
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(messageTime(new Date(now.getTime() + 30_000), now)).toBe('3:00 PM');
  });
});

describe('day separators', () => {
  it('labels today, yesterday, then weekday and date (with the year only when not this year)', () => {
    expect(dayLabel(new Date(2026, 10, 24, 0, 1), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 23, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 2, 12), now)).toBe('Mon, Nov 2');
    expect(dayLabel(new Date(2025, 11, 31, 12), now)).toBe('Wed, Dec 31, 2025');
  });

  it('puts one separator before the first message of each day', () => {
    const message = (id: string, date: Date) => ({ id, timestamp: date.toISOString() });
    const rows = withDaySeparators(
      [
        message('a', new Date(2026, 10, 23, 9)),
        message('b', new Date(2026, 10, 23, 18)),
        message('c', new Date(2026, 10, 24, 8)),
      ],
      now,
    );
    expect(rows.map((row) => (row.kind === 'day' ? row.label : row.key))).toEqual([
      'Yesterday',
      'a',
      'b',
      'Today',
      'c',
    ]);
  });
});
