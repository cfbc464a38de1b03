import type { TAdminJob, TAdminJobQueue } from '@briefly/shared/admin';
import { Text } from '@mantine/core';
import type { AdminColumn } from '@/features/admin/list/admin-table';
import { formatDateTime } from '@/lib/brief-display';

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

// The Jobs section's two tables: the queues, and the jobs that failed for good.

export const QUEUE_COLUMNS: ReadonlyArray<AdminColumn<TAdminJobQueue>> = [
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

export const DEAD_LETTER_COLUMNS: ReadonlyArray<AdminColumn<TAdminJob>> = [
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
