import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { formatUsd } from '@briefly/shared/money';
import { WALLET_MESSAGES, type TPayout } from '@briefly/shared/rewards';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/brief-display';
import { payoutStatusView } from '@/lib/payout-status';
import { useWalletPayouts } from '../api/get-wallet-payouts';

/** Payout History (docs/product/rewards-and-payouts.md#creator-wallet): each reward with gross, fee and net. */
export function PayoutHistory({ userId }: { userId: string }) {
  const payouts = useWalletPayouts(userId);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="payout-history-title">
      <Title order={2} fz="lg" id="payout-history-title" mb="md">
        Payout History
      </Title>
      {payouts.isPending ? (
        <Stack gap="xs" aria-label="Loading payouts">
          {[0, 1].map((index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      ) : payouts.isError ? (
        <QueryError
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
          retrying={payouts.isFetching}
          title="Failed to load payouts"
        />
      ) : payouts.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {WALLET_MESSAGES.noPayouts}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payouts">
          {payouts.data.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function PayoutRow({ payout }: { payout: TPayout }) {
  const status = payoutStatusView(payout.status, payout.rewardType);
  const paidLabel = payout.rewardType === 'credit' ? 'Credited' : 'Paid';
  const money = payout.rewardType !== 'prize';
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={payout.brief.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {payout.brief.title}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {payout.brief.brand.companyName || payout.brief.brand.name} · {REWARD_TYPE_LABELS[payout.rewardType]}
            {payout.position ? ` · #${payout.position}` : ''} ·{' '}
            {payout.paidAt ? `${paidLabel} ${formatDate(payout.paidAt)}` : `Awarded ${formatDate(payout.createdAt)}`}
          </Text>
        </div>
        <div style={{ textAlign: 'right', flexShrink: 0 }}>
          <Text fw={700}>{money ? formatUsd(payout.netAmount) : 'Prize'}</Text>
          <Badge variant="light" color={status.color} size="sm">
            {status.label}
          </Badge>
        </div>
      </Group>
      {money ? (
        <Text size="xs" c="dimmed" mt={4}>
          Gross {formatUsd(payout.amount)} − platform fee {formatUsd(payout.platformFee)} = net{' '}
          {formatUsd(payout.netAmount)}
          {payout.status === 'held' ? ' · held until your payout account is active' : ''}
        </Text>
      ) : null}
    </Paper>
  );
}
