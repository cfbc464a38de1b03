import { formatUsd } from '@briefly/shared/money';
import { WITHDRAWAL_MESSAGES, type TWithdrawal } from '@briefly/shared/rewards';
import { Alert, Badge, Box, Button, Flex, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCashBanknote } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DollarInput } from '@/components/dollar-input';
import { DisputeAction } from '@/components/open-dispute-button';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { withdrawalError } from '../lib/withdrawal';
import { ScrollX } from '@/components/scroll-x/scroll-x';

export const WITHDRAWAL_STATUS_COLORS: Record<TWithdrawal['status'], string> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
};
const STATUS_LABELS: Record<TWithdrawal['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
};

interface WithdrawalPanelProps {
  /** What a request may take now (wallet.available), dollars. */
  available: number;
  /** Withdrawals need an active payout account (docs/product/rewards-and-payouts.md#withdrawals). */
  accountActive: boolean;
}

/** Request withdrawal: an amount up to the available balance; an admin approves it (docs/product/rewards-and-payouts.md#withdrawals). */
export function WithdrawalPanel({ available, accountActive }: WithdrawalPanelProps) {
  const [amount, setAmount] = useState<number | string>('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateWithdrawal();
  const error = withdrawalError(amount, available);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (error || !accountActive) return;
    create.mutate(Number(amount), {
      onSuccess: (withdrawal) => {
        setAmount('');
        setTouched(false);
        notifications.show({
          color: 'green',
          title: 'Withdrawal requested',
          message: `${formatUsd(withdrawal.amount)} will be sent once an admin approves it.`,
        });
      },
      onError: (cause) =>
        setServerError(isApiError(cause) ? cause.message : 'Failed to request withdrawal. Please try again.'),
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="withdrawal-title">
      <Title order={2} fz="lg" id="withdrawal-title">
        Request withdrawal
      </Title>
      <Text size="sm" c="dimmed">
        Move money from your wallet to your payout account. Available now: <b>{formatUsd(available)}</b>
      </Text>
      <form onSubmit={submit} noValidate aria-label="Request withdrawal">
        <Stack gap="sm" mt="md">
          {!accountActive ? (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="note">
              {WITHDRAWAL_MESSAGES.noAccount}
            </Alert>
          ) : null}
          <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }} gap="sm">
            <DollarInput
              label="Amount"
              leftSection="$"
              placeholder="0.00"
              clampBehavior="none"
              step={0.01}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setServerError(null);
              }}
              onBlur={() => setTouched(true)}
              error={touched && error ? error : null}
              disabled={!accountActive}
              w={{ base: '100%', xs: 260 }}
              rightSection={
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => setAmount(available)}
                  disabled={!accountActive || available <= 0}
                  aria-label="Withdraw everything available"
                >
                  Max
                </Button>
              }
              rightSectionWidth={52}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              style={{ flexShrink: 0 }}
              loading={create.isPending}
              disabled={!accountActive || available < 1}
              leftSection={<IconCashBanknote size={16} />}
            >
              Request withdrawal
            </Button>
          </Flex>
          {serverError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          ) : null}
        </Stack>
      </form>
      <OwnWithdrawals />
    </Paper>
  );
}

function OwnWithdrawals() {
  const withdrawals = useWithdrawals();
  return (
    <Stack gap="xs" mt="lg">
      <Text fw={600} size="sm">
        Your withdrawal requests
      </Text>
      {withdrawals.isPending ? (
        <Skeleton height={48} radius="md" aria-label="Loading withdrawal requests" />
      ) : withdrawals.isError ? (
        <QueryError
          error={withdrawals.error}
          onRetry={() => void withdrawals.refetch()}
          retrying={withdrawals.isFetching}
          title="Failed to load withdrawal requests"
        />
      ) : withdrawals.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No withdrawal requests yet.
        </Text>
      ) : (
        // The amount and its status (with Open a dispute) first: what a phone shows before scrolling sideways.
        <ScrollX label="Your withdrawal requests" minWidth={420}>
          <Table verticalSpacing="xs" aria-label="Your withdrawal requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th>Processed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withdrawals.data.map((withdrawal) => (
                <Table.Tr key={withdrawal.id}>
                  <Table.Td ta="right" fw={600} id={`withdrawal-${withdrawal.id}`}>
                    {formatUsd(withdrawal.amount)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={WITHDRAWAL_STATUS_COLORS[withdrawal.status]}>
                      {STATUS_LABELS[withdrawal.status]}
                    </Badge>
                    {withdrawal.status === 'rejected' && withdrawal.reason ? (
                      <Text size="xs" c="dimmed" mt={2}>
                        {withdrawal.reason}
                      </Text>
                    ) : null}
                    {/* Rejected or completed: disputable for 14 days after it was processed (docs/product/disputes.md). */}
                    {withdrawal.status === 'rejected' || withdrawal.status === 'completed' ? (
                      <Box mt={6}>
                        <DisputeAction
                          subjectType="withdrawal"
                          subjectId={withdrawal.id}
                          decidedAt={withdrawal.processedAt}
                          subjectLabel={`your withdrawal of ${formatUsd(withdrawal.amount)} requested on ${formatDate(withdrawal.requestedAt)}`}
                          describedBy={`withdrawal-${withdrawal.id}`}
                          size="compact-sm"
                        />
                      </Box>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDate(withdrawal.requestedAt)}</Table.Td>
                  <Table.Td>{withdrawal.processedAt ? formatDate(withdrawal.processedAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollX>
      )}
    </Stack>
  );
}
