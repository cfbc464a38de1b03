import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { TCheckoutRecheckResponse, TCheckoutSessionResponse, TFundConfirmRequest } from '@briefly/shared/payments';
import { balanceOf } from '../../ledger/index.ts';
import { brandWalletAccount } from '../../ledger/index.ts';
import * as repo from '../payments.repository.ts';
import { paymentMovedToWallet, paymentNotFound, paymentNotSucceeded } from '../payments.errors.ts';
import type { PaymentsDeps } from './deps.ts';
import type { SettlementUseCases } from './settlement.ts';
import { sha, type FundableBrief } from './deps.ts';

/** Hosted checkout: funding a brief, topping up the wallet, and the re-checks of their return pages. */
export function checkoutUseCases(deps: PaymentsDeps, settlement: SettlementUseCases) {
  const { db, provider, publicUrl } = deps;
  const { firstUnusedKey, recheck } = settlement;

  // ---------------------------------------------------------------- hosted checkout

  async function createBriefCheckout(brandId: string, brief: FundableBrief): Promise<TCheckoutSessionResponse> {
    const session = await firstUnusedKey(
      `fund-checkout:${brief.id}:${brief.rewardCents}`,
      (idempotencyKey) =>
        provider.createCheckoutSession({
          amountCents: brief.rewardCents,
          currency: 'usd',
          description: `Fund the brief “${brief.title.slice(0, 120)}”`,
          successUrl: `${publicUrl}/briefs/${brief.id}/funding/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/briefs/${brief.id}/funding/cancel`,
          metadata: { purpose: 'brief_funding', brandId, briefId: brief.id },
          idempotencyKey,
        }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'checkout_session',
          providerObjectId: created.id,
          purpose: 'brief_funding',
          brandId,
          briefId: brief.id,
          amountCents: brief.rewardCents,
          currency: 'usd',
        }),
    );
    return { url: session.url, sessionId: session.id };
  }

  /**
   * POST /api/briefs/:id/fund/confirm: after the hosted page (sessionId) or a card payment made for
   * this draft (paymentIntentId). Asks the provider; funds once; a payment that can no longer fund
   * the brief (its reward changed, or it was funded another way) goes to the wallet and says so.
   */
  async function confirmBriefFunding(brandId: string, briefId: string, input: TFundConfirmRequest): Promise<void> {
    const objectId = 'sessionId' in input ? input.sessionId : input.paymentIntentId;
    const row = await repo.findByProviderObject(db, objectId);
    if (!row || row.brandId !== brandId || row.briefId !== briefId || row.purpose !== 'brief_funding')
      throw paymentNotFound();
    const { paid, row: after } = await recheck(row);
    if (!paid) throw paymentNotSucceeded();
    if (after.appliedTo === 'wallet') throw paymentMovedToWallet();
  }

  async function createWalletCheckout(
    brandId: string,
    amountDollars: number,
    requestKey?: string,
  ): Promise<TCheckoutSessionResponse> {
    const amountCents = dollarsToCents(amountDollars);
    const session = await firstUnusedKey(
      `wallet-topup:${brandId}:${requestKey ? `key:${sha(requestKey)}` : amountCents}`,
      (idempotencyKey) =>
        provider.createCheckoutSession({
          amountCents,
          currency: 'usd',
          description: 'Add funds to your Briefly wallet',
          successUrl: `${publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/payment/cancel`,
          metadata: { purpose: 'wallet_funding', brandId },
          idempotencyKey,
        }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'checkout_session',
          providerObjectId: created.id,
          purpose: 'wallet_funding',
          brandId,
          amountCents,
          currency: 'usd',
        }),
    );
    return { url: session.url, sessionId: session.id };
  }

  async function walletBalanceCents(brandId: string): Promise<number> {
    return balanceOf(db, brandWalletAccount(brandId));
  }

  /** POST /api/stripe/webhook { sessionId } from the wallet success page: only a re-check. */
  async function recheckWalletSession(brandId: string, sessionId: string): Promise<TCheckoutRecheckResponse> {
    const row = await repo.findByProviderObject(db, sessionId);
    if (!row || row.brandId !== brandId || row.objectType !== 'checkout_session' || row.purpose !== 'wallet_funding')
      throw paymentNotFound();
    const { paid, row: after } = await recheck(row);
    return {
      received: true,
      paymentStatus: paid ? 'paid' : 'unpaid',
      credited: after.appliedAt !== null,
      balance: centsToDollars(await walletBalanceCents(brandId)),
    };
  }

  return { createBriefCheckout, confirmBriefFunding, createWalletCheckout, walletBalanceCents, recheckWalletSession };
}
