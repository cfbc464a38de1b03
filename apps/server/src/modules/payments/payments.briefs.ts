import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';

// What settling a payment needs of the briefs module, which owns briefs and funds them (decision 010).
// The briefs module uses payments (card intents, checkout), so payments must not import it: the
// composition hands the payments service the briefs module's funding (`briefFunding`).

/** Where a brief's money came from: a card payment or checkout session, or the brand's wallet. */
export type FundingSource =
  { kind: 'card'; referenceType: 'payment_intent' | 'checkout_session'; referenceId: string } | { kind: 'wallet' };

export interface BriefFunding {
  /**
   * Marks the brand's unfunded brief funded and posts the money into its pool, in the caller's
   * transaction. Null when the brief cannot take it (gone, not the brand's, funded, another reward).
   */
  fundBriefInTx(
    tx: Db,
    args: {
      briefId: string;
      brandId: string;
      amountCents: number;
      source: FundingSource;
      now: Date;
      publish?: boolean;
      events: EventPublisher;
    },
  ): Promise<{ id: string } | null>;
  /** Locks the brief row first, in the order every path that funds or deletes a brief takes. */
  lockBriefInTx(tx: Db, briefId: string): Promise<void>;
}
