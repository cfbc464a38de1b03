import { centsToDollars, formatPlainAmount } from '@briefly/shared/money';
import { ProviderRequestError } from '../errors.ts';
import { newId, noSuch, refundObject, refundView, type TestModeCore } from './test-provider.core.ts';
import * as repo from './test-provider.repository.ts';
import type { TestModeProvider } from './test-provider.types.ts';

// The test mode's refunds (and their later failure, as Stripe reports it) and the money activity it lists.

type RefundUseCases = Pick<TestModeProvider, 'createRefund' | 'retrieveRefund' | 'failRefund' | 'listMoneyActivity'>;

export function testModeRefunds({ db, now, emit, withIdempotency }: TestModeCore): RefundUseCases {
  const refundCurrency = async (row: repo.TestRefundRow) =>
    (await repo.findPaymentIntent(db, row.paymentIntentId))?.currency ?? 'usd';

  return {
    async createRefund({ paymentIntentId, amountCents, idempotencyKey }) {
      const id = newId('re');
      const row = await withIdempotency(
        idempotencyKey,
        'refunds.create',
        { paymentIntentId, amountCents },
        id,
        async (tx) => {
          const intent = await repo.findPaymentIntent(tx, paymentIntentId);
          if (!intent || intent.status !== 'succeeded') throw noSuch('payment_intent', paymentIntentId);
          const refunded = await repo.refundedCents(tx, paymentIntentId);
          if (amountCents <= 0 || refunded + amountCents > intent.amountCents) {
            throw new ProviderRequestError(
              `Refund amount ($${formatPlainAmount(centsToDollars(amountCents))}) is greater than unrefunded amount on charge ($${formatPlainAmount(centsToDollars(intent.amountCents - refunded))})`,
              'amount_too_large',
            );
          }
          return repo.insertRefund(tx, { id, paymentIntentId, amountCents, status: 'succeeded', createdAt: now() });
        },
        async (tx, existingId) => {
          const existing = await repo.findRefund(tx, existingId);
          if (!existing) throw noSuch('refund', existingId);
          return existing;
        },
      );
      if (row.id === id) {
        const chargeId =
          (await repo.findPaymentIntent(db, row.paymentIntentId))?.chargeId ?? `ch_for_${row.paymentIntentId}`;
        await emit('charge.refunded', {
          id: chargeId,
          object: 'charge',
          payment_intent: row.paymentIntentId,
          amount_refunded: row.amountCents,
        });
      }
      return { id: row.id, status: row.status };
    },

    async retrieveRefund(id) {
      const row = await repo.findRefund(db, id);
      return row ? refundView(row, await refundCurrency(row)) : null;
    },

    async failRefund(id, reason = 'expired_or_canceled_card') {
      const failed = await repo.failRefund(db, id, reason);
      const row = failed ?? (await repo.findRefund(db, id));
      if (!row) throw noSuch('refund', id);
      const refund = refundView(row, await refundCurrency(row));
      if (failed) {
        for (const type of ['refund.updated', 'charge.refund.updated', 'refund.failed'])
          await emit(type, refundObject(refund));
      }
      return refund;
    },

    async listMoneyActivity(range) {
      const { charges, transfers, refunds } = await repo.moneyActivity(db, range);
      return [
        ...charges.map((row) => ({
          type: 'payment' as const,
          id: row.chargeId ?? row.id,
          paymentIntentId: row.id,
          amountCents: row.amountCents,
          currency: row.currency,
          createdAt: row.updatedAt,
        })),
        ...transfers.map((row) => ({
          type: 'transfer' as const,
          id: row.id,
          paymentIntentId: null,
          amountCents: row.amountCents,
          currency: row.currency,
          createdAt: row.createdAt,
        })),
        ...refunds.map((row) => ({
          type: 'refund' as const,
          id: row.id,
          paymentIntentId: row.paymentIntentId,
          // A refund that failed afterwards gave the money back to the platform (decision 008).
          amountCents: row.status === 'failed' ? 0 : row.amountCents,
          currency: 'usd',
          createdAt: row.createdAt,
        })),
      ];
    },
  };
}
