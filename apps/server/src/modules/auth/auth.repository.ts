import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SessionEndReason } from '@briefly/shared/session-end';
import { queryRows, type Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  accountTokens,
  adminProfiles,
  auditLog,
  brandProfiles,
  creatorProfiles,
  sessions,
  twoFactor,
  users,
  type AccountTokenPurpose,
} from '../../db/schema/index.ts';

// All of the auth module's queries. Functions take the executor (db or transaction) first.

export type UserRow = typeof users.$inferSelect;
export type NewBrandProfile = typeof brandProfiles.$inferInsert;
export type NewCreatorProfile = typeof creatorProfiles.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether another creator (not `exceptId`) has this username, case-insensitively. */
export async function isUserNameTaken(db: Db, userName: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(
      and(
        sql`lower(${creatorProfiles.userName}) = lower(${userName})`,
        exceptId ? ne(creatorProfiles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Undefined fields are left as they are. */
export async function updateUser(
  db: Db,
  userId: string,
  values: Pick<Partial<typeof users.$inferInsert>, 'email' | 'isVerified' | 'emailVerifiedAt' | 'status' | 'updatedAt'>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateBrandProfile(db: Db, userId: string, values: Partial<NewBrandProfile>): Promise<void> {
  await db.update(brandProfiles).set(values).where(eq(brandProfiles.id, userId));
}

export async function updateCreatorProfile(db: Db, userId: string, values: Partial<NewCreatorProfile>): Promise<void> {
  await db.update(creatorProfiles).set(values).where(eq(creatorProfiles.id, userId));
}

/** Ends every live session of the user (a deactivation, a closure, a password reset). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function setGoogleSubject(db: Db, userId: string, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ googleSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.googleSubject)));
}

export async function insertBrandProfile(db: Db, values: NewBrandProfile): Promise<void> {
  await db.insert(brandProfiles).values(values);
}

export async function insertCreatorProfile(db: Db, values: NewCreatorProfile): Promise<void> {
  await db.insert(creatorProfiles).values(values);
}

export type NewAdminProfile = typeof adminProfiles.$inferInsert;

export async function insertAdminProfile(db: Db, values: NewAdminProfile): Promise<void> {
  await db.insert(adminProfiles).values(values);
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The names shown for a user, whatever their type (one query with left joins, no N+1). */
export async function findUserWithProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      user: users,
      companyName: brandProfiles.companyName,
      contactName: brandProfiles.contactName,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
      adminName: adminProfiles.fullName,
      twoFactorEnabledAt: twoFactor.enabledAt,
    })
    .from(users)
    .leftJoin(brandProfiles, eq(brandProfiles.id, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .leftJoin(adminProfiles, eq(adminProfiles.id, users.id))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type UserWithProfile = NonNullable<Awaited<ReturnType<typeof findUserWithProfile>>>;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A live session (not revoked, not expired) of an active, undeleted user. */
/** Every signed-in request runs this: prepared once (db/prepared.ts). */
const liveSession = preparedQuery('auth_live_session', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      userId: users.id,
      type: users.type,
      email: users.email,
      // An admin without a second factor may be held at enrollment (ADMIN_2FA=required).
      twoFactorEnabledAt: twoFactor.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare(name),
);

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db, { tokenHash, now });
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'signed_out' satisfies SessionEndReason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Why a token the server issued is no longer accepted (only asked once the live-session read found
 * nothing): undefined for a token it never issued, so an unknown token learns nothing.
 */
export async function findEndedSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      expiresAt: sessions.expiresAt,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Records a use of the session, unless one was recorded since `staleBefore` (at most one write a minute). */
export async function touchSession(db: Db, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, staleBefore)));
}

/** The user's live sessions (not revoked, not expired), the most recently used first. */
export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Revokes one live session of this user; the id when it did (undefined: not the user's, or already ended). */
export async function revokeUserSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'revoked' satisfies SessionEndReason })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return row?.id;
}

/** Revokes every live session of the user but `keepSessionId`; the ids it revoked. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now: Date,
  reason: SessionEndReason,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

// ---------------------------------------------------------------- mailed tokens (decision 020)

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** A new token of this purpose for the user; every older one of the same purpose stops working now. */
export async function insertAccountToken(
  db: Db,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: values.createdAt })
    .where(
      and(
        eq(accountTokens.userId, values.userId),
        eq(accountTokens.purpose, values.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, values.createdAt),
      ),
    );
  await db.insert(accountTokens).values(values);
}

/** Whether a newer token of the same account and purpose took this one's place (its expiry is the newer one's creation). */
export async function wasReplaced(
  db: Db,
  token: Pick<AccountTokenRow, 'id' | 'userId' | 'purpose' | 'expiresAt'>,
): Promise<boolean> {
  const [newer] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        eq(accountTokens.createdAt, token.expiresAt),
        ne(accountTokens.id, token.id),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

export async function findAccountToken(db: Db, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Compare-and-set: true only for the one caller that used the token (parallel confirmations change nothing twice). */
export async function useAccountToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

export async function setEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Retention (docs/operations.md#retention): sign-ins that ended (expired or revoked) before `before`, in batches. */
export async function pruneEndedSessions(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from sessions where id in (
          select id from sessions where expires_at < ${before} or revoked_at < ${before} limit ${limit})
        returning id`,
  );
  return rows.length;
}

/** Retention: mailed single-use tokens used or expired before `before`, in batches. */
export async function pruneSpentAccountTokens(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from account_tokens where id in (
          select id from account_tokens where expires_at < ${before} or used_at < ${before} limit ${limit})
        returning id`,
  );
  return rows.length;
}

/** What a creator may change of their own profile (the settings form and the public profile). */
export type CreatorProfileChanges = Partial<
  Pick<
    typeof creatorProfiles.$inferInsert,
    | 'fullName'
    | 'userName'
    | 'socialInstagram'
    | 'socialTikTok'
    | 'socialYouTube'
    | 'socialTwitter'
    | 'socialLinkedIn'
    | 'displayName'
    | 'bio'
    | 'location'
    | 'socialLinks'
    | 'categories'
    | 'directoryListed'
  >
>;

/** Throws the unique violation of `creator_profiles_user_name_lower_unique` when the username is taken. */
export async function changeCreatorProfile(
  tx: Db,
  creatorId: string,
  changes: CreatorProfileChanges,
  now: Date,
): Promise<void> {
  await tx.update(creatorProfiles).set(changes).where(eq(creatorProfiles.id, creatorId));
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, creatorId));
}
