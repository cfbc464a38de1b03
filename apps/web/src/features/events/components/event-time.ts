// How an event's start reads: in the viewer's own time zone, and in the event's when that differs,
// each with its zone named in the one style notifications and emails use too.

import { formatUsd } from '@briefly/shared/money';
import { formatZonedDateTime } from '@briefly/shared/zoned-time';
import { viewerZone } from '@/lib/viewer-time';

/** "Tue, Mar 4, 2026 at 6:00 PM EST" in a time zone (the viewer's when none is given). */
export function formatEventStart(startsAt: string, timeZone?: string): string {
  return formatZonedDateTime(startsAt, timeZone ?? viewerZone());
}

/** The event's own-zone text, or null when the viewer is in the same zone (nothing to add). */
export function eventZoneStart(startsAt: string, timeZone: string): string | null {
  const instant = new Date(startsAt);
  const inZone = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
  }).format(instant);
  const viewer = viewerZone();
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: viewer,
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
  }).format(instant);
  if (timeZone === viewer || inZone === local) return null;
  return formatEventStart(startsAt, timeZone);
}

/** "1 h 30 min", "45 min", "8 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const formatPrice = (price: number, isFree: boolean) => (isFree ? 'Free' : formatUsd(price));
