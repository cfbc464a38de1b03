import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, knownTimeZones } from './account-time-zone.ts';
import { ZTimeZoneRequest } from './auth.ts';

describe('canonicalTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['europe/berlin', 'Europe/Berlin'],
    [' America/New_York ', 'America/New_York'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['utc', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('%j → %j', (value, zone) => expect(canonicalTimeZone(value)).toBe(zone));

  it.each(['Mars/Olympus', '+01:00', '', 'Europe/Berlin; x', 'x'.repeat(80)])('%j is not a zone', (value) =>
    expect(canonicalTimeZone(value)).toBeNull(),
  );
});

describe('ZTimeZoneRequest', () => {
  it('defaults the source to a choice and refuses unknown fields', () => {
    expect(ZTimeZoneRequest.parse({ timeZone: 'Asia/Tokyo' })).toEqual({ timeZone: 'Asia/Tokyo', source: 'chosen' });
    expect(ZTimeZoneRequest.safeParse({ timeZone: 'Asia/Tokyo', userId: 'x' }).success).toBe(false);
  });
});

it('knownTimeZones lists UTC and the regions', () => {
  const zones = knownTimeZones();
  expect(zones).toContain('UTC');
  expect(zones).toContain('Europe/Berlin');
});
