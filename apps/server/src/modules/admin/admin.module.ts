import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { AppModule, AttentionSource, Clock } from '../../platform/module.ts';
import type { MessagingService } from '../messaging/index.ts';
import {
  builtInAttentionSources,
  createAttentionService,
  reportedConversationsSource,
  type AttentionService,
  type AttentionThresholds,
} from './admin-attention.ts';
import { createAdminExports } from './admin-export.ts';
import { createAdminJobs } from './admin-jobs.ts';
import { adminJobsRoutes } from './admin-jobs.routes.ts';
import { createAdminMoneyService, type AdminMoneyService } from './admin-money.service.ts';
import { adminOperationsRoutes } from './admin-operations.routes.ts';
import { createReconciliation } from './admin-reconciliation.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminService, type AdminServiceOptions } from './admin.service.ts';

export function createAdminModule(deps: {
  db: Db;
  clock: Clock;
  auth: AdminServiceOptions['auth'];
  briefs: AdminServiceOptions['briefs'];
  submissions: AdminServiceOptions['submissions'];
  moneyViews: AdminServiceOptions['moneyViews'];
  messaging: Pick<MessagingService, 'listReports'>;
  provider: Pick<PaymentsProvider, 'mode' | 'listMoneyActivity'>;
  attention: AttentionThresholds;
  /** Every module's attention sources, this one's included (composition collects them after building the modules). */
  attentionSources: () => AttentionSource[];
  /** The job runner's queue names (composition builds the runner after the modules, so asked lazily). */
  jobQueues?: () => readonly string[];
}): AppModule<{ admin: AdminService; adminMoney: AdminMoneyService; adminAttention: AttentionService }> {
  const { db, clock } = deps;
  const admin = createAdminService(deps);
  const attention = createAttentionService({ sources: deps.attentionSources, clock });
  const money = createAdminMoneyService({
    db,
    clock,
    paymentsMode: deps.provider.mode,
    attentionSummary: attention.summary,
  });
  const reconciliation = createReconciliation({ db, clock, provider: deps.provider });
  const exports = createAdminExports({ db, admin, money, clock });
  return {
    name: 'admin',
    services: { admin, adminMoney: money, adminAttention: attention },
    routes: [
      (app) => adminRoutes(app, { admin }),
      (app) => adminOperationsRoutes(app, { db, money, attention, reconciliation, exports }),
      (app) => adminJobsRoutes(app, { jobs: createAdminJobs({ db, clock, knownQueues: deps.jobQueues }) }),
    ],
    // Reported conversations are the messaging module's, read through its service.
    attentionSources: [...builtInAttentionSources(db, deps.attention), reportedConversationsSource(deps.messaging)],
  };
}
