import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { PayoutsService } from '../payouts/index.ts';
import type { MoneyViewsService } from '../money-views/index.ts';
import { createAwardsService, type AwardsService, type TestPausePoint } from './awards.service.ts';
import { awardsRoutes } from './awards.routes.ts';

// Winners and their awards: distribute, assign, remove, process payouts.

export interface AwardsModuleDeps {
  db: Db;
  events: EventPublisher;
  /** The platform's fee on each cash or credit award (config `PLATFORM_FEE_PERCENT`). */
  platformFeePercent: number;
  payouts: Pick<PayoutsService, 'canReceiveTransfer' | 'claimTransferInTx' | 'transferAssignment' | 'settleCredit'>;
  moneyViews: Pick<MoneyViewsService, 'assignment'>;
  clock?: Clock;
  /** Tests only (config `TEST_PAUSE_AT`): where a crash test holds the process so it can kill it there. */
  testPauseAt?: TestPausePoint | null;
}

/** At the configured point the request never goes on: the process waits there until the test kills it. */
const pauseAt = (configured: TestPausePoint) => (point: TestPausePoint) =>
  point === configured ? new Promise<void>(() => undefined) : Promise.resolve();

export interface AwardsServices {
  awards: AwardsService;
}

export function createAwardsModule(deps: AwardsModuleDeps): AppModule<AwardsServices> {
  const awards = createAwardsService({
    ...deps,
    views: deps.moneyViews,
    testPause: deps.testPauseAt ? pauseAt(deps.testPauseAt) : undefined,
  });
  return {
    name: 'awards',
    services: { awards },
    routes: [(app) => awardsRoutes(app, { awards })],
    jobs: [],
  };
}
