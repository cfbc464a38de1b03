import { z } from 'zod';
import { canonicalTimeZone, TIME_ZONE_MESSAGES, TIME_ZONE_SOURCES } from '../account-time-zone.ts';

// ---------------------------------------------------------------- the account's time zone (docs/product/accounts.md#your-time-zone)

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
