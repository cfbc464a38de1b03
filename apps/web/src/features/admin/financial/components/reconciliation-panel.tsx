import type { TReconciliationDifference, TReconciliationResponse } from '@briefly/shared/admin';
import { formatCents } from '@briefly/shared/money';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { useReconciliation, type FinancialTimeRange } from '../api/financial';
import { ScrollX } from '@/components/scroll-x/scroll-x';

type Figures = TReconciliationResponse['ledger'];

const LINES: Array<{ key: keyof Figures; label: string }> = [
  { key: 'fundingCents', label: 'Card payments in' },
  { key: 'transfersCents', label: 'Transfers to creators' },
  { key: 'refundsCents', label: 'Refunds to cards' },
  { key: 'feesCents', label: 'Platform fees' },
];

const KIND_LABELS: Record<TReconciliationDifference['kind'], string> = {
  missing_in_ledger: 'Missing in the ledger',
  missing_at_provider: 'Missing at the provider',
  amount_mismatch: 'Amounts differ',
};

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatCents(cents));

/** The ledger beside the payments provider for the same range: totals side by side and every object that does not match. */
export function ReconciliationPanel({ timeRange }: { timeRange: FinancialTimeRange }) {
  const query = useReconciliation(timeRange);
  const data = query.data;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="reconciliation-heading">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="md" id="reconciliation-heading">
          Reconciliation
        </Title>
        {data ? (
          data.differences.length === 0 ? (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />}>
              In agreement
            </Badge>
          ) : (
            <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              {data.differences.length} {data.differences.length === 1 ? 'difference' : 'differences'}
            </Badge>
          )
        ) : null}
      </Group>
      {query.isError && !data ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load the reconciliation"
        />
      ) : !data ? (
        <Stack gap="xs" aria-label="Loading the reconciliation" role="status" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm">
          {data.providerNote ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {data.providerNote}
            </Alert>
          ) : null}
          <ScrollX label="Ledger and provider totals" minWidth={420}>
            <Table verticalSpacing={6} aria-label="Ledger and provider totals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th ta="right">Ledger</Table.Th>
                  <Table.Th ta="right">Provider</Table.Th>
                  <Table.Th ta="right">Difference</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {LINES.map(({ key, label }) => {
                  const ledger = data.ledger[key];
                  const provider = data.provider ? data.provider[key] : null;
                  const difference = ledger !== null && provider !== null ? ledger - provider : null;
                  return (
                    <Table.Tr key={key}>
                      <Table.Th scope="row" fw={500}>
                        {label}
                      </Table.Th>
                      <Table.Td ta="right">{money(ledger)}</Table.Td>
                      <Table.Td ta="right">{money(provider)}</Table.Td>
                      <Table.Td ta="right" c={difference ? 'red' : undefined} fw={difference ? 700 : undefined}>
                        {difference === null ? '—' : formatCents(difference)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollX>
          {data.differences.length === 0 ? (
            <Text size="sm" c="dimmed">
              {data.provider
                ? 'Every payment, transfer and refund matches the provider’s record.'
                : 'No differences found in the ledger.'}
            </Text>
          ) : (
            <Stack gap={0} component="ul" aria-label="Differences" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.differences.map((difference) => (
                <li
                  key={`${difference.kind}-${difference.providerObjectId}`}
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}
                >
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {KIND_LABELS[difference.kind]} · {difference.objectType}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(difference.at)}
                    </Text>
                  </Group>
                  <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {difference.providerObjectId}
                  </Text>
                  <Text size="sm">
                    Ledger {money(difference.ledgerCents)} · provider {money(difference.providerCents)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
