import type { TEvent, TEventsQuery, TEventsResponse } from '@briefly/shared/events';
import { calendarFile, calendarFileName } from '../events.calendar.ts';
import { eventNotFound } from '../events.errors.ts';
import * as repo from '../events.repository.ts';
import { calendarEntryOf, toEvent } from './views.ts';
import type { EventsDeps, Viewer } from './deps.ts';

/** The public list and detail of events, as the viewer sees them, and an event's calendar file. */
export function publicUseCases(deps: EventsDeps) {
  const { db, clock, publicUrl } = deps;

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

  /** The .ics of an event (the "Add to calendar" download). */
  async function calendar(id: string): Promise<{ fileName: string; content: string }> {
    const row = await repo.findEvent(db, id);
    if (!row) throw eventNotFound();
    return {
      fileName: calendarFileName(row.title),
      content: calendarFile(calendarEntryOf(row, { publicUrl, now: clock() })),
    };
  }

  return { list, get, calendar };
}

export type PublicUseCases = ReturnType<typeof publicUseCases>;
