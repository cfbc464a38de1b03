import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

// The api-keys module's queries (decision 049). The user's type and state are a read across modules (decision 010).

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export async function listLive(db: Db, brandId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.brandId, brandId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** A brand's keys are created one at a time, so the cap holds under parallel requests. */
export async function lockBrand(db: Db, brandId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${brandId}`}))`);
}

export async function countLive(db: Db, brandId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.brandId, brandId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insert(db: Db, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes one live key of the brand; false for another brand's, a revoked or an unknown one. */
export async function revokeOwn(db: Db, brandId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.brandId, brandId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Ends the user's keys that end with the password. */
export async function revokeOnPasswordChange(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.brandId, userId), eq(apiKeys.revokeOnPasswordChange, true), isNull(apiKeys.revokedAt)));
}

/** A live key by its hash, with its brand, only while the account is active and not closed. */
export async function findLive(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
      userId: users.id,
      type: users.type,
      email: users.email,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.brandId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        eq(users.type, 'brand'),
      ),
    )
    .limit(1);
  return row;
}

/** Its last use: written when a minute has passed or the address changed (at most one statement a minute per address). */
export async function touch(db: Db, id: string, at: Date, ip: string, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, staleBefore),
          sql`${apiKeys.lastUsedIp} is distinct from ${ip}`,
        ),
      ),
    );
}
