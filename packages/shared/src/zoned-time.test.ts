import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, formatZonedTime, pickTimeZone } from './zoned-time.ts';

const WINTER = '2026-03-04T09:00:00Z';
const SUMMER = '2026-07-04T09:00:00Z';

describe('formatZonedDateTime (one clock)', () => {
  it.each([
    ['UTC', WINTER, 'Wed, Mar 4, 2026 at 9:00 AM UTC'],
    ['America/New_York', WINTER, 'Wed, Mar 4, 2026 at 4:00 AM EST'],
    ['America/New_York', SUMMER, 'Sat, Jul 4, 2026 at 5:00 AM EDT'],
    ['America/Los_Angeles', SUMMER, 'Sat, Jul 4, 2026 at 2:00 AM PDT'],
    ['Europe/Berlin', WINTER, 'Wed, Mar 4, 2026 at 10:00 AM GMT+1, Berlin'],
    ['Europe/Berlin', SUMMER, 'Sat, Jul 4, 2026 at 11:00 AM GMT+2, Berlin'],
    ['Europe/London', WINTER, 'Wed, Mar 4, 2026 at 9:00 AM GMT'],
    ['Europe/London', SUMMER, 'Sat, Jul 4, 2026 at 10:00 AM GMT+1, London'],
    ['Asia/Kolkata', WINTER, 'Wed, Mar 4, 2026 at 2:30 PM GMT+5:30, Kolkata'],
    ['Australia/Lord_Howe', SUMMER, 'Sat, Jul 4, 2026 at 7:30 PM GMT+10:30, Lord Howe'],
    ['Pacific/Kiritimati', WINTER, 'Wed, Mar 4, 2026 at 11:00 PM GMT+14, Kiritimati'],
    ['Etc/GMT+5', WINTER, 'Wed, Mar 4, 2026 at 4:00 AM GMT-5'],
  ])('%s, %s → %s', (zone, instant, text) => expect(formatZonedDateTime(instant, zone)).toBe(text));

  it('crosses the date line with the zone, not the server', () => {
    expect(formatZonedDateTime('2026-03-04T23:30:00Z', 'Asia/Tokyo')).toBe('Thu, Mar 5, 2026 at 8:30 AM GMT+9, Tokyo');
    expect(formatZonedDateTime('2026-03-05T03:30:00Z', 'America/Los_Angeles')).toBe('Wed, Mar 4, 2026 at 7:30 PM PST');
  });

  it('says "—" for an instant that is not one', () => expect(formatZonedDateTime('not a date', 'UTC')).toBe('—'));
});

describe('formatZonedTime across daylight saving changes', () => {
  it.each([
    // Berlin springs forward at 01:00 UTC on Mar 29, 2026 (2:00 → 3:00 local).
    ['2026-03-29T00:59:00Z', 'Europe/Berlin', '1:59 AM GMT+1, Berlin'],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', '3:00 AM GMT+2, Berlin'],
    // New York falls back at 06:00 UTC on Nov 1, 2026: 1:30 AM happens twice, told apart by its name.
    ['2026-11-01T05:30:00Z', 'America/New_York', '1:30 AM EDT'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '1:30 AM EST'],
    // Southern hemisphere: Sydney leaves summer time on Apr 5, 2026.
    ['2026-04-04T12:00:00Z', 'Australia/Sydney', '11:00 PM GMT+11, Sydney'],
    ['2026-04-05T12:00:00Z', 'Australia/Sydney', '10:00 PM GMT+10, Sydney'],
  ])('%s in %s → %s', (instant, zone, text) => expect(formatZonedTime(instant, zone)).toBe(text));
});

describe('pickTimeZone', () => {
  it.each([
    [['Europe/Berlin', 'America/New_York'], 'Europe/Berlin'],
    [[null, 'America/New_York'], 'America/New_York'],
    [[undefined, '', 'Mars/Olympus'], 'UTC'],
    [[], 'UTC'],
  ] as const)('%j → %s', (candidates, zone) => expect(pickTimeZone(...candidates)).toBe(zone));

  it('writes an unknown zone as UTC rather than failing', () =>
    expect(formatZonedTime(WINTER, 'Mars/Olympus')).toBe('9:00 AM UTC'));
});
