import type { TBrief, TRewardTier } from '@briefly/shared/briefs';
import { centsToDollars } from '@briefly/shared/money';
import type { BriefActivity } from './briefs.activity.ts';
import type { BriefWithBrand, TierRow } from './briefs.repository.ts';

// Database rows → the API's allow-listed shapes (never a raw row).

export function toRewardTier(row: TierRow): TRewardTier {
  return {
    id: row.id,
    tierNumber: row.position,
    position: row.position,
    name: row.name,
    description: row.description,
    amount: centsToDollars(row.cashCents + row.creditCents),
    cashAmount: centsToDollars(row.cashCents),
    creditAmount: centsToDollars(row.creditCents),
    isActive: row.isActive,
  };
}

export const tiersTotalCents = (tiers: TierRow[]) => tiers.reduce((sum, tier) => sum + tier.cashCents + tier.creditCents, 0);

export function toBrief(row: BriefWithBrand, tiers: TierRow[], activity: BriefActivity, rewardsPaidCents: number): TBrief {
  const { brief, brand } = row;
  return {
    id: brief.id,
    title: brief.title,
    description: brief.description,
    requirements: brief.requirements,
    location: brief.location,
    template: brief.template,
    status: brief.status,
    isFunded: brief.fundedAt !== null,
    fundedAt: brief.fundedAt?.toISOString() ?? null,
    isPrivate: brief.isPrivate,
    deadline: brief.deadline.toISOString(),
    amountOfWinners: brief.amountOfWinners,
    reward: centsToDollars(brief.rewardCents),
    totalRewardValue: centsToDollars(tiersTotalCents(tiers)),
    totalRewardsPaid: centsToDollars(rewardsPaidCents),
    rewardTiers: tiers.map(toRewardTier),
    additionalFields: brief.additionalFields,
    brandName: brand.companyName,
    brand: {
      id: brand.id,
      companyName: brand.companyName,
      contactName: brand.contactName,
      logo: brand.logo,
      socialWebsite: brand.socialWebsite,
      socialInstagram: brand.socialInstagram,
      socialTwitter: brand.socialTwitter,
      socialLinkedIn: brand.socialLinkedIn,
    },
    category: brief.category,
    submissionsCount: activity.submissions,
    winnersCount: activity.winners,
    createdAt: brief.createdAt.toISOString(),
    updatedAt: brief.updatedAt.toISOString(),
    archivedAt: brief.archivedAt?.toISOString() ?? null,
  };
}
