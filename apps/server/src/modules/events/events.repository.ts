import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventCategoryFilter, EventFilter } from '@briefly/shared/event-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, eventRegistrations, events } from '../../db/schema/index.ts';

// All of the events module's queries. Functions take the executor (db or transaction) first.
// The seat count (`current_attendees`) changes only here, in the transaction that adds or removes
// a registration, under the table's CHECK (current_attendees <= max_attendees).

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

/** The end of an event, as SQL. */
const endsAt = sql`(${events.startsAt} + ${events.durationMinutes} * interval '1 minute')`;

function listConditions(filter: EventFilter, category: EventCategoryFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter === 'upcoming') conditions.push(sql`${events.cancelledAt} is null and ${events.startsAt} > ${now}`);
  else if (filter === 'live')
    conditions.push(sql`${events.cancelledAt} is null and ${events.startsAt} <= ${now} and ${endsAt} > ${now}`);
  else if (filter !== 'all') conditions.push(eq(events.type, filter));
  if (category !== 'all') conditions.push(eq(events.category, category));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of events: those not over yet (live, then upcoming soonest first), then past and
 * cancelled ones, most recent first. One query for the page and one for the count.
 */
export async function listEvents(
  db: Db,
  args: { filter: EventFilter; category: EventCategoryFilter; now: Date; limit: number; offset: number },
) {
  const where = listConditions(args.filter, args.category, args.now);
  const isOver = sql`(${events.cancelledAt} is not null or ${endsAt} <= ${args.now})`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(
        asc(isOver),
        sql`case when not ${isOver} then ${events.startsAt} end asc`,
        desc(events.startsAt),
        asc(events.id),
      )
      .limit(args.limit)
      .offset(args.offset),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The page's figures; `events` is 0 when there are none at all. */
export async function eventStats(
  db: Db,
  now: Date,
): Promise<{ events: number; upcoming: number; liveNow: number; registrations: number; recordings: number }> {
  const [row] = await queryRows<{
    events: string;
    upcoming: string;
    live_now: string;
    registrations: string | null;
    recordings: string;
  }>(
    db,
    sql`select count(*) as events,
               count(*) filter (where ${events.cancelledAt} is null and ${events.startsAt} > ${now}) as upcoming,
               count(*) filter (where ${events.cancelledAt} is null and ${events.startsAt} <= ${now} and ${endsAt} > ${now}) as live_now,
               sum(${events.currentAttendees}) filter (where ${events.cancelledAt} is null) as registrations,
               count(*) filter (where ${events.recordingUrl} is not null and ${endsAt} <= ${now}) as recordings
        from ${events}`,
  );
  return {
    events: Number(row?.events ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    liveNow: Number(row?.live_now ?? 0),
    registrations: Number(row?.registrations ?? 0),
    recordings: Number(row?.recordings ?? 0),
  };
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The event row, locked against registrations and other admin changes until the transaction ends. */
export async function lockEvent(tx: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** Which of these events the user is registered for. */
export async function registeredAmong(db: Db, userId: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, eventIds)));
  return new Set(rows.map((row) => row.eventId));
}

/**
 * Takes a seat: one statement that adds one only while a seat is free and registration is open,
 * so parallel registrations never pass the capacity (the row lock orders them). Null when it did not.
 */
export async function takeSeat(tx: Db, eventId: string, now: Date): Promise<EventRow | undefined> {
  const [row] = await tx
    .update(events)
    .set({ currentAttendees: sql`${events.currentAttendees} + 1` })
    .where(
      and(
        eq(events.id, eventId),
        sql`${events.cancelledAt} is null and ${events.startsAt} > ${now}`,
        sql`(${events.maxAttendees} is null or ${events.currentAttendees} < ${events.maxAttendees})`,
      ),
    )
    .returning();
  return row;
}

export async function freeSeat(tx: Db, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ currentAttendees: sql`greatest(${events.currentAttendees} - 1, 0)` })
    .where(eq(events.id, eventId));
}

/** Locks the event row for a registration change (the same order as `takeSeat`: event, then registration). */
export async function lockEventForSeats(tx: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
  return row;
}

/** False when the user was already registered. */
export async function insertRegistration(
  tx: Db,
  values: { eventId: string; userId: string; createdAt: Date; remindedAt: Date | null },
): Promise<boolean> {
  const rows = await tx
    .insert(eventRegistrations)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: eventRegistrations.eventId });
  return rows.length > 0;
}

/** False when there was no registration to remove. */
export async function deleteRegistration(tx: Db, eventId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .returning({ eventId: eventRegistrations.eventId });
  return rows.length > 0;
}

export async function isRegistered(db: Db, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row !== undefined;
}

/** The active accounts registered for an event. */
export async function registrantIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select r.user_id from ${eventRegistrations} r join users u on u.id = r.user_id
        where r.event_id = ${eventId} and u.status = 'active' and u.deleted_at is null order by r.created_at`,
  );
  return rows.map((row) => row.user_id);
}

/** A changed start: reminders are due again for the new day (those already inside the window are told by the change itself). */
export async function resetReminders(tx: Db, eventId: string): Promise<void> {
  await tx.update(eventRegistrations).set({ remindedAt: null }).where(eq(eventRegistrations.eventId, eventId));
}

/**
 * Claims the day-before reminders now due (the start within `until`, event not cancelled): sets
 * `reminded_at` with a compare-and-set, skipping rows another process holds, so each registration is
 * reminded once however many processes run the job.
 */
export async function claimDueReminders(
  tx: Db,
  args: { now: Date; until: Date; limit: number },
): Promise<Array<{ eventId: string; userId: string }>> {
  const rows = await queryRows<{ event_id: string; user_id: string }>(
    tx,
    sql`update ${eventRegistrations} r set reminded_at = ${args.now}
        where (r.event_id, r.user_id) in (
          select r2.event_id, r2.user_id from ${eventRegistrations} r2 join ${events} e on e.id = r2.event_id
          where r2.reminded_at is null and e.cancelled_at is null and e.starts_at > ${args.now} and e.starts_at <= ${args.until}
          order by e.starts_at limit ${args.limit}
          for update of r2 skip locked)
        and r.reminded_at is null
        returning r.event_id, r.user_id`,
  );
  return rows.map((row) => ({ eventId: row.event_id, userId: row.user_id }));
}

// ---------------------------------------------------------------- admin writes

export async function insertEvent(tx: Db, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(tx: Db, id: string, values: Partial<NewEvent>): Promise<EventRow> {
  const [row] = await tx.update(events).set(values).where(eq(events.id, id)).returning();
  return row!;
}

export async function cancelEvent(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(events).set({ cancelledAt: at, updatedAt: at }).where(eq(events.id, id));
}

export async function deleteEvent(tx: Db, id: string): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}

/** Every event for the admin list: newest start first. */
export async function adminListEvents(db: Db, args: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(events).orderBy(desc(events.startsAt), asc(events.id)).limit(args.limit).offset(args.offset),
    db.select({ value: count() }).from(events),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface AuditEntry {
  actorId: string;
  action: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** The admin's change, in the transaction that makes it. */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'event',
    targetId: entry.targetId,
    data: { before: entry.before, after: entry.after },
    ip: entry.ip,
  });
}
