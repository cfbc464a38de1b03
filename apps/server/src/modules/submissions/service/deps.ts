import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { BriefsService } from '../../briefs/index.ts';
import type { PayoutAccountHint } from '../submissions.mappers.ts';

export interface Actor {
  id: string;
  type: UserType;
}

/**
 * Where the brand's winner-selection hints come from (hasStripeAccount and the account's status;
 * docs/product/rewards-and-payouts.md#payout-account-hints): the stored payout accounts of modules/payouts.
 */
export interface PayoutAccountDirectory {
  hintsFor(creatorIds: string[]): Promise<Map<string, PayoutAccountHint>>;
}

export interface SubmissionsServiceOptions {
  db: Db;
  events: EventPublisher;
  briefs: Pick<BriefsService, 'briefForApplication' | 'listForCreator' | 'isOwnBrief'>;
  payoutAccounts: PayoutAccountDirectory;
  now?: () => Date;
}

/** What every submissions use case is built from: the options, with the clock defaulted once. */
export type SubmissionsDeps = Omit<SubmissionsServiceOptions, 'now'> & { now: () => Date };

export function submissionsDeps(options: SubmissionsServiceOptions): SubmissionsDeps {
  return { ...options, now: options.now ?? (() => new Date()) };
}
