import { isValidTimeZone } from './event-rules.ts';

// The account's own clock (docs/product/accounts.md#your-time-zone, decision 039): an IANA zone name
// stored per account, so what the server writes for a person (notifications, emails) reads on their
// clock. The web app keeps it in step with the device unless the person chose one in Settings.
// No zod here: the app shell loads this on every page (the request schemas are in auth.ts).

export const TIME_ZONE_MESSAGES = {
  invalid: 'Choose a time zone from the list (a name such as Europe/Berlin or America/New_York).',
} as const;

/** How the zone came: picked in Settings (kept), the device's on purpose (followed), or noticed quietly (never over a pick). */
export const TIME_ZONE_SOURCES = ['chosen', 'device', 'detected'] as const;
export type TimeZoneSource = (typeof TIME_ZONE_SOURCES)[number];

// Region/City names only: Intl also takes offsets ("+01:00") and odd spellings, which are not zones people pick.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The zone as stored: its IANA spelling when only the case differs ("europe/berlin" → "Europe/Berlin"),
 * a current name kept as sent (V8 would turn "Asia/Kolkata" into the older "Asia/Calcutta"); null when
 * it is not a zone.
 */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (!ZONE_NAME.test(name) || !isValidTimeZone(name)) return null;
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

/** Every zone this runtime knows (UTC included), for the Settings list; the stored one is added if it is missing. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
