import { formatUsd } from '@briefly/shared/money';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import {
  destinationWords,
  payoutOutcome,
  processedSummary,
  type TProcessPayoutsPreview,
} from '@briefly/shared/reward-preview';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { usePreviewPayouts, useProcessPayouts } from '../api/process-payouts';

const DESTINATION_COLOR = { connected_account: 'green', held: 'yellow', wallet_credit: 'blue', none: 'gray' } as const;

const failure = (error: unknown, fallback: string) => (isApiError(error) && error.body ? error.message : fallback);

export interface ProcessPayoutsConfirmProps {
  briefId: string;
  opened: boolean;
  /** The payee's name for an assignment id (the brief's assignments on the page). */
  nameOf: (assignmentId: string) => string;
  onClose: () => void;
}

/** The button's words: the total that leaves for connected accounts now, or what else confirming does. */
export function processPayoutsLabel(totals: TProcessPayoutsPreview['totals']): string {
  if (totals.toConnectedAccounts > 0) return `Pay ${formatUsd(totals.toConnectedAccounts)}`;
  if (totals.credited > 0) return `Settle ${formatUsd(totals.credited)} of credit`;
  return 'Try the transfers again';
}

/**
 * Process Payouts' confirmation (decision 047): the server's plan for this brief now — each unsettled
 * award, its net, whether it goes to a connected account now, stays held (and why) or is settled as
 * credit — then the very same request; the toast counts what happened to each payee.
 */
export function ProcessPayoutsConfirm({ briefId, opened, nameOf, onClose }: ProcessPayoutsConfirmProps) {
  const preview = usePreviewPayouts();
  const process = useProcessPayouts();
  const { mutate: load, reset } = preview;

  useEffect(() => {
    if (opened) load(briefId);
    else reset();
  }, [opened, briefId, load, reset]);

  const plan = preview.data;
  const confirm = () =>
    process.mutate(briefId, {
      onSuccess: (result) => {
        notifications.show({
          color: result.results.some((row) => row.payoutStatus === 'held') ? 'yellow' : 'green',
          title: processedSummary(result.results),
          message: result.results
            .map(
              (row) =>
                `${nameOf(row.assignmentId)}: ${formatUsd(row.net)} ${payoutOutcome(row.rewardType, row.payoutStatus)}`,
            )
            .join(' · '),
        });
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: failure(error, REWARD_MESSAGES.processFailed) }),
    });

  return (
    <Modal opened={opened} onClose={() => !process.isPending && onClose()} title="Process payouts" centered size="lg">
      <Stack gap="md" data-testid="process-payouts-confirm">
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Checking what would be paid…</Text>
          </Group>
        ) : null}
        {preview.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure(preview.error, 'Could not check the payouts. Please try again.')}
          </Alert>
        ) : null}
        {plan && plan.payees.length === 0 ? <Text size="sm">Every award of this brief is settled.</Text> : null}
        {plan && plan.payees.length > 0 ? (
          <>
            <Table.ScrollContainer minWidth={460}>
              <Table aria-label="Payout summary" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Payee</Table.Th>
                    <Table.Th ta="right">They get</Table.Th>
                    <Table.Th>Where it goes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plan.payees.map((payee) => (
                    <Table.Tr key={payee.assignmentId}>
                      <Table.Td>{nameOf(payee.assignmentId)}</Table.Td>
                      <Table.Td ta="right">{formatUsd(payee.net)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={DESTINATION_COLOR[payee.destination]}>
                          {destinationWords(payee.destination)}
                        </Badge>
                        {payee.heldReason ? (
                          <Text size="xs" c="dimmed" mt={4}>
                            {payee.heldReason}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={4} data-testid="process-payouts-totals">
              <Text size="sm">Fees were taken when the awards were made; nothing more is charged.</Text>
              {plan.totals.toConnectedAccounts > 0 ? (
                <Text size="sm">To connected accounts now: {formatUsd(plan.totals.toConnectedAccounts)}</Text>
              ) : null}
              {plan.totals.held > 0 ? (
                <Text size="sm">Held until a payout account exists: {formatUsd(plan.totals.held)}</Text>
              ) : null}
              {plan.totals.credited > 0 ? (
                <Text size="sm">Credit settled in wallets: {formatUsd(plan.totals.credited)}</Text>
              ) : null}
              <Text size="sm">Pool left (unchanged): {formatUsd(plan.poolLeft)}</Text>
            </Stack>
            <Alert color="red" variant="light" role="note" icon={<IconAlertTriangle size={18} />}>
              This cannot be undone.
            </Alert>
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={process.isPending}>
            Cancel
          </Button>
          <Button
            color="green"
            onClick={confirm}
            loading={process.isPending}
            disabled={!plan || plan.payees.length === 0 || process.isPending}
          >
            {plan ? processPayoutsLabel(plan.totals) : 'Pay'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
