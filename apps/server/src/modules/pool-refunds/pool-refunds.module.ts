import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { MoneyViewsService } from '../money-views/index.ts';
import { createPoolRefundsService, type PoolRefundsService } from './pool-refunds.service.ts';
import { createRefundFailuresService, type RefundFailuresService } from './refund-failures.service.ts';
import { poolRefundsRoutes } from './pool-refunds.routes.ts';

// What is left of a brief's pool going back to the brand, and card refunds that fail afterwards.

export interface PoolRefundsModuleDeps {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  moneyViews: Pick<MoneyViewsService, 'briefMoney'>;
  clock?: Clock;
}

export interface PoolRefundsServices {
  poolRefunds: PoolRefundsService;
  refundFailures: RefundFailuresService;
}

/** Pending card refunds are asked of the provider again, with their original keys. */
const RETRY_REFUNDS_JOB_INTERVAL_MS = 5 * 60_000;
const JOB_BATCH = 200;

export function createPoolRefundsModule(deps: PoolRefundsModuleDeps): AppModule<PoolRefundsServices> {
  const refundFailures = createRefundFailuresService(deps);
  const poolRefunds = createPoolRefundsService({ ...deps, views: deps.moneyViews, refundFailures });
  return {
    name: 'pool-refunds',
    services: { poolRefunds, refundFailures },
    routes: [(app) => poolRefundsRoutes(app, { poolRefunds })],
    jobs: [
      {
        name: 'retry-pool-refunds',
        intervalMs: RETRY_REFUNDS_JOB_INTERVAL_MS,
        run: () => poolRefunds.retryPending({ limit: JOB_BATCH }),
      },
    ],
    webhookHandlers: refundFailures.webhookHandlers,
  };
}
