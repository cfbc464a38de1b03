import { forumRelativeTime } from '@briefly/shared/time';
import type { TForumAuthor } from '@briefly/shared/forums';
import { Avatar, Group, Text } from '@mantine/core';
import { viewerDateTime, viewerZone } from '@/lib/viewer-time';

const TYPE_LABELS = { brand: 'Brand', creator: 'Creator', admin: 'Briefly team' } as const;
const TYPE_COLORS = { brand: 'blue', creator: 'grape', admin: 'teal' } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/** Who wrote it, what kind of member they are, and when (the forum's relative time). */
export function AuthorLine({
  author,
  at,
  now,
  size = 'sm',
}: {
  author: TForumAuthor;
  at: string;
  now: Date;
  size?: 'xs' | 'sm';
}) {
  const date = new Date(at);
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Avatar size={size === 'xs' ? 24 : 30} radius="xl" color={TYPE_COLORS[author.type]} aria-hidden>
        {initials(author.name)}
      </Avatar>
      <Text size={size} miw={0} style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} inherit>
          {author.name}
        </Text>
        <Text span c="dimmed" inherit>
          {' · '}
          {TYPE_LABELS[author.type]}
          {' · '}
          <time dateTime={at} title={viewerDateTime(date)}>
            {forumRelativeTime(date, now, viewerZone())}
          </time>
        </Text>
      </Text>
    </Group>
  );
}
