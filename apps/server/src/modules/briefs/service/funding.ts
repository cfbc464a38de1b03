import type { TBrandBriefResponse } from '@briefly/shared/briefs';
import type { TCheckoutSessionResponse, TFundConfirmRequest } from '@briefly/shared/payments';
import type { Db } from '../../../db/client.ts';
import { InsufficientBalanceError } from '../../ledger/index.ts';
import type { FundableBrief } from '../../payments/index.ts';
import { fundBriefInTx } from '../brief-funding.ts';
import type { Viewer } from '../briefs.policy.ts';
import * as repo from '../briefs.repository.ts';
import { briefAlreadyFunded, briefNotFound, insufficientWallet } from '../briefs.errors.ts';
import type { BriefsDeps } from './deps.ts';
import type { OwnBriefUseCases } from './own-briefs.ts';

/** The brand's own brief as the payments module needs it, or null (wired into the payments service). */
export async function findOwnFundableBrief(db: Db, brandId: string, briefId: string): Promise<FundableBrief | null> {
  const brief = await repo.findBrief(db, briefId);
  if (!brief || brief.brandId !== brandId) return null;
  return { id: brief.id, title: brief.title, rewardCents: brief.rewardCents, isFunded: brief.fundedAt !== null };
}

/** Funding a brief that exists: through the provider's checkout, its confirmation, or from the brand's wallet. */
export function fundingUseCases(deps: BriefsDeps, { loadOwnBrief }: Pick<OwnBriefUseCases, 'loadOwnBrief'>) {
  const { db, payments, events, now } = deps;

  // ---------------------------------------------------------------- funding an existing brief

  async function ownUnfundedBrief(brandId: string, id: string): Promise<FundableBrief> {
    const brief = await findOwnFundableBrief(db, brandId, id);
    if (!brief) throw briefNotFound();
    if (brief.isFunded) throw briefAlreadyFunded();
    return brief;
  }

  async function startCheckoutFunding(actor: Viewer, id: string): Promise<TCheckoutSessionResponse> {
    return payments.createBriefCheckout(actor.id, await ownUnfundedBrief(actor.id, id));
  }

  async function confirmFunding(actor: Viewer, id: string, input: TFundConfirmRequest): Promise<TBrandBriefResponse> {
    const brief = await findOwnFundableBrief(db, actor.id, id);
    if (!brief) throw briefNotFound();
    await payments.confirmBriefFunding(actor.id, id, input);
    return { brief: await loadOwnBrief(actor.id, id) };
  }

  /** POST /api/briefs/:id/fund/wallet: brand wallet → the brief's pool, once. */
  async function fundFromWallet(actor: Viewer, id: string): Promise<TBrandBriefResponse> {
    const brief = await ownUnfundedBrief(actor.id, id);
    try {
      await db.transaction(async (tx) => {
        const locked = await repo.lockOwnBrief(tx, id, actor.id);
        if (!locked) throw briefNotFound();
        const funded = await fundBriefInTx(tx, {
          briefId: id,
          brandId: actor.id,
          amountCents: locked.rewardCents,
          source: { kind: 'wallet' },
          now: now(),
          events,
        });
        if (!funded) throw briefAlreadyFunded();
        await events.publish(tx, {
          type: 'brief.funded',
          briefId: id,
          brandId: actor.id,
          amountCents: brief.rewardCents,
          source: 'wallet',
        });
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw insufficientWallet();
      throw error;
    }
    return { brief: await loadOwnBrief(actor.id, id) };
  }

  return { startCheckoutFunding, confirmFunding, fundFromWallet };
}
