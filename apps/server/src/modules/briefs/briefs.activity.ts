import type { Db } from '../../db/client.ts';

// Submission figures of a brand's briefs for its analytics. They belong to the submissions module,
// which the briefs module must not import: the composition hands the briefs service the submissions
// module's source (`submissionActivity`). A list's own counts are read with the list (decision 016).

/** One submission to a brief, anonymous: when, and how it was reviewed (decision 013). */
export interface BriefSubmissionEntry {
  submittedAt: Date;
  status: 'pending' | 'approved' | 'rejected';
}

export interface BriefActivitySource {
  /** Submissions to the brand's briefs per calendar month (UTC, 'YYYY-MM') since `since`. */
  submissionsPerMonth(db: Db, brandId: string, since: Date): Promise<Map<string, number>>;
  /** Submissions to the brand's briefs submitted at or after `since`. */
  submissionsSince(db: Db, brandId: string, since: Date): Promise<number>;
}
