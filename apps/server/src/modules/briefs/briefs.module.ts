import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { BriefActivitySource } from './briefs.activity.ts';
import { briefsRoutes } from './briefs.routes.ts';
import { createBriefsService, type BriefsService } from './briefs.service.ts';

export function createBriefsModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  payments: PaymentsService;
  activity: BriefActivitySource;
}): AppModule<{ briefs: BriefsService }> {
  const briefs = createBriefsService({ ...deps, now: deps.clock });
  return {
    name: 'briefs',
    services: { briefs },
    routes: [(app) => briefsRoutes(app, { briefs })],
    jobs: [{ name: 'archive-expired-briefs', intervalMs: 60_000, run: () => briefs.archiveExpired({}) }],
  };
}
