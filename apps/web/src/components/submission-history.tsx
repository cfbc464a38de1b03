import type { TSubmissionHistoryEntry } from '@briefly/shared/submissions';
import { Badge, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
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
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the history">
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
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Submission history">
      {history.map((entry, index) => (
        <Paper component="li" key={`${entry.kind}-${entry.at}-${index}`} withBorder p="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={entry.kind === 'version' ? 'blue' : 'orange'} radius="xl" size={28}>
              {entry.kind === 'version' ? (
                <IconFileText size={16} aria-hidden="true" />
              ) : (
                <IconMessageCircle size={16} aria-hidden="true" />
              )}
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
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
              <Entry entry={entry} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
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
