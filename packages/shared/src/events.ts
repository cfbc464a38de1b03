import { z } from 'zod';
import { limitParam, pageParam, pageResultFields } from './paging.ts';
import { acceptingReadOnly } from './schema-tools.ts';
import { hasCentsPrecision } from './money.ts';
import {
  EVENT_AGENDA_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_FILTERS,
  EVENT_DESCRIPTION_MAX,
  EVENT_DURATION_MAX,
  EVENT_DURATION_MIN,
  EVENT_FILTERS,
  EVENT_HOST_BIO_MAX,
  EVENT_HOST_NAME_MAX,
  EVENT_LIST_ITEM_MAX,
  EVENT_LIST_ITEMS_MAX,
  EVENT_MESSAGES,
  EVENT_PRICE_MAX,
  EVENT_STATUSES,
  EVENT_TAG_MAX,
  EVENT_TAGS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  EVENT_URL_MAX,
  EVENTS_PAGE_DEFAULT,
  EVENTS_PAGE_MAX,
  isValidTimeZone,
  zonedDateTimeToUtc,
} from './event-rules.ts';

// The events API (docs/product/community.md#events): requests and answers. Rules, limits and texts
// live in ./event-rules.ts (Zod-free, for the public page).

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZEventType = z.enum(EVENT_TYPES, { message: `type must be one of ${EVENT_TYPES.join(', ')}` });
export const ZEventCategory = z.enum(EVENT_CATEGORIES, {
  message: `category must be one of ${EVENT_CATEGORIES.join(', ')}`,
});

const page = pageParam(10_000);
const limit = limitParam(EVENTS_PAGE_MAX, EVENTS_PAGE_DEFAULT);

/** GET /api/events: `filter` and `category` default to all; anything else is refused. */
export const ZEventsQuery = z.object({
  filter: z.preprocess(
    blankToUndefined,
    z.enum(EVENT_FILTERS, { message: EVENT_MESSAGES.filterInvalid }).default('all'),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(EVENT_CATEGORY_FILTERS, { message: EVENT_MESSAGES.categoryInvalid }).default('all'),
  ),
  page,
  limit,
});
export type TEventsQuery = z.infer<typeof ZEventsQuery>;

export const ZEventIdParams = z.object({ id: z.uuid({ message: EVENT_MESSAGES.invalidId }) });

// ---------------------------------------------------------------- answers

export const ZEventHost = z.object({
  /** The member's account when the host is one, else null (a guest). */
  id: z.string().nullable(),
  name: z.string(),
  /** brand, creator, team (Briefly) or guest. */
  type: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
});

export const ZAgendaItem = z.object({ time: z.string(), topic: z.string(), speaker: z.string().nullable() });
export type TAgendaItem = z.infer<typeof ZAgendaItem>;

/** Event (spec §3), plus the instants and the viewer's registration. */
export const ZEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: ZEventType,
  category: ZEventCategory,
  host: ZEventHost,
  /** The start's wall-clock date (YYYY-MM-DD) and time (HH:mm) in `timezone`. */
  date: z.string(),
  time: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** IANA name, e.g. America/New_York. */
  timezone: z.string(),
  /** ISO instants of the start and the end. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** null: no limit. */
  maxAttendees: z.number().int().nullable(),
  /** Registrations now (kept with every registration and cancellation). */
  currentAttendees: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  /** Dollars; 0 when free. */
  price: z.number(),
  currency: z.string(),
  isFree: z.boolean(),
  isLive: z.boolean(),
  isRecorded: z.boolean(),
  /** Shown as Watch Recording once the event has ended. */
  recordingUrl: z.string().nullable(),
  tags: z.array(z.string()),
  requirements: z.array(z.string()),
  learningOutcomes: z.array(z.string()),
  agenda: z.array(ZAgendaItem),
  featured: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Whether the signed-in caller is registered (false for visitors). */
  isRegistered: z.boolean(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** The page's header figures, from the database; null when no event exists to count. */
export const ZEventStats = z.object({
  upcoming: z.number().int().nullable(),
  liveNow: z.number().int().nullable(),
  /** Registrations for every event not cancelled. */
  registrations: z.number().int().nullable(),
  /** Past events with a recording to watch. */
  recordings: z.number().int().nullable(),
});
export type TEventStats = z.infer<typeof ZEventStats>;

export const ZEventsResponse = z.object({
  events: z.array(ZEvent),
  ...pageResultFields,
  stats: ZEventStats,
});
export type TEventsResponse = z.infer<typeof ZEventsResponse>;

export const ZEventResponse = z.object({ event: ZEvent });
export type TEventResponse = z.infer<typeof ZEventResponse>;

/** GET /api/events/:id/registration and the answers of registering and cancelling. */
export const ZEventRegistrationResponse = z.object({
  isRegistered: z.boolean(),
  /** Present on register and cancel: the event as it is now (its seat count moved). */
  event: ZEvent.optional(),
  message: z.string().optional(),
  success: z.boolean().optional(),
});
export type TEventRegistrationResponse = z.infer<typeof ZEventRegistrationResponse>;

// ---------------------------------------------------------------- admin writes

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, `${label} can be at most ${max} characters`)
      .nullish()
      .transform((value) => value ?? null),
  );
const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(EVENT_URL_MAX, `${label} is too long`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be an http(s) link`);
const optionalUrl = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    httpUrl(label)
      .nullish()
      .transform((value) => value ?? null),
  );
/** A list of short texts: trimmed, blanks dropped. */
const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(z.string().max(maxLength * 4), { message: `${label} must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''))
    .pipe(
      z.array(z.string().max(maxLength, `Each of the ${label.toLowerCase()} can be at most ${maxLength} characters`)),
    );

export const ZEventTags = z
  .union([z.array(z.string().max(200)), z.string().max(2_000)], { message: 'tags must be a list of words' })
  .nullish()
  .transform((value) => {
    const items = typeof value === 'string' ? value.split(',') : (value ?? []);
    const seen = new Set<string>();
    const result: string[] = [];
    for (const item of items) {
      const tag = item.trim();
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        result.push(tag);
      }
    }
    return result;
  })
  .pipe(
    z
      .array(z.string().max(EVENT_TAG_MAX, `Each tag can be at most ${EVENT_TAG_MAX} characters`))
      .max(EVENT_TAGS_MAX, `At most ${EVENT_TAGS_MAX} tags`),
  );

export const ZAgendaItemInput = z.object({
  time: requiredText('Agenda time', 20),
  topic: requiredText('Agenda topic', 200),
  speaker: optionalText('Agenda speaker', EVENT_HOST_NAME_MAX),
});

/**
 * POST /api/admin/events and PUT /api/admin/events/:id: the whole event. The start is a wall-clock
 * `date` and `time` in `timezone` (as the spec's Event has them); the server turns it into an instant.
 */
export const ZAdminEventRequest = z
  .strictObject({
    title: requiredText('Title', EVENT_TITLE_MAX),
    description: requiredText('Description', EVENT_DESCRIPTION_MAX),
    type: ZEventType,
    category: ZEventCategory,
    host: z.strictObject({
      name: requiredText('Host name', EVENT_HOST_NAME_MAX),
      type: z
        .enum(['team', 'brand', 'creator', 'guest'], { message: 'host type must be team, brand, creator or guest' })
        .default('guest'),
      avatar: optionalUrl('Host picture'),
      bio: optionalText('Host bio', EVENT_HOST_BIO_MAX),
    }),
    date: z.string({ message: 'Date is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    time: z.string({ message: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (24-hour)'),
    timezone: z
      .string({ message: EVENT_MESSAGES.timeZoneInvalid })
      .refine(isValidTimeZone, EVENT_MESSAGES.timeZoneInvalid),
    duration: z
      .number({ message: 'Duration must be a number of minutes' })
      .int('Duration must be whole minutes')
      .min(EVENT_DURATION_MIN, `Duration must be at least ${EVENT_DURATION_MIN} minutes`)
      .max(EVENT_DURATION_MAX, `Duration can be at most ${EVENT_DURATION_MAX} minutes`),
    maxAttendees: z
      .number({ message: 'Capacity must be a number' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(EVENT_CAPACITY_MAX, `Capacity can be at most ${EVENT_CAPACITY_MAX}`)
      .nullable(),
    price: z
      .number({ message: 'Price must be a number' })
      .min(0, 'Price cannot be negative')
      .max(EVENT_PRICE_MAX, `Price can be at most $${EVENT_PRICE_MAX}`)
      .refine(hasCentsPrecision, 'Price can have at most 2 decimals')
      .default(0),
    isRecorded: z.boolean().default(false),
    recordingUrl: optionalUrl('Recording link'),
    tags: ZEventTags,
    requirements: textList('Requirements', EVENT_LIST_ITEMS_MAX, EVENT_LIST_ITEM_MAX),
    learningOutcomes: textList('Learning outcomes', EVENT_LIST_ITEMS_MAX, EVENT_LIST_ITEM_MAX),
    agenda: z.array(ZAgendaItemInput).max(EVENT_AGENDA_MAX, `At most ${EVENT_AGENDA_MAX} agenda items`).default([]),
    featured: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.recordingUrl && !value.isRecorded)
      context.addIssue({ code: 'custom', path: ['recordingUrl'], message: EVENT_MESSAGES.recordingWithoutRecorded });
    if (isValidTimeZone(value.timezone) && !zonedDateTimeToUtc(value.date, value.time, value.timezone))
      context.addIssue({ code: 'custom', path: ['time'], message: EVENT_MESSAGES.localTimeMissing });
  });
export type TAdminEventRequest = z.input<typeof ZAdminEventRequest>;
/** PUT /api/admin/events/:id: the event as GET returns it may be sent back (its read-only fields are ignored). */
export const ZAdminUpdateEventRequest = acceptingReadOnly(ZAdminEventRequest, ZEvent);
export type TAdminEventInput = z.infer<typeof ZAdminEventRequest>;

export const ZAdminEventsQuery = z.object({ page, limit });
export type TAdminEventsQuery = z.infer<typeof ZAdminEventsQuery>;

export const ZAdminDeleteEventResponse = z.object({
  /** deleted: nobody was registered (or it was already cancelled, or it is over); cancelled: kept, shown as cancelled, registrants told. */
  outcome: z.enum(['deleted', 'cancelled']),
  notified: z.number().int(),
});
export type TAdminDeleteEventResponse = z.infer<typeof ZAdminDeleteEventResponse>;
