import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import { systemClock, type Clock } from '../../../platform/module.ts';
import type { PayoutsService } from '../../payouts/index.ts';
import type { MoneyViewsService } from '../../money-views/index.ts';

export interface Actor {
  id: string;
  type: UserType;
}

export interface AwardsServiceOptions {
  db: Db;
  events: EventPublisher;
  platformFeePercent: number;
  /** Cash transfers and credit settlement (the payouts module). */
  payouts: Pick<PayoutsService, 'canReceiveTransfer' | 'claimTransferInTx' | 'transferAssignment' | 'settleCredit'>;
  /** The assignment as reward management shows it (the money views). */
  views: Pick<MoneyViewsService, 'assignment'>;
  clock?: Clock;
  /**
   * Tests only (config `TEST_PAUSE_AT`, off by default): awaited at `award-committed` (distribute's
   * awards committed, their transfers not started) and `payouts-claimed` (process-payouts' claims
   * committed, no transfer started), so a crash test can kill the process there.
   */
  testPause?: (point: TestPausePoint) => Promise<void>;
}

/** Where a crash test may hold the process (config `TEST_PAUSE_AT`). */
export type TestPausePoint = 'award-committed' | 'payouts-claimed';

/** What every awards use case is built from: the options, with the clock defaulted once. */
export type AwardsDeps = Omit<AwardsServiceOptions, 'clock'> & { now: Clock };

export function awardsDeps(options: AwardsServiceOptions): AwardsDeps {
  return { ...options, now: options.clock ?? systemClock };
}
