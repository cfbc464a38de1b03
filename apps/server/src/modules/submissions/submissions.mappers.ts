import { photoUrls } from '@briefly/shared/photos';
import { averageRatingOf } from '@briefly/shared/reputation';
import type {
  TBrandSubmission,
  TChangesRequested,
  TCreatorSubmission,
  TDuplicateLink,
  TSubmissionAward,
} from '@briefly/shared/submissions';
import { contentPlatformOf } from '@briefly/shared/content-links';
import { centsToDollars } from '@briefly/shared/money';
import type { AwardRow, BrandSubmissionRow, CreatorSubmissionRow, DuplicateLinkRow } from './submissions.repository.ts';

// Database rows → the API's allow-listed shapes (never a raw row).

/** The award's amount is whichever figure the view selected (gross for brands, net for creators). */
export function toSubmissionAward(row: AwardRow | null): TSubmissionAward | null {
  if (!row) return null;
  return {
    assignmentId: row.id,
    awardedAt: row.createdAt.toISOString(),
    position: row.position,
    rewardType: row.rewardType,
    amount: centsToDollars(row.amountCents),
    prizeName: row.prizeName,
    payoutStatus: row.payoutStatus,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The revision figures both views carry (docs/product/submissions.md#revisions). */
function revisionOf(row: {
  revisionRequestedAt: Date | null;
  revisionNote: string | null;
  revisionsRequested: number;
  revisionLimit: number;
}): { changesRequested: TChangesRequested | null; revisionsRequested: number; revisionLimit: number } {
  return {
    changesRequested: row.revisionRequestedAt
      ? { note: row.revisionNote ?? '', requestedAt: row.revisionRequestedAt.toISOString() }
      : null,
    revisionsRequested: row.revisionsRequested,
    revisionLimit: row.revisionLimit,
  };
}

function toDuplicateLink(row: DuplicateLinkRow | null): TDuplicateLink | null {
  if (!row) return null;
  return { by: row.by, submittedAt: row.submittedAt.toISOString(), briefTitle: row.briefTitle };
}

export function toCreatorSubmission(row: CreatorSubmissionRow): TCreatorSubmission {
  const reward = centsToDollars(row.briefRewardCents);
  return {
    id: row.id,
    briefId: row.briefId,
    briefTitle: row.briefTitle,
    brandName: row.brandName,
    amount: reward,
    reward,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    files: row.contentUrl,
    contentPlatform: contentPlatformOf(row.contentUrl),
    content: row.additionalInfo,
    briefDeadline: row.briefDeadline.toISOString(),
    briefStatus: row.briefStatus,
    rewardRange:
      row.briefTierMinCents === null || row.briefTierMaxCents === null
        ? null
        : { min: centsToDollars(row.briefTierMinCents), max: centsToDollars(row.briefTierMaxCents) },
    award: toSubmissionAward(row.award),
    ...revisionOf(row),
  };
}

/** A creator's payout account as a brand sees it when picking winners (docs/product/rewards-and-payouts.md#payout-account-hints). */
export interface PayoutAccountHint {
  hasStripeAccount: boolean;
  stripeAccountStatus: TBrandSubmission['stripeAccountStatus'];
}

export const NO_PAYOUT_ACCOUNT: PayoutAccountHint = { hasStripeAccount: false, stripeAccountStatus: null };

export function toBrandSubmission(
  row: BrandSubmissionRow,
  payout: PayoutAccountHint = NO_PAYOUT_ACCOUNT,
): TBrandSubmission {
  return {
    id: row.id,
    briefId: row.briefId,
    briefTitle: row.briefTitle,
    creatorId: row.creatorId,
    creatorName: row.fullName,
    creator: {
      id: row.creatorId,
      fullName: row.fullName,
      userName: row.userName,
      averageRating: averageRatingOf(Number(row.ratingSum), Number(row.reviewCount)),
      reviewCount: Number(row.reviewCount),
      photo: photoUrls(row.photoHash),
    },
    content: row.additionalInfo,
    files: row.contentUrl,
    contentPlatform: contentPlatformOf(row.contentUrl),
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    status: row.status,
    hasStripeAccount: payout.hasStripeAccount,
    stripeAccountStatus: payout.stripeAccountStatus,
    award: toSubmissionAward(row.award),
    ...revisionOf(row),
    duplicateLink: toDuplicateLink(row.duplicateLink),
    duplicateOf: row.duplicateOf
      ? { ...row.duplicateOf, submittedAt: row.duplicateOf.submittedAt.toISOString() }
      : null,
    hasLaterDuplicate: Boolean(row.hasLaterDuplicate),
  };
}
