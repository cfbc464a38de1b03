import type { TSubmissionHistoryEntry } from '@briefly/shared/submissions';
import { Badge, Group, Modal, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconFileText, IconMessageCircle } from '@tabler/icons-react';
import { ContentLink } from '@/components/content-link';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { useSubmissionHistory } from '@/lib/submission-history';

// A submission's history (docs/product/submissions.md#history): each version and each request for
// changes, oldest first, with times. The same list for the brand and the creator.

function Entry({ entry }: { entry: TSubmissionHistoryEntry }) {
  if (entry.kind === 'revision_requested') {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.note}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Text>
      <ContentLink url={entry.contentUrl} platform={entry.contentPlatform} />
      {entry.additionalInfo.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.additionalInfo}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No additional information
        </Text>
      )}
    </Stack>
  );
}

export function SubmissionHistory({ submissionId, viewer }: { submissionId: string; viewer: 'brand' | 'creator' }) {
  const query = useSubmissionHistory(submissionId, viewer);
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the history">
        <Skeleton height={60} radius="md" />
        <Skeleton height={60} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load the history"
      />
    );
  }
  const history = query.data.history;
  return (
    <Timeline bulletSize={26} lineWidth={2} active={history.length - 1} aria-label="Submission history">
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.kind}-${entry.at}-${index}`}
          bullet={
            entry.kind === 'version' ? (
              <IconFileText size={14} aria-hidden="true" />
            ) : (
              <IconMessageCircle size={14} aria-hidden="true" />
            )
          }
          title={
            <Group gap="xs">
              <Text fw={600} size="sm">
                {entry.kind === 'version' ? `Version ${entry.version}` : 'Changes requested'}
              </Text>
              {entry.kind === 'version' && entry.current ? (
                <Badge size="xs" variant="light">
                  Current
                </Badge>
              ) : null}
            </Group>
          }
        >
          <Entry entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function SubmissionHistoryDialog({
  submissionId,
  title,
  viewer,
  onClose,
}: {
  submissionId: string | null;
  title: string;
  viewer: 'brand' | 'creator';
  onClose: () => void;
}) {
  return (
    <Modal opened={submissionId !== null} onClose={onClose} title={<Text fw={700}>{title}</Text>} size="lg" centered>
      {submissionId ? <SubmissionHistory submissionId={submissionId} viewer={viewer} /> : null}
    </Modal>
  );
}
