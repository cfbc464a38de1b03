import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

// The Idempotency-Key header's stored first responses.

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Claims (caller, key) for a first request; undefined when it was used before. */
export async function claimKey(
  db: Db,
  values: { callerId: string; key: string; requestHash: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findKey(db: Db, callerId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.callerId, callerId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeResponse(db: Db, id: string, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

export async function releaseKey(db: Db, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/**
 * Compare-and-set: takes over a key whose first request never finished (the process died mid-way)
 * once it is older than `staleBefore`; undefined when it is fresh or another request took it first.
 */
export async function takeOverStaleKey(db: Db, id: string, staleBefore: Date, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, staleBefore),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}
