/** The viewer's time zone (the browser's IANA name): the admin's "this month" is a month on their own clock. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
