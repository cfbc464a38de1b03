/**
 * Every creator-workspace query starts with this key, so one invalidation after an application,
 * an edit or a delete refreshes the briefs, the submissions and the figures together.
 */
export const CREATOR_QUERY_ROOT = ['creator'] as const;

export const creatorKeys = {
  briefs: () => [...CREATOR_QUERY_ROOT, 'briefs'] as const,
  brief: (id: string) => [...CREATOR_QUERY_ROOT, 'brief', id] as const,
  submissions: () => [...CREATOR_QUERY_ROOT, 'submissions'] as const,
  submission: (id: string) => [...CREATOR_QUERY_ROOT, 'submissions', id] as const,
  dashboard: () => [...CREATOR_QUERY_ROOT, 'dashboard'] as const,
  analytics: () => [...CREATOR_QUERY_ROOT, 'analytics'] as const,
  profile: () => [...CREATOR_QUERY_ROOT, 'profile'] as const,
  search: (query: string) => [...CREATOR_QUERY_ROOT, 'search', query] as const,
};
