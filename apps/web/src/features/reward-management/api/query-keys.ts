/** Brand queries start with ['brand']: assigning, removing and paying refresh every brand figure together. */
export const BRAND_QUERY_ROOT = ['brand'] as const;
export const rewardManagementKeys = { list: () => [...BRAND_QUERY_ROOT, 'reward-management'] as const };
