import { sql, type SQL } from 'drizzle-orm';

// What the forums module's query groups share. Authors' names and pictures are read from the
// profiles (read across modules, decision 010), in the same statement as the rows: a page of posts
// or replies is one query whatever its size.

/** A member's name as the forum shows it: the brand's company, the creator's or admin's full name. */
export const nameOf = (userId: SQL) =>
  sql`coalesce((select company_name from brand_profiles where id = ${userId}), (select full_name from creator_profiles where id = ${userId}), (select full_name from admin_profiles where id = ${userId}), 'Member')`;
export const avatarOf = (userId: SQL) => sql`(select logo from brand_profiles where id = ${userId})`;
export const typeOf = (userId: SQL) => sql`(select type from users where id = ${userId})`;

export type Timestamp = Date | string;
