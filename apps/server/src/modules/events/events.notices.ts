import { formatZonedDateTime, pickTimeZone } from '@briefly/shared/zoned-time';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import { calendarFile, calendarFileName } from './events.calendar.ts';
import * as repo from './events.repository.ts';
import { calendarEntryOf } from './events.service.ts';

// What the notifications module needs to word an event's notifications (read inside its delivery
// transaction): the title, the start as people read it, and the calendar file.

export interface EventNotice {
  id: string;
  title: string;
  /** "Tue, Mar 4, 2026 at 6:00 PM EST": the start on the recipient's clock (their zone, else the event's), named. */
  startsText: (recipientTimeZone: string | null) => string;
  startsAt: Date;
  cancelled: boolean;
  calendar: MailAttachment;
}

/**
 * The start as a notification and its email write it: in the recipient's zone when the account has one,
 * else the event's own zone (UTC if that is not a zone) — always with the zone's name (decision 039).
 */
export function startsText(startsAt: Date, eventTimeZone: string, recipientTimeZone?: string | null): string {
  return formatZonedDateTime(startsAt, pickTimeZone(recipientTimeZone, eventTimeZone));
}

export async function eventNotice(
  tx: Db,
  eventId: string,
  args: { publicUrl: string; now: Date },
): Promise<EventNotice | null> {
  const row = await repo.findEvent(tx, eventId);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    startsText: (recipientTimeZone) => startsText(row.startsAt, row.timezone, recipientTimeZone),
    startsAt: row.startsAt,
    cancelled: row.cancelledAt !== null,
    calendar: {
      filename: calendarFileName(row.title),
      contentType: 'text/calendar; charset=utf-8; method=' + (row.cancelledAt ? 'CANCEL' : 'PUBLISH'),
      content: calendarFile(calendarEntryOf(row, args)),
    },
  };
}

/** Whether the person is still registered (a reminder for a registration cancelled since is dropped). */
export const stillRegistered = (tx: Db, eventId: string, userId: string) => repo.isRegistered(tx, eventId, userId);

/** The people registered for an event (told when it is cancelled or moved). */
export const eventRegistrants = (tx: Db, eventId: string) => repo.registrantIds(tx, eventId);
