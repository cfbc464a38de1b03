import type { BriefCategory } from '@briefly/shared/briefs';
import { Badge, type BadgeProps } from '@mantine/core';

export const CATEGORY_LABELS: Record<BriefCategory, string> = {
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};
const CATEGORY_COLORS: Record<BriefCategory, string> = { creative: 'grape', technical: 'blue', business: 'orange' };

export function CategoryBadge({
  category,
  ...props
}: { category: BriefCategory } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge variant="light" color={CATEGORY_COLORS[category]} {...props}>
      {CATEGORY_LABELS[category]}
    </Badge>
  );
}
