import { canonicalTimeZone } from '@briefly/shared/account-time-zone';
import { useEffect, useRef } from 'react';
import { useSession } from './session';
import { putTimeZone } from './session-api';
import { deviceZone, setAccountZone } from './viewer-time';

// The account's zone follows the device (decision 039): once signed in (or a stored session confirmed),
// a device on another zone than the account's tells the server quietly, one call, never over a zone the
// person picked in Settings (the server keeps a chosen one whatever arrives). A picked zone is also the
// one pages write times in.

/** Whether two names are one zone here ("Asia/Calcutta" and "Asia/Kolkata" can both reach us). */
const sameZone = (a: string | undefined, b: string) => a !== undefined && canonicalTimeZone(a) === canonicalTimeZone(b);

export function useTimeZoneSync(): void {
  const { status, user, updateUser } = useSession();
  const signedIn = status === 'signed-in' && user !== null;
  const chosenZone = signedIn && user.timeZoneChosen ? (user.timeZone ?? null) : null;

  useEffect(() => setAccountZone(chosenZone), [chosenZone]);

  const tried = useRef<string | null>(null);
  const userId = signedIn ? user.id : null;
  const stored = user?.timeZone;
  const chosen = user?.timeZoneChosen === true;
  useEffect(() => {
    if (!userId || chosen) return;
    const device = deviceZone();
    if (sameZone(stored, device) || !canonicalTimeZone(device)) return;
    // Once per account and device zone in this page's life, whatever the answer.
    const attempt = `${userId}:${device}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    putTimeZone({ timeZone: device, source: 'detected' }).then(
      (answer) => updateUser({ timeZone: answer.timeZone, timeZoneChosen: answer.timeZoneChosen }),
      () => {
        // Quiet: a zone not stored now is tried again on the next sign-in or visit.
      },
    );
  }, [userId, stored, chosen, updateUser]);
}
