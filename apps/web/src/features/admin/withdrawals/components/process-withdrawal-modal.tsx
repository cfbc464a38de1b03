import { formatUsd } from '@briefly/shared/money';
import { WITHDRAWAL_MESSAGES, type TWithdrawal } from '@briefly/shared/rewards';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useProcessWithdrawalRequest } from '../api/process-withdrawal-request';

export const WITHDRAWAL_TOASTS = {
  done: (action: 'approve' | 'reject') => `Withdrawal request ${action === 'approve' ? 'approved' : 'rejected'}`,
  failed: (action: 'approve' | 'reject') => `Failed to ${action} withdrawal request`,
} as const;

interface ProcessWithdrawalModalProps {
  request: TWithdrawal | null;
  action: 'approve' | 'reject';
  onClose: () => void;
}

/** Approve or reject a withdrawal request (docs/product/admin.md#withdrawals): notes optional; a rejection needs a reason. */
export function ProcessWithdrawalModal({ request, action, onClose }: ProcessWithdrawalModalProps) {
  const [reason, setReason] = useState('');
  const [adminNotes, setAdminNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const process = useProcessWithdrawalRequest();
  const reasonMissing = action === 'reject' && reason.trim() === '';

  const close = () => {
    if (process.isPending) return;
    setReason('');
    setAdminNotes('');
    setError(null);
    onClose();
  };

  const submit = () => {
    if (!request) return;
    if (reasonMissing) {
      setError(WITHDRAWAL_MESSAGES.reasonRequired);
      return;
    }
    setError(null);
    const decision =
      action === 'approve'
        ? { action, id: request.id, adminNotes: adminNotes.trim() }
        : { action, id: request.id, reason: reason.trim(), adminNotes: adminNotes.trim() };
    process.mutate(decision, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: WITHDRAWAL_TOASTS.done(action) });
        setReason('');
        setAdminNotes('');
        onClose();
      },
      onError: (cause) => {
        const detail = isApiError(cause) ? (cause.isNetworkError ? 'Network error' : cause.message) : 'Network error';
        setError(`${WITHDRAWAL_TOASTS.failed(action)}: ${detail}`);
        notifications.show({ color: 'red', title: WITHDRAWAL_TOASTS.failed(action), message: detail });
      },
    });
  };

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={action === 'approve' ? 'Approve withdrawal request' : 'Reject withdrawal request'}
      centered
    >
      {request ? (
        <Stack gap="sm">
          <Text size="sm">
            <b>{request.creator.fullName}</b> (@{request.creator.userName}) asks to withdraw{' '}
            <b>{formatUsd(request.amount)}</b> {request.currency.toUpperCase()}.
          </Text>
          {action === 'reject' ? (
            <Textarea
              label="Reason for rejection"
              description="Shown to the creator. The money goes back to their wallet."
              required
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              autosize
              minRows={2}
              error={error === WITHDRAWAL_MESSAGES.reasonRequired ? error : null}
              data-autofocus
            />
          ) : (
            <Text size="sm" c="dimmed">
              Approving transfers the amount to the creator&apos;s payout account.
            </Text>
          )}
          {reasonMissing ? (
            <Text size="xs" c="dimmed" mt={-6}>
              {WITHDRAWAL_MESSAGES.reasonRequired}
            </Text>
          ) : null}
          <Textarea
            label="Admin notes"
            description="Optional, for admins only."
            value={adminNotes}
            onChange={(event) => setAdminNotes(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          {error && error !== WITHDRAWAL_MESSAGES.reasonRequired ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={process.isPending}>
              Cancel
            </Button>
            <Button
              color={action === 'approve' ? 'green' : 'red'}
              onClick={submit}
              loading={process.isPending}
              disabled={reasonMissing}
            >
              {action === 'approve' ? 'Approve' : 'Reject'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
