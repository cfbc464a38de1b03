import { formatZonedDateTime } from '@briefly/shared/zoned-time';

// The one clock on pages (docs/product/limits-and-messages.md#times-with-their-zone): moments on the
// viewer's clock, the zone named. Kept apart from time-zone.ts (the admin's month queries) so every page
// can load it without pulling the admin's code into its chunks.

/** The viewer's time zone: the browser's IANA name, UTC when it gives none. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Tue, Mar 4, 2026 at 6:00 PM EST": a moment on the viewer's clock, its zone named. */
export const viewerDateTime = (instant: Date | string): string => formatZonedDateTime(instant, viewerZone());
