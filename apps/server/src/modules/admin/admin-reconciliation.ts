import type { FinancialTimeRange, TReconciliationDifference, TReconciliationResponse } from '@briefly/shared/admin';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider, ProviderMoneyActivity } from '../../integrations/payments/provider.ts';
import type { Clock } from '../../platform/module.ts';
import { LEDGER_KINDS, platformMoneyFlows, type ProviderPosting, providerPostings } from '../ledger/index.ts';
import * as repo from './admin-money.repository.ts';
import { rangeWindow } from './admin-time.ts';

// Reconciliation (docs/product/admin.md#reconciliation): for a range, what the ledger says came in
// by card, went out to creators and back to cards, beside what the payments provider's own books
// say, and every object on which they disagree. Matched by the provider's ids: a payment by its
// charge (else its payment intent), a transfer by its id, a refund by its id.

type ObjectType = TReconciliationDifference['objectType'];

interface Side {
  type: ObjectType;
  /** The provider's id, or our own reference when the provider's is not known (yet). */
  key: string;
  amountCents: number;
  at: Date;
}

const sum = (sides: Side[], type: ObjectType) =>
  sides.filter((side) => side.type === type).reduce((total, side) => total + side.amountCents, 0);

/** Adds up the sides of one object (a refund and its failure are one refund). */
function byKey(sides: Side[]): Map<string, Side> {
  const result = new Map<string, Side>();
  for (const side of sides) {
    const id = `${side.type}:${side.key}`;
    const previous = result.get(id);
    result.set(
      id,
      previous
        ? {
            ...previous,
            amountCents: previous.amountCents + side.amountCents,
            at: previous.at < side.at ? previous.at : side.at,
          }
        : side,
    );
  }
  return result;
}

export function createReconciliation(options: {
  db: Db;
  clock: Clock;
  provider: Pick<PaymentsProvider, 'mode' | 'listMoneyActivity'>;
}) {
  const { db, clock, provider } = options;

  /** Our postings keyed by the provider's ids (one query per kind of reference). */
  async function ledgerSides(postings: ProviderPosting[]): Promise<Side[]> {
    const refs = (kind: string) =>
      postings.filter((posting) => posting.kind === kind).map((posting) => posting.referenceId);
    const refundRefs = postings
      .filter((posting) => posting.kind === LEDGER_KINDS.poolRefund || posting.kind === LEDGER_KINDS.poolRefundFailure)
      .map((posting) => {
        const [briefId = '', sequence = '0'] = posting.referenceId.split(':');
        return { briefId, sequence: Number(sequence) };
      });
    const ids = await repo.providerIdsOf(db, {
      payments: refs(LEDGER_KINDS.cardPayment),
      assignments: refs(LEDGER_KINDS.rewardTransfer),
      withdrawals: refs(LEDGER_KINDS.withdrawalPayout),
      refunds: refundRefs,
    });
    return postings.map((posting): Side => {
      let key: string | null | undefined;
      if (posting.type === 'payment') key = ids.payments.get(posting.referenceId)?.chargeId;
      else if (posting.type === 'transfer') key = ids.transfers.get(posting.referenceId);
      else key = ids.refunds.get(posting.referenceId);
      // Not known at the provider yet (a refund still pending): our reference stands in.
      return {
        type: posting.type,
        key: key ?? posting.referenceId,
        amountCents: posting.amountCents,
        at: posting.createdAt,
      };
    });
  }

  function providerSides(activity: ProviderMoneyActivity[], ledger: Map<string, Side>): Side[] {
    return activity
      .filter((item) => item.currency.toLowerCase() === 'usd')
      .map((item) => {
        // A payment our ledger knows by its intent (no charge id stored) is matched by the intent.
        const key =
          item.type === 'payment' &&
          !ledger.has(`payment:${item.id}`) &&
          item.paymentIntentId &&
          ledger.has(`payment:${item.paymentIntentId}`)
            ? item.paymentIntentId
            : item.id;
        return { type: item.type, key, amountCents: item.amountCents, at: item.createdAt };
      });
  }

  async function reconcile(timeRange: FinancialTimeRange): Promise<TReconciliationResponse> {
    const now = clock();
    const window = rangeWindow(timeRange, now);
    const [flows, postings] = await Promise.all([platformMoneyFlows(db, window), providerPostings(db, window)]);
    const base = {
      timeRange,
      from: window.from?.toISOString() ?? null,
      to: now.toISOString(),
      paymentsMode: provider.mode,
      ledger: {
        fundingCents: flows.fundsCollected,
        transfersCents: flows.paidOut,
        feesCents: flows.platformFees,
        refundsCents: flows.cardRefunds,
      },
    };
    if (!provider.listMoneyActivity) {
      return {
        ...base,
        provider: null,
        providerNote: 'This payments provider cannot list its transactions; only the ledger is shown.',
        differences: [],
      };
    }
    const ledger = byKey(await ledgerSides(postings));
    const theirs = byKey(providerSides(await provider.listMoneyActivity(window), ledger));

    const differences: TReconciliationDifference[] = [];
    for (const [id, ours] of ledger) {
      const match = theirs.get(id);
      if (!match) {
        if (ours.amountCents !== 0)
          differences.push({
            kind: 'missing_at_provider',
            objectType: ours.type,
            providerObjectId: ours.key,
            ledgerCents: ours.amountCents,
            providerCents: null,
            at: ours.at.toISOString(),
          });
      } else if (match.amountCents !== ours.amountCents) {
        differences.push({
          kind: 'amount_mismatch',
          objectType: ours.type,
          providerObjectId: ours.key,
          ledgerCents: ours.amountCents,
          providerCents: match.amountCents,
          at: ours.at.toISOString(),
        });
      }
    }
    for (const [id, match] of theirs) {
      if (!ledger.has(id) && match.amountCents !== 0) {
        differences.push({
          kind: 'missing_in_ledger',
          objectType: match.type,
          providerObjectId: match.key,
          ledgerCents: null,
          providerCents: match.amountCents,
          at: match.at.toISOString(),
        });
      }
    }
    differences.sort((a, b) => a.at.localeCompare(b.at) || a.providerObjectId.localeCompare(b.providerObjectId));
    const providerList = [...theirs.values()];
    return {
      ...base,
      provider: {
        fundingCents: sum(providerList, 'payment'),
        transfersCents: sum(providerList, 'transfer'),
        feesCents: null,
        refundsCents: sum(providerList, 'refund'),
      },
      providerNote:
        'Objects made near the start or end of the range can fall on different sides of it in the two books.',
      differences,
    };
  }

  return { reconcile };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
