import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { formatUsd } from '@briefly/shared/money';
import { REWARD_STATE_WORDS } from '@briefly/shared/status-words';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCash,
  IconClock,
  IconDownload,
  IconRefresh,
  IconSortAscending,
  IconSortDescending,
  IconTrendingUp,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { payoutStatusView } from '@/lib/payout-status';
import { useCreatorPayouts } from '../api/get-creator-payouts';
import {
  EARNINGS_VIEW_FILTERS,
  earningsCsv,
  earningsTotals,
  filterEarnings,
  sortEarnings,
  toEarningRow,
  type EarningRow,
  type EarningsFilter,
  type EarningsSortKey,
  type SortDirection,
} from '../lib/earnings';
import { EarningDetailDialog } from './earning-detail-dialog';
import { ScrollX } from '@/components/scroll-x/scroll-x';
import { saveBlob } from '@/lib/file-transfer';

// The reward words of the shared status language; "Not paid yet" gathers Awaiting payout, Held and Payout failed.
const FILTER_LABELS: Record<EarningsFilter, string> = {
  all: 'All',
  paid: REWARD_STATE_WORDS.paid,
  'in-wallet': REWARD_STATE_WORDS.credited,
  pending: 'Not paid yet',
};
const SORT_LABELS: Record<EarningsSortKey, string> = { date: 'Date', amount: 'Amount', brief: 'Brief' };

/** Saves text as a file through a temporary link (the browser's download). */
function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), filename);
}

/** The Earnings tab (docs/product/rewards-and-payouts.md#earnings): metrics, filter, sort, table, export and a detail dialog. */
export function EarningsTab({ download = downloadText }: { download?: (filename: string, text: string) => void }) {
  const payouts = useCreatorPayouts();
  const [filter, setFilter] = useState<EarningsFilter>('all');
  const [sortKey, setSortKey] = useState<EarningsSortKey>('date');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [detail, setDetail] = useState<EarningRow | null>(null);

  const rows = useMemo(() => (payouts.data ?? []).map(toEarningRow), [payouts.data]);
  const shown = useMemo(
    () => sortEarnings(filterEarnings(rows, filter), sortKey, direction),
    [rows, filter, sortKey, direction],
  );
  const totals = earningsTotals(rows);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Earnings
          </Title>
          <Text c="dimmed" mt={4}>
            Every reward you have won, net of the platform fee.
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void payouts.refetch()}
            loading={payouts.isFetching && !payouts.isPending}
          >
            Refresh
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => download('earnings.csv', earningsCsv(shown))}
            disabled={shown.length === 0}
          >
            Export CSV
          </Button>
        </Group>
      </Group>

      {payouts.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Error loading earnings:"
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">
              Failed to fetch payouts:{' '}
              {isApiError(payouts.error) && payouts.error.status ? payouts.error.status : 'network error'}
            </Text>
            <Text size="sm">Try Refresh.</Text>
            <Group>
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={() => void payouts.refetch()}
                loading={payouts.isFetching}
              >
                Refresh
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {/* Paid (cash sent to the payout account) and Credited (credit in the Briefly wallet) are apart. */}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Metric
          label="Total Earned"
          value={payouts.data ? formatUsd(totals.total) : null}
          icon={IconTrendingUp}
          color="brand"
          loading={payouts.isPending}
        />
        <Metric
          label={REWARD_STATE_WORDS.paid}
          testId="metric-paid-out"
          value={payouts.data ? formatUsd(totals.paidOut) : null}
          icon={IconCash}
          color="green"
          loading={payouts.isPending}
        />
        <Metric
          label={REWARD_STATE_WORDS.credited}
          testId="metric-in-wallet"
          value={payouts.data ? formatUsd(totals.inWallet) : null}
          icon={IconWallet}
          color="teal"
          loading={payouts.isPending}
        />
        <Metric
          label="Not paid yet"
          testId="metric-pending"
          value={payouts.data ? formatUsd(totals.pending) : null}
          icon={IconClock}
          color="yellow"
          loading={payouts.isPending}
        />
      </SimpleGrid>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            data={EARNINGS_VIEW_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={filter}
            onChange={(value) => setFilter(EARNINGS_VIEW_FILTERS.find((entry) => entry === value) ?? 'all')}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Sort by"
            data={(Object.keys(SORT_LABELS) as EarningsSortKey[]).map((value) => ({
              value,
              label: SORT_LABELS[value],
            }))}
            value={sortKey}
            onChange={(value) =>
              setSortKey((Object.keys(SORT_LABELS) as EarningsSortKey[]).find((entry) => entry === value) ?? 'date')
            }
            allowDeselect={false}
            w={150}
          />
          <Button
            variant="default"
            leftSection={direction === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
            onClick={() => setDirection((current) => (current === 'asc' ? 'desc' : 'asc'))}
            aria-label={`Sort direction: ${direction === 'asc' ? 'ascending' : 'descending'}`}
          >
            {direction === 'asc' ? 'Ascending' : 'Descending'}
          </Button>
        </Group>

        {payouts.isPending ? (
          <Stack gap="xs" aria-label="Loading earnings">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No earnings found
          </Text>
        ) : (
          // Phones keep Brief and Amount as columns; brand, type and date move under the title, status under the amount.
          <ScrollX label="Earnings">
            <Table highlightOnHover verticalSpacing="sm" aria-label="Earnings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Brief</Table.Th>
                  <Table.Th visibleFrom="sm">Brand</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th visibleFrom="sm">Type</Table.Th>
                  <Table.Th visibleFrom="sm">Status</Table.Th>
                  <Table.Th visibleFrom="sm">Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td maw={{ base: 190, xs: 260 }}>
                      <UnstyledButton
                        onClick={() => setDetail(row)}
                        aria-label={`Details of ${row.briefTitle}`}
                        style={{ maxWidth: '100%' }}
                      >
                        <Text fw={600} size="sm" c="brand" truncate="end">
                          {row.briefTitle}
                        </Text>
                      </UnstyledButton>
                      <Text size="xs" c="dimmed" hiddenFrom="sm" aria-hidden>
                        {row.brandName} · {REWARD_TYPE_LABELS[row.rewardType]} ·{' '}
                        {formatDate(row.paidAt ?? row.awardedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{row.brandName}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {row.rewardType === 'prize' ? 'Prize' : formatUsd(row.amount)}
                      <Badge
                        hiddenFrom="sm"
                        display="block"
                        ml="auto"
                        mt={4}
                        variant="light"
                        color={payoutStatusView(row.payoutStatus, row.rewardType).color}
                        aria-hidden
                      >
                        {payoutStatusView(row.payoutStatus, row.rewardType).label}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{REWARD_TYPE_LABELS[row.rewardType]}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Badge variant="light" color={payoutStatusView(row.payoutStatus, row.rewardType).color}>
                        {payoutStatusView(row.payoutStatus, row.rewardType).label}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{formatDate(row.paidAt ?? row.awardedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        )}
      </Paper>
      <EarningDetailDialog row={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}

function Metric({
  label,
  value,
  icon: MetricIcon,
  color,
  loading,
  testId,
}: {
  label: string;
  value: string | null;
  icon: Icon;
  color: string;
  loading: boolean;
  testId?: string;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={30} width={110} mt={6} />
          ) : (
            <Text
              fw={800}
              fz={{ base: 20, sm: 28 }}
              mt={4}
              data-testid={testId ?? `metric-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {value ?? '—'}
            </Text>
          )}
        </div>
        {/* Two figures a row on a phone: the icon makes room for the amount there. */}
        <ThemeIcon variant="light" color={color} size={44} radius="md" visibleFrom="sm">
          <MetricIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
