import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/events/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { MoneyViewsService } from '../money-views/money-views.service.ts';
import { createAwardsService, type AwardsService } from './awards.service.ts';
import { awardsRoutes } from './awards.routes.ts';

// Winners and their awards: distribute, assign, remove, process payouts.

export interface AwardsModuleDeps {
  db: Db;
  events: EventPublisher;
  /** The platform's fee on each cash or credit award (config `PLATFORM_FEE_PERCENT`). */
  platformFeePercent: number;
  payouts: Pick<PayoutsService, 'transferAssignment' | 'settleCredit'>;
  moneyViews: Pick<MoneyViewsService, 'assignment'>;
  clock?: Clock;
}

export interface AwardsServices {
  awards: AwardsService;
}

export function createAwardsModule(deps: AwardsModuleDeps): AppModule<AwardsServices> {
  const awards = createAwardsService({ ...deps, views: deps.moneyViews });
  return {
    name: 'awards',
    services: { awards },
    routes: [(app) => awardsRoutes(app, { awards })],
    jobs: [],
  };
}
