import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { briefInvitations, creatorProfiles, users } from '../../db/schema/index.ts';

// Invitations to private briefs.

/** Inserts the invitations that do not exist yet; answers the creators newly invited. */
export async function insertInvitations(db: Db, briefId: string, creatorIds: string[], now: Date): Promise<string[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db
    .insert(briefInvitations)
    .values(creatorIds.map((creatorId) => ({ briefId, creatorId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ creatorId: briefInvitations.creatorId });
  return rows.map((row) => row.creatorId);
}

export async function deleteInvitation(db: Db, briefId: string, creatorId: string): Promise<void> {
  await db
    .delete(briefInvitations)
    .where(and(eq(briefInvitations.briefId, briefId), eq(briefInvitations.creatorId, creatorId)));
}

/** The brief's invited creators with their names, oldest invitation first. */
export async function invitationsOf(db: Db, briefId: string) {
  return db
    .select({
      creatorId: briefInvitations.creatorId,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
      email: users.email,
      invitedAt: briefInvitations.createdAt,
    })
    .from(briefInvitations)
    .innerJoin(users, eq(users.id, briefInvitations.creatorId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, briefInvitations.creatorId))
    .where(eq(briefInvitations.briefId, briefId))
    .orderBy(asc(briefInvitations.createdAt), asc(briefInvitations.creatorId));
}

/** Which of these ids are active creator accounts. */
export async function activeCreatorIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.type, 'creator'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.id));
}
