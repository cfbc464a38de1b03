import { forumRelativeTime } from '@briefly/shared/time';
import type { TForumPost } from '@briefly/shared/forums';
import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconHeart, IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plainExcerpt } from '../lib/excerpt';
import { AuthorLine } from './author-line';
import { PostBadges } from './forum-badges';
import { viewerZone } from '@/lib/viewer-time';

const plural = (count: number, [one, many]: readonly [string, string]) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A figure with its icon; the words are for screen readers and the tooltip. */
function Figure({ icon, count, label }: { icon: ReactNode; count: number; label: readonly [string, string] }) {
  return (
    <Group gap={4} wrap="nowrap" title={plural(count, label)}>
      {icon}
      <Text size="sm" c="dimmed" aria-hidden>
        {count.toLocaleString('en-US')}
      </Text>
      <VisuallyHidden>{plural(count, label)}</VisuallyHidden>
    </Group>
  );
}

/** One post in the forum list: its badges, title (the link that opens it), first words, tags, author and figures. */
export function PostCard({ post, href, now }: { post: TForumPost; href: string; now: Date }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`post-${post.id}-title`}>
      <Stack gap="xs">
        <PostBadges post={post} />
        <Anchor
          component={Link}
          to={href}
          id={`post-${post.id}-title`}
          fw={700}
          fz="lg"
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {plainExcerpt(post.content)}
        </Text>
        {post.tags.length ? (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" size="sm" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <AuthorLine author={post.author} at={post.createdAt} now={now} />
          <Group gap="md" wrap="nowrap">
            <Figure
              icon={
                post.isLikedByMe ? (
                  <IconHeartFilled size={16} color="var(--mantine-color-red-6)" aria-hidden />
                ) : (
                  <IconHeart size={16} aria-hidden />
                )
              }
              count={post.likes}
              label={['like', 'likes']}
            />
            <Figure
              icon={<IconMessageCircle size={16} aria-hidden />}
              count={post.replies}
              label={['reply', 'replies']}
            />
            <Figure icon={<IconEye size={16} aria-hidden />} count={post.views} label={['view', 'views']} />
          </Group>
        </Group>
        {post.lastReply ? (
          <Text size="xs" c="dimmed">
            Last reply by {post.lastReply.author} ·{' '}
            {forumRelativeTime(new Date(post.lastReply.timestamp), now, viewerZone())}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
