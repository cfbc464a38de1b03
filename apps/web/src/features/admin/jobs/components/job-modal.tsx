import type { TAdminJob } from '@briefly/shared/admin';
import { Alert, Badge, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { QueryError } from '@/components/query-error';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { formatDateTime } from '@/lib/brief-display';
import { isApiError } from '@/lib/api-client';
import { useJob } from '../api/jobs';
import { JobActions } from './job-actions';

const STATUS_LABELS: Record<TAdminJob['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  active: { label: 'Running', color: 'teal' },
  completed: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

function JobStatusBadge({ status }: { status: TAdminJob['status'] }) {
  return (
    <Badge variant="light" color={STATUS_LABELS[status].color}>
      {STATUS_LABELS[status].label}
    </Badge>
  );
}

/** One job, whatever its state (the Needs attention links open dead letters here). */
export function JobModal({
  id,
  onClose,
  onAction,
}: {
  id: number | null;
  onClose: () => void;
  onAction: (job: TAdminJob, action: 'retry' | 'discard') => void;
}) {
  const query = useJob(id);
  const job = query.data;
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <Modal opened={id !== null} onClose={onClose} title={id !== null ? `Job #${id}` : 'Job'} size="lg" centered>
      {query.isPending ? (
        <DetailSkeleton label="Loading the job" />
      ) : missing ? (
        <Alert color="gray" variant="light">
          This job no longer exists: it was discarded, or it finished and was cleared away.
        </Alert>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load the job"
        />
      ) : job ? (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {job.queue}
            </Text>
            <JobStatusBadge status={job.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailField label="Attempts">
              {job.attempts} of {job.maxAttempts}
            </DetailField>
            <DetailField label="Created">{formatDateTime(job.createdAt)}</DetailField>
            <DetailField label={job.status === 'queued' ? 'Runs at' : 'Last run at'}>
              {formatDateTime(job.runAt)}
            </DetailField>
            <DetailField label={job.status === 'failed' ? 'Failed at' : 'Finished'}>
              {job.completedAt ? formatDateTime(job.completedAt) : '—'}
            </DetailField>
          </SimpleGrid>
          <DetailField label="Last error">
            {job.lastError ? (
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {job.lastError}
              </Code>
            ) : (
              'None'
            )}
          </DetailField>
          <DetailField label="Payload">
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(job.payload, null, 2)}
            </Code>
          </DetailField>
          {job.status === 'failed' ? (
            <Group justify="flex-end" gap="xs">
              <JobActions job={job} onAction={(action) => onAction(job, action)} />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
