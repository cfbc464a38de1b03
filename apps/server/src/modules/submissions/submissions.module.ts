import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { submissionsRoutes } from './submissions.routes.ts';
import {
  createSubmissionsService,
  type PayoutAccountDirectory,
  type SubmissionsService,
  type SubmissionsServiceOptions,
} from './submissions.service.ts';

export function createSubmissionsModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  briefs: SubmissionsServiceOptions['briefs'];
  payoutAccounts: PayoutAccountDirectory;
}): AppModule<{ submissions: SubmissionsService }> {
  const submissions = createSubmissionsService({ ...deps, now: deps.clock });
  return { name: 'submissions', services: { submissions }, routes: [(app) => submissionsRoutes(app, { submissions })] };
}
