/**
 * Brand queries all start with ['brand'] (as in brand-briefs), so a review refreshes the briefs,
 * the analytics and the submission lists with one invalidation.
 */
export const BRAND_QUERY_ROOT = ['brand'] as const;

export const reviewKeys = {
  briefs: () => [...BRAND_QUERY_ROOT, 'briefs'] as const,
  submissions: (filters: { briefId?: string; status?: string }) => [...BRAND_QUERY_ROOT, 'submissions', filters] as const,
};
