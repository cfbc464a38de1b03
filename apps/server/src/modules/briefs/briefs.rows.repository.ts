import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BriefStatus } from '@briefly/shared/briefs';
import type { Db } from '../../db/client.ts';
import { briefs, rewardTiers } from '../../db/schema/index.ts';
import { briefColumns, type BriefRow, type NewBrief, type NewTier, type TierRow } from './briefs.lists.repository.ts';

// A brief's own row and its reward tiers: created, read, locked, funded, edited, deleted and archived.

export async function insertBrief(db: Db, values: NewBrief): Promise<BriefRow> {
  const [row] = await db.insert(briefs).values(values).returning(briefColumns);
  if (!row) throw new Error('insert into briefs returned nothing');
  return row;
}

export async function insertTiers(db: Db, briefId: string, tiers: NewTier[]): Promise<void> {
  if (tiers.length === 0) return;
  await db.insert(rewardTiers).values(tiers.map((tier) => ({ ...tier, briefId })));
}

export async function replaceTiers(db: Db, briefId: string, tiers: NewTier[]): Promise<void> {
  await db.delete(rewardTiers).where(eq(rewardTiers.briefId, briefId));
  await insertTiers(db, briefId, tiers);
}

export async function findBrief(db: Db, id: string): Promise<BriefRow | undefined> {
  const [row] = await db.select(briefColumns).from(briefs).where(eq(briefs.id, id)).limit(1);
  return row;
}

/** The brand's own brief, locked until the transaction ends (edits, deletes and funding take turns). */
export async function lockOwnBrief(db: Db, id: string, brandId: string): Promise<BriefRow | undefined> {
  const [row] = await db
    .select(briefColumns)
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.brandId, brandId)))
    .for('update')
    .limit(1);
  return row;
}

export async function lockBrief(db: Db, id: string): Promise<void> {
  await db.select({ id: briefs.id }).from(briefs).where(eq(briefs.id, id)).for('update');
}

/**
 * Compare-and-set: marks an unfunded brief of this brand, whose reward is exactly the amount,
 * funded; a draft with a future deadline is published too. Null when any of that does not hold.
 */
export async function markFunded(
  db: Db,
  args: { id: string; brandId: string; amountCents: number; now: Date; publish: boolean },
): Promise<BriefRow | undefined> {
  const publish = args.publish
    ? sql`case when ${briefs.status} = 'draft' and ${briefs.deadline} > ${args.now} then 'published'::brief_status else ${briefs.status} end`
    : briefs.status;
  const [row] = await db
    .update(briefs)
    .set({ fundedAt: args.now, updatedAt: args.now, status: publish as SQL<BriefStatus> })
    .where(
      and(
        eq(briefs.id, args.id),
        eq(briefs.brandId, args.brandId),
        isNull(briefs.fundedAt),
        eq(briefs.rewardCents, args.amountCents),
      ),
    )
    .returning(briefColumns);
  return row;
}

export async function updateBrief(db: Db, id: string, values: Partial<NewBrief>): Promise<BriefRow> {
  const [row] = await db.update(briefs).set(values).where(eq(briefs.id, id)).returning(briefColumns);
  if (!row) throw new Error(`brief ${id} vanished during an update`);
  return row;
}

export async function deleteBrief(db: Db, id: string): Promise<void> {
  await db.delete(briefs).where(eq(briefs.id, id));
}

export async function tiersOf(db: Db, briefIds: string[]): Promise<Map<string, TierRow[]>> {
  const result = new Map<string, TierRow[]>(briefIds.map((id) => [id, []]));
  if (briefIds.length === 0) return result;
  const rows = await db
    .select()
    .from(rewardTiers)
    .where(inArray(rewardTiers.briefId, briefIds))
    .orderBy(asc(rewardTiers.briefId), asc(rewardTiers.position));
  for (const row of rows) result.get(row.briefId)?.push(row);
  return result;
}

// ---------------------------------------------------------------- jobs

/** Archives published briefs whose deadline has passed, in one statement (safe with several processes). */
export async function archiveExpired(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; brandId: string; title: string; archivedAt: Date | null }>> {
  return db
    .update(briefs)
    .set({ status: 'archived', archivedAt: now, updatedAt: now })
    .where(and(eq(briefs.status, 'published'), sql`${briefs.deadline} < ${now}`))
    .returning({ id: briefs.id, brandId: briefs.brandId, title: briefs.title, archivedAt: briefs.archivedAt });
}
