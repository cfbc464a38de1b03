import { FORUM_CATEGORY_LABELS, type ForumVisibility } from '@briefly/shared/forum-rules';
import type { TForumPost } from '@briefly/shared/forums';
import { Badge, Group } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconLock, IconPin, IconTrash } from '@tabler/icons-react';

const CATEGORY_COLORS = { general: 'gray', tips: 'grape', networking: 'teal', support: 'orange' } as const;

/** Category, pinned, locked, solved, and (for its author and admins) held or removed. */
export function PostBadges({
  post,
}: {
  post: Pick<TForumPost, 'category' | 'isPinned' | 'isLocked' | 'hasSolution' | 'visibility'>;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={CATEGORY_COLORS[post.category]} tt="none">
        {FORUM_CATEGORY_LABELS[post.category]}
      </Badge>
      {post.isPinned ? (
        <Badge variant="light" color="blue" tt="none" leftSection={<IconPin size={12} aria-hidden />}>
          Pinned
        </Badge>
      ) : null}
      {post.isLocked ? (
        <Badge variant="light" color="gray" tt="none" leftSection={<IconLock size={12} aria-hidden />}>
          Locked
        </Badge>
      ) : null}
      {post.hasSolution ? (
        <Badge variant="light" color="green" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          Solved
        </Badge>
      ) : null}
      <VisibilityBadge visibility={post.visibility} />
    </Group>
  );
}

export function VisibilityBadge({ visibility }: { visibility: ForumVisibility }) {
  if (visibility === 'hidden') {
    return (
      <Badge variant="light" color="yellow" tt="none" leftSection={<IconEyeOff size={12} aria-hidden />}>
        Held for review
      </Badge>
    );
  }
  if (visibility === 'removed') {
    return (
      <Badge variant="light" color="red" tt="none" leftSection={<IconTrash size={12} aria-hidden />}>
        Removed
      </Badge>
    );
  }
  return null;
}
