// iCalendar (RFC 5545) files for events: the invitation attached to the registration email and the
// "Add to calendar" download. A small generator of our own: one VEVENT, times in UTC, TEXT values
// escaped, lines folded at 75 octets without splitting a character. (The `ics` package would pull
// in a validation library and two more dependencies for these few lines.)

export interface CalendarEntry {
  /** Stable across updates, so a calendar replaces the entry instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** When this version was written (DTSTAMP). */
  stampedAt: Date;
  /** Bumped whenever the event changes (RFC 5545 SEQUENCE). */
  sequence: number;
  url?: string | null;
  location?: string | null;
  cancelled?: boolean;
}

const CRLF = '\r\n';

/** A UTC date-time: 20250102T030405Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into 75-octet pieces (continuations start with one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A whole calendar with one event, lines ending in CRLF. */
export function calendarFile(entry: CalendarEntry, productId = '-//Briefly//Events//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(entry.sequence))}`,
    `DTSTAMP:${icsDateTime(entry.stampedAt)}`,
    `DTSTART:${icsDateTime(entry.startsAt)}`,
    `DTEND:${icsDateTime(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.url ? [`URL:${entry.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: the title's letters and digits, dashed. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
