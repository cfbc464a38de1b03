import type { TSessionUser } from '@briefly/shared/auth';
import { photoUrls } from '@briefly/shared/photos';
import { uniqueViolation } from '../../../lib/errors.ts';
import { browserIdentity } from '../../notifications/index.ts';
import type * as repo from '../auth.repository.ts';
import { emailTaken, userNameTaken } from '../auth.errors.ts';

/** "Chrome on macOS" for the list of sessions, from the User-Agent it signed in with. */
export function sessionBrowserName(userAgent: string | null): string {
  const { key, label } = browserIdentity(userAgent);
  if (key === 'none') return 'Unknown browser';
  if (key.startsWith('other:')) return 'Other browser or app';
  return label.replace(/^a browser/, 'Browser');
}

/** Phone, tablet or desktop, from the User-Agent it signed in with (issue 40, item 14). */
export function sessionDeviceKind(userAgent: string | null): 'phone' | 'tablet' | 'desktop' | 'unknown' {
  if (!userAgent?.trim()) return 'unknown';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'phone' : 'tablet';
  if (/iPhone|iPod|Windows Phone|Mobile|Opera Mini|BlackBerry/i.test(userAgent)) return 'phone';
  return 'desktop';
}

export function toSessionUser(row: repo.UserWithProfile, adminTwoFactorRequired = false): TSessionUser {
  const { user } = row;
  const twoFactorEnabled = row.twoFactorEnabledAt !== null;
  const base = {
    id: user.id,
    type: user.type,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled,
    ...(user.timeZone ? { timeZone: user.timeZone, timeZoneChosen: user.timeZoneChosen } : {}),
    ...(user.photoHash ? { photo: photoUrls(user.photoHash) } : {}),
    ...(user.type === 'admin' && adminTwoFactorRequired
      ? { twoFactorRequired: true, ...(twoFactorEnabled ? {} : { twoFactorSetupRequired: true }) }
      : {}),
  };
  if (user.type === 'brand') {
    return {
      ...base,
      name: row.companyName ?? user.email,
      companyName: row.companyName ?? '',
      contactName: row.contactName ?? '',
    };
  }
  if (user.type === 'creator') {
    return { ...base, name: row.fullName ?? user.email, fullName: row.fullName ?? '', userName: row.userName ?? '' };
  }
  return { ...base, name: row.adminName ?? 'Administrator', fullName: row.adminName ?? 'Administrator' };
}

/** Maps a unique-constraint race (two registrations or edits at once) to the same 409 as the pre-check. */
export function mapAccountConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email')) throw emailTaken();
  if (constraint?.includes('user_name')) throw userNameTaken();
  throw error;
}
