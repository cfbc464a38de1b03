import { rewardStage, type RewardStage, type TRewardManagementBrief } from '@briefly/shared/rewards';

/** The page's tabs, in order, each one reward stage (docs/product/rewards-and-payouts.md#reward-stages). */
export const REWARD_TABS = [
  'funded',
  'winners_selected',
  'payouts_completed',
] as const satisfies readonly RewardStage[];
export type RewardTab = (typeof REWARD_TABS)[number];

export const TAB_LABELS: Record<RewardTab, string> = {
  funded: 'Funded Briefs',
  winners_selected: 'Winners Selected',
  payouts_completed: 'Payouts Completed',
};
/** How the tab reads in 'No {tab} briefs found'. */
export const TAB_NOUNS: Record<RewardTab, string> = {
  funded: 'funded',
  winners_selected: 'winners selected',
  payouts_completed: 'payouts completed',
};
export const STAGE_LABELS: Record<RewardStage, string> = {
  draft: 'Draft',
  funded: 'Funded',
  winners_selected: 'Winners Selected',
  payouts_completed: 'Payouts Completed',
};
export const STAGE_COLORS: Record<RewardStage, string> = {
  draft: 'gray',
  funded: 'blue',
  winners_selected: 'yellow',
  payouts_completed: 'green',
};

export function briefsByStage(briefs: readonly TRewardManagementBrief[]): Record<RewardTab, TRewardManagementBrief[]> {
  const groups: Record<RewardTab, TRewardManagementBrief[]> = {
    funded: [],
    winners_selected: [],
    payouts_completed: [],
  };
  for (const brief of briefs) {
    const stage = rewardStage(brief);
    if (stage !== 'draft') groups[stage].push(brief);
  }
  return groups;
}

export const emptyHint = (tab: RewardTab) =>
  tab === 'funded' ? 'Fund some briefs to start managing rewards' : 'Assign winners to funded briefs to see them here';

export const ASSIGNMENT_PREVIEW_CHARS = 100;
export const assignmentPreview = (content: string) =>
  content.length > ASSIGNMENT_PREVIEW_CHARS ? `${content.slice(0, ASSIGNMENT_PREVIEW_CHARS)}…` : content;
