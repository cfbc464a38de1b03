import { z } from 'zod';
import { USER_TYPES } from '../options.ts';
import { ZPhoto } from '../photos.ts';

// ---------------------------------------------------------------- responses

export const ZSessionUser = z.object({
  id: z.string(),
  type: z.enum(USER_TYPES),
  email: z.string(),
  /** A display name for any user type. */
  name: z.string(),
  companyName: z.string().optional(),
  contactName: z.string().optional(),
  fullName: z.string().optional(),
  userName: z.string().optional(),
  /** Whether the account's email address is verified (docs/product/accounts.md#verified-email-addresses). */
  emailVerified: z.boolean().optional(),
  /** Whether sign-in asks for a second factor (docs/product/accounts.md#two-factor-sign-in). */
  twoFactorEnabled: z.boolean().optional(),
  /** An admin who must keep two-factor sign-in on (ADMIN_2FA=required). */
  twoFactorRequired: z.boolean().optional(),
  /** An admin who must set up two-factor sign-in before anything else (ADMIN_2FA=required). */
  twoFactorSetupRequired: z.boolean().optional(),
  /** The account's IANA time zone, once known (docs/product/accounts.md#your-time-zone). */
  timeZone: z.string().optional(),
  /** The zone was picked in Settings: the app does not follow the device over it. */
  timeZoneChosen: z.boolean().optional(),
  /** The creator's profile photo or the brand's logo, when there is one (docs/product/photos.md). */
  photo: ZPhoto.optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthResponse = z.object({ user: ZSessionUser, token: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ user: ZSessionUser });

/** Where each user type lands after sign-in (docs/product/accounts.md#where-users-land). */
export const DASHBOARD_PATH: Record<(typeof USER_TYPES)[number], string> = {
  brand: '/brand/dashboard',
  creator: '/creator/dashboard',
  admin: '/admin/dashboard',
};

// ---------------------------------------------------------------- sessions (docs/product/accounts.md#sessions)

export const ZSessionIdParams = z.object({ id: z.uuid({ message: 'Invalid session ID' }) });

export const ZAccountSession = z.object({
  id: z.string(),
  createdAt: z.string().describe('When it signed in (ISO 8601)'),
  lastUsedAt: z.string().describe('Its last request, to the minute (ISO 8601)'),
  /** "Chrome on macOS", from the User-Agent it signed in with. */
  browser: z.string(),
  /** The kind of device, from the User-Agent (Safari on an iPhone is a phone; an iPad asking for the desktop site reads as one). */
  device: z.enum(['phone', 'tablet', 'desktop', 'unknown']),
  /** The session making this request. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZSessionsResponse = z.object({ sessions: z.array(ZAccountSession) });
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;

export const ZRevokeOthersResponse = z.object({ revoked: z.number().int().nonnegative() });
export type TRevokeOthersResponse = z.infer<typeof ZRevokeOthersResponse>;
