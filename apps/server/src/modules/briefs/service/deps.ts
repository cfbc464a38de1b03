import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { PaymentsService } from '../../payments/index.ts';
import type { BriefActivitySource } from '../briefs.activity.ts';

export interface BriefsServiceOptions {
  db: Db;
  payments: PaymentsService;
  events: EventPublisher;
  activity: BriefActivitySource;
  now?: () => Date;
}

/** What every briefs use case is built from: the options, with the clock defaulted once. */
export type BriefsDeps = Omit<BriefsServiceOptions, 'now'> & { now: () => Date };

export function briefsDeps(options: BriefsServiceOptions): BriefsDeps {
  return { ...options, now: options.now ?? (() => new Date()) };
}
