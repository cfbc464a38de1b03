import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { createPayoutsService, type PayoutsService } from './payouts.service.ts';
import { createPayoutAccountsService, type PayoutAccountsService } from './payout-accounts.service.ts';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals.service.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { reconcileTransfers, releaseHeldPayouts } from './payouts.jobs.ts';

// Money leaving the platform for creators: cash transfers of awards, payout accounts, withdrawals.

export interface PayoutsModuleDeps {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  /** Onboarding links may only return to pages of this origin. */
  publicUrl: string;
  clock?: Clock;
  /** 403 EMAIL_NOT_VERIFIED for an address nobody has proved: money does not leave for it (decision 020). */
  requireVerifiedEmail?: (userId: string) => Promise<void>;
}

export interface PayoutsServices {
  /** Cash transfers of awards (awards and pool refunds use it; the jobs retry it). */
  payouts: PayoutsService;
  payoutAccounts: PayoutAccountsService;
  withdrawals: WithdrawalsService;
}

/** Held cash is released as soon as account.updated arrives; the job is the safety net. */
const RELEASE_HELD_JOB_INTERVAL_MS = 10 * 60_000;
const RECONCILE_TRANSFERS_JOB_INTERVAL_MS = 5 * 60_000;

export function createPayoutsModule(deps: PayoutsModuleDeps): AppModule<PayoutsServices> {
  const payouts = createPayoutsService(deps);
  const payoutAccounts = createPayoutAccountsService({ ...deps, releaseHeldPayouts: payouts.releaseHeldPayouts });
  const withdrawals = createWithdrawalsService(deps);
  return {
    name: 'payouts',
    services: { payouts, payoutAccounts, withdrawals },
    routes: [
      (app) =>
        payoutsRoutes(app, {
          payoutAccounts,
          withdrawals,
          requireVerifiedEmail: deps.requireVerifiedEmail ?? (async () => {}),
        }),
    ],
    jobs: [
      {
        name: 'release-held-payouts',
        intervalMs: RELEASE_HELD_JOB_INTERVAL_MS,
        run: () => releaseHeldPayouts({ payouts }),
      },
      {
        name: 'reconcile-transfers',
        intervalMs: RECONCILE_TRANSFERS_JOB_INTERVAL_MS,
        run: () => reconcileTransfers({ payouts, withdrawals }),
      },
    ],
    webhookHandlers: { 'account.updated': payoutAccounts.accountUpdated },
  };
}
