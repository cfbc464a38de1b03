import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactor, twoFactorRecoveryCodes } from '../../db/schema/index.ts';

// The queries of two-factor sign-in (decision 028). Functions take the executor (db or transaction) first.

export async function findTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

/** A new secret while setting up (a second setup replaces the first); nothing when it is already enabled. */
export async function startSetup(db: Db, userId: string, secret: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secret, createdAt: at })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, createdAt: at, lastUsedStep: null },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Turns it on with the step of the first right code (compare-and-set: one of two parallel calls wins). */
export async function enable(db: Db, userId: string, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ enabledAt: at, lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's step once: only when it is later than the last step accepted (compare-and-set, so the same
 * code sent twice at once signs in once).
 */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[], at: Date): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Uses up one recovery code; false when it is not one of the user's or was used before. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

/** Turns it off: the secret and the recovery codes go. */
export async function remove(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}
