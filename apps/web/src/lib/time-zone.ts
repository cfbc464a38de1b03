import { formatZonedDateTime } from '@briefly/shared/zoned-time';

/** The viewer's time zone (the browser's IANA name): the admin's "this month" is a month on their own clock. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Tue, Mar 4, 2026 at 6:00 PM EST": a moment on the viewer's clock, its zone named (the one clock, docs/product/limits-and-messages.md#times-with-their-zone). */
export const viewerDateTime = (instant: Date | string): string => formatZonedDateTime(instant, viewerTimeZone());
