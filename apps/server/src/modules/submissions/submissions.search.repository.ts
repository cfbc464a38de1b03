import { and, desc, eq, sql } from 'drizzle-orm';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import type { Db } from '../../db/client.ts';
import { brandProfiles, briefs, submissions } from '../../db/schema/index.ts';
import { likeLiteral, textQuery } from '../../lib/text-search.ts';

// The creator's search over their own submissions.

export interface OwnSearchRow {
  id: string;
  briefId: string;
  status: SubmissionStatus;
  contentUrl: string;
  additionalInfo: string;
  briefTitle: string;
  briefDescription: string;
  rewardCents: number;
  deadline: Date;
  location: string;
  category: string;
  brandName: string;
  brandContact: string;
}

/**
 * The creator's own submissions whose brief title matches the text (full-text, prefix words) or
 * whose status starts with it ('pend', 'approved'), newest first.
 */
export async function searchOwn(db: Db, creatorId: string, search: string, limit: number): Promise<OwnSearchRow[]> {
  const query = textQuery(search);
  const word = search.trim().toLowerCase();
  const statusMatch = /^[a-z]{3,}$/.test(word)
    ? sql` or ${submissions.status}::text like ${`${likeLiteral(word)}%`}`
    : sql``;
  return db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      status: submissions.status,
      contentUrl: submissions.contentUrl,
      additionalInfo: submissions.additionalInfo,
      briefTitle: briefs.title,
      briefDescription: briefs.description,
      rewardCents: briefs.rewardCents,
      deadline: briefs.deadline,
      location: briefs.location,
      category: briefs.category,
      brandName: brandProfiles.companyName,
      brandContact: brandProfiles.contactName,
    })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(
      and(
        eq(submissions.creatorId, creatorId),
        sql`(to_tsvector('english', ${briefs.title}) @@ ${query}${statusMatch})`,
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}
