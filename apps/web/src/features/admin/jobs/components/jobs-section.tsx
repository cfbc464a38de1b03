import type { TAdminJob, TAdminJobQueue } from '@briefly/shared/admin';
import { Alert, Badge, Button, Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconClock, IconEye, IconListDetails, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { ConfirmDialog } from '@/features/admin/list/confirm-dialog';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { adminErrorText } from '@/features/admin/list/error-text';
import { StatCard } from '@/features/admin/list/stat-card';
import { QueryError } from '@/components/query-error';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { formatDateTime } from '@/lib/brief-display';
import { isApiError } from '@/lib/api-client';
import { DEAD_LETTERS_PAGE_SIZE, useDeadLetters, useJob, useJobAction, useJobQueues } from '../api/jobs';

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": how long the oldest due job has waited. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

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

const QUEUE_COLUMNS: ReadonlyArray<AdminColumn<TAdminJobQueue>> = [
  {
    key: 'queue',
    header: 'Queue',
    onPhone: false,
    render: (queue) => (
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {queue.queue}
      </Text>
    ),
  },
  { key: 'ready', header: 'Waiting', align: 'right', render: (queue) => queue.ready },
  { key: 'active', header: 'Running', align: 'right', render: (queue) => queue.active },
  { key: 'scheduled', header: 'Due later', align: 'right', render: (queue) => queue.scheduled },
  {
    key: 'dead',
    header: 'Failed',
    align: 'right',
    render: (queue) =>
      queue.dead > 0 ? (
        <Text span size="sm" c="red.8" fw={700}>
          {queue.dead}
        </Text>
      ) : (
        0
      ),
  },
  {
    key: 'oldest',
    header: 'Oldest wait',
    align: 'right',
    render: (queue) => (queue.ready > 0 ? formatWait(queue.oldestReadyAgeSeconds) : '—'),
  },
];

const DEAD_LETTER_COLUMNS: ReadonlyArray<AdminColumn<TAdminJob>> = [
  {
    key: 'job',
    header: 'Job',
    onPhone: false,
    render: (job) => (
      <>
        <Text size="sm" fw={600}>
          #{job.id}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {job.queue}
        </Text>
      </>
    ),
  },
  {
    key: 'error',
    header: 'Last error',
    render: (job) => (
      <Text size="sm" lineClamp={2} maw={360} style={{ overflowWrap: 'anywhere' }}>
        {job.lastError ?? 'No error was recorded.'}
      </Text>
    ),
  },
  { key: 'attempts', header: 'Attempts', align: 'right', render: (job) => `${job.attempts} of ${job.maxAttempts}` },
  { key: 'failed', header: 'Failed', render: (job) => formatDateTime(job.completedAt ?? job.runAt) },
];

type Pending = { job: TAdminJob; action: 'retry' | 'discard' } | null;

/**
 * The admin's Jobs section (docs/product/admin.md#jobs): each queue's depth and age, the jobs that failed
 * for good with their last error, and Retry or Discard for each (asked first, written to the audit log).
 * `?job=<id>` (the Needs attention links) opens that job.
 */
export function JobsSection() {
  const queues = useJobQueues();
  const [page, setPage] = useState(1);
  const deadLetters = useDeadLetters(page);
  const [viewing, setViewing] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  useQueryFlag('job', (value) => {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) setViewing(id);
  });

  const list = queues.data ?? [];
  const waiting = list.reduce((sum, queue) => sum + queue.ready, 0);
  const dead = list.reduce((sum, queue) => sum + queue.dead, 0);
  const oldest = Math.max(0, ...list.filter((queue) => queue.ready > 0).map((queue) => queue.oldestReadyAgeSeconds));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard
          label="Queues with work"
          value={queues.data ? String(list.length) : null}
          icon={IconListDetails}
          color="brand"
        />
        <StatCard
          label="Waiting"
          value={queues.data ? String(waiting) : null}
          icon={IconClock}
          color="blue"
          hint="Due now, not yet picked up"
        />
        <StatCard
          label="Oldest wait"
          value={queues.data ? (waiting > 0 ? formatWait(oldest) : '—') : null}
          icon={IconClock}
          color="yellow"
        />
        <StatCard
          label="Failed for good"
          value={queues.data ? String(dead) : null}
          icon={IconAlertTriangle}
          color="red"
          hint="Kept 30 days"
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Queues
        </Title>
        <AdminTable
          label="Queues"
          columns={QUEUE_COLUMNS}
          rows={queues.data}
          rowKey={(queue) => queue.queue}
          phoneTitle={(queue) => queue.queue}
          isPending={queues.isPending}
          error={queues.isError ? queues.error : null}
          errorTitle="Failed to load the queues"
          onRetry={() => void queues.refetch()}
          empty={
            <Text c="dimmed" ta="center" py="xl">
              No jobs are waiting, running or failed.
            </Text>
          }
          minWidth={640}
        />
      </Stack>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Failed jobs
        </Title>
        <Text size="sm" c="dimmed">
          Jobs that ran out of attempts, newest first. Retry gives one more attempt now; Discard deletes the job and its
          work will not be done. Both are recorded in the audit log.
        </Text>
        <AdminTable
          label="Failed jobs"
          columns={DEAD_LETTER_COLUMNS}
          rows={deadLetters.data?.jobs}
          rowKey={(job) => String(job.id)}
          rowLabel={(job) => `Job ${job.id} ${job.queue}`}
          phoneTitle={(job) => `#${job.id} ${job.queue}`}
          actions={(job) => (
            <JobActions
              job={job}
              onView={() => setViewing(job.id)}
              onAction={(action) => setPending({ job, action })}
            />
          )}
          isPending={deadLetters.isPending}
          isFetching={deadLetters.isFetching}
          error={deadLetters.isError ? deadLetters.error : null}
          errorTitle="Failed to load the failed jobs"
          onRetry={() => void deadLetters.refetch()}
          empty={
            <Text c="dimmed" ta="center" py="xl">
              No job has failed for good.
            </Text>
          }
          paging={
            deadLetters.data
              ? { page, total: deadLetters.data.total, pageSize: DEAD_LETTERS_PAGE_SIZE, onChange: setPage }
              : undefined
          }
          minWidth={760}
        />
      </Stack>

      <JobModal id={viewing} onClose={() => setViewing(null)} onAction={(job, action) => setPending({ job, action })} />
      <JobActionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(job, action) => {
          setPending(null);
          if (action === 'discard' && viewing === job.id) setViewing(null);
        }}
      />
    </Stack>
  );
}

function JobActions({
  job,
  onView,
  onAction,
}: {
  job: TAdminJob;
  onView?: () => void;
  onAction: (action: 'retry' | 'discard') => void;
}) {
  return (
    <>
      {onView ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} />}
          onClick={onView}
          aria-label={`View job ${job.id}`}
        >
          View
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        onClick={() => onAction('retry')}
        aria-label={`Retry job ${job.id}`}
      >
        Retry
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => onAction('discard')}
        aria-label={`Discard job ${job.id}`}
      >
        Discard
      </Button>
    </>
  );
}

/** One job, whatever its state (the Needs attention links open dead letters here). */
function JobModal({
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

function JobActionDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending;
  onClose: () => void;
  onDone: (job: TAdminJob, action: 'retry' | 'discard') => void;
}) {
  const act = useJobAction();
  const retry = pending?.action === 'retry';
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={retry ? `Retry job #${pending?.job.id}?` : `Discard job #${pending?.job.id}?`}
      confirmLabel={retry ? 'Retry' : 'Discard'}
      color={retry ? 'brand' : 'red'}
      loading={act.isPending}
      error={
        act.isError ? adminErrorText(act.error, retry ? 'Failed to retry the job' : 'Failed to discard the job') : null
      }
      onConfirm={() => {
        if (!pending) return;
        const { job, action } = pending;
        act.mutate(
          { id: job.id, action },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: action === 'retry' ? `Job #${job.id} is queued again` : `Job #${job.id} was discarded`,
              });
              onDone(job, action);
            },
          },
        );
      }}
      onClose={() => {
        act.reset();
        onClose();
      }}
    >
      <Text size="sm">
        {retry
          ? `The ${pending?.job.queue} job gets one more attempt now. If it fails again it comes back here.`
          : `The ${pending?.job.queue} job is deleted and its work will not be done. This cannot be undone.`}
      </Text>
    </ConfirmDialog>
  );
}
