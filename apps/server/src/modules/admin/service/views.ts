import { photoUrls } from '@briefly/shared/photos';
import type { TAdminBrand, TAdminBrief, TAdminCreator, TAdminSubmission } from '@briefly/shared/admin';
import { centsToDollars } from '@briefly/shared/money';
import type { BriefChangeHook } from '../../briefs/index.ts';
import type * as repo from '../admin.repository.ts';

export const toBrand = ({ photoHash, ...row }: repo.BrandRow): TAdminBrand => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  photo: photoUrls(photoHash),
});
export const toCreator = ({ photoHash, ...row }: repo.CreatorRow): TAdminCreator => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  photo: photoUrls(photoHash),
});

export function toBrief(row: repo.BriefRow): TAdminBrief {
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

export function toSubmission(row: repo.SubmissionRow): TAdminSubmission {
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
          assignmentId: row.award.id,
          awardedAt: row.award.createdAt.toISOString(),
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

export const pageOf = (query: { page: number; limit: number; search?: string }): repo.Page => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
  search: query.search?.trim() || undefined,
});

export type BriefState = Parameters<BriefChangeHook>[1];

/** What the audit log keeps of a brief: the fields an edit can change. */
export const briefAudit = (brief: BriefState) => ({
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
export const briefAction = (before: BriefState, after: BriefState) =>
  before.status !== after.status ? `admin.brief.${after.status}` : 'admin.brief.updated';

/** The audit action of an edit: its most telling change (deactivated, reactivated, verified, unverified), else updated. */
export function editAction(
  kind: 'brand' | 'creator',
  before: { accountStatus: string; isVerified: boolean },
  after: { accountStatus: string; isVerified: boolean },
): string {
  if (before.accountStatus !== after.accountStatus)
    return `admin.${kind}.${after.accountStatus === 'active' ? 'reactivated' : 'deactivated'}`;
  if (before.isVerified !== after.isVerified) return `admin.${kind}.${after.isVerified ? 'verified' : 'unverified'}`;
  return `admin.${kind}.updated`;
}
