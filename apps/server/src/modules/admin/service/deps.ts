import type { Db } from '../../../db/client.ts';
import type { AuthService } from '../../auth/index.ts';
import type { BriefsService } from '../../briefs/index.ts';
import type { MoneyViewsService } from '../../money-views/index.ts';
import type { SubmissionsService } from '../../submissions/index.ts';

export interface AdminActor {
  id: string;
  ip: string | null;
}

export interface AdminServiceOptions {
  db: Db;
  auth: Pick<AuthService, 'createAccountInTx' | 'updateAccountInTx'>;
  briefs: Pick<BriefsService, 'archiveExpired' | 'updateBrief'>;
  submissions: Pick<SubmissionsService, 'reviewSubmission'>;
  /** The brief's money summary on its detail (the ledger's figures, the awards' paid and held cash). */
  moneyViews: Pick<MoneyViewsService, 'briefMoney'>;
}
