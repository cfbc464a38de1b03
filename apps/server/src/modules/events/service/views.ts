import { eventEndsAt, eventStatus, localDateTime, seatsLeft } from '@briefly/shared/event-rules';
import type { TAdminEventInput, TEvent } from '@briefly/shared/events';
import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { CalendarEntry } from '../events.calendar.ts';
import type * as repo from '../events.repository.ts';

/** Reminders claimed per run of the job; the rest wait for the next run. */
export const REMINDERS_PER_RUN = 500;

/** The start's RFC 5545 SEQUENCE: seconds since 2024 of the last change (grows with every edit). */
export const sequenceOf = (row: repo.EventRow) =>
  Math.max(0, Math.floor((row.updatedAt.getTime() - Date.UTC(2024, 0, 1)) / 1000));

/** `forAdmin`: the recording link as stored (the public sees it only once the event has ended). */
export function toEvent(row: repo.EventRow, now: Date, isRegistered: boolean, forAdmin = false): TEvent {
  const status = eventStatus(row, now);
  const { date, time } = localDateTime(row.startsAt, row.timezone);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    host: { id: row.hostUserId, name: row.hostName, type: row.hostType, avatar: row.hostAvatar, bio: row.hostBio },
    date,
    time,
    duration: row.durationMinutes,
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    endsAt: eventEndsAt(row.startsAt, row.durationMinutes).toISOString(),
    maxAttendees: row.maxAttendees,
    currentAttendees: row.currentAttendees,
    seatsLeft: seatsLeft(row.maxAttendees, row.currentAttendees),
    price: centsToDollars(row.priceCents),
    currency: row.currency.toUpperCase(),
    isFree: row.priceCents === 0,
    isLive: status === 'live',
    isRecorded: row.isRecorded,
    // The recording is offered once the event is over.
    recordingUrl: status === 'completed' || forAdmin ? row.recordingUrl : null,
    tags: row.tags,
    requirements: row.requirements,
    learningOutcomes: row.learningOutcomes,
    agenda: row.agenda.map((item) => ({ time: item.time, topic: item.topic, speaker: item.speaker ?? null })),
    featured: row.featured,
    status,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    isRegistered,
  };
}

/** The calendar entry of an event (the same UID for every version of it). */
export function calendarEntryOf(row: repo.EventRow, args: { publicUrl: string; now: Date }): CalendarEntry {
  const host = new URL(args.publicUrl).hostname || 'briefly';
  const link = new URL(`/events?event=${row.id}`, args.publicUrl).toString();
  return {
    uid: `event-${row.id}@${host}`,
    title: row.title,
    description: [row.description, `Host: ${row.hostName}`, `Details: ${link}`].join('\n\n'),
    startsAt: row.startsAt,
    endsAt: eventEndsAt(row.startsAt, row.durationMinutes),
    stampedAt: args.now,
    sequence: sequenceOf(row),
    url: link,
    location: 'Online',
    cancelled: row.cancelledAt !== null,
  };
}

/** The row values of an admin's event input. */
export function rowValues(input: TAdminEventInput, startsAt: Date): Omit<repo.NewEvent, 'id' | 'createdAt'> {
  return {
    title: input.title,
    description: input.description,
    type: input.type,
    category: input.category,
    hostName: input.host.name,
    hostType: input.host.type,
    hostAvatar: input.host.avatar,
    hostBio: input.host.bio,
    startsAt,
    durationMinutes: input.duration,
    timezone: input.timezone,
    maxAttendees: input.maxAttendees,
    priceCents: dollarsToCents(input.price),
    currency: 'usd',
    isRecorded: input.isRecorded,
    recordingUrl: input.isRecorded ? input.recordingUrl : null,
    tags: input.tags,
    requirements: input.requirements,
    learningOutcomes: input.learningOutcomes,
    agenda: input.agenda,
    featured: input.featured,
  };
}

/** What an audit row keeps of an event. */
export const auditView = (row: repo.EventRow) => ({
  title: row.title,
  type: row.type,
  category: row.category,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  timezone: row.timezone,
  maxAttendees: row.maxAttendees,
  currentAttendees: row.currentAttendees,
  priceCents: row.priceCents,
  featured: row.featured,
  isRecorded: row.isRecorded,
  recordingUrl: row.recordingUrl,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** Thrown inside a registration transaction to undo the seat when a parallel request registered first. */
export class AlreadyRegistered extends Error {}
