import type { TActivityItem } from '@briefly/shared/submissions';
import { formatCents } from '@briefly/shared/money';
import { REWARD_STATE_WORDS, SUBMISSION_STATE_WORDS, winnerWord } from '@briefly/shared/status-words';
import * as repo from '../submissions.repository.ts';
import type { SubmissionsDeps } from './deps.ts';

export type OwnSearchHit = repo.OwnSearchRow & { submissionsCount: number };

/** The feed's words (docs/product/creator-dashboard.md#overview), in the status words of decision 023. */
function activityText(row: repo.ActivityRow): { title: string; detail: string } {
  const where = `${row.briefTitle} · ${row.brandName}`;
  const amount = formatCents(row.netCents ?? 0);
  switch (row.kind) {
    case 'submitted':
      return { title: 'Application submitted', detail: where };
    case 'updated':
      return { title: 'Application updated', detail: where };
    case 'approved':
      return { title: `Submission ${SUBMISSION_STATE_WORDS.shortlisted.toLowerCase()}`, detail: where };
    case 'rejected':
      return { title: `Submission ${SUBMISSION_STATE_WORDS.not_selected.toLowerCase()}`, detail: where };
    case 'changes_requested':
      return { title: SUBMISSION_STATE_WORDS.changes_requested, detail: where };
    case 'won':
      return { title: winnerWord({ position: row.position }), detail: where };
    case 'paid':
      return row.rewardType === 'credit'
        ? {
            title: `Reward ${REWARD_STATE_WORDS.credited.toLowerCase()} · ${amount}`,
            detail: `To your Briefly wallet · ${where}`,
          }
        : {
            title: `Reward ${REWARD_STATE_WORDS.paid.toLowerCase()} · ${amount}`,
            detail: `To your payout account · ${where}`,
          };
    case 'held':
      return {
        title: `Reward ${REWARD_STATE_WORDS.held.toLowerCase()} · ${amount}`,
        detail: `Waiting in your wallet until it can go to your payout account · ${where}`,
      };
  }
}

/** A creator's figures for the dashboard, analytics and search. */
export function figureUseCases(deps: SubmissionsDeps) {
  const { db } = deps;

  // ---------------------------------------------------------------- a creator's figures (dashboard, analytics, search)

  const totalsFor = (creatorId: string) => repo.totalsForCreator(db, creatorId);
  const monthlyFor = (creatorId: string, since: Date) => repo.monthlyForCreator(db, creatorId, since);
  /** The creator dashboard's submissions this week, as SQL for its one statement of figures. */
  const countSubmittedSinceSql = (creatorId: string, since: Date) => repo.countSinceForCreatorSql(creatorId, since);

  /** The creator's own submissions matching the search (brief title or status), with each brief's submission count. */
  async function searchOwn(creatorId: string, search: string, limit: number): Promise<OwnSearchHit[]> {
    const rows = await repo.searchOwn(db, creatorId, search, limit);
    const counts = await repo.countsByBrief(db, [...new Set(rows.map((row) => row.briefId))]);
    return rows.map((row) => ({ ...row, submissionsCount: counts.get(row.briefId) ?? 0 }));
  }

  async function recentActivity(creatorId: string, limit: number): Promise<TActivityItem[]> {
    const rows = await repo.recentActivityForCreator(db, creatorId, limit);
    return rows.map((row) => ({ id: row.key, kind: row.kind, ...activityText(row), at: row.at.toISOString() }));
  }

  return { totalsFor, monthlyFor, countSubmittedSinceSql, searchOwn, recentActivity };
}
