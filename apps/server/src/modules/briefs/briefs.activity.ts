import type { Db } from '../../db/client.ts';

// Submission and winner counts of briefs. They belong to the submissions module (and, for
// winners, the rewards module), which the briefs module must not import: buildApp hands the
// briefs service the submissions module's source (`submissionActivity`). Winners stay 0 until
// reward assignments exist.

export interface BriefActivity {
  submissions: number;
  winners: number;
}

/** One submission to a brief, anonymous: when, and how it was reviewed (decision 013). */
export interface BriefSubmissionEntry {
  submittedAt: Date;
  status: 'pending' | 'approved' | 'rejected';
}

export interface BriefActivitySource {
  countsFor(db: Db, briefIds: string[]): Promise<Map<string, BriefActivity>>;
  /** Every submission to these briefs, oldest first, in one query for the whole list. */
  submissionsFor(db: Db, briefIds: string[]): Promise<Map<string, BriefSubmissionEntry[]>>;
  /** Submissions to the brand's briefs per calendar month (UTC, 'YYYY-MM') since `since`. */
  submissionsPerMonth(db: Db, brandId: string, since: Date): Promise<Map<string, number>>;
  /** Submissions to the brand's briefs submitted at or after `since`. */
  submissionsSince(db: Db, brandId: string, since: Date): Promise<number>;
}
