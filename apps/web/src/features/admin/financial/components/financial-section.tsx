import {
  ADMIN_FIGURE_TEXTS,
  FINANCIAL_MESSAGES,
  type FinancialTimeRange,
  type TFinancialMetrics,
} from '@briefly/shared/admin';
import { formatUsd, sumDollars } from '@briefly/shared/money';
import { Alert, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBriefcase,
  IconCoins,
  IconFlask,
  IconReceiptRefund,
  IconReportMoney,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { StatCard } from '@/features/admin/list/stat-card';
import { BelowTheFold } from '@/components/below-the-fold';
import { QueryError } from '@/components/query-error';
import { DEFAULT_FINANCIAL_TIME_RANGE, asTimeRange, useFinancialMetrics } from '../api/financial';
import { ReconciliationPanel } from './reconciliation-panel';
import { RecentTransactions, RecentTransactionsPlaceholder } from './recent-transactions';

const RANGE_OPTIONS: ReadonlyArray<{ value: FinancialTimeRange; label: string }> = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
];

export const TEST_MODE_TEXT = 'TEST MODE: all transactions are simulated.';
/**
 * While loading, a hint keeps its own words with a dash for its number, so it wraps as the loaded hint will and
 * the cards do not grow when the figures arrive (issue 39: a one-line placeholder left a 0.065 shift at 1280 px).
 */
const LOADING_FIGURE = '–';

/** Below xs the six figures are one column, taller than a phone's screen. */
const ONE_COLUMN_QUERY = '(max-width: 35.99em)';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * Financial Dashboard (docs/product/admin.md#financial-dashboard): money in, out and kept over a time
 * range (in the address, 30 days by default), the five latest movements, and the ledger reconciled with
 * the payments provider. Every figure comes from the ledger.
 */
export function FinancialSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const timeRange = asTimeRange(searchParams.get('timeRange'));
  const query = useFinancialMetrics(timeRange);
  const data = query.data;

  const setRange = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const range = asTimeRange(value);
        if (range === DEFAULT_FINANCIAL_TIME_RANGE) next.delete('timeRange');
        else next.set('timeRange', range);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Select
          aria-label="Time range"
          data={RANGE_OPTIONS.map((option) => ({ ...option }))}
          value={timeRange}
          onChange={setRange}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Group gap="xs" wrap="wrap">
          <ExportCsvButton
            path="/api/admin/financial-metrics/export.csv"
            query={{ timeRange }}
            fileName={`financial-metrics-${timeRange}.csv`}
            label="Export metrics CSV"
          />
          <ExportCsvButton path="/api/admin/payouts/export.csv" fileName="payouts.csv" label="Export payouts CSV" />
        </Group>
      </Group>

      {/* Until the figures arrive, the banner's place is kept by the banner itself, unseen (issue 39: it pushed the
          page down by 0.19 of the screen); the demo and most installs without live keys run in test mode. */}
      {data?.paymentsMode === 'test' || (!data && query.isPending) ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconFlask size={18} />}
          role={data ? 'note' : undefined}
          aria-hidden={data ? undefined : true}
          style={data ? undefined : { visibility: 'hidden' }}
        >
          <Text size="sm" fw={700}>
            {TEST_MODE_TEXT}
          </Text>
        </Alert>
      ) : null}

      {query.isError && !data ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title={FINANCIAL_MESSAGES.loadFailed}
        />
      ) : (
        <>
          {query.isError ? (
            <QueryError
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
              title={FINANCIAL_MESSAGES.loadFailed}
            />
          ) : null}
          <MetricCards data={data ?? null} />
          {/* On a phone, under the six figures: drawn just after the first paint (issue 39). */}
          <BelowTheFold query={ONE_COLUMN_QUERY}>
            {data ? (
              <RecentTransactions transactions={data.recentTransactions.slice(0, 5)} />
            ) : (
              <RecentTransactionsPlaceholder />
            )}
          </BelowTheFold>
        </>
      )}
      <BelowTheFold query={ONE_COLUMN_QUERY}>
        <ReconciliationPanel timeRange={timeRange} />
      </BelowTheFold>
    </Stack>
  );
}

function MetricCards({ data }: { data: TFinancialMetrics | null }) {
  const netFlow = data
    ? sumDollars([data.totalFundsCollected, -data.totalFundsPaidOut, -data.totalRefundsProcessed])
    : 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      <StatCard
        label={ADMIN_FIGURE_TEXTS.fundsCollected.label}
        value={data ? formatUsd(data.totalFundsCollected) : null}
        icon={IconArrowDownLeft}
        color="blue"
        hint={ADMIN_FIGURE_TEXTS.fundsCollected.hint}
      />
      <StatCard
        label={ADMIN_FIGURE_TEXTS.paidOut.label}
        value={data ? formatUsd(data.totalFundsPaidOut) : null}
        icon={IconArrowUpRight}
        color="green"
        hint={`${data ? count(data.completedPayouts, 'cash payout', 'cash payouts') : `${LOADING_FIGURE} cash payouts`} completed (cash awards and withdrawals)`}
      />
      <StatCard
        label={ADMIN_FIGURE_TEXTS.platformFees.label}
        value={data ? formatUsd(data.totalPlatformFees) : null}
        icon={IconCoins}
        color="brand"
        hint={ADMIN_FIGURE_TEXTS.platformFees.hint}
      />
      <StatCard
        label={ADMIN_FIGURE_TEXTS.refunds.label}
        value={data ? formatUsd(data.totalRefundsProcessed) : null}
        icon={IconReceiptRefund}
        color="orange"
        hint={ADMIN_FIGURE_TEXTS.refunds.hint}
      />
      <StatCard
        label="Brief activity"
        value={data ? count(data.activeBriefs, 'active brief', 'active briefs') : null}
        icon={IconBriefcase}
        color="teal"
        // What is counted, said: cash awards not yet sent and withdrawals not completed. A prize moves no money and
        // credit lands in the wallet at once, so neither waits to be paid (analytics-and-finance.ts#pendingPayouts).
        hint={`${data ? count(data.pendingPayouts, 'cash payout', 'cash payouts') : `${LOADING_FIGURE} cash payouts`} waiting to be sent (cash awards and withdrawals)`}
      />
      <StatCard
        label="Revenue summary"
        value={data ? formatUsd(data.totalPlatformFees) : null}
        icon={IconReportMoney}
        color="grape"
        hint={`Platform revenue · net flow ${data ? formatUsd(netFlow) : `$${LOADING_FIGURE}`} (collected − paid out − refunds)`}
      />
    </SimpleGrid>
  );
}
