import { daysLeft } from '@briefly/shared/time';
import { useViewerZone } from '@/lib/viewer-time';

/** Days left to a deadline in calendar days on the viewer's clock (0 without one); redraws with the clock. */
export function useDaysLeft(deadline: Date | string | null | undefined, now: Date = new Date()): number {
  const zone = useViewerZone();
  return deadline ? daysLeft(new Date(deadline), now, zone) : 0;
}
