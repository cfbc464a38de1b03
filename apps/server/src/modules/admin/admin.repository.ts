import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/text-search.ts';

// The admin module's queries: read-only joins over the owners' tables (decision 010), and its
// own audit rows. Every list is filtered, searched and paged here, in SQL.

export interface Page {
  limit: number;
  offset: number;
  /** Trimmed, non-blank. */
  search?: string;
}

type Searched = Parameters<typeof ilike>[0];

/** `pattern` (containsPattern, or a prepared statement's placeholder for one) in any of these columns, case-insensitively. */
const anyContains = (pattern: Parameters<typeof ilike>[1], columns: Searched[]) =>
  or(...columns.map((column) => ilike(column, pattern)));

/** Part of any of these columns, matched literally (LIKE wildcards escaped) and case-insensitively. */
function matching(search: string | undefined, columns: Searched[]): SQL | undefined {
  return search ? anyContains(containsPattern(search), columns) : undefined;
}

// ---------------------------------------------------------------- people

export type PeopleStatus = 'all' | 'verified' | 'pending' | 'deactivated';

/** Verified and pending are among active accounts; deleted (erased) accounts are never listed. */
function peopleStatus(status: PeopleStatus): SQL | undefined {
  if (status === 'verified') return and(eq(users.status, 'active'), eq(users.isVerified, true));
  if (status === 'pending') return and(eq(users.status, 'active'), eq(users.isVerified, false));
  if (status === 'deactivated') return eq(users.status, 'deactivated');
  return undefined;
}

const brandColumns = {
  id: users.id,
  email: users.email,
  isVerified: users.isVerified,
  accountStatus: users.status,
  createdAt: users.createdAt,
  photoHash: users.photoHash,
  companyName: brandProfiles.companyName,
  contactName: brandProfiles.contactName,
  logo: brandProfiles.logo,
  socialInstagram: brandProfiles.socialInstagram,
  socialTwitter: brandProfiles.socialTwitter,
  socialLinkedIn: brandProfiles.socialLinkedIn,
  socialWebsite: brandProfiles.socialWebsite,
};

const creatorColumns = {
  id: users.id,
  email: users.email,
  isVerified: users.isVerified,
  accountStatus: users.status,
  createdAt: users.createdAt,
  photoHash: users.photoHash,
  userName: creatorProfiles.userName,
  fullName: creatorProfiles.fullName,
};

const isBrand = and(eq(users.type, 'brand'), isNull(users.deletedAt));
const isCreator = and(eq(users.type, 'creator'), isNull(users.deletedAt));

/** Newest account first (the users_type_created index), and how many match. */
export async function listBrands(db: Db, status: PeopleStatus, page: Page) {
  const where = and(
    isBrand,
    peopleStatus(status),
    matching(page.search, [brandProfiles.companyName, brandProfiles.contactName, users.email]),
  );
  const rows = await db
    .select(brandColumns)
    .from(users)
    .innerJoin(brandProfiles, eq(brandProfiles.id, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(brandProfiles, eq(brandProfiles.id, users.id))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findBrand(db: Db, id: string) {
  const [row] = await db
    .select(brandColumns)
    .from(users)
    .innerJoin(brandProfiles, eq(brandProfiles.id, users.id))
    .where(and(eq(users.id, id), isBrand))
    .limit(1);
  return row;
}
export type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

export async function listCreators(db: Db, status: PeopleStatus, page: Page) {
  const where = and(
    isCreator,
    peopleStatus(status),
    matching(page.search, [creatorProfiles.fullName, creatorProfiles.userName, users.email]),
  );
  const rows = await db
    .select(creatorColumns)
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findCreator(db: Db, id: string) {
  const [row] = await db
    .select(creatorColumns)
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(and(eq(users.id, id), isCreator))
    .limit(1);
  return row;
}
export type CreatorRow = NonNullable<Awaited<ReturnType<typeof findCreator>>>;

// ---------------------------------------------------------------- briefs

const briefListColumns = {
  id: briefs.id,
  title: briefs.title,
  description: briefs.description,
  requirements: briefs.requirements,
  brandId: briefs.brandId,
  companyName: brandProfiles.companyName,
  brandEmail: users.email,
  status: briefs.status,
  rewardCents: briefs.rewardCents,
  amountOfWinners: briefs.amountOfWinners,
  deadline: briefs.deadline,
  archivedAt: briefs.archivedAt,
  isPrivate: briefs.isPrivate,
  additionalFields: briefs.additionalFields,
  fundedAt: briefs.fundedAt,
  createdAt: briefs.createdAt,
  updatedAt: briefs.updatedAt,
  /** One index lookup per row of the page (submissions_brief_submitted). */
  submissionsCount: sql<number>`(select count(*)::int from submissions counted where counted.brief_id = ${briefs.id})`,
  /** The tiers by place, as JSON, in the page's own statement. */
  tiers: sql<
    Array<{ position: number; name: string; cashCents: number; creditCents: number }>
  >`(select coalesce(json_agg(json_build_object(
      'position', tier.position, 'name', tier.name, 'cashCents', tier.cash_cents, 'creditCents', tier.credit_cents) order by tier.position), '[]'::json)
    from reward_tiers tier where tier.brief_id = ${briefs.id})`,
};

export type BriefStatusFilter = 'all' | 'draft' | 'published' | 'archived';

/** The briefs list counts up to this many (docs/performance.md#totals); beyond it, "1,000+". */
export const ADMIN_COUNT_CAP = 1000;

/** The list's WHERE, with `value(name)` for each value: a placeholder when prepared, else the value. */
function briefsWhere(
  status: BriefStatusFilter,
  search: boolean,
  value: (name: 'status' | 'pattern') => Parameters<typeof ilike>[1],
): SQL | undefined {
  return and(
    status === 'all' ? undefined : sql`${briefs.status} = ${value('status')}`,
    search ? anyContains(value('pattern'), [briefs.title, brandProfiles.companyName]) : undefined,
  );
}

/** Counted up to the cap + 1, newest first like the page (its index), so the count stops there. */
const cappedBriefCount = (where: SQL | undefined, countLimit: unknown) =>
  sql<number>`(select count(*)::int from (select 1 from ${briefs} join ${brandProfiles} on ${brandProfiles.id} = ${briefs.brandId}
      where ${where ?? sql`true`} order by ${briefs.createdAt} desc, ${briefs.id} desc limit ${countLimit}) capped)`;

function briefsPageQuery(db: Db, status: BriefStatusFilter, search: boolean) {
  const where = briefsWhere(status, search, (key) => sql.placeholder(key));
  return db
    .select({ ...briefListColumns, total: cappedBriefCount(where, sql.placeholder('countLimit')) })
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .innerJoin(users, eq(users.id, briefs.brandId))
    .where(where)
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
type BriefsPageRow = Awaited<ReturnType<ReturnType<typeof briefsPageQuery>['execute']>>[number];

/** One statement per shape (a status or all, a search or none), prepared on first use: the page with its capped count. */
const briefStatements = new Map<string, (db: Db, values: Record<string, unknown>) => Promise<BriefsPageRow[]>>();

function briefsStatement(status: BriefStatusFilter, search: boolean) {
  const shape = `${status === 'all' ? 'all' : 'status'}_${search ? 'search' : 'none'}`;
  let statement = briefStatements.get(shape);
  if (!statement) {
    statement = preparedQuery(`admin_briefs_${shape}`, (db, name) => briefsPageQuery(db, status, search).prepare(name));
    briefStatements.set(shape, statement);
  }
  return statement;
}

/** A page of briefs, newest first, and how many match counted up to ADMIN_COUNT_CAP (one statement; a page past the end counts in a second). */
export async function listBriefs(db: Db, status: BriefStatusFilter, page: Page) {
  const values = {
    status,
    pattern: page.search ? containsPattern(page.search) : '',
    limit: page.limit,
    offset: page.offset,
    countLimit: ADMIN_COUNT_CAP + 1,
  };
  const found = await briefsStatement(status, Boolean(page.search))(db, values);
  let value = found.length > 0 ? Number(found[0]!.total) : 0;
  if (found.length === 0 && page.offset > 0) {
    const where = briefsWhere(status, Boolean(page.search), (key) => values[key]);
    const [counted] = await queryRows<{ value: number }>(
      db,
      sql`select ${cappedBriefCount(where, values.countLimit)} as value`,
    );
    value = Number(counted?.value ?? 0);
  }
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: Math.min(value, ADMIN_COUNT_CAP), totalIsCapped: value > ADMIN_COUNT_CAP };
}

export async function findBrief(db: Db, id: string) {
  const [row] = await db
    .select(briefListColumns)
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .innerJoin(users, eq(users.id, briefs.brandId))
    .where(eq(briefs.id, id))
    .limit(1);
  return row;
}
export type BriefRow = NonNullable<Awaited<ReturnType<typeof findBrief>>>;

// ---------------------------------------------------------------- submissions

const submissionColumns = {
  id: submissions.id,
  briefId: submissions.briefId,
  creatorId: submissions.creatorId,
  status: submissions.status,
  contentUrl: submissions.contentUrl,
  additionalInfo: submissions.additionalInfo,
  submittedAt: submissions.submittedAt,
  reviewedAt: submissions.reviewedAt,
  revisionRequestedAt: submissions.revisionRequestedAt,
  revisionNote: submissions.revisionNote,
  briefTitle: briefs.title,
  briefDescription: briefs.description,
  briefRewardCents: briefs.rewardCents,
  briefAdditionalFields: briefs.additionalFields,
  fullName: creatorProfiles.fullName,
  userName: creatorProfiles.userName,
  email: users.email,
  // The reward it won, if any (reward_assignments is unique on submission: the join adds no rows);
  // only the joined table's columns, so the object is null without an award.
  award: {
    id: rewardAssignments.id,
    createdAt: rewardAssignments.createdAt,
    rewardType: rewardAssignments.rewardType,
    position: rewardAssignments.position,
    grossCents: rewardAssignments.grossCents,
    prizeName: rewardAssignments.prizeName,
    payoutStatus: rewardAssignments.payoutStatus,
    paidAt: rewardAssignments.paidAt,
  },
};

export type SubmissionStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';

/** Newest first; the status filter rides the submissions_status_submitted index. */
export async function listSubmissions(db: Db, status: SubmissionStatusFilter, page: Page) {
  const where = and(
    status === 'all' ? undefined : eq(submissions.status, status),
    matching(page.search, [briefs.title, creatorProfiles.fullName, creatorProfiles.userName, users.email]),
  );
  const from = () =>
    db
      .select(submissionColumns)
      .from(submissions)
      .innerJoin(briefs, eq(briefs.id, submissions.briefId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
      .innerJoin(users, eq(users.id, submissions.creatorId))
      .leftJoin(rewardAssignments, eq(rewardAssignments.submissionId, submissions.id));
  const rows = await from()
    .where(where)
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .innerJoin(users, eq(users.id, submissions.creatorId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findSubmission(db: Db, id: string) {
  const [row] = await db
    .select(submissionColumns)
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .innerJoin(users, eq(users.id, submissions.creatorId))
    .leftJoin(rewardAssignments, eq(rewardAssignments.submissionId, submissions.id))
    .where(eq(submissions.id, id))
    .limit(1);
  return row;
}
export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

// ---------------------------------------------------------------- archiving and the audit log

/** The people told when these briefs are archived: each brief's brand and every creator who applied to it. */
export async function archiveRecipients(db: Db, briefIds: string[]): Promise<number> {
  if (briefIds.length === 0) return 0;
  // One submission per creator and brief (a unique index), so applicants are a plain count.
  const [row] = await db.select({ value: count() }).from(submissions).where(inArray(submissions.briefId, briefIds));
  return briefIds.length + (row?.value ?? 0);
}

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: 'brand' | 'creator' | 'brief' | 'submission' | 'job';
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    data: { before: entry.before, after: entry.after },
    ip: entry.ip,
  });
}
