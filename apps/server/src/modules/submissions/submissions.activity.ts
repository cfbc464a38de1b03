import type { BriefActivitySource } from '../briefs/briefs.activity.ts';
import * as repo from './submissions.repository.ts';

/**
 * The briefs module's submission counts, from the submissions table (aggregates for a whole list
 * at once, never a query per brief). Winners are 0 here: the money-views module's `withWinners`
 * wraps this source and adds them from the reward assignments.
 */
export const submissionActivity: BriefActivitySource = {
  async countsFor(db, briefIds) {
    const counts = await repo.countsByBrief(db, briefIds);
    return new Map(briefIds.map((id) => [id, { submissions: counts.get(id) ?? 0, winners: 0 }]));
  },
  submissionsFor: (db, briefIds) => repo.entriesByBrief(db, briefIds),
  submissionsPerMonth: (db, brandId, since) => repo.perMonthForBrand(db, brandId, since),
  submissionsSince: (db, brandId, since) => repo.countSinceForBrand(db, brandId, since),
};
