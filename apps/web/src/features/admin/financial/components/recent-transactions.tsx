import type { TRecentTransaction } from '@briefly/shared/admin';
import { formatUsd } from '@briefly/shared/money';
import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/brief-display';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const TYPE_LABELS: Record<TRecentTransaction['type'], string> = {
  funding: 'Funding',
  payout: 'Payout',
  refund: 'Refund',
};
const TYPE_COLORS: Record<TRecentTransaction['type'], string> = { funding: 'blue', payout: 'green', refund: 'orange' };

const describe = (transaction: TRecentTransaction) =>
  [transaction.briefTitle, transaction.type === 'payout' ? transaction.creatorName : transaction.brandName]
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * The card's place while the figures load, at the size of five movements (a list on a phone, a table from
 * `sm`), so the panels below do not move when they arrive (issue 39: layout shift).
 */
export function RecentTransactionsPlaceholder() {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} aria-hidden>
      <Title order={2} fz="md" mb="sm" component="p">
        Recent transactions
      </Title>
      <Skeleton h={{ base: 280, sm: 222 }} radius="md" />
    </Paper>
  );
}

/** The 5 most recent money movements of the range (spec part 2 §9). */
export function RecentTransactions({ transactions }: { transactions: TRecentTransaction[] }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="recent-transactions-heading">
      <Title order={2} fz="md" mb="sm" id="recent-transactions-heading">
        Recent transactions
      </Title>
      {transactions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No transactions in this period.
        </Text>
      ) : (
        <>
          <Stack
            gap={0}
            component="ul"
            hiddenFrom="sm"
            aria-label="Recent transactions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {transactions.map((transaction) => (
              <li
                key={transaction.id}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}
              >
                <Text size="sm" fw={600}>
                  {TYPE_LABELS[transaction.type]} · {formatUsd(transaction.amount)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {describe(transaction)} · {formatDateTime(transaction.createdAt)}
                </Text>
              </li>
            ))}
          </Stack>
          <ScrollX label="Recent transactions" minWidth={560} visibleFrom="sm">
            <Table verticalSpacing="xs" aria-label="Recent transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Brief</Table.Th>
                  <Table.Th>Brand or creator</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {transactions.map((transaction) => (
                  <Table.Tr key={transaction.id}>
                    <Table.Td>
                      <Badge variant="light" color={TYPE_COLORS[transaction.type]}>
                        {TYPE_LABELS[transaction.type]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{transaction.briefTitle ?? '—'}</Table.Td>
                    <Table.Td>
                      {(transaction.type === 'payout' ? transaction.creatorName : transaction.brandName) ?? '—'}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatUsd(transaction.amount)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(transaction.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        </>
      )}
    </Paper>
  );
}
