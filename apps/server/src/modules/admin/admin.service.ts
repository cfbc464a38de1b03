import type {
  TAdminArchiveResponse,
  TAdminBrand,
  TAdminBrandsResponse,
  TAdminBrief,
  TAdminBriefDetail,
  TAdminBriefsQuery,
  TAdminBriefsResponse,
  TAdminCreateBrandRequest,
  TAdminCreateCreatorRequest,
  TAdminCreator,
  TAdminCreatorsResponse,
  TAdminPeopleQuery,
  TAdminSubmission,
  TAdminSubmissionsQuery,
  TAdminSubmissionsResponse,
  TAdminUpdateBrandRequest,
  TAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import { centsToDollars } from '@briefly/shared/money';
import type { Db } from '../../db/client.ts';
import { type AuthService, mapAccountConflict } from '../auth/index.ts';
import type { BriefChangeHook, BriefsService } from '../briefs/index.ts';
import type { TUpdateBriefRequest } from '@briefly/shared/briefs';
import type { MoneyViewsService } from '../money-views/index.ts';
import type { SubmissionsService } from '../submissions/index.ts';
import { brandNotFound, briefNotFound, creatorNotFound, submissionNotFound } from './admin.errors.ts';
import * as repo from './admin.repository.ts';

// Admins run people, briefs and submissions (docs/product/admin.md#api). Reads are this module's
// own joins; every write goes through the owning module's service in a transaction that also
// writes this module's audit row with the values before and after (decision 010).

export interface AdminActor {
  id: string;
  ip: string | null;
}

export interface AdminServiceOptions {
  db: Db;
  auth: Pick<AuthService, 'createAccountInTx' | 'updateAccountInTx'>;
  briefs: Pick<BriefsService, 'archiveExpired' | 'updateBrief'>;
  submissions: Pick<SubmissionsService, 'reviewSubmission'>;
  /** The brief's money summary on its detail (the ledger's figures, the awards' paid and held cash). */
  moneyViews: Pick<MoneyViewsService, 'briefMoney'>;
}

const toBrand = (row: repo.BrandRow): TAdminBrand => ({ ...row, createdAt: row.createdAt.toISOString() });
const toCreator = (row: repo.CreatorRow): TAdminCreator => ({ ...row, createdAt: row.createdAt.toISOString() });

function toBrief(row: repo.BriefRow): TAdminBrief {
  const { tiers } = row;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    brandId: row.brandId,
    brand: { companyName: row.companyName, email: row.brandEmail },
    status: row.status,
    reward: centsToDollars(row.rewardCents),
    totalRewardValue: centsToDollars(tiers.reduce((sum, tier) => sum + tier.cashCents + tier.creditCents, 0)),
    amountOfWinners: row.amountOfWinners,
    rewardTiers: tiers.map((tier) => ({
      position: tier.position,
      name: tier.name,
      cashAmount: centsToDollars(tier.cashCents),
      creditAmount: centsToDollars(tier.creditCents),
    })),
    deadline: row.deadline.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    isPrivate: row.isPrivate,
    additionalFields: row.additionalFields,
    submissionsCount: Number(row.submissionsCount),
    isFunded: row.fundedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSubmission(row: repo.SubmissionRow): TAdminSubmission {
  const reward = centsToDollars(row.briefRewardCents);
  return {
    id: row.id,
    briefId: row.briefId,
    creatorId: row.creatorId,
    brief: {
      title: row.briefTitle,
      description: row.briefDescription,
      reward,
      additionalFields: row.briefAdditionalFields,
    },
    creator: { fullName: row.fullName, email: row.email, userName: row.userName },
    status: row.status,
    amount: reward,
    contentUrl: row.contentUrl,
    additionalInfo: row.additionalInfo,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    changesRequested: row.revisionRequestedAt
      ? { note: row.revisionNote ?? '', requestedAt: row.revisionRequestedAt.toISOString() }
      : null,
    award: row.award
      ? {
          position: row.award.position,
          rewardType: row.award.rewardType,
          amount: centsToDollars(row.award.grossCents),
          prizeName: row.award.prizeName,
          payoutStatus: row.award.payoutStatus,
          paidAt: row.award.paidAt?.toISOString() ?? null,
        }
      : null,
  };
}

const pageOf = (query: { page: number; limit: number; search?: string }): repo.Page => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
  search: query.search?.trim() || undefined,
});

type BriefState = Parameters<BriefChangeHook>[1];

/** What the audit log keeps of a brief: the fields an edit can change. */
const briefAudit = (brief: BriefState) => ({
  title: brief.title,
  description: brief.description,
  requirements: brief.requirements,
  location: brief.location,
  deadline: brief.deadline.toISOString(),
  rewardCents: brief.rewardCents,
  amountOfWinners: brief.amountOfWinners,
  isPrivate: brief.isPrivate,
  status: brief.status,
});

/** The audit action of a brief change: its status move (archived, published, back to draft), else updated. */
const briefAction = (before: BriefState, after: BriefState) =>
  before.status !== after.status ? `admin.brief.${after.status}` : 'admin.brief.updated';

/** The audit action of an edit: its most telling change (deactivated, reactivated, verified, unverified), else updated. */
function editAction(
  kind: 'brand' | 'creator',
  before: { accountStatus: string; isVerified: boolean },
  after: { accountStatus: string; isVerified: boolean },
): string {
  if (before.accountStatus !== after.accountStatus)
    return `admin.${kind}.${after.accountStatus === 'active' ? 'reactivated' : 'deactivated'}`;
  if (before.isVerified !== after.isVerified) return `admin.${kind}.${after.isVerified ? 'verified' : 'unverified'}`;
  return `admin.${kind}.updated`;
}

export function createAdminService(options: AdminServiceOptions) {
  const { db, auth, briefs, submissions, moneyViews } = options;

  /** A transaction whose email or username conflict answers 409 (a race after the pre-check). */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      return mapAccountConflict(error);
    }
  }

  // ---------------------------------------------------------------- brands

  async function listBrands(query: TAdminPeopleQuery): Promise<TAdminBrandsResponse> {
    const { rows, total } = await repo.listBrands(db, query.status, pageOf(query));
    return { brands: rows.map(toBrand), total, page: query.page, limit: query.limit };
  }

  async function getBrand(id: string): Promise<TAdminBrand> {
    const row = await repo.findBrand(db, id);
    if (!row) throw brandNotFound();
    return toBrand(row);
  }

  async function createBrand(actor: AdminActor, input: TAdminCreateBrandRequest): Promise<TAdminBrand> {
    return inTransaction(async (tx) => {
      const id = await auth.createAccountInTx(tx, {
        type: 'brand',
        email: input.email,
        password: input.password,
        isVerified: input.isVerified,
        profile: { companyName: input.companyName, contactName: input.contactName },
      });
      const brand = toBrand((await repo.findBrand(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.brand.created',
        targetType: 'brand',
        targetId: id,
        before: null,
        after: brand,
        ip: actor.ip,
      });
      return brand;
    });
  }

  async function updateBrand(actor: AdminActor, id: string, input: TAdminUpdateBrandRequest): Promise<TAdminBrand> {
    return inTransaction(async (tx) => {
      const before = await repo.findBrand(tx, id);
      if (!before) throw brandNotFound();
      const { email, isVerified, accountStatus, ...profile } = input;
      await auth.updateAccountInTx(tx, id, { email, isVerified, status: accountStatus, brand: profile });
      const after = toBrand((await repo.findBrand(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: editAction('brand', before, after),
        targetType: 'brand',
        targetId: id,
        before: toBrand(before),
        after,
        ip: actor.ip,
      });
      return after;
    });
  }

  // ---------------------------------------------------------------- creators

  async function listCreators(query: TAdminPeopleQuery): Promise<TAdminCreatorsResponse> {
    const { rows, total } = await repo.listCreators(db, query.status, pageOf(query));
    return { creators: rows.map(toCreator), total, page: query.page, limit: query.limit };
  }

  async function getCreator(id: string): Promise<TAdminCreator> {
    const row = await repo.findCreator(db, id);
    if (!row) throw creatorNotFound();
    return toCreator(row);
  }

  async function createCreator(actor: AdminActor, input: TAdminCreateCreatorRequest): Promise<TAdminCreator> {
    return inTransaction(async (tx) => {
      const id = await auth.createAccountInTx(tx, {
        type: 'creator',
        email: input.email,
        password: input.password,
        isVerified: input.isVerified,
        profile: { userName: input.userName, fullName: input.fullName },
      });
      const creator = toCreator((await repo.findCreator(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.creator.created',
        targetType: 'creator',
        targetId: id,
        before: null,
        after: creator,
        ip: actor.ip,
      });
      return creator;
    });
  }

  async function updateCreator(
    actor: AdminActor,
    id: string,
    input: TAdminUpdateCreatorRequest,
  ): Promise<TAdminCreator> {
    return inTransaction(async (tx) => {
      const before = await repo.findCreator(tx, id);
      if (!before) throw creatorNotFound();
      const { email, isVerified, accountStatus, ...profile } = input;
      await auth.updateAccountInTx(tx, id, { email, isVerified, status: accountStatus, creator: profile });
      const after = toCreator((await repo.findCreator(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: editAction('creator', before, after),
        targetType: 'creator',
        targetId: id,
        before: toCreator(before),
        after,
        ip: actor.ip,
      });
      return after;
    });
  }

  /**
   * DELETE: a soft delete. The account is deactivated — it can no longer sign in, its sessions end,
   * a brand's briefs leave the marketplace — and everything it did, money included, stays. Again on
   * a deactivated account: the same answer, nothing written.
   */
  async function deactivateBrand(actor: AdminActor, id: string): Promise<TAdminBrand> {
    const before = await getBrand(id);
    if (before.accountStatus === 'deactivated') return before;
    return updateBrand(actor, id, { accountStatus: 'deactivated' });
  }

  async function deactivateCreator(actor: AdminActor, id: string): Promise<TAdminCreator> {
    const before = await getCreator(id);
    if (before.accountStatus === 'deactivated') return before;
    return updateCreator(actor, id, { accountStatus: 'deactivated' });
  }

  // ---------------------------------------------------------------- briefs

  async function listBriefs(query: TAdminBriefsQuery): Promise<TAdminBriefsResponse> {
    const { rows, total, totalIsCapped } = await repo.listBriefs(db, query.status, pageOf(query));
    return { briefs: rows.map(toBrief), total, totalIsCapped, page: query.page, limit: query.limit };
  }

  /** One brief, any status or privacy, with its money summary (dollars, from the ledger). */
  async function getBrief(actor: Pick<AdminActor, 'id'>, id: string): Promise<TAdminBriefDetail> {
    const row = await repo.findBrief(db, id);
    if (!row) throw briefNotFound();
    const money = await moneyViews.briefMoney({ id: actor.id, type: 'admin' }, id);
    return { ...toBrief(row), money };
  }

  /**
   * PUT /api/admin/briefs/:id: the brand's own edit (the same rules: funded pools, deadlines, status
   * moves), made by an admin on the brand's behalf, with the audit row in its transaction.
   */
  async function updateBrief(actor: AdminActor, id: string, input: TUpdateBriefRequest): Promise<TAdminBriefDetail> {
    const row = await repo.findBrief(db, id);
    if (!row) throw briefNotFound();
    await briefs.updateBrief({ id: row.brandId, type: 'brand' }, id, input, (tx, before, after) =>
      repo.audit(tx, {
        actorId: actor.id,
        action: briefAction(before, after),
        targetType: 'brief',
        targetId: id,
        before: briefAudit(before),
        after: briefAudit(after),
        ip: actor.ip,
      }),
    );
    return getBrief(actor, id);
  }

  /** DELETE /api/admin/briefs/:id: a soft delete — the brief is archived; its money history stays. */
  const archiveBrief = (actor: AdminActor, id: string) => updateBrief(actor, id, { status: 'archived' });

  /**
   * Runs the expiry job now (the briefs module's own archiving, with its `brief.archived` events).
   * `notifications`: the people those events tell — each brief's brand and everyone who applied.
   */
  async function archiveExpiredBriefs(actor: AdminActor): Promise<TAdminArchiveResponse> {
    const { archived, briefIds, also } = await briefs.archiveExpired({
      also: async (tx, ids) => {
        const notifications = await repo.archiveRecipients(tx, ids);
        for (const briefId of ids) {
          await repo.audit(tx, {
            actorId: actor.id,
            action: 'admin.brief.archived',
            targetType: 'brief',
            targetId: briefId,
            before: { status: 'published' },
            after: { status: 'archived' },
            ip: actor.ip,
          });
        }
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'admin.briefs.archive_run',
          targetType: 'brief',
          targetId: null,
          before: null,
          after: { archived: ids.length, notifications, briefIds: ids },
          ip: actor.ip,
        });
        return notifications;
      },
    });
    const notifications = also ?? 0;
    return { archived, notifications, briefIds, result: { archived, notifications } };
  }

  // ---------------------------------------------------------------- submissions

  async function listSubmissions(query: TAdminSubmissionsQuery): Promise<TAdminSubmissionsResponse> {
    const { rows, total } = await repo.listSubmissions(db, query.status, pageOf(query));
    return { submissions: rows.map(toSubmission), total, page: query.page, limit: query.limit };
  }

  async function getSubmission(id: string): Promise<TAdminSubmission> {
    const row = await repo.findSubmission(db, id);
    if (!row) throw submissionNotFound();
    return toSubmission(row);
  }

  /** The brand's review rules (submissions' reviewSubmission): only a pending submission (409 otherwise). */
  async function reviewSubmission(
    actor: AdminActor,
    id: string,
    status: 'approved' | 'rejected',
  ): Promise<TAdminSubmission> {
    const before = await getSubmission(id);
    await submissions.reviewSubmission({
      actor: { id: actor.id, type: 'admin' },
      submissionId: id,
      status,
      also: (tx) =>
        repo.audit(tx, {
          actorId: actor.id,
          action: `admin.submission.${status}`,
          targetType: 'submission',
          targetId: id,
          before: { status: before.status },
          after: { status },
          ip: actor.ip,
        }),
    });
    return getSubmission(id);
  }

  return {
    listBrands,
    getBrand,
    createBrand,
    updateBrand,
    deactivateBrand,
    listCreators,
    getCreator,
    createCreator,
    updateCreator,
    deactivateCreator,
    listBriefs,
    getBrief,
    updateBrief,
    archiveBrief,
    archiveExpiredBriefs,
    listSubmissions,
    getSubmission,
    reviewSubmission,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
