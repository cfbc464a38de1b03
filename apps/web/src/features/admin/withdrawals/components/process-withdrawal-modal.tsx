import { formatUsd } from '@briefly/shared/money';
import { WITHDRAWAL_MESSAGES, type TWithdrawal } from '@briefly/shared/rewards';
import { withdrawalOutcome, type TWithdrawalDecisionPreview } from '@briefly/shared/reward-preview';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { usePreviewWithdrawalDecision, useProcessWithdrawalRequest } from '../api/process-withdrawal-request';

export const WITHDRAWAL_TOASTS = {
  done: (request: Pick<TWithdrawal, 'status' | 'amount' | 'creator'>) =>
    `${request.creator.fullName}: ${formatUsd(request.amount)}. ${withdrawalOutcome(request.status)}`,
  failed: (action: 'approve' | 'reject') => `Failed to ${action} withdrawal request`,
} as const;

interface ProcessWithdrawalModalProps {
  request: TWithdrawal | null;
  action: 'approve' | 'reject';
  onClose: () => void;
}

/** The confirm button's words: it names the amount and what happens to it. */
export function withdrawalConfirmLabel(plan: TWithdrawalDecisionPreview): string {
  if (plan.action === 'reject') return `Reject and return ${formatUsd(plan.amount)}`;
  return plan.destination === 'connected_account'
    ? `Pay ${formatUsd(plan.amount)}`
    : `Approve ${formatUsd(plan.amount)} (held)`;
}

function planWords(plan: TWithdrawalDecisionPreview): string {
  if (plan.destination === 'wallet') return `${formatUsd(plan.amount)} goes back to their Briefly wallet.`;
  if (plan.destination === 'connected_account')
    return `${formatUsd(plan.amount)} is paid now to their connected account (fee ${formatUsd(plan.fee)}).`;
  return `${formatUsd(plan.amount)} is approved but held, reserved in their wallet, until the transfer can be made.`;
}

/**
 * Approve or reject a withdrawal request (docs/product/admin.md#withdrawals): notes optional; a
 * rejection needs a reason. The dialog shows the server's preview of the decision (decision 047):
 * paid now, held and why, or back to the wallet, and "This cannot be undone".
 */
export function ProcessWithdrawalModal({ request, action, onClose }: ProcessWithdrawalModalProps) {
  const [reason, setReason] = useState('');
  const [adminNotes, setAdminNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const process = useProcessWithdrawalRequest();
  const preview = usePreviewWithdrawalDecision();
  const { mutate: load, reset } = preview;
  const requestId = request?.id;
  useEffect(() => {
    if (requestId) load({ id: requestId, action });
    else reset();
  }, [requestId, action, load, reset]);
  const plan = preview.data;
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
      onSuccess: (decided) => {
        notifications.show({
          color: decided.status === 'approved' ? 'yellow' : 'green',
          message: WITHDRAWAL_TOASTS.done(decided),
        });
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
          ) : null}
          <div data-testid="withdrawal-confirm">
            {preview.isPending ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Checking what this would do…</Text>
              </Group>
            ) : null}
            {preview.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {isApiError(preview.error) && preview.error.body
                  ? preview.error.message
                  : 'Could not check this request. Please try again.'}
              </Alert>
            ) : null}
            {plan ? (
              <Stack gap={4}>
                <Text size="sm">{planWords(plan)}</Text>
                {plan.heldReason ? (
                  <Text size="xs" c="dimmed">
                    Why held: {plan.heldReason}. It is transferred by itself once their payout account is active.
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </div>
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
          <Alert color="red" variant="light" role="note" icon={<IconAlertTriangle size={18} />}>
            This cannot be undone.
          </Alert>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={process.isPending}>
              Cancel
            </Button>
            <Button
              color={action === 'approve' ? 'green' : 'red'}
              onClick={submit}
              loading={process.isPending}
              disabled={reasonMissing || !plan}
            >
              {plan ? withdrawalConfirmLabel(plan) : action === 'approve' ? 'Approve' : 'Reject'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
