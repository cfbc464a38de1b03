import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portfolioItems, users } from '../../db/schema/index.ts';

// The photo columns: users.photo_hash (profile photo or logo) and portfolio_items.cover_hash (an
// item's cover picture; the creators module owns the rest of that table). Each write answers the
// hash it replaced, read under the row's lock, so its files can be removed once nothing names them.

/** Sets (or, with null, clears) the user's photo; the previous hash, or undefined when there is no such user. */
export async function swapUserPhoto(db: Db, userId: string, hash: string | null): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ previous: users.photoHash }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    await tx
      .update(users)
      .set({ photoHash: hash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return row.previous;
  });
}

export async function userPhoto(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.photoHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Sets or clears the cover of the creator's own portfolio item; undefined when it is not theirs. */
export async function swapPortfolioCover(
  db: Db,
  creatorId: string,
  submissionId: string,
  hash: string | null,
): Promise<string | null | undefined> {
  const own = and(eq(portfolioItems.submissionId, submissionId), eq(portfolioItems.creatorId, creatorId));
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ previous: portfolioItems.coverHash }).from(portfolioItems).where(own).for('update');
    if (!row) return undefined;
    await tx.update(portfolioItems).set({ coverHash: hash }).where(own);
    return row.previous;
  });
}

export async function isOwnPortfolioItem(db: Db, creatorId: string, submissionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: portfolioItems.submissionId })
    .from(portfolioItems)
    .where(and(eq(portfolioItems.submissionId, submissionId), eq(portfolioItems.creatorId, creatorId)));
  return Boolean(row);
}

/**
 * In `tx`: clears the user's photo and their portfolio covers, answering the hashes that named files
 * (a hash is salted with its owner, so no other row names the same files).
 */
export async function clearOwnerPhotos(tx: Db, userId: string): Promise<string[]> {
  const [user] = await tx
    .select({ hash: users.photoHash })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.photoHash)));
  const covers = await tx
    .update(portfolioItems)
    .set({ coverHash: null })
    .where(and(eq(portfolioItems.creatorId, userId), isNotNull(portfolioItems.coverHash)))
    .returning({ hash: portfolioItems.coverHash });
  if (user?.hash) await tx.update(users).set({ photoHash: null }).where(eq(users.id, userId));
  const hashes = [user?.hash, ...covers.map((cover) => cover.hash)].filter((hash): hash is string => Boolean(hash));
  return [...new Set(hashes)];
}
