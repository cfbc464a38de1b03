import { formatUsd } from '@briefly/shared/money';
import { Alert, Button, Group, Loader, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { noteOwnAction } from '@/lib/own-actions';
import { usePreviewRefund, useRefundBrief } from '../api/refund-brief';

interface RefundPoolButtonProps extends Pick<ButtonProps, 'size'> {
  briefId: string;
  briefTitle: string;
  /** What is left in the pool, dollars. */
  remaining: number;
}

/**
 * "Refund what's left" of an archived brief, with its confirmation: from Reward & Payment and from
 * the brief's card on My Briefs. The confirmation shows the server's preview (decision 047): the
 * amount, where it goes and the pool left, from the plan the refund follows; the server refuses
 * while a winner is still unpaid, and the dialog says so before anything is sent.
 */
export function RefundPoolButton({ briefId, briefTitle, remaining, size = 'sm' }: RefundPoolButtonProps) {
  const refund = useRefundBrief();
  const preview = usePreviewRefund();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const plan = preview.data;

  const run = () =>
    refund.mutate(briefId, {
      onSuccess: (result) => {
        setConfirming(false);
        noteOwnAction('payment');
        notifications.show(
          result.status === 'failed'
            ? {
                color: 'orange',
                message: `The card refund failed: ${formatUsd(result.refunded)} was credited to your wallet instead.`,
              }
            : {
                color: 'green',
                message: `${formatUsd(result.refunded)} ${result.status === 'pending' ? 'is being refunded' : 'refunded'} to your ${result.destination === 'card' ? 'card' : 'wallet'}.`,
              },
        );
      },
      onError: (failure) =>
        setError(isApiError(failure) && failure.body ? failure.message : 'Failed to refund. Please try again.'),
    });

  return (
    <>
      <Button
        size={size}
        variant="light"
        color="orange"
        leftSection={<IconReceiptRefund size={size === 'xs' ? 14 : 16} />}
        onClick={() => {
          setError(null);
          setConfirming(true);
          preview.mutate(briefId);
        }}
      >
        Refund what&apos;s left
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !refund.isPending && setConfirming(false)}
        title="Refund what's left"
        centered
        zIndex={400}
      >
        <Stack gap="sm" data-testid="refund-confirm">
          {preview.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Checking what would be refunded…</Text>
            </Group>
          ) : null}
          {preview.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {isApiError(preview.error) && preview.error.body
                ? preview.error.message
                : 'Could not check the refund. Please try again.'}
            </Alert>
          ) : null}
          {plan ? (
            <>
              <Text size="sm">
                {plan.retry
                  ? `A card refund of ${formatUsd(plan.amount)} from “${briefTitle}” is still pending; confirming asks the card provider for it again.`
                  : `${formatUsd(plan.amount)} left in “${briefTitle}” goes back to ${plan.destination === 'card' ? 'the card that funded it' : 'your Briefly wallet'}.`}
              </Text>
              <Text size="sm" data-testid="refund-pool-left">
                Pool left: {formatUsd(plan.pool.after)} of {formatUsd(plan.pool.before)}
              </Text>
              <Alert color="red" variant="light" role="note" icon={<IconAlertTriangle size={18} />}>
                This cannot be undone.
              </Alert>
            </>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              Cancel
            </Button>
            <Button color="orange" onClick={run} loading={refund.isPending} disabled={!plan}>
              Refund {formatUsd(plan?.amount ?? remaining)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
