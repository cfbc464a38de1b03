import { EVENT_MESSAGES, EVENT_REMINDER_BEFORE_MS, eventStatus } from '@briefly/shared/event-rules';
import type { TEventRegistrationResponse } from '@briefly/shared/events';
import {
  cannotCancelStarted,
  eventCancelled,
  eventEnded,
  eventFull,
  eventNotFound,
  eventStarted,
  ticketsNotSold,
} from '../events.errors.ts';
import * as repo from '../events.repository.ts';
import { AlreadyRegistered, REMINDERS_PER_RUN } from './views.ts';
import type { EventsDeps, Viewer } from './deps.ts';
import type { PublicUseCases } from './public.ts';

/** Registrations: whether one is registered, taking a seat (never past the capacity), cancelling, the reminder. */
export function registrationUseCases(deps: EventsDeps, { get }: Pick<PublicUseCases, 'get'>) {
  const { db, clock, events } = deps;

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

  return { registration, register, cancelRegistration, remindDue };
}
