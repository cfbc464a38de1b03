import { formatUsd } from '@briefly/shared/money';
import { destinationWords, type TDistributePreview } from '@briefly/shared/reward-preview';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';

export interface DistributeConfirmProps {
  preview: TDistributePreview;
  nameOf: (submissionId: string) => string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

const DESTINATION_COLOR = { connected_account: 'green', held: 'yellow', wallet_credit: 'blue', none: 'gray' } as const;

/**
 * The exact summary before rewards move (decision 045): each payee's amount, fee, net and where it
 * goes now (held and why), the pool left, and a confirm button that names the total. The figures
 * are the server's plan for this very request, not a sum made here.
 */
export function DistributeConfirm({ preview, nameOf, busy, onBack, onConfirm }: DistributeConfirmProps) {
  const { payees, totals, pool, failed } = preview;
  return (
    <Stack gap="md" data-testid="distribute-confirm">
      <Text fw={600}>Check before paying</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Payment summary" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payee</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Fee</Table.Th>
              <Table.Th ta="right">They get</Table.Th>
              <Table.Th>Where it goes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payees.map((payee) => (
              <Table.Tr key={payee.submissionId}>
                <Table.Td>
                  #{payee.position} {nameOf(payee.submissionId)}
                </Table.Td>
                <Table.Td ta="right">{payee.rewardType === 'prize' ? '—' : formatUsd(payee.gross)}</Table.Td>
                <Table.Td ta="right">{payee.rewardType === 'prize' ? '—' : formatUsd(payee.platformFee)}</Table.Td>
                <Table.Td ta="right">{payee.rewardType === 'prize' ? '—' : formatUsd(payee.net)}</Table.Td>
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
      <Stack gap={4} data-testid="distribute-totals">
        <Text size="sm">
          From the pool: {formatUsd(totals.gross)} (platform fees {formatUsd(totals.platformFee)})
        </Text>
        {totals.toConnectedAccounts > 0 ? (
          <Text size="sm">To connected accounts now: {formatUsd(totals.toConnectedAccounts)}</Text>
        ) : null}
        {totals.held > 0 ? <Text size="sm">Held until a payout account exists: {formatUsd(totals.held)}</Text> : null}
        {totals.credited > 0 ? <Text size="sm">Credited to wallets: {formatUsd(totals.credited)}</Text> : null}
        <Text size="sm">
          Pool left: {formatUsd(pool.after)} of {formatUsd(pool.before)}
        </Text>
      </Stack>
      {failed.length > 0 ? (
        <Alert color="yellow" variant="light" role="note" title="Not included">
          {failed.map((entry) => `${nameOf(entry.submissionId)}: ${entry.reason}`).join(' · ')}
        </Alert>
      ) : null}
      <Alert color="red" variant="light" role="note" icon={<IconAlertTriangle size={18} />}>
        This cannot be undone.
      </Alert>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button color="green" onClick={onConfirm} loading={busy} disabled={busy || payees.length === 0}>
          {totals.gross > 0 ? `Pay ${formatUsd(totals.gross)}` : 'Record prizes'}
        </Button>
      </Group>
    </Stack>
  );
}
