import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock, PaymentWebhookHandler } from '../../platform/module.ts';
import type { BriefFunding } from './payments.briefs.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService, type FundableBrief, type PaymentsService } from './payments.service.ts';

/** Unapplied payments are re-checked once they are 30 minutes old (the browser had its chance), for a week. */
const UNAPPLIED_PAYMENT_WINDOW = { graceMs: 30 * 60_000, maxAgeMs: 7 * 24 * 60 * 60_000 };

export function createPaymentsModule(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentsProvider;
  events: EventPublisher;
  publicUrl: string;
  findOwnBrief: (brandId: string, briefId: string) => Promise<FundableBrief | null>;
  briefFunding: BriefFunding;
  /** Other modules' provider events (account.updated, refund failures…), registered once every module is built. */
  webhookHandlers: (type: string) => PaymentWebhookHandler | undefined;
}): AppModule<{ payments: PaymentsService }> {
  const payments = createPaymentsService({ ...deps, now: deps.clock });
  return {
    name: 'payments',
    services: { payments },
    routes: [(app) => paymentsRoutes(app, { payments })],
    jobs: [
      {
        name: 'reconcile-unapplied-payments',
        intervalMs: 5 * 60_000,
        run: () => payments.reconcileUnappliedPayments(UNAPPLIED_PAYMENT_WINDOW),
      },
    ],
  };
}
