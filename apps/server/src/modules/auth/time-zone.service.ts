import type { TimeZoneSource } from '@briefly/shared/account-time-zone';
import type { TTimeZoneResponse } from '@briefly/shared/auth';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { Clock } from '../../platform/module.ts';
import { storeTimeZone } from './time-zone.repository.ts';

// The account's time zone (docs/product/accounts.md#your-time-zone, decision 039).

export function createTimeZoneService(deps: { db: Db; clock: Clock }) {
  /** The caller's own zone, already a checked IANA name; a 'detected' one never replaces a chosen one. */
  async function setTimeZone(
    userId: string,
    request: { timeZone: string; source: TimeZoneSource },
  ): Promise<TTimeZoneResponse> {
    const stored = await storeTimeZone(deps.db, { userId, ...request, now: deps.clock() });
    // The account went between the token check and the write (closed at that moment).
    if (!stored) throw unauthenticated();
    return { timeZone: stored.timeZone ?? request.timeZone, timeZoneChosen: stored.timeZoneChosen };
  }
  return { setTimeZone };
}

export type TimeZoneService = ReturnType<typeof createTimeZoneService>;
