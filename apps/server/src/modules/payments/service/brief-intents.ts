import type { TCreatePaymentIntentRequest, TCreatePaymentIntentResponse } from '@briefly/shared/payments';
import type { Db } from '../../../db/client.ts';
import * as repo from '../payments.repository.ts';
import {
  briefAlreadyFunded,
  briefNotFound,
  paymentAlreadyUsed,
  paymentAmountMismatch,
  paymentForAnotherBrief,
  paymentNotFound,
  paymentNotSucceeded,
} from '../payments.errors.ts';
import type { PaymentsDeps } from './deps.ts';
import type { SettlementUseCases } from './settlement.ts';
import { sha, type CheckedIntent } from './deps.ts';

/** Card payments for a brief being created: the payment intent, its check, and its claim in the creation. */
export function briefIntentUseCases(deps: PaymentsDeps, settlement: SettlementUseCases) {
  const { db, provider, findOwnBrief, now } = deps;
  const { firstUnusedKey, paidPayment } = settlement;

  async function createBriefPaymentIntent(
    brandId: string,
    input: TCreatePaymentIntentRequest,
    requestKey?: string,
  ): Promise<TCreatePaymentIntentResponse> {
    const { briefId, briefTitle } = input.metadata;
    if (briefId) {
      const brief = await findOwnBrief(brandId, briefId);
      if (!brief) throw briefNotFound();
      if (brief.isFunded) throw briefAlreadyFunded();
      if (brief.rewardCents !== input.amount) throw paymentAmountMismatch(input.amount, brief.rewardCents);
    }
    const metadata: Record<string, string> = {
      type: 'brief_funding',
      purpose: 'brief_funding',
      brandId,
      ...(briefTitle ? { briefTitle: briefTitle.slice(0, 200) } : {}),
      ...(briefId ? { briefId } : {}),
    };
    const base = `fund-intent:${brandId}:${requestKey ? `key:${sha(requestKey)}` : sha(JSON.stringify([input.amount, input.currency, briefTitle ?? '', briefId ?? '']))}`;
    const intent = await firstUnusedKey(
      base,
      (idempotencyKey) =>
        provider.createPaymentIntent({ amountCents: input.amount, currency: input.currency, metadata, idempotencyKey }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'payment_intent',
          providerObjectId: created.id,
          purpose: 'brief_funding',
          brandId,
          briefId: briefId ?? null,
          amountCents: input.amount,
          currency: input.currency,
        }),
    );
    return { clientSecret: intent.clientSecret, client_secret: intent.clientSecret, paymentIntentId: intent.id };
  }

  /**
   * Before the brief exists (POST /api/briefs): the intent must be this brand's, made for a new
   * brief, succeeded, in USD, for exactly the reward, and not used yet. Asks the provider.
   */
  async function checkIntentForNewBrief(
    brandId: string,
    paymentIntentId: string,
    rewardCents: number,
  ): Promise<CheckedIntent> {
    const row = await repo.findByProviderObject(db, paymentIntentId);
    if (!row || row.brandId !== brandId || row.objectType !== 'payment_intent') throw paymentNotFound();
    if (row.appliedAt) throw paymentAlreadyUsed();
    if (row.briefId) throw paymentForAnotherBrief();
    const paid = await paidPayment(row);
    if (paid === null) throw paymentNotSucceeded();
    if (paid.amountCents !== rewardCents) throw paymentAmountMismatch(paid.amountCents, rewardCents);
    return { paymentIntentId, chargeId: paid.chargeId };
  }

  /**
   * Inside the brief's creation transaction, before the brief is inserted: the compare-and-set that
   * lets an intent fund one brief. Returns the function that records the brief once it exists.
   */
  async function claimIntentForNewBrief(tx: Db, checked: CheckedIntent): Promise<(briefId: string) => Promise<void>> {
    const claimed = await repo.claim(tx, checked.paymentIntentId, {
      appliedTo: 'brief',
      chargeId: checked.chargeId,
      now: now(),
    });
    if (!claimed) throw paymentAlreadyUsed();
    return (briefId) => repo.setBrief(tx, claimed.id, briefId);
  }

  return { createBriefPaymentIntent, checkIntentForNewBrief, claimIntentForNewBrief };
}
