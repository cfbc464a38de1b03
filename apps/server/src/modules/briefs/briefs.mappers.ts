import { photoUrls } from '@briefly/shared/photos';
import type {
  BriefRewardType,
  TBrandBrief,
  TBrief,
  TBriefBrand,
  TBriefWinner,
  TRewardTier,
  TWinnerReward,
} from '@briefly/shared/briefs';
import { centsToDollars } from '@briefly/shared/money';
import type { BrandRow, BriefListRow, ListTier, WinnerRow } from './briefs.repository.ts';

// Database rows → the API's allow-listed shapes (never a raw row).

export function toRewardTier(row: ListTier): TRewardTier {
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

export const tiersTotalCents = (tiers: ListTier[]) =>
  tiers.reduce((sum, tier) => sum + tier.cashCents + tier.creditCents, 0);

/** CREDIT when the tiers pay only credit, PRIZES when every award made so far is a prize, else CASH (decision 013). */
export function briefRewardType(tiers: ListTier[], winners: WinnerRow[]): BriefRewardType {
  if (winners.length > 0 && winners.every((winner) => winner.rewardType === 'prize')) return 'PRIZES';
  const cash = tiers.reduce((sum, tier) => sum + tier.cashCents, 0);
  const credit = tiers.reduce((sum, tier) => sum + tier.creditCents, 0);
  return cash === 0 && credit > 0 ? 'CREDIT' : 'CASH';
}

const prizeText = (winner: WinnerRow) =>
  [winner.prizeName, winner.prizeDescription].filter((part) => part && part.trim() !== '').join(': ') || null;

/** What each place receives: the tier's money, and the prize awarded at that place, if any. */
export function toWinnerRewards(tiers: ListTier[], winners: WinnerRow[]): TWinnerReward[] {
  return tiers.map((tier) => {
    const prize = winners.find((winner) => winner.position === tier.position && winner.rewardType === 'prize');
    return {
      position: tier.position,
      amount: centsToDollars(tier.cashCents + tier.creditCents),
      cashAmount: centsToDollars(tier.cashCents),
      creditAmount: centsToDollars(tier.creditCents),
      prizeDescription: prize ? prizeText(prize) : null,
    };
  });
}

/** A winner as anyone who may see the brief sees it: place, username, kind of reward (decision 013). */
export const toBriefWinner = (winner: WinnerRow): TBriefWinner => ({
  position: winner.position,
  creatorName: winner.userName,
  rewardType: winner.rewardType,
  awardedAt: winner.awardedAt.toISOString(),
});

/** A brief as a list read it (briefs.lists.repository.ts listColumns): timestamps in its JSON parts are text. */
/** A brief's brand as answers show it: the stored logo hash becomes the photo field (docs/product/photos.md). */
export function toBriefBrand({ photoHash, ...brand }: BrandRow): TBriefBrand {
  return { ...brand, photo: photoUrls(photoHash) };
}

export function toBrief(row: BriefListRow): TBrief {
  const { brief, brand, tiers } = row;
  const winners: WinnerRow[] = row.winners.map((winner) => ({ ...winner, awardedAt: new Date(winner.awardedAt) }));
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
    revisionLimit: brief.revisionLimit,
    reward: centsToDollars(brief.rewardCents),
    totalRewardValue: centsToDollars(tiersTotalCents(tiers)),
    totalRewardsPaid: centsToDollars(Number(row.paidCents)),
    rewardTiers: tiers.map(toRewardTier),
    rewardType: briefRewardType(tiers, winners),
    winnerRewards: toWinnerRewards(tiers, winners),
    additionalFields: brief.additionalFields,
    brandName: brand.companyName,
    brand: toBriefBrand(brand),
    category: brief.category,
    submissionsCount: row.submissions.length,
    winnersCount: winners.length,
    submissions: row.submissions.map((entry) => ({
      submittedAt: new Date(entry.submittedAt).toISOString(),
      status: entry.status,
    })),
    winners: winners.map(toBriefWinner),
    createdAt: brief.createdAt.toISOString(),
    updatedAt: brief.updatedAt.toISOString(),
    archivedAt: brief.archivedAt?.toISOString() ?? null,
  };
}

/** The brand's view adds what funded each brief and what its pool still holds (the ledger's figures, read with the row). */
export const toBrandBrief = (row: BriefListRow): TBrandBrief => ({
  ...toBrief(row),
  fundedAmount: centsToDollars(row.pool.funded),
  heldAmount: centsToDollars(row.pool.remaining),
  unsettledAwards: row.winners.filter((winner) => UNSETTLED_PAYOUTS.has(winner.payoutStatus)).length,
});

/** Awards whose money has not reached the creator yet (brand-briefs-json.ts counts the same). */
const UNSETTLED_PAYOUTS = new Set<string>(['pending', 'held', 'failed']);
