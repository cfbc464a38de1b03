// Events (docs/product/community.md#events): the product's rules, limits and texts, Zod-free so the
// public events page loads them without the validation library. Contracts are in ./events.ts.

export const EVENT_TYPES = ['webinar', 'workshop', 'networking', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_CATEGORIES = ['education', 'networking', 'business', 'creative', 'technical'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The list's filter (spec §2): a time window or an event type. */
export const EVENT_FILTERS = ['all', 'upcoming', 'live', 'webinar', 'workshop', 'networking'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const EVENT_CATEGORY_FILTERS = ['all', ...EVENT_CATEGORIES] as const;
export type EventCategoryFilter = (typeof EVENT_CATEGORY_FILTERS)[number];

export const EVENT_STATUSES = ['upcoming', 'live', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_FILTER_LABELS: Record<EventFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  live: 'Live Now',
  webinar: 'Webinars',
  workshop: 'Workshops',
  networking: 'Networking',
};
export const EVENT_CATEGORY_LABELS: Record<EventCategoryFilter, string> = {
  all: 'All',
  education: 'Education',
  networking: 'Networking',
  business: 'Business',
  creative: 'Creative',
  technical: 'Technical',
};
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  webinar: 'Webinar',
  workshop: 'Workshop',
  networking: 'Networking',
  conference: 'Conference',
};
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live Now',
  completed: 'Ended',
  cancelled: 'Cancelled',
};

// ---------------------------------------------------------------- limits

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5_000;
export const EVENT_HOST_NAME_MAX = 120;
export const EVENT_HOST_BIO_MAX = 1_000;
export const EVENT_TAGS_MAX = 10;
export const EVENT_TAG_MAX = 30;
/** Requirements and learning outcomes: items per list and characters per item. */
export const EVENT_LIST_ITEMS_MAX = 20;
export const EVENT_LIST_ITEM_MAX = 300;
export const EVENT_AGENDA_MAX = 30;
export const EVENT_DURATION_MIN = 5;
export const EVENT_DURATION_MAX = 24 * 60;
export const EVENT_CAPACITY_MAX = 100_000;
/** Dollars. */
export const EVENT_PRICE_MAX = 10_000;
export const EVENT_URL_MAX = 2_000;
export const EVENTS_PAGE_DEFAULT = 60;
export const EVENTS_PAGE_MAX = 100;
/** Cards show this many tags, then '+N more' (spec §9). */
export const EVENT_TAGS_SHOWN = 3;
/** The reminder goes this long before the start. */
export const EVENT_REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  invalidId: 'Invalid event ID',
  full: 'Event Full',
  fullError: 'Event Full: every seat of this event is taken.',
  ended: 'This event has ended; registration is closed.',
  started: 'This event has already started; registration is closed.',
  cancelled: 'This event was cancelled.',
  paid: 'Tickets for paid events are not sold on Briefly. Follow the host’s own link to buy one.',
  cannotCancelStarted: 'This event has already started; your registration can no longer be cancelled.',
  registeredOnly: 'Only brand and creator accounts can register for events.',
  registered: 'You are registered. A confirmation with a calendar invitation is on its way to your email.',
  alreadyRegistered: 'You are already registered for this event.',
  registrationCancelled: 'Your registration was cancelled.',
  capacityBelowRegistrations: (registered: number) =>
    `Capacity cannot be lower than the ${registered} ${registered === 1 ? 'person' : 'people'} already registered.`,
  startInPast: 'The start must be in the future.',
  timeZoneInvalid: 'Choose a valid time zone (for example America/New_York).',
  localTimeMissing: 'That time does not exist in this time zone (the clocks change then). Choose another time.',
  recordingWithoutRecorded: 'A recording link needs “Recorded” to be on.',
  filterInvalid: `filter must be one of ${EVENT_FILTERS.join(', ')}`,
  categoryInvalid: `category must be one of ${EVENT_CATEGORY_FILTERS.join(', ')}`,
  loadFailed: 'Failed to load events',
} as const;

// ---------------------------------------------------------------- rules

/** When an event ends: its start plus its duration. */
export const eventEndsAt = (startsAt: Date, durationMinutes: number) =>
  new Date(startsAt.getTime() + durationMinutes * 60_000);

/** upcoming before the start, live until the end, then completed; cancelled whatever the time. */
export function eventStatus(
  event: { startsAt: Date; durationMinutes: number; cancelledAt: Date | null },
  now: Date,
): EventStatus {
  if (event.cancelledAt) return 'cancelled';
  if (now < event.startsAt) return 'upcoming';
  if (now < eventEndsAt(event.startsAt, event.durationMinutes)) return 'live';
  return 'completed';
}

/** Seats still free; null when the event has no limit. */
export const seatsLeft = (maxAttendees: number | null, currentAttendees: number) =>
  maxAttendees === null ? null : Math.max(0, maxAttendees - currentAttendees);

/** The first tags a card shows and how many more there are ('+N more'). */
export function visibleTags(tags: readonly string[], shown = EVENT_TAGS_SHOWN): { shown: string[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
export const moreTagsLabel = (more: number) => `+${more} more`;

/**
 * What the registration button shows for this viewer, in priority order: registered wins (so a
 * registered person sees it even when the event is full), then cancelled, ended, live, full, paid.
 */
export type RegistrationState = 'registered' | 'cancelled' | 'ended' | 'live' | 'full' | 'paid' | 'open';
export function registrationState(event: {
  status: EventStatus;
  isRegistered: boolean;
  isFree: boolean;
  maxAttendees: number | null;
  currentAttendees: number;
}): RegistrationState {
  if (event.isRegistered && event.status !== 'cancelled') return 'registered';
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'completed') return 'ended';
  if (event.status === 'live') return 'live';
  if (seatsLeft(event.maxAttendees, event.currentAttendees) === 0) return 'full';
  if (!event.isFree) return 'paid';
  return 'open';
}

// ---------------------------------------------------------------- time zones

// Names already found valid: asking the runtime builds a formatter, slow when a page writes many times.
// Bounded, since any casing of a name is valid and the input can be anyone's.
const knownZones = new Set<string>();

/** Whether the runtime knows this IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(timeZone);
  return true;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(
  instant: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const values = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(instant))
    if (part.type in values) values[part.type as keyof typeof values] = Number(part.value);
  return values;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) of an instant in a time zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = partsIn(instant, timeZone);
  return {
    date: `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a wall-clock date and time in a time zone names; null when the input is not a date
 * or a time, or names a time the zone skips (clocks going forward). A time that happens twice (clocks
 * going back) is the first of the two.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const dateMatch = DATE_PATTERN.exec(date);
  const timeMatch = TIME_PATTERN.exec(time);
  if (!dateMatch || !timeMatch || !isValidTimeZone(timeZone)) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const naive = Date.UTC(year, month - 1, day, Number(timeMatch[1]), Number(timeMatch[2]));
  const check = new Date(naive);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Two candidate offsets (before and after a change near this time); the earliest that reads back right wins.
  const candidates = [
    ...new Set([
      offsetAt(naive - 86_400_000, timeZone),
      offsetAt(naive + 86_400_000, timeZone),
      offsetAt(naive, timeZone),
    ]),
  ]
    .map((offset) => naive - offset)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const back = localDateTime(new Date(instant), timeZone);
    if (back.date === date && back.time === time) return new Date(instant);
  }
  return null;
}
