import type { Db } from '../../db/client.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { createAccountClosure } from '../auth/index.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type AccountsService, type AccountsServiceOptions } from './accounts.service.ts';

/** The caller's data export and account closing (issue 23, item 7). Owns no table. */
export function createAccountsModule(deps: {
  db: Db;
  clock: Clock;
  payouts: Pick<PayoutsService, 'unsettledOf'>;
  endStreams: (tx: Db, userId: string) => Promise<void>;
  notifications?: AccountsServiceOptions['notifications'];
  photos?: AccountsServiceOptions['photos'];
  /** Per-client limit of the password-checking route (the sign-in routes' AUTH_RATE_LIMIT). */
  rateLimit: { max: number; windowMs: number };
}): AppModule<{ accounts: AccountsService }> {
  const closure = createAccountClosure({ db: deps.db, now: deps.clock, endStreams: deps.endStreams });
  const accounts = createAccountsService({
    db: deps.db,
    clock: deps.clock,
    closure,
    payouts: deps.payouts,
    notifications: deps.notifications,
    photos: deps.photos,
  });
  return {
    name: 'accounts',
    services: { accounts },
    routes: [(app) => accountsRoutes(app, { accounts, clock: deps.clock, rateLimit: deps.rateLimit })],
  };
}
