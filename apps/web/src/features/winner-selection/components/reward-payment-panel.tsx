import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { formatUsd } from '@briefly/shared/money';
import type { TBriefMoneySummary } from '@briefly/shared/rewards';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/brief-display';
import { useBriefMoney } from '../api/get-brief-money';
import { useRewardBrief } from '../api/get-reward-management';
import { PayoutStatusBadge } from './payout-status-badge';
import { RefundPoolButton } from './refund-pool-button';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const FIGURES: Array<{ key: keyof TBriefMoneySummary; label: string }> = [
  { key: 'funded', label: 'Funded' },
  { key: 'assigned', label: 'Assigned' },
  { key: 'paid', label: 'Paid' },
  { key: 'fees', label: 'Platform fees' },
  { key: 'held', label: 'Held' },
  { key: 'refunded', label: 'Refunded' },
  { key: 'failedRefunds', label: 'Refund failed, in wallet' },
  { key: 'remaining', label: 'Remaining' },
];

/** A failed card refund is rare: its figure shows only when there is one (decision 008). */
const shownFigures = (money: TBriefMoneySummary | undefined) =>
  FIGURES.filter((figure) => figure.key !== 'failedRefunds' || (money?.failedRefunds ?? 0) > 0);

/** The Reward & Payment tab: the brief's money from the ledger, its winners' payouts, and the refund of what is left. */
export function RewardPaymentPanel({ briefId }: { briefId: string }) {
  const money = useBriefMoney(briefId);
  const brief = useRewardBrief(briefId);

  const assignments = brief.data?.rewardAssignments ?? [];
  const settled = assignments.every(
    (assignment) => assignment.payoutStatus === 'paid' || assignment.payoutStatus === 'none',
  );
  const canRefund = brief.data?.status === 'archived' && settled && (money.data?.remaining ?? 0) > 0;

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Brief money
      </Title>
      {money.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" aria-label="Loading brief money">
          {FIGURES.map((figure) => (
            <Skeleton key={figure.key} height={72} radius="md" />
          ))}
        </SimpleGrid>
      ) : money.isError ? (
        <QueryError
          error={money.error}
          onRetry={() => void money.refetch()}
          retrying={money.isFetching}
          title="Failed to load the brief's money"
        />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: shownFigures(money.data).length }} spacing="sm">
          {shownFigures(money.data).map((figure) => (
            <Paper key={figure.key} withBorder p="sm">
              <Text size="xs" c="dimmed" fw={500}>
                {figure.label}
              </Text>
              <Text fw={700} size="lg" data-testid={`money-${figure.key}`}>
                {formatUsd(money.data[figure.key])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}

      {canRefund ? (
        <Group>
          <RefundPoolButton
            briefId={briefId}
            briefTitle={brief.data?.title ?? ''}
            remaining={money.data?.remaining ?? 0}
          />
        </Group>
      ) : brief.data && money.data && money.data.remaining > 0 ? (
        <Text size="xs" c="dimmed">
          What is left in the pool can be refunded once the brief is archived and every winner is paid.
        </Text>
      ) : null}

      <Title order={2} fz="lg" mt="sm">
        Winners and payouts
      </Title>
      {brief.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : brief.isError ? (
        <QueryError
          error={brief.error}
          onRetry={() => void brief.refetch()}
          retrying={brief.isFetching}
          title="Failed to load winners"
        />
      ) : assignments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No winners yet. Choose them in Select Winners.
        </Text>
      ) : (
        <Paper withBorder>
          <ScrollX label="Winners and payouts" minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Winners and payouts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Creator</Table.Th>
                  <Table.Th>Reward</Table.Th>
                  <Table.Th ta="right">Gross</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                  <Table.Th ta="right">Net</Table.Th>
                  <Table.Th>Payout</Table.Th>
                  <Table.Th>Awarded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {assignments.map((assignment) => (
                  <Table.Tr key={assignment.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {assignment.creator.fullName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        @{assignment.creator.userName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {assignment.rewardType === 'prize'
                        ? `${REWARD_TYPE_LABELS.prize}${assignment.prizeDetails?.name ? `: ${assignment.prizeDetails.name}` : ''}`
                        : REWARD_TYPE_LABELS[assignment.rewardType]}
                    </Table.Td>
                    <Table.Td ta="right">{formatUsd(assignment.gross)}</Table.Td>
                    <Table.Td ta="right">{formatUsd(assignment.platformFee)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatUsd(assignment.net)}
                    </Table.Td>
                    <Table.Td>
                      <PayoutStatusBadge status={assignment.payoutStatus} rewardType={assignment.rewardType} />
                    </Table.Td>
                    <Table.Td>{formatDate(assignment.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        </Paper>
      )}
    </Stack>
  );
}
