import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { PaymentsProvider } from '../integrations/payments/provider.ts';
import type { EventPublisher } from '../platform/outbox/domain-events.ts';
import type { Clock } from '../platform/module.ts';
import { createPayoutsModule } from '../modules/payouts/index.ts';
import { createMoneyViewsModule } from '../modules/money-views/index.ts';
import { createAwardsModule } from '../modules/awards/index.ts';
import { createPoolRefundsModule } from '../modules/pool-refunds/index.ts';

type PayoutsModuleDeps = Parameters<typeof createPayoutsModule>[0];

/** Rewards money (decision 007): payouts, the money views, awards, pool refunds. */
export function composeRewardsMoney(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentsProvider;
  events: EventPublisher;
  config: Config;
  requireVerifiedEmail: PayoutsModuleDeps['requireVerifiedEmail'];
}) {
  const { db, clock, provider, events, config } = deps;
  const payouts = createPayoutsModule({
    db,
    clock,
    provider,
    events,
    publicUrl: config.publicUrl,
    requireVerifiedEmail: deps.requireVerifiedEmail,
  });
  const moneyViews = createMoneyViewsModule({ db, payouts: payouts.services.payouts });
  const awards = createAwardsModule({
    db,
    clock,
    events,
    platformFeePercent: config.platformFeePercent,
    payouts: payouts.services.payouts,
    moneyViews: moneyViews.services.moneyViews,
    testPauseAt: config.testPauseAt,
  });
  const poolRefunds = createPoolRefundsModule({
    db,
    clock,
    provider,
    events,
    moneyViews: moneyViews.services.moneyViews,
  });
  return { payouts, moneyViews, awards, poolRefunds };
}
