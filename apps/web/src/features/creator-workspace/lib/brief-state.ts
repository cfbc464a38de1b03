import { displayReward } from '@/lib/brief-display';
// How a brief reads for a creator (docs/product/submissions.md#brief-applicability,
// docs/product/limits-and-messages.md#deadline-text).

import type { TCreatorBrief } from '@briefly/shared/submissions';

export type RewardOrder = 'high' | 'low';

/** Sort by Reward: high → low or low → high; ties keep the nearer deadline first. A new array. */
export function sortByReward<T extends { reward: number; totalRewardValue: number; deadline: string }>(
  briefs: readonly T[],
  order: RewardOrder,
): T[] {
  const sign = order === 'high' ? -1 : 1;
  return [...briefs].sort(
    (a, b) => sign * (displayReward(a) - displayReward(b)) || Date.parse(a.deadline) - Date.parse(b.deadline),
  );
}

/** Past the deadline's moment (a brief due today closes at its deadline time, not at midnight). */
export function isExpired(deadline: string, now = new Date()): boolean {
  return Date.parse(deadline) <= now.getTime();
}

/** The label of a closed brief's button: 'Expired' once the deadline passed, else 'Not Available'. */
export function closedLabel(brief: Pick<TCreatorBrief, 'deadline'>, now = new Date()): 'Expired' | 'Not Available' {
  return isExpired(brief.deadline, now) ? 'Expired' : 'Not Available';
}
