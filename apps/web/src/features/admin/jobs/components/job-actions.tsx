import type { TAdminJob } from '@briefly/shared/admin';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconRefresh, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@/features/admin/list/confirm-dialog';
import { adminErrorText } from '@/features/admin/list/error-text';
import { useJobAction } from '../api/jobs';

/** The Retry or Discard waiting for the admin's answer. */
export type Pending = { job: TAdminJob; action: 'retry' | 'discard' } | null;

/** A failed job's buttons: View (in the list), Retry and Discard. */
export function JobActions({
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

/** Asks before a Retry or a Discard, then does it. */
export function JobActionDialog({
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
