import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService, type EventsService } from './events.service.ts';

// Community events (docs/product/community.md#events). Its tables: events, event_registrations.

export function createEventsModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  publicUrl: string;
}): AppModule<{ communityEvents: EventsService }> {
  const events = createEventsService(deps);
  return {
    name: 'events',
    services: { communityEvents: events },
    routes: [(app) => eventsRoutes(app, { events })],
    jobs: [{ name: 'remind-event-registrants', intervalMs: 5 * 60_000, run: () => events.remindDue() }],
  };
}
