import { sql, type SQL } from 'drizzle-orm';

// What the messaging module's query groups share. Names come from the brand and creator profiles
// (read across modules, decision 010).

/** A user's display name in chat: the brand's company, the creator's full name. */
export const nameOf = (userId: SQL) =>
  sql`coalesce((select company_name from brand_profiles where id = ${userId}), (select full_name from creator_profiles where id = ${userId}), '')`;

/** Briefs the creator can see (docs/product/briefs.md#visibility), as SQL over `b`. */
export const visibleToCreator = (creatorId: string) =>
  sql`(b.status <> 'draft' and (not b.is_private or exists (select 1 from brief_invitations i where i.brief_id = b.id and i.creator_id = ${creatorId})))`;
