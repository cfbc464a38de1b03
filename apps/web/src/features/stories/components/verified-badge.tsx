import { formatStoryBudget } from '@briefly/shared/story-rules';
import type { TSuccessStory } from '@briefly/shared/stories';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** The ledger figures a verified story shows: "$300 funded through Briefly; $108 earned by the creator." */
export function verifiedFigures(story: Pick<TSuccessStory, 'budget' | 'paid'>): string {
  const parts = [
    story.budget !== null ? `${formatStoryBudget(story.budget)} funded through Briefly` : null,
    story.paid !== null ? `${formatStoryBudget(story.paid)} earned by the creator` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join('; ')}.` : '';
}

/** What the badge vouches for. */
export const verifiedText = (story: Pick<TSuccessStory, 'budget' | 'paid'>) =>
  `Verified by Briefly${verifiedFigures(story) ? `: ${verifiedFigures(story)}` : '.'}`;

/** "Verified by Briefly": the budget and earnings come from the ledger, not from what anyone wrote. */
export function VerifiedBadge({ story }: { story: Pick<TSuccessStory, 'budget' | 'paid' | 'verified'> }) {
  if (!story.verified) return null;
  const text = verifiedText(story);
  return (
    <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={12} />} title={text} tt="none">
      Verified by Briefly
      <VisuallyHidden>{text.slice('Verified by Briefly'.length)}</VisuallyHidden>
    </Badge>
  );
}
