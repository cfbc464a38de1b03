import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

// The queries behind the admin's "needs attention" sources: each source is one row-producing SQL
// (id, since, name, amount, detail, ref), counted and paged here in two queries. Read-only joins
// over the owners' tables (decision 010).

export interface AttentionRow {
  id: string;
  since: Date;
  /** Who or what: a creator's name, a brief's title, a queue. */
  name: string | null;
  amountCents: number | null;
  detail: string | null;
  /** What the link points at, when it is not `id` (a brief for a refund). */
  ref: string | null;
}

type RawRow = {
  id: string;
  since: Date | string;
  name: string | null;
  amount_cents: string | number | null;
  detail: string | null;
  ref: string | null;
};

/** The full count, the oldest `since`, and at most `limit` rows oldest first (none when limit is 0). */
export async function collect(
  db: Db,
  rows: SQL,
  limit: number,
): Promise<{ count: number; oldest: Date | null; items: AttentionRow[] }> {
  const [summary, page] = await Promise.all([
    queryRows<{ count: string | number; oldest: Date | string | null }>(
      db,
      sql`select count(*) as count, min(since) as oldest from (${rows}) attention`,
    ),
    limit > 0
      ? queryRows<RawRow>(db, sql`select * from (${rows}) attention order by since asc, id asc limit ${limit}`)
      : Promise.resolve([] as RawRow[]),
  ]);
  const oldest = summary[0]?.oldest ?? null;
  return {
    count: Number(summary[0]?.count ?? 0),
    oldest: oldest === null ? null : new Date(oldest),
    items: page.map((row) => ({
      id: String(row.id),
      since: new Date(row.since),
      name: row.name,
      amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
      detail: row.detail,
      ref: row.ref,
    })),
  };
}

const creatorName = (creatorId: SQL) =>
  sql`(select coalesce(cp.full_name || ' (@' || cp.user_name || ')', u.email) from users u left join creator_profiles cp on cp.id = u.id where u.id = ${creatorId})`;

/** Withdrawal requests waiting for a decision (withdrawals_status_requested_idx). */
export const pendingWithdrawals = () => sql`
  select w.id::text as id, w.requested_at as since, ${creatorName(sql`w.creator_id`)} as name, w.amount_cents, null::text as detail, null::text as ref
  from withdrawals w where w.status = 'pending'`;

/**
 * Cash held longer than `heldBefore` allows for creators whose payout account is missing or not
 * active, one row per creator (since: their oldest such award).
 */
export const heldCashOfInactiveAccounts = (heldBefore: Date) => sql`
  select ra.creator_id::text as id, min(ra.created_at) as since, ${creatorName(sql`ra.creator_id`)} as name, sum(ra.net_cents) as amount_cents,
         coalesce(max(pa.status), 'no payout account') as detail, null::text as ref
  from reward_assignments ra left join payout_accounts pa on pa.creator_id = ra.creator_id
  where ra.reward_type = 'cash' and ra.payout_status in ('held', 'failed') and ra.created_at <= ${heldBefore}
    and (pa.id is null or pa.status <> 'active')
  group by ra.creator_id`;

/**
 * Money to creators that should have moved by now: cash held although the account is active (the
 * provider refused; the release job retries every 10 minutes), transfer claims never finished, and
 * approved withdrawals whose transfer has not succeeded — each unfinished since before `stuckBefore`.
 */
export const stuckTransfers = (stuckBefore: Date) => sql`
  select ra.id::text as id, ra.created_at as since, ${creatorName(sql`ra.creator_id`)} as name, ra.net_cents as amount_cents,
         coalesce(ra.last_error, 'held although the payout account is active') as detail, 'award' as ref
  from reward_assignments ra join payout_accounts pa on pa.creator_id = ra.creator_id and pa.status = 'active'
  where ra.reward_type = 'cash' and ra.payout_status in ('held', 'failed') and ra.transfer_claimed_at is null and ra.created_at <= ${stuckBefore}
  union all
  select ra.id::text, ra.transfer_claimed_at, ${creatorName(sql`ra.creator_id`)}, ra.net_cents, 'transfer started and never recorded', 'award'
  from reward_assignments ra
  where ra.payout_status in ('pending', 'held', 'failed') and ra.transfer_claimed_at <= ${stuckBefore}
  union all
  select w.id::text, w.processed_at, ${creatorName(sql`w.creator_id`)}, w.amount_cents, coalesce(w.last_error, 'approved, transfer not done'), 'withdrawal'
  from withdrawals w where w.status = 'approved' and w.processed_at <= ${stuckBefore}`;

/** Pool refunds recorded and not confirmed by the provider since before `stuckBefore` (the retry job runs every few minutes). */
export const stuckPoolRefunds = (stuckBefore: Date) => sql`
  select pr.id::text as id, pr.created_at as since, b.title as name, pr.amount_cents, 'refund to ' || pr.destination || ' not confirmed' as detail, pr.brief_id::text as ref
  from pool_refunds pr join briefs b on b.id = pr.brief_id
  where pr.status = 'pending' and pr.created_at <= ${stuckBefore}`;

/** Card refunds that failed after they succeeded, since `since` (the money went to the brand's wallet; the brand may need help). */
export const failedCardRefunds = (since: Date) => sql`
  select pr.id::text as id, pr.failed_at as since, b.title as name, pr.amount_cents, coalesce(pr.failure_reason, 'failed') as detail, pr.brief_id::text as ref
  from pool_refunds pr join briefs b on b.id = pr.brief_id
  where pr.status = 'failed' and pr.failed_at >= ${since}`;

/**
 * Provider events whose processing threw (recorded by the payments webhook) since `since` and never
 * processed afterwards (no webhook_events row): one row per event, since its first failure.
 */
export const failedWebhookEvents = (since: Date) => sql`
  select a.target_id as id, min(a.created_at) as since, max(a.data->>'type') as name, null::bigint as amount_cents,
         count(*) || ' failed attempt(s): ' || (array_agg(a.data->>'error' order by a.created_at desc))[1] as detail, null::text as ref
  from audit_log a
  where a.target_type = 'webhook_event' and a.action = 'payments.webhook_failed' and a.created_at >= ${since}
    and not exists (select 1 from webhook_events we where we.event_id = a.target_id)
  group by a.target_id`;

/** Background jobs that ran out of attempts (the dead letters; jobs_finished_idx). */
export const deadLetterJobs = () => sql`
  select j.id::text as id, coalesce(j.completed_at, j.created_at) as since, j.queue as name, null::bigint as amount_cents,
         j.attempts || ' attempts: ' || coalesce(j.last_error, 'no error recorded') as detail, null::text as ref
  from jobs j where j.status = 'failed'`;

/** Active, unverified brands with at least one funded brief (since: their first funding). */
export const unverifiedFundedBrands = () => sql`
  select u.id::text as id, min(b.funded_at) as since, bp.company_name as name, null::bigint as amount_cents,
         count(b.id) || ' funded brief(s)' as detail, null::text as ref
  from users u join brand_profiles bp on bp.id = u.id join briefs b on b.brand_id = u.id and b.funded_at is not null
  where u.type = 'brand' and u.is_verified = false and u.status = 'active' and u.deleted_at is null
  group by u.id, bp.company_name`;

/**
 * Awarded submissions whose link another creator submitted first, to this brief or any other (decision
 * 048): the award's time, the winner, the amount, and whose earlier submission it copies. Read across
 * the awards' and submissions' tables (decision 010), each award once.
 */
export const awardedCopiedLinks = () => sql`
  select s.id::text as id, a.created_at as since, coalesce(nullif(p.full_name, ''), p.user_name) as name,
         a.gross_cents as amount_cents,
         'Same link as ' || coalesce(nullif(fp.full_name, ''), fp.user_name) || '''s earlier submission to “' || fb.title || '”'
           || case when s.duplicate_of is not null then ' (flagged when applying; the brand acknowledged it)' else '' end as detail,
         s.brief_id::text as ref
  from reward_assignments a
  join submissions s on s.id = a.submission_id
  join creator_profiles p on p.id = s.creator_id
  cross join lateral (
    select f.brief_id, f.creator_id from submissions f
    where f.content_key = s.content_key and f.creator_id <> s.creator_id
      and (f.submitted_at, f.id) < (s.submitted_at, s.id)
    order by f.submitted_at, f.id limit 1) first
  join briefs fb on fb.id = first.brief_id
  join creator_profiles fp on fp.id = first.creator_id
  where s.content_key <> ''`;
