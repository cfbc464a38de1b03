/** Brand queries start with ['brand'] (as in brand-briefs and submission-review): one invalidation refreshes them all. */
export const BRAND_QUERY_ROOT = ['brand'] as const;

export const winnerKeys = {
  submissions: (briefId: string) => [...BRAND_QUERY_ROOT, 'submissions', { briefId }] as const,
  rewardManagement: () => [...BRAND_QUERY_ROOT, 'reward-management'] as const,
  money: (briefId: string) => [...BRAND_QUERY_ROOT, 'brief-money', briefId] as const,
};
