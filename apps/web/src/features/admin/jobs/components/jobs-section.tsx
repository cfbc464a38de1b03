import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/features/admin/list/admin-table';
import { StatCard } from '@/features/admin/list/stat-card';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { DEAD_LETTERS_PAGE_SIZE, useDeadLetters, useJobQueues } from '../api/jobs';
import { JobActionDialog, JobActions, type Pending } from './job-actions';
import { DEAD_LETTER_COLUMNS, formatWait, QUEUE_COLUMNS } from './job-columns';
import { JobModal } from './job-modal';

export { formatWait } from './job-columns';

/** Enough rows to reach past the bottom of a screen: the queues' list is always at least this long. */
const QUEUE_ROWS_WHILE_LOADING = 10;

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
          // Every known queue is listed (with zeros when quiet); the figure counts those with work.
          value={
            queues.data
              ? String(list.filter((queue) => queue.ready + queue.active + queue.scheduled + queue.dead > 0).length)
              : null
          }
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
          // Every queue the server knows is listed, quiet ones too (a score of them): while they load, the skeleton
          // takes their room, so the failed jobs below do not jump down when they arrive (issue 39: 0.054 on a phone).
          loadingRows={QUEUE_ROWS_WHILE_LOADING}
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
