import type { Db } from '../../db/client.ts';
import type { AppModule } from '../../platform/module.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { createMoneyViewsService, type MoneyViewsService } from './money-views.service.ts';
import { moneyViewsRoutes } from './money-views.routes.ts';

// Read models of the rewards money.

export interface MoneyViewsModuleDeps {
  db: Db;
  payouts: Pick<PayoutsService, 'unsettledOf'>;
}

export interface MoneyViewsServices {
  moneyViews: MoneyViewsService;
}

export function createMoneyViewsModule(deps: MoneyViewsModuleDeps): AppModule<MoneyViewsServices> {
  const moneyViews = createMoneyViewsService(deps);
  return {
    name: 'money-views',
    services: { moneyViews },
    routes: [(app) => moneyViewsRoutes(app, { moneyViews })],
    jobs: [],
  };
}
