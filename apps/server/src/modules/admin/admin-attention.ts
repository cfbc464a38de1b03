import {
  ATTENTION_ROWS_PER_SECTION,
  type TAdminAttentionResponse,
  type TAttentionSection,
  type TAttentionSummary,
} from '@briefly/shared/admin';
import { formatCents } from '@briefly/shared/money';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AttentionItem, AttentionSource } from '../../platform/module.ts';
import type { MessagingService } from '../messaging/index.ts';
import * as repo from './admin-attention.repository.ts';
import { daysAgo } from './admin-time.ts';

// What needs an admin (docs/product/admin.md#what-needs-attention). Each source counts its items
// and lists the oldest; modules contribute more through `AppModule.attentionSources` (composition).

export interface AttentionThresholds {
  /** Cash held this many days for a creator whose payout account is not active (ATTENTION_HELD_CASH_DAYS). */
  heldCashDays: number;
  /** A transfer, withdrawal or pool refund unfinished this long (ATTENTION_STUCK_MINUTES). */
  stuckMs: number;
}

/** Failed card refunds and failed webhook events are shown this long (nothing marks them handled). */
export const ATTENTION_RECENT_DAYS = 30;

const tab = (name: string, param?: [string, string]) =>
  `/admin/dashboard?tab=${name}${param ? `&${param[0]}=${encodeURIComponent(param[1])}` : ''}`;
const money = (cents: number | null) => (cents === null ? '' : `${formatCents(cents)} — `);

/** A source from one SQL of the attention repository and how its rows read. */
function sqlSource(
  db: Db,
  kind: string,
  label: string,
  rows: (now: Date) => SQL,
  present: (row: repo.AttentionRow) => Omit<AttentionItem, 'id' | 'since'>,
): AttentionSource {
  return {
    kind,
    label,
    async collect({ now, limit }) {
      const { count, oldest, items } = await repo.collect(db, rows(now), limit);
      return { count, oldest, items: items.map((row) => ({ id: row.id, since: row.since, ...present(row) })) };
    },
  };
}

/** The admin module's own sources, in the order the page shows them. */
export function builtInAttentionSources(db: Db, thresholds: AttentionThresholds): AttentionSource[] {
  const stuckBefore = (now: Date) => new Date(now.getTime() - thresholds.stuckMs);
  return [
    sqlSource(
      db,
      'withdrawals.pending',
      'Withdrawal requests to decide',
      () => repo.pendingWithdrawals(),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A creator'}`,
        link: tab('withdrawals', ['withdrawal', row.id]),
        detail: null,
      }),
    ),
    sqlSource(
      db,
      'payouts.held_cash',
      `Cash held for creators without an active payout account (over ${thresholds.heldCashDays} days)`,
      (now) => repo.heldCashOfInactiveAccounts(daysAgo(now, thresholds.heldCashDays)),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A creator'}`,
        link: tab('creators', ['creator', row.id]),
        detail: `Payout account: ${row.detail}`,
      }),
    ),
    sqlSource(
      db,
      'payouts.transfers_stuck',
      'Transfers to creators failed or stuck',
      (now) => repo.stuckTransfers(stuckBefore(now)),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A creator'}${row.ref === 'withdrawal' ? ' (withdrawal)' : ''}`,
        link:
          row.ref === 'withdrawal' ? tab('withdrawals', ['withdrawal', row.id]) : tab('payouts', ['payout', row.id]),
        detail: row.detail,
      }),
    ),
    sqlSource(
      db,
      'refunds.stuck',
      'Pool refunds not confirmed by the payments provider',
      (now) => repo.stuckPoolRefunds(stuckBefore(now)),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A brief'}`,
        link: tab('briefs', ['brief', row.ref ?? row.id]),
        detail: row.detail,
      }),
    ),
    sqlSource(
      db,
      'refunds.card_failed',
      `Card refunds that failed (last ${ATTENTION_RECENT_DAYS} days; the money is in the brand's wallet)`,
      (now) => repo.failedCardRefunds(daysAgo(now, ATTENTION_RECENT_DAYS)),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A brief'}`,
        link: tab('briefs', ['brief', row.ref ?? row.id]),
        detail: row.detail,
      }),
    ),
    sqlSource(
      db,
      'webhooks.failed',
      `Payment provider events that failed processing (last ${ATTENTION_RECENT_DAYS} days)`,
      (now) => repo.failedWebhookEvents(daysAgo(now, ATTENTION_RECENT_DAYS)),
      (row) => ({ title: `${row.name ?? 'event'} ${row.id}`, link: tab('financial'), detail: row.detail }),
    ),
    sqlSource(
      db,
      'jobs.dead_letters',
      'Background jobs that failed for good',
      () => repo.deadLetterJobs(),
      (row) => ({
        title: `${row.name ?? 'job'} #${row.id}`,
        link: tab('jobs', ['job', row.id]),
        detail: row.detail,
      }),
    ),
    sqlSource(
      db,
      'submissions.copied_awarded',
      'Awarded submissions whose link another creator submitted first',
      () => repo.awardedCopiedLinks(),
      (row) => ({
        title: `${money(row.amountCents)}${row.name ?? 'A creator'}`,
        link: tab('briefs', ['brief', row.ref ?? row.id]),
        detail: row.detail,
      }),
    ),
    sqlSource(
      db,
      'brands.unverified_funded',
      'Unverified brands with funded briefs',
      () => repo.unverifiedFundedBrands(),
      (row) => ({
        title: row.name ?? 'A brand',
        link: tab('brands', ['brand', row.id]),
        detail: row.detail,
      }),
    ),
  ];
}

/** Open reported conversations, through the messaging service (oldest first: the last page of its newest-first list). */
export function reportedConversationsSource(messaging: Pick<MessagingService, 'listReports'>): AttentionSource {
  return {
    kind: 'messaging.reported_conversations',
    label: 'Reported conversations to review',
    async collect({ limit }) {
      const { total } = await messaging.listReports({ status: 'open', limit: 1, offset: 0 });
      if (total === 0) return { count: 0, oldest: null, items: [] };
      // At least one, for `oldest` (limit 0 is counts only).
      const take = Math.max(limit, 1);
      const oldestPage = (
        await messaging.listReports({ status: 'open', limit: take, offset: Math.max(0, total - take) })
      ).reports.reverse();
      const items = oldestPage.slice(0, limit).map((report) => ({
        id: report.id,
        title: `${report.reporter.name} reported ${report.reported.name}`,
        since: new Date(report.createdAt),
        link: tab('reports', ['report', report.id]),
        detail: report.reason.slice(0, 200),
      }));
      return { count: total, oldest: oldestPage[0] ? new Date(oldestPage[0].createdAt) : null, items };
    },
  };
}

export function createAttentionService(options: { sources: () => AttentionSource[]; clock: () => Date }) {
  async function sections(limit: number): Promise<TAttentionSection[]> {
    const now = options.clock();
    return Promise.all(
      options.sources().map(async (source) => {
        const { count, oldest, items } = await source.collect({ now, limit });
        return {
          kind: source.kind,
          label: source.label,
          count,
          oldest: oldest?.toISOString() ?? null,
          rows: items.map((item) => ({
            id: item.id,
            title: item.title,
            since: item.since.toISOString(),
            link: item.link,
            detail: item.detail,
          })),
        };
      }),
    );
  }

  /** GET /api/admin/attention: every source, rows oldest first, capped per section. */
  async function list(): Promise<TAdminAttentionResponse> {
    const all = await sections(ATTENTION_ROWS_PER_SECTION);
    return { total: all.reduce((sum, section) => sum + section.count, 0), sections: all };
  }

  /** The overview's counts (no rows are read). */
  async function summary(): Promise<TAttentionSummary> {
    const all = await sections(0);
    return {
      total: all.reduce((sum, section) => sum + section.count, 0),
      sections: all.map(({ kind, label, count, oldest }) => ({ kind, label, count, oldest })),
    };
  }

  return { list, summary };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
