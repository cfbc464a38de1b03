import type { Db } from '../../db/client.ts';
import {
  createFileStorage,
  uploadSpoolDir,
  type FileStorage,
  type S3StorageConfig,
} from '../../platform/file-storage.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import type { PayoutsService, WithdrawalsService } from '../payouts/index.ts';
import { disputesRoutes } from './disputes.routes.ts';
import { createDisputesService, type DisputesService } from './disputes.service.ts';

// Disputes with a referee (docs/product/disputes.md, decision 046). Its tables: disputes,
// dispute_messages; its files: evidence in FileStorage (`disputes/…`, the store messaging's
// attachments use). Disputes past their answer deadline are one of the things that need an admin.

export function createDisputesModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  platformFeePercent: number;
  payouts: Pick<PayoutsService, 'transferAssignment'>;
  withdrawals: Pick<WithdrawalsService, 'completeWithdrawal'>;
  dataDir: string;
  s3: S3StorageConfig | null;
  /** Evidence uploads per user and window. */
  rateLimit: { max: number; windowMs: number };
  /** Replaces the storage chosen by config (tests). */
  storage?: FileStorage;
}): AppModule<{ disputes: DisputesService }> {
  const storage = deps.storage ?? createFileStorage({ dataDir: deps.dataDir, s3: deps.s3 });
  const disputes = createDisputesService({ ...deps, storage });
  const spoolDir = uploadSpoolDir(deps.dataDir);
  return {
    name: 'disputes',
    services: { disputes },
    routes: [(app) => disputesRoutes(app, { disputes, spoolDir, rateLimit: deps.rateLimit })],
    jobs: [],
    attentionSources: [
      {
        kind: 'disputes.past_answer_deadline',
        label: 'Disputes past their answer deadline',
        collect: ({ limit }) => disputes.attention(limit),
      },
    ],
  };
}
