import { moreTagsLabel, visibleTags } from '@briefly/shared/event-rules';
import { Badge, Group, VisuallyHidden } from '@mantine/core';

/** The first three tags, then '+N more' (spec §9); the rest are named on hover and to screen readers. */
export function EventTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const { shown, more } = visibleTags(tags);
  const rest = tags.slice(shown.length).join(', ');
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Tags">
      {shown.map((tag) => (
        <Badge key={tag} variant="default" size="sm" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
      {more > 0 ? (
        <Badge variant="light" size="sm" tt="none" fw={500} title={rest}>
          {moreTagsLabel(more)}
          <VisuallyHidden>: {rest}</VisuallyHidden>
        </Badge>
      ) : null}
    </Group>
  );
}
