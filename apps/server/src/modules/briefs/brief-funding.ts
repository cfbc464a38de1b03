import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import {
  brandWalletAccount,
  briefPoolAccount,
  EXTERNAL_CARD_PAYMENTS,
  LEDGER_KINDS,
  move,
  postTransaction,
} from '../ledger/index.ts';
import type { BriefFunding, FundingSource } from '../payments/index.ts';
import * as repo from './briefs.repository.ts';

// Funding a brief inside the caller's transaction: the compare-and-set on the brief and the
// ledger posting commit together or not at all (docs/product/money-and-ledger.md#ledger).

/**
 * Marks the brand's unfunded brief funded (and a draft published) when its reward is exactly
 * `amountCents`, and posts the money into its pool. Null when the brief is not fundable (gone,
 * not the brand's, already funded, or another reward): the caller decides where the money goes.
 */
export async function fundBriefInTx(
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
): Promise<repo.BriefRow | null> {
  const brief = await repo.markFunded(tx, {
    id: args.briefId,
    brandId: args.brandId,
    amountCents: args.amountCents,
    now: args.now,
    publish: args.publish ?? true,
  });
  if (!brief) return null;
  // An unfunded brief is never published: published now means it was published by this funding.
  await announceIfNowPublic(tx, args.events, null, brief);
  const pool = briefPoolAccount(brief.id);
  if (args.source.kind === 'card') {
    await postTransaction(tx, {
      kind: LEDGER_KINDS.cardPayment,
      referenceType: args.source.referenceType,
      referenceId: args.source.referenceId,
      entries: move(EXTERNAL_CARD_PAYMENTS, pool, args.amountCents),
    });
  } else {
    await postTransaction(tx, {
      kind: LEDGER_KINDS.walletToBrief,
      referenceType: 'brief',
      referenceId: brief.id,
      entries: move(brandWalletAccount(args.brandId), pool, args.amountCents),
    });
  }
  return brief;
}

/** Locks a brief row first, so every path that funds or deletes a brief takes its locks in one order. */
export async function lockBriefInTx(tx: Db, briefId: string): Promise<void> {
  await repo.lockBrief(tx, briefId);
}

/**
 * Inside the transaction that changed the brief: `brief.published` when it is now in the
 * marketplace (published and public) and was not before (`before` null: it was not).
 */
export async function announceIfNowPublic(
  tx: Db,
  events: EventPublisher,
  before: Pick<repo.BriefRow, 'status' | 'isPrivate'> | null,
  after: Pick<repo.BriefRow, 'id' | 'brandId' | 'status' | 'isPrivate'>,
): Promise<void> {
  const isPublic = (brief: Pick<repo.BriefRow, 'status' | 'isPrivate'>) =>
    brief.status === 'published' && !brief.isPrivate;
  if (!isPublic(after) || (before && isPublic(before))) return;
  await events.publish(tx, { type: 'brief.published', briefId: after.id, brandId: after.brandId });
}

/** What the payments module asks of briefs when a payment settles (its `BriefFunding` port). */
export const briefFunding: BriefFunding = { fundBriefInTx, lockBriefInTx };
