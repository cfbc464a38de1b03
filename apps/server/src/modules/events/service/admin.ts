import { eventStatus, zonedDateTimeToUtc } from '@briefly/shared/event-rules';
import type { TAdminDeleteEventResponse, TAdminEventInput, TAdminEventsQuery, TEvent } from '@briefly/shared/events';
import { capacityBelowRegistrations, eventNotFound, startInPast } from '../events.errors.ts';
import * as repo from '../events.repository.ts';
import { auditView, rowValues, toEvent } from './views.ts';
import type { EventsDeps, AdminActor } from './deps.ts';

/** The admin's events: the list, and writes audited in their transaction. */
export function adminUseCases(deps: EventsDeps) {
  const { db, clock, events } = deps;

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

  return { adminList, create, update, remove };
}
