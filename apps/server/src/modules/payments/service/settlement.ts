import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { move, postTransaction } from '../../ledger/index.ts';
import { brandWalletAccount, EXTERNAL_CARD_PAYMENTS, LEDGER_KINDS } from '../../ledger/index.ts';
import * as repo from '../payments.repository.ts';
import { paymentCurrencyMismatch, withProvider } from '../payments.errors.ts';
import { MAX_KEY_GENERATIONS, type Paid, type PaymentsDeps, type Settlement } from './deps.ts';

/** Settling a paid provider object once (to its brief or the wallet), its keys, re-checking with the provider. */
export function settlementUseCases(deps: PaymentsDeps) {
  const { db, provider, events, now } = deps;
  const { fundBriefInTx, lockBriefInTx } = deps.briefFunding;

  /**
   * Deterministic provider idempotency keys (docs/product/money-and-ledger.md#idempotency): a retried request gets the same
   * provider object; once that object has paid for something, the same request gets the next key.
   */
  async function firstUnusedKey<T extends { id: string }>(
    base: string,
    create: (key: string) => Promise<T>,
    record: (object: T) => Promise<repo.ProviderPaymentRow>,
  ) {
    for (let generation = 0; generation < MAX_KEY_GENERATIONS; generation++) {
      const object = await withProvider(() => create(generation === 0 ? base : `${base}:${generation}`));
      const row = await record(object);
      if (!row.appliedAt) return object;
    }
    throw badRequest('Too many payments for the same request; please change the amount or try again tomorrow.');
  }

  /** What the provider says was paid (USD cents, and its charge), or null when it was not (yet) paid. */
  async function paidPayment(row: repo.ProviderPaymentRow): Promise<Paid | null> {
    if (row.objectType === 'checkout_session') {
      const session = await withProvider(() => provider.retrieveCheckoutSession(row.providerObjectId));
      if (!session || session.status !== 'complete' || session.paymentStatus !== 'paid') return null;
      if (session.currency !== 'usd') throw paymentCurrencyMismatch(session.currency);
      return { amountCents: session.amountCents, chargeId: session.chargeId };
    }
    const intent = await withProvider(() => provider.retrievePaymentIntent(row.providerObjectId));
    if (!intent || intent.status !== 'succeeded') return null;
    if (intent.currency !== 'usd') throw paymentCurrencyMismatch(intent.currency);
    return { amountCents: intent.amountCents, chargeId: intent.chargeId };
  }

  /** Applies a paid provider object once and announces it (in the same transaction). */
  async function settleInTx(tx: Db, row: repo.ProviderPaymentRow, paid: Paid): Promise<Settlement | null> {
    const settlement = await applyPayment(tx, row, paid);
    if (settlement) await publishSettlement(tx, settlement);
    return settlement;
  }

  /** Applies a paid provider object once: to its brief when that brief can take it, else to the wallet. */
  async function applyPayment(tx: Db, row: repo.ProviderPaymentRow, paid: Paid): Promise<Settlement | null> {
    const { amountCents } = paid;
    // Brief before payment row: the order the brief's delete takes them in (no deadlock).
    if (row.briefId) await lockBriefInTx(tx, row.briefId);
    const claimed = await repo.claim(tx, row.providerObjectId, {
      appliedTo: 'brief',
      chargeId: paid.chargeId,
      now: now(),
    });
    if (!claimed) return null;
    const reference = { referenceType: row.objectType, referenceId: row.providerObjectId };
    if (row.purpose === 'brief_funding' && row.briefId) {
      const brief = await fundBriefInTx(tx, {
        briefId: row.briefId,
        brandId: row.brandId,
        amountCents,
        source: { kind: 'card', ...reference },
        now: now(),
        events,
      });
      if (brief)
        return {
          appliedTo: 'brief',
          briefId: brief.id,
          brandId: row.brandId,
          amountCents,
          source: row.objectType === 'checkout_session' ? 'checkout' : 'card',
        };
    }
    await postTransaction(tx, {
      kind: LEDGER_KINDS.cardPayment,
      ...reference,
      entries: move(EXTERNAL_CARD_PAYMENTS, brandWalletAccount(row.brandId), amountCents),
    });
    await repo.setAppliedTo(tx, row.id, 'wallet');
    return { appliedTo: 'wallet', brandId: row.brandId, amountCents };
  }

  async function publishSettlement(tx: Db, settlement: Settlement): Promise<void> {
    if (settlement.appliedTo === 'brief') {
      await events.publish(tx, {
        type: 'brief.funded',
        briefId: settlement.briefId,
        brandId: settlement.brandId,
        amountCents: settlement.amountCents,
        source: settlement.source,
      });
    } else {
      await events.publish(tx, {
        type: 'wallet.funded',
        brandId: settlement.brandId,
        amountCents: settlement.amountCents,
      });
    }
  }

  /** Re-checks one of our provider objects and settles it if paid; the row as it is afterwards. */
  async function recheck(row: repo.ProviderPaymentRow): Promise<{ paid: boolean; row: repo.ProviderPaymentRow }> {
    const paid = await paidPayment(row);
    if (paid === null) return { paid: false, row };
    if (!row.appliedAt) {
      await db.transaction((tx) => settleInTx(tx, row, paid));
    }
    return { paid: true, row: (await repo.findByProviderObject(db, row.providerObjectId)) ?? row };
  }

  return { firstUnusedKey, paidPayment, settleInTx, applyPayment, publishSettlement, recheck };
}

export type SettlementUseCases = ReturnType<typeof settlementUseCases>;
