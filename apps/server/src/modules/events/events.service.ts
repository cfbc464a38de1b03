import {
  EVENT_MESSAGES,
  EVENT_REMINDER_BEFORE_MS,
  eventEndsAt,
  eventStatus,
  localDateTime,
  seatsLeft,
  zonedDateTimeToUtc,
} from '@briefly/shared/event-rules';
import type {
  TAdminDeleteEventResponse,
  TAdminEventInput,
  TAdminEventsQuery,
  TEvent,
  TEventRegistrationResponse,
  TEventsQuery,
  TEventsResponse,
} from '@briefly/shared/events';
import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { Clock } from '../../platform/module.ts';
import { calendarFile, calendarFileName, type CalendarEntry } from './events.calendar.ts';
import {
  cannotCancelStarted,
  capacityBelowRegistrations,
  eventCancelled,
  eventEnded,
  eventFull,
  eventNotFound,
  eventStarted,
  startInPast,
  ticketsNotSold,
} from './events.errors.ts';
import * as repo from './events.repository.ts';

// Community events (docs/product/community.md#events): the public list and detail, registration
// with a seat count that never passes the capacity, the admin's writes (audited in their
// transaction), the calendar file and the day-before reminder.

export interface Viewer {
  id: string;
  type: UserType;
}
export interface AdminActor {
  id: string;
  ip: string | null;
}

/** Reminders claimed per run of the job; the rest wait for the next run. */
const REMINDERS_PER_RUN = 500;

/** The start's RFC 5545 SEQUENCE: seconds since 2024 of the last change (grows with every edit). */
const sequenceOf = (row: repo.EventRow) =>
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
function rowValues(input: TAdminEventInput, startsAt: Date): Omit<repo.NewEvent, 'id' | 'createdAt'> {
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
const auditView = (row: repo.EventRow) => ({
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
class AlreadyRegistered extends Error {}

export function createEventsService(deps: { db: Db; clock: Clock; events: EventPublisher; publicUrl: string }) {
  const { db, clock, events, publicUrl } = deps;

  async function withViewer(rows: repo.EventRow[], viewer: Viewer | null, now: Date): Promise<TEvent[]> {
    const registered = viewer
      ? await repo.registeredAmong(
          db,
          viewer.id,
          rows.map((row) => row.id),
        )
      : new Set<string>();
    return rows.map((row) => toEvent(row, now, registered.has(row.id)));
  }

  async function list(viewer: Viewer | null, query: TEventsQuery): Promise<TEventsResponse> {
    const now = clock();
    const [{ rows, total }, stats] = await Promise.all([
      repo.listEvents(db, {
        filter: query.filter,
        category: query.category,
        now,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      repo.eventStats(db, now),
    ]);
    // No event at all: nothing to count, so no figure is shown.
    const figure = (value: number) => (stats.events === 0 ? null : value);
    return {
      events: await withViewer(rows, viewer, now),
      total,
      page: query.page,
      limit: query.limit,
      stats: {
        upcoming: figure(stats.upcoming),
        liveNow: figure(stats.liveNow),
        registrations: figure(stats.registrations),
        recordings: figure(stats.recordings),
      },
    };
  }

  async function get(viewer: Viewer | null, id: string): Promise<TEvent> {
    const row = await repo.findEvent(db, id);
    if (!row) throw eventNotFound();
    const [event] = await withViewer([row], viewer, clock());
    return event!;
  }

  /** Visitors are simply not registered (the spec's client asks without a token too). */
  async function registration(viewer: Viewer | null, id: string): Promise<TEventRegistrationResponse> {
    const row = await repo.findEvent(db, id);
    if (!row) throw eventNotFound();
    return { isRegistered: viewer ? await repo.isRegistered(db, id, viewer.id) : false };
  }

  /** Why a seat could not be taken, read from the event as it is now. */
  function closedReason(row: repo.EventRow, now: Date) {
    const status = eventStatus(row, now);
    if (status === 'cancelled') return eventCancelled();
    if (status === 'completed') return eventEnded();
    if (status === 'live') return eventStarted();
    return null;
  }

  /**
   * Registers the caller once: the seat is taken by a conditional update (never past the capacity,
   * however many ask at once), the registration row is written in the same transaction; a second
   * registration changes nothing and answers as the first.
   */
  async function register(viewer: Viewer, id: string): Promise<TEventRegistrationResponse> {
    const now = clock();
    const row = await repo.findEvent(db, id);
    if (!row) throw eventNotFound();
    let created = false;
    if (!(await repo.isRegistered(db, id, viewer.id))) {
      const closed = closedReason(row, now);
      if (closed) throw closed;
      if (row.priceCents > 0) throw ticketsNotSold();
      try {
        await db.transaction(async (tx) => {
          const seated = await repo.takeSeat(tx, id, now);
          if (!seated) {
            const current = await repo.findEvent(tx, id);
            if (!current) throw eventNotFound();
            throw closedReason(current, now) ?? eventFull();
          }
          // Within a day of the start the confirmation is the reminder.
          const soon = seated.startsAt.getTime() - now.getTime() <= EVENT_REMINDER_BEFORE_MS;
          const inserted = await repo.insertRegistration(tx, {
            eventId: id,
            userId: viewer.id,
            createdAt: now,
            remindedAt: soon ? now : null,
          });
          if (!inserted) throw new AlreadyRegistered();
          await events.publish(tx, { type: 'event.registered', eventId: id, userId: viewer.id });
        });
        created = true;
      } catch (error) {
        // A parallel request of the same person may have taken the seat first: that is success.
        if (!(error instanceof AlreadyRegistered) && !(await repo.isRegistered(db, id, viewer.id))) throw error;
      }
    }
    return {
      success: true,
      isRegistered: true,
      event: await get(viewer, id),
      message: created ? EVENT_MESSAGES.registered : EVENT_MESSAGES.alreadyRegistered,
    };
  }

  /** Cancels the caller's registration and frees the seat; allowed until the event starts. */
  async function cancelRegistration(viewer: Viewer, id: string): Promise<TEventRegistrationResponse> {
    const now = clock();
    await db.transaction(async (tx) => {
      const row = await repo.lockEventForSeats(tx, id);
      if (!row) throw eventNotFound();
      const status = eventStatus(row, now);
      if (status === 'live' || status === 'completed') {
        if (await repo.isRegistered(tx, id, viewer.id)) throw cannotCancelStarted();
        return;
      }
      if (await repo.deleteRegistration(tx, id, viewer.id)) await repo.freeSeat(tx, id);
    });
    return {
      success: true,
      isRegistered: false,
      event: await get(viewer, id),
      message: EVENT_MESSAGES.registrationCancelled,
    };
  }

  /** The .ics of an event (the "Add to calendar" download). */
  async function calendar(id: string): Promise<{ fileName: string; content: string }> {
    const row = await repo.findEvent(db, id);
    if (!row) throw eventNotFound();
    return {
      fileName: calendarFileName(row.title),
      content: calendarFile(calendarEntryOf(row, { publicUrl, now: clock() })),
    };
  }

  // ---------------------------------------------------------------- admin

  async function adminList(
    query: TAdminEventsQuery,
  ): Promise<{ events: TEvent[]; total: number; page: number; limit: number }> {
    const now = clock();
    const { rows, total } = await repo.adminListEvents(db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { events: rows.map((row) => toEvent(row, now, false, true)), total, page: query.page, limit: query.limit };
  }

  const startOf = (input: TAdminEventInput) => zonedDateTimeToUtc(input.date, input.time, input.timezone)!;

  async function create(actor: AdminActor, input: TAdminEventInput): Promise<TEvent> {
    const now = clock();
    const startsAt = startOf(input);
    if (startsAt <= now) throw startInPast();
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertEvent(tx, { ...rowValues(input, startsAt), createdAt: now, updatedAt: now });
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.event.created',
        targetId: created.id,
        before: null,
        after: auditView(created),
        ip: actor.ip,
      });
      return created;
    });
    return toEvent(row, now, false, true);
  }

  /**
   * The whole event replaced. The start may move only to the future; the capacity never below the
   * people registered (checked under the row lock registrations also take). A new start or length
   * tells the registrants (with a new calendar file) and makes their reminder due again.
   */
  async function update(actor: AdminActor, id: string, input: TAdminEventInput): Promise<TEvent> {
    const now = clock();
    const startsAt = startOf(input);
    const row = await db.transaction(async (tx) => {
      const before = await repo.lockEvent(tx, id);
      if (!before) throw eventNotFound();
      const moved = startsAt.getTime() !== before.startsAt.getTime();
      if (moved && startsAt <= now) throw startInPast();
      if (input.maxAttendees !== null && input.maxAttendees < before.currentAttendees)
        throw capacityBelowRegistrations(before.currentAttendees);
      const after = await repo.updateEvent(tx, id, { ...rowValues(input, startsAt), updatedAt: now });
      const rescheduled = moved || input.duration !== before.durationMinutes;
      if (moved) await repo.resetReminders(tx, id);
      if (rescheduled && before.currentAttendees > 0 && !before.cancelledAt)
        await events.publish(tx, { type: 'event.rescheduled', eventId: id });
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.event.updated',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
        ip: actor.ip,
      });
      return after;
    });
    return toEvent(row, now, false, true);
  }

  /**
   * An event people registered for that is still to come is cancelled (kept, shown as cancelled,
   * each registrant told); anything else — nobody registered, already cancelled, already over — is
   * deleted with its registrations.
   */
  async function remove(actor: AdminActor, id: string): Promise<TAdminDeleteEventResponse> {
    const now = clock();
    return db.transaction(async (tx) => {
      const row = await repo.lockEvent(tx, id);
      if (!row) throw eventNotFound();
      const status = eventStatus(row, now);
      if (row.currentAttendees > 0 && (status === 'upcoming' || status === 'live')) {
        await repo.cancelEvent(tx, id, now);
        await events.publish(tx, { type: 'event.cancelled', eventId: id, title: row.title });
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'admin.event.cancelled',
          targetId: id,
          before: auditView(row),
          after: { ...auditView(row), cancelledAt: now.toISOString() },
          ip: actor.ip,
        });
        return { outcome: 'cancelled' as const, notified: row.currentAttendees };
      }
      await repo.deleteEvent(tx, id);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.event.deleted',
        targetId: id,
        before: auditView(row),
        after: null,
        ip: actor.ip,
      });
      return { outcome: 'deleted' as const, notified: 0 };
    });
  }

  // ---------------------------------------------------------------- reminders

  /** The job: each registration whose event starts within a day is reminded once (claimed through `reminded_at`). */
  async function remindDue(): Promise<{ reminded: number }> {
    const now = clock();
    const reminded = await db.transaction(async (tx) => {
      const due = await repo.claimDueReminders(tx, {
        now,
        until: new Date(now.getTime() + EVENT_REMINDER_BEFORE_MS),
        limit: REMINDERS_PER_RUN,
      });
      for (const item of due)
        await events.publish(tx, { type: 'event.reminder_due', eventId: item.eventId, userId: item.userId });
      return due.length;
    });
    return { reminded };
  }

  return {
    list,
    get,
    registration,
    register,
    cancelRegistration,
    calendar,
    adminList,
    create,
    update,
    remove,
    remindDue,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
