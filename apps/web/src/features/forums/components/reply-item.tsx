import type { TForumReply } from '@briefly/shared/forums';
import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconRestore, IconTrash } from '@tabler/icons-react';
import { AuthorLine } from './author-line';
import { VisibilityBadge } from './forum-badges';
import { MarkdownContent } from './markdown-content';

export interface ReplyActions {
  /** The viewer may mark the solution (the post's author or an admin). */
  canMarkSolution: boolean;
  isAdmin: boolean;
  viewerId: string | null;
  busySolution: boolean;
  busyModeration: boolean;
  onMarkSolution: (replyId: string | null) => void;
  onReport: (reply: TForumReply) => void;
  onModerate: (reply: TForumReply, visibility: 'visible' | 'removed') => void;
}

/** One reply: author, time, the solution mark, its Markdown, and what the viewer may do with it. */
export function ReplyItem({ reply, now, actions }: { reply: TForumReply; now: Date; actions: ReplyActions }) {
  const isOwn = actions.viewerId === reply.author.id;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={reply.isSolution ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}
      aria-label={reply.isSolution ? `Solution by ${reply.author.name}` : `Reply by ${reply.author.name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <AuthorLine author={reply.author} at={reply.createdAt} now={now} size="xs" />
          <Group gap={6}>
            {reply.isSolution ? (
              <Badge color="green" variant="filled" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                Solution
              </Badge>
            ) : null}
            <VisibilityBadge visibility={reply.visibility} />
          </Group>
        </Group>
        <MarkdownContent>{reply.content}</MarkdownContent>
        <Group gap="xs" wrap="wrap">
          {actions.canMarkSolution && reply.visibility === 'visible' ? (
            <Button
              size="compact-sm"
              variant={reply.isSolution ? 'default' : 'light'}
              color="green"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              onClick={() => actions.onMarkSolution(reply.isSolution ? null : reply.id)}
              disabled={actions.busySolution}
            >
              {reply.isSolution ? 'Unmark solution' : 'Mark as solution'}
            </Button>
          ) : null}
          {!isOwn && !actions.isAdmin && reply.visibility === 'visible' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={14} aria-hidden />}
              onClick={() => actions.onReport(reply)}
            >
              Report
            </Button>
          ) : null}
          {actions.isAdmin ? (
            reply.visibility === 'visible' ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => actions.onModerate(reply, 'removed')}
                disabled={actions.busyModeration}
              >
                Remove
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="green"
                leftSection={<IconRestore size={14} aria-hidden />}
                onClick={() => actions.onModerate(reply, 'visible')}
                disabled={actions.busyModeration}
              >
                Restore
              </Button>
            )
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
