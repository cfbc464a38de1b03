import { forumRelativeTime } from '@briefly/shared/time';
import type { TAdminForumPostUpdate, TForumPost } from '@briefly/shared/forums';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconLock,
  IconLockOpen,
  IconPin,
  IconPinnedOff,
  IconRestore,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useDecideReport, useModeratePost, usePostReports } from '../api/moderate-forum';
import { useNow } from '@/hooks/use-now';
import { viewerZone } from '@/lib/viewer-time';

const failed = (failure: unknown) =>
  notifications.show({
    color: 'red',
    title: 'Not saved',
    message: isApiError(failure) ? failure.message : 'Please try again.',
  });

/** What an admin does with a post: pin, lock, remove or restore, and decide its open reports (each audited on the server). */
export function ModerationPanel({ post }: { post: TForumPost }) {
  const moderate = useModeratePost(post.id);
  const change = (changes: TAdminForumPostUpdate, done: string) =>
    moderate.mutate(changes, {
      onSuccess: () => notifications.show({ color: 'green', message: done }),
      onError: failed,
    });

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <IconShieldCheck size={18} aria-hidden />
          <Text size="sm" fw={600}>
            Moderation
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={post.isPinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />}
            onClick={() => change({ isPinned: !post.isPinned }, post.isPinned ? 'Post unpinned' : 'Post pinned')}
            disabled={moderate.isPending}
          >
            {post.isPinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={post.isLocked ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
            onClick={() => change({ isLocked: !post.isLocked }, post.isLocked ? 'Post unlocked' : 'Post locked')}
            disabled={moderate.isPending}
          >
            {post.isLocked ? 'Unlock' : 'Lock'}
          </Button>
          {post.visibility === 'visible' ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => change({ visibility: 'removed' }, 'Post removed')}
              disabled={moderate.isPending}
            >
              Remove
            </Button>
          ) : (
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconRestore size={14} aria-hidden />}
              onClick={() => change({ visibility: 'visible' }, 'Post restored')}
              disabled={moderate.isPending}
            >
              Restore
            </Button>
          )}
        </Group>
        <OpenReports postId={post.id} />
      </Stack>
    </Paper>
  );
}

function OpenReports({ postId }: { postId: string }) {
  const query = usePostReports(postId, true);
  const decide = useDecideReport();
  const now = useNow();
  if (query.isPending) return <Skeleton h={40} />;
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        title="Could not load the reports"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const reports = query.data.reports;
  if (reports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No open reports on this post or its replies.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Open reports ({reports.length})
      </Text>
      {reports.map((report) => (
        <Alert key={report.id} color="yellow" variant="light" p="xs">
          <Stack gap={6}>
            <Text size="sm">
              <Text span fw={600} inherit>
                {report.target === 'post' ? 'The post' : `A reply by ${report.targetAuthor.name}`}
              </Text>{' '}
              reported by {report.reporter.name} · {forumRelativeTime(new Date(report.createdAt), now, viewerZone())}: “
              {report.reason}”
            </Text>
            {report.target === 'reply' ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {report.excerpt}
              </Text>
            ) : null}
            <Group gap="xs">
              <Button
                size="xs"
                color="red"
                onClick={() =>
                  decide.mutate(
                    { reportId: report.id, decision: 'uphold' },
                    {
                      onSuccess: () => notifications.show({ color: 'green', message: 'Report upheld: removed' }),
                      onError: failed,
                    },
                  )
                }
                loading={
                  decide.isPending && decide.variables?.reportId === report.id && decide.variables.decision === 'uphold'
                }
              >
                Uphold and remove
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  decide.mutate(
                    { reportId: report.id, decision: 'dismiss' },
                    {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: 'Report dismissed: visible again' }),
                      onError: failed,
                    },
                  )
                }
                loading={
                  decide.isPending &&
                  decide.variables?.reportId === report.id &&
                  decide.variables.decision === 'dismiss'
                }
              >
                Dismiss
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
