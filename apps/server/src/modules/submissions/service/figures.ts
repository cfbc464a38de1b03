import type { TActivityItem } from '@briefly/shared/submissions';
import { SUBMISSION_STATE_WORDS } from '@briefly/shared/status-words';
import * as repo from '../submissions.repository.ts';
import type { SubmissionsDeps } from './deps.ts';

export type OwnSearchHit = repo.OwnSearchRow & { submissionsCount: number };

const ACTIVITY_TITLES: Record<repo.ActivityRow['kind'], string> = {
  submitted: 'Application submitted',
  updated: 'Application updated',
  approved: `Submission ${SUBMISSION_STATE_WORDS.shortlisted.toLowerCase()}`,
  rejected: `Submission ${SUBMISSION_STATE_WORDS.not_selected.toLowerCase()}`,
};

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
    return rows.map((row) => ({
      id: `${row.submissionId}:${row.kind}`,
      kind: row.kind,
      title: ACTIVITY_TITLES[row.kind],
      detail: `${row.briefTitle} · ${row.brandName}`,
      at: row.at.toISOString(),
    }));
  }

  return { totalsFor, monthlyFor, countSubmittedSinceSql, searchOwn, recentActivity };
}
