import type { BriefActivitySource } from '../briefs/index.ts';
import * as repo from './submissions.repository.ts';

/** The briefs module's submission figures for a brand's analytics, from the submissions table. */
export const submissionActivity: BriefActivitySource = {
  submissionsPerMonth: (db, brandId, since) => repo.perMonthForBrand(db, brandId, since),
  submissionsSince: (db, brandId, since) => repo.countSinceForBrand(db, brandId, since),
};
