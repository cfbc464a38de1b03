import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { briefs, savedSearchMatches, savedSearches, users } from '../../db/schema/index.ts';
import { brandIsActive, textMatches } from '../briefs/index.ts';

// The saved-searches module's queries (decision 035). Reads of briefs, brands and users are reads
// across modules (decision 010); the brief conditions are the marketplace's own (briefs.marketplace.repository.ts).

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

export async function listOwn(db: Db, creatorId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.creatorId, creatorId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * Saves of one creator run one at a time (an advisory lock until the transaction ends, as reviews
 * take theirs), so the cap holds under parallel requests without locking another module's row.
 */
export async function lockCreator(db: Db, creatorId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${creatorId}`}))`);
}

export async function countOwn(db: Db, creatorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.creatorId, creatorId));
  return Number(row?.n ?? 0);
}

export async function insert(db: Db, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** The creator's own search, changed; undefined for anybody else's (or none). */
export async function updateOwn(
  db: Db,
  creatorId: string,
  id: string,
  values: Partial<NewSavedSearch>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.creatorId, creatorId)))
    .returning();
  return row;
}

export async function deleteOwn(db: Db, creatorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.creatorId, creatorId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** One-click unsubscribe: these searches of this creator stop alerting; their names. */
export async function switchOff(db: Db, creatorId: string, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(savedSearches)
    .set({ alert: 'off', updatedAt: now })
    .where(and(inArray(savedSearches.id, ids), eq(savedSearches.creatorId, creatorId)))
    .returning({ name: savedSearches.name });
  return rows.map((row) => row.name);
}

// ---------------------------------------------------------------- matching a newly public brief

const DAY_MS = 24 * 60 * 60 * 1000;
const s = savedSearches;

/** The search's words as the marketplace queries them (lib/text-search.ts tsQuery), from the stored columns. */
const storedTextQuery = sql`(case when ${s.prefixQuery} is null then websearch_to_tsquery('english', ${s.search}) else websearch_to_tsquery('english', ${s.search}) || to_tsquery('english', ${s.prefixQuery}) end)`;

/**
 * The marketplace's conditions (briefs.marketplace.repository.ts marketplaceConditions) with each filter a
 * column of the saved search: an unset filter (null, or deadline 'any') lets every brief through.
 * `now` is when the brief became public: the deadline buckets are counted from it.
 */
export function briefMatchesSearch(now: Date): SQL[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    sql`${briefs.status} = 'published'`,
    sql`${briefs.isPrivate} = false`,
    brandIsActive,
    sql`(${s.search} is null or ${textMatches(storedTextQuery)})`,
    sql`(${s.category} is null or ${briefs.category} = ${s.category})`,
    sql`(${s.template} is null or ${briefs.template} = ${s.template})`,
    sql`(${s.minRewardCents} is null or ${briefs.rewardCents} >= ${s.minRewardCents})`,
    sql`(${s.maxRewardCents} is null or ${briefs.rewardCents} <= ${s.maxRewardCents})`,
    sql`(case ${s.deadline}
      when 'any' then true
      when 'long-term' then ${briefs.deadline} > ${inDays(30)}
      when 'urgent' then ${briefs.deadline} >= ${now} and ${briefs.deadline} <= ${inDays(3)}
      when 'week' then ${briefs.deadline} >= ${now} and ${briefs.deadline} <= ${inDays(7)}
      when 'month' then ${briefs.deadline} >= ${now} and ${briefs.deadline} <= ${inDays(30)}
      else false end)`,
  ];
}

/** An active creator's search (a deactivated creator is told nothing). */
const ownerIsActive = sql`exists(select 1 from ${users} owner where owner.id = ${s.creatorId} and owner.status = 'active' and owner.deleted_at is null)`;

export interface NewMatch {
  savedSearchId: string;
  creatorId: string;
  name: string;
  alert: 'instant' | 'daily';
}

/**
 * One statement: every alerting search the brief matches now gets its match row; a brief and search
 * that matched before (the brief was published, hidden and published again) is skipped by the key.
 * Answers the matches made by this call only.
 */
export async function recordMatches(db: Db, briefId: string, now: Date): Promise<NewMatch[]> {
  const rows = await queryRows<{ saved_search_id: string; creator_id: string; name: string; alert: string }>(
    db,
    sql`
    with inserted as (
      insert into ${savedSearchMatches} (saved_search_id, brief_id, creator_id, alert, matched_at)
      select ${s.id}, ${briefs.id}, ${s.creatorId}, ${s.alert}, ${now}::timestamptz
      from ${savedSearches} cross join ${briefs}
      where ${briefs.id} = ${briefId} and ${s.alert} <> 'off' and ${ownerIsActive}
        and ${sql.join(briefMatchesSearch(now), sql` and `)}
      on conflict do nothing
      returning saved_search_id, creator_id, alert
    )
    select inserted.saved_search_id, inserted.creator_id, inserted.alert, search.name
    from inserted join ${savedSearches} search on search.id = inserted.saved_search_id`,
  );
  return rows.map((row) => ({
    savedSearchId: row.saved_search_id,
    creatorId: row.creator_id,
    name: row.name,
    alert: row.alert === 'instant' ? 'instant' : 'daily',
  }));
}

/** What a notification about a match says of the brief. */
export async function briefSummary(
  db: Db,
  briefId: string,
): Promise<{ id: string; title: string; rewardCents: number } | undefined> {
  const [row] = await db
    .select({ id: briefs.id, title: briefs.title, rewardCents: briefs.rewardCents })
    .from(briefs)
    .where(eq(briefs.id, briefId))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- the daily digest

/** Creators with daily matches waiting. */
export async function creatorsWithWaitingMatches(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ creatorId: savedSearchMatches.creatorId })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.alert, 'daily'), isNull(savedSearchMatches.digestedAt)))
    .limit(limit);
  return rows.map((row) => row.creatorId);
}

export interface WaitingMatch {
  savedSearchId: string;
  searchName: string;
  /** The search's alert now (it may have been switched since it matched). */
  searchAlert: string;
  briefId: string;
  briefTitle: string;
  rewardCents: number;
  deadline: Date;
  /** Still in the marketplace (it may have been archived or made private since). */
  stillPublic: boolean;
  matchedAt: Date;
}

/** Locks the creator's waiting daily matches (another process's digest skips them), oldest first. */
export async function lockWaitingMatches(db: Db, creatorId: string): Promise<WaitingMatch[]> {
  const m = savedSearchMatches;
  const rows = await queryRows<{
    saved_search_id: string;
    search_name: string;
    search_alert: string;
    brief_id: string;
    brief_title: string;
    reward_cents: string | number;
    deadline: string | Date;
    still_public: boolean;
    matched_at: string | Date;
  }>(
    db,
    sql`
    select ${m.savedSearchId} as saved_search_id, ${s.name} as search_name, ${s.alert} as search_alert,
      ${briefs.id} as brief_id, ${briefs.title} as brief_title, ${briefs.rewardCents} as reward_cents,
      ${briefs.deadline} as deadline, ${m.matchedAt} as matched_at,
      (${briefs.status} = 'published' and ${briefs.isPrivate} = false and ${brandIsActive}) as still_public
    from ${m}
    join ${savedSearches} on ${s.id} = ${m.savedSearchId}
    join ${briefs} on ${briefs.id} = ${m.briefId}
    where ${m.creatorId} = ${creatorId} and ${m.alert} = 'daily' and ${m.digestedAt} is null
    order by ${m.matchedAt}, ${m.briefId}
    for update of saved_search_matches skip locked`,
  );
  return rows.map((row) => ({
    savedSearchId: row.saved_search_id,
    searchName: row.search_name,
    searchAlert: row.search_alert,
    briefId: row.brief_id,
    briefTitle: row.brief_title,
    rewardCents: Number(row.reward_cents),
    deadline: new Date(row.deadline),
    stillPublic: Boolean(row.still_public),
    matchedAt: new Date(row.matched_at),
  }));
}

export async function markDigested(
  db: Db,
  creatorId: string,
  matches: Array<{ savedSearchId: string; briefId: string }>,
  now: Date,
): Promise<void> {
  if (matches.length === 0) return;
  const m = savedSearchMatches;
  const keys = sql.join(
    matches.map((match) => sql`(${match.savedSearchId}::uuid, ${match.briefId}::uuid)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${m} set digested_at = ${now}::timestamptz where ${m.creatorId} = ${creatorId} and (${m.savedSearchId}, ${m.briefId}) in (${keys})`,
  );
}
