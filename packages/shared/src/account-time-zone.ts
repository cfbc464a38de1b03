import { z } from 'zod';
import { isValidTimeZone } from './event-rules.ts';

// The account's own clock (docs/product/accounts.md#your-time-zone, decision 039): an IANA zone name
// stored per account, so what the server writes for a person (notifications, emails) reads on their
// clock. The web app keeps it in step with the device unless the person chose one in Settings.

export const TIME_ZONE_MESSAGES = {
  invalid: 'Choose a time zone from the list (a name such as Europe/Berlin or America/New_York).',
} as const;

/** How the zone came: picked in Settings (kept), the device's on purpose (followed), or noticed quietly (never over a pick). */
export const TIME_ZONE_SOURCES = ['chosen', 'device', 'detected'] as const;
export type TimeZoneSource = (typeof TIME_ZONE_SOURCES)[number];

// Region/City names only: Intl also takes offsets ("+01:00") and odd spellings, which are not zones people pick.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone's canonical IANA spelling ("europe/berlin" → "Europe/Berlin"), or null when it is not a zone. */
export function canonicalTimeZone(value: string): string | null {
  const name = value.trim();
  if (!ZONE_NAME.test(name) || !isValidTimeZone(name)) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}

/** PUT /api/me/time-zone: the caller's own zone (no user id: the token says whose). */
export const ZTimeZoneRequest = z.strictObject({
  timeZone: z
    .string({ message: TIME_ZONE_MESSAGES.invalid })
    .max(64, TIME_ZONE_MESSAGES.invalid)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGES.invalid });
      return z.NEVER;
    }),
  /** 'chosen' by default (a pick in Settings). */
  source: z.enum(TIME_ZONE_SOURCES).default('chosen'),
});
export type TTimeZoneRequest = z.input<typeof ZTimeZoneRequest>;

export const ZTimeZoneResponse = z.object({
  /** The zone stored now (a 'detected' one is not stored over a chosen zone). */
  timeZone: z.string(),
  /** Picked in Settings: the app does not follow the device over it. */
  timeZoneChosen: z.boolean(),
});
export type TTimeZoneResponse = z.infer<typeof ZTimeZoneResponse>;

/** Every zone this runtime knows (UTC included), for the Settings list; the stored one is added if it is missing. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
