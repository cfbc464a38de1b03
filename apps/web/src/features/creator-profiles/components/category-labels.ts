import type { BriefCategory } from '@briefly/shared/briefs';

export const CATEGORY_LABELS: Record<BriefCategory, string> = {
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};
