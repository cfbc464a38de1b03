import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { poolRefunds, providerPayments, rewardAssignments, withdrawals } from '../../db/schema/index.ts';

// What a ledger reference points at: the names a money movement concerns (recent transactions), and
// the provider's ids behind it (reconciliation).

// ---------------------------------------------------------------- names of money movements (recent transactions)

export interface MovementNames {
  briefTitle: string | null;
  brandName: string | null;
  creatorName: string | null;
}

/**
 * Who a money movement concerns, by its ledger reference: a provider payment (its brief and brand),
 * a reward assignment (brief, brand, creator), a withdrawal (creator) or a pool refund
 * `<briefId>:<n>` (brief, brand). One query for any number of references.
 */
export async function movementNames(
  db: Db,
  refs: { payments: string[]; assignments: string[]; withdrawals: string[]; refundBriefs: string[] },
): Promise<Map<string, MovementNames>> {
  const list = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )
      : sql`null`;
  const rows = await queryRows<{
    ref: string;
    brief_title: string | null;
    brand_name: string | null;
    creator_name: string | null;
  }>(
    db,
    sql`select p.provider_object_id as ref, b.title as brief_title, bp.company_name as brand_name, null as creator_name
          from provider_payments p left join briefs b on b.id = p.brief_id left join brand_profiles bp on bp.id = p.brand_id
          where p.provider_object_id in (${list(refs.payments)})
        union all
        select ra.id::text, b.title, bp.company_name, cp.full_name
          from reward_assignments ra join briefs b on b.id = ra.brief_id join brand_profiles bp on bp.id = b.brand_id left join creator_profiles cp on cp.id = ra.creator_id
          where ra.id::text in (${list(refs.assignments)})
        union all
        select w.id::text, null, null, cp.full_name
          from withdrawals w left join creator_profiles cp on cp.id = w.creator_id
          where w.id::text in (${list(refs.withdrawals)})
        union all
        select b.id::text, b.title, bp.company_name, null
          from briefs b join brand_profiles bp on bp.id = b.brand_id
          where b.id::text in (${list(refs.refundBriefs)})`,
  );
  return new Map(
    rows.map((row) => [
      row.ref,
      { briefTitle: row.brief_title, brandName: row.brand_name, creatorName: row.creator_name },
    ]),
  );
}

// ---------------------------------------------------------------- reconciliation: our references → the provider's ids

/**
 * The provider's object ids behind ledger references: a payment's charge (and intent), an award's
 * or withdrawal's transfer, a card refund's refund id. Four small queries for any number of refs.
 */
export async function providerIdsOf(
  db: Db,
  refs: {
    payments: string[];
    assignments: string[];
    withdrawals: string[];
    refunds: Array<{ briefId: string; sequence: number }>;
  },
) {
  const uuidsOnly = (values: string[]) => values.filter((value) => /^[0-9a-f-]{36}$/i.test(value));
  const refundBriefs = [...new Set(refs.refunds.map((ref) => ref.briefId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const [payments, assignments, payouts, refunds] = await Promise.all([
    refs.payments.length
      ? db
          .select({
            ref: providerPayments.providerObjectId,
            chargeId: providerPayments.chargeId,
            objectType: providerPayments.objectType,
          })
          .from(providerPayments)
          .where(inArray(providerPayments.providerObjectId, refs.payments))
      : [],
    uuidsOnly(refs.assignments).length
      ? db
          .select({ ref: rewardAssignments.id, transferId: rewardAssignments.transferId })
          .from(rewardAssignments)
          .where(inArray(rewardAssignments.id, uuidsOnly(refs.assignments)))
      : [],
    uuidsOnly(refs.withdrawals).length
      ? db
          .select({ ref: withdrawals.id, transferId: withdrawals.providerTransferId })
          .from(withdrawals)
          .where(inArray(withdrawals.id, uuidsOnly(refs.withdrawals)))
      : [],
    refundBriefs.length
      ? db
          .select({
            briefId: poolRefunds.briefId,
            sequence: poolRefunds.sequence,
            providerRefundId: poolRefunds.providerRefundId,
            paymentIntentId: poolRefunds.paymentIntentId,
          })
          .from(poolRefunds)
          .where(inArray(poolRefunds.briefId, refundBriefs))
      : [],
  ]);
  return {
    payments: new Map(payments.map((row) => [row.ref, { chargeId: row.chargeId, objectType: row.objectType }])),
    transfers: new Map([...assignments, ...payouts].map((row) => [row.ref, row.transferId])),
    refunds: new Map(refunds.map((row) => [`${row.briefId}:${row.sequence}`, row.providerRefundId])),
  };
}
