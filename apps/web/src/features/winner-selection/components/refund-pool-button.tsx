import { formatUsd } from '@briefly/shared/money';
import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { noteOwnAction } from '@/lib/own-actions';
import { useRefundBrief } from '../api/refund-brief';

interface RefundPoolButtonProps extends Pick<ButtonProps, 'size'> {
  briefId: string;
  briefTitle: string;
  /** What is left in the pool, dollars. */
  remaining: number;
}

/**
 * "Refund what's left" of an archived brief, with its confirmation: from Reward & Payment and from
 * the brief's card on My Briefs. The server refuses it while a winner is still unpaid, and says so.
 */
export function RefundPoolButton({ briefId, briefTitle, remaining, size = 'sm' }: RefundPoolButtonProps) {
  const refund = useRefundBrief();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
        <Stack gap="sm">
          <Text size="sm">
            {formatUsd(remaining)} left in “{briefTitle}” goes back to where the brief was funded from (your card or
            your wallet). This cannot be undone.
          </Text>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              Cancel
            </Button>
            <Button color="orange" onClick={run} loading={refund.isPending}>
              Refund {formatUsd(remaining)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
