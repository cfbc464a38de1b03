// One clock (docs/product/limits-and-messages.md#times-with-their-zone): a moment is written for people
// in one named time zone, and always says which, so a notification, its email and a page read alike.
// Pages pass the viewer's zone; server texts the recipient's (none is stored yet: the event's, else UTC).

import { isValidTimeZone } from './event-rules.ts';

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      day: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/** The first of the candidates that is a real IANA zone name; UTC when none is. */
export function pickTimeZone(...candidates: Array<string | null | undefined>): string {
  return candidates.find((zone): zone is string => typeof zone === 'string' && isValidTimeZone(zone)) ?? 'UTC';
}

/** Where an offset is all the short name says ("GMT+1"), the zone's place is added: "GMT+1, Berlin". */
function withPlace(shortName: string, timeZone: string): string {
  if (!/^GMT[+-]/.test(shortName)) return shortName;
  const place = timeZone.split('/').pop()?.replaceAll('_', ' ');
  return place && place !== timeZone.replace(/^Etc\//, '') ? `${shortName}, ${place}` : shortName;
}

/** "6:00 PM EST", "10:00 AM GMT+1, Berlin", "9:00 AM UTC": the time in the zone, named. */
export function formatZonedTime(instant: Date | string, timeZone: string): string {
  const zone = pickTimeZone(timeZone);
  const parts = formattersFor(zone).time.formatToParts(new Date(instant));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const clock = parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    // Newer ICU puts a narrow no-break space before AM/PM: plain text emails and tests want one space everywhere.
    .replace(/[\u202f\u00a0]/g, ' ')
    .trim();
  return `${clock} ${withPlace(name, zone)}`;
}

/** "Tue, Mar 4, 2026 at 6:00 PM EST": the one way a date and time are written, everywhere. */
export function formatZonedDateTime(instant: Date | string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formattersFor(pickTimeZone(timeZone)).day.format(date)} at ${formatZonedTime(date, timeZone)}`;
}
