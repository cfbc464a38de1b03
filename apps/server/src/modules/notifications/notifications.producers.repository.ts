import { and, desc, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  sessions,
  submissions,
  users,
  withdrawals,
} from '../../db/schema/index.ts';

// What producers read to word a notification (read-only): brief titles, names, places, read from
// other modules' tables (decision 010).

export interface BriefInfo {
  id: string;
  title: string;
  brandId: string;
  brandName: string;
  status: 'draft' | 'published' | 'archived';
}

export async function briefInfo(db: Db, briefId: string): Promise<BriefInfo | undefined> {
  const [row] = await db
    .select({
      id: briefs.id,
      title: briefs.title,
      brandId: briefs.brandId,
      brandName: brandProfiles.companyName,
      status: briefs.status,
    })
    .from(briefs)
    .leftJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(briefs.id, briefId));
  return row ? { ...row, brandName: row.brandName ?? 'A brand' } : undefined;
}

/** A creator's name as brands see it. */
export async function creatorName(db: Db, creatorId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: creatorProfiles.fullName, userName: creatorProfiles.userName })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, creatorId));
  return row?.fullName || row?.userName || 'A creator';
}

export interface AwardInfo {
  rewardType: 'cash' | 'credit' | 'prize';
  netCents: number;
  position: number | null;
  tierName: string | null;
  prizeName: string | null;
}

export async function awardInfo(db: Db, assignmentId: string): Promise<AwardInfo | undefined> {
  const [row] = await db
    .select({
      rewardType: rewardAssignments.rewardType,
      netCents: rewardAssignments.netCents,
      position: rewardAssignments.position,
      tierName: rewardTiers.name,
      prizeName: rewardAssignments.prizeName,
    })
    .from(rewardAssignments)
    .leftJoin(rewardTiers, eq(rewardTiers.id, rewardAssignments.rewardTierId))
    .where(eq(rewardAssignments.id, assignmentId));
  return row;
}

/** Everyone who applied to a brief. */
export async function applicantsOf(db: Db, briefId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ creatorId: submissions.creatorId })
    .from(submissions)
    .where(eq(submissions.briefId, briefId));
  return rows.map((row) => row.creatorId);
}

export async function activeAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

export async function withdrawalStatus(db: Db, withdrawalId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  return row?.status;
}

export interface SignInHistory {
  /** The user agents of the account's sessions before this one (the registration's included), the latest 500. */
  userAgents: Array<string | null>;
  /** How many of those were sign-ins: the session a registration starts is not one. */
  earlierSignIns: number;
}

export async function signInHistory(db: Db, userId: string, sessionId: string): Promise<SignInHistory> {
  const [current] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  const conditions = [eq(sessions.userId, userId), ne(sessions.id, sessionId)];
  if (current) conditions.push(lte(sessions.createdAt, current.createdAt));
  const rows = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(...conditions))
    .orderBy(desc(sessions.createdAt))
    .limit(500);
  // Accounts registered in the app (or through Google) began with a session; made ones did not.
  const [registered] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.registered'), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .limit(1);
  return {
    userAgents: rows.map((row) => row.userAgent),
    earlierSignIns: Math.max(0, rows.length - (registered ? 1 : 0)),
  };
}
