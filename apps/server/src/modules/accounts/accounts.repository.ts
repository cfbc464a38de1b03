import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  brandProfiles,
  briefs,
  conversations,
  creatorProfiles,
  messages,
  notifications,
  rewardAssignments,
  sessions,
  submissions,
  users,
  withdrawals,
} from '../../db/schema/index.ts';

// The caller's own rows for the data export (issue 23, item 7): read-only queries over the owning
// modules' tables (decision 010 allows read-only reads in a repository; ledger reads go through the
// ledger service). One statement per kind of row, whatever the number of rows (no N+1).

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      signsInWithGoogle: sql<boolean>`${users.googleSubject} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function brandProfileOf(db: Db, userId: string) {
  const [row] = await db.select().from(brandProfiles).where(eq(brandProfiles.id, userId));
  return row ?? null;
}

export async function creatorProfileOf(db: Db, userId: string) {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.id, userId));
  return row ?? null;
}

export async function briefsOfBrand(db: Db, brandId: string) {
  return db
    .select({
      id: briefs.id,
      title: briefs.title,
      description: briefs.description,
      requirements: briefs.requirements,
      location: briefs.location,
      template: briefs.template,
      additionalFields: briefs.additionalFields,
      category: briefs.category,
      deadline: briefs.deadline,
      amountOfWinners: briefs.amountOfWinners,
      rewardCents: briefs.rewardCents,
      isPrivate: briefs.isPrivate,
      status: briefs.status,
      fundedAt: briefs.fundedAt,
      archivedAt: briefs.archivedAt,
      createdAt: briefs.createdAt,
      updatedAt: briefs.updatedAt,
    })
    .from(briefs)
    .where(eq(briefs.brandId, brandId))
    .orderBy(briefs.createdAt, briefs.id);
}

export async function briefIdsOfBrand(db: Db, brandId: string): Promise<string[]> {
  const rows = await db.select({ id: briefs.id }).from(briefs).where(eq(briefs.brandId, brandId));
  return rows.map((row) => row.id);
}

export async function submissionsOfCreator(db: Db, creatorId: string) {
  return db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      briefTitle: briefs.title,
      contentUrl: submissions.contentUrl,
      additionalInfo: submissions.additionalInfo,
      amountText: submissions.amountText,
      status: submissions.status,
      submittedAt: submissions.submittedAt,
      updatedAt: submissions.updatedAt,
      reviewedAt: submissions.reviewedAt,
    })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .where(eq(submissions.creatorId, creatorId))
    .orderBy(submissions.submittedAt, submissions.id);
}

export async function withdrawalsOfCreator(db: Db, creatorId: string) {
  return db
    .select({
      id: withdrawals.id,
      amountCents: withdrawals.amountCents,
      status: withdrawals.status,
      reason: withdrawals.reason,
      requestedAt: withdrawals.requestedAt,
      processedAt: withdrawals.processedAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.creatorId, creatorId))
    .orderBy(withdrawals.requestedAt, withdrawals.id);
}

/** The caller's conversations with the other party's display name only (what the Messages tab shows). */
export async function conversationsOf(db: Db, userId: string) {
  const brand = alias(brandProfiles, 'other_brand');
  const creator = alias(creatorProfiles, 'other_creator');
  return db
    .select({
      id: conversations.id,
      briefId: conversations.briefId,
      otherPartyName: sql<string>`case when ${conversations.brandId} = ${userId} then ${creator.fullName} else ${brand.companyName} end`,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .leftJoin(brand, eq(brand.id, conversations.brandId))
    .leftJoin(creator, eq(creator.id, conversations.creatorId))
    .where(or(eq(conversations.brandId, userId), eq(conversations.creatorId, userId)))
    .orderBy(conversations.createdAt, conversations.id);
}

/** Every message of the caller's conversations, sent and received (no storage keys). */
export async function messagesOf(db: Db, userId: string) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      sentByMe: sql<boolean>`${messages.senderId} = ${userId}`,
      type: messages.type,
      content: messages.content,
      fileName: messages.fileName,
      fileSize: messages.fileSize,
      mimeType: messages.mimeType,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(conversations.brandId, userId), eq(conversations.creatorId, userId)))
    .orderBy(messages.seq);
}

export async function notificationsOf(db: Db, userId: string) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      category: notifications.category,
      priority: notifications.priority,
      link: notifications.link,
      readAt: notifications.readAt,
      dismissedAt: notifications.dismissedAt,
      emailedAt: notifications.emailedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), notifications.id);
}

/** The account's sessions without their token hashes. */
export async function sessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/** The creator's awards (winners' rows), with the brief's title: what they won and its payout state. */
export async function awardsOfCreator(db: Db, creatorId: string) {
  return db
    .select({
      id: rewardAssignments.id,
      briefId: rewardAssignments.briefId,
      briefTitle: briefs.title,
      submissionId: rewardAssignments.submissionId,
      rewardType: rewardAssignments.rewardType,
      position: rewardAssignments.position,
      grossCents: rewardAssignments.grossCents,
      feeCents: rewardAssignments.feeCents,
      netCents: rewardAssignments.netCents,
      description: rewardAssignments.description,
      prizeName: rewardAssignments.prizeName,
      prizeValue: rewardAssignments.prizeValue,
      prizeDescription: rewardAssignments.prizeDescription,
      payoutStatus: rewardAssignments.payoutStatus,
      paidAt: rewardAssignments.paidAt,
      createdAt: rewardAssignments.createdAt,
    })
    .from(rewardAssignments)
    .innerJoin(briefs, eq(briefs.id, rewardAssignments.briefId))
    .where(eq(rewardAssignments.creatorId, creatorId))
    .orderBy(rewardAssignments.createdAt, rewardAssignments.id);
}
