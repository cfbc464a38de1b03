import { ADMIN_FIGURE_TEXTS, type TAdminAnalyticsResponse } from '@briefly/shared/admin';
import { formatCents, formatUsd } from '@briefly/shared/money';
import { Badge, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconCash, IconCoins, IconFileText, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { StatCard } from '@/features/admin/list/stat-card';
import { QueryError } from '@/components/query-error';
import { STATUS_COLORS, statusLabel } from '@/lib/brief-display';
import { useAnalytics } from '../api/get-analytics';
import { briefSlices, growthSeries, revenueSeries, submissionSlices } from './chart-data';
import { ScrollX } from '@/components/scroll-x/scroll-x';

// Each chart block is its own lazy chunk: recharts and @mantine/charts download when Analytics opens, never with the dashboard.
const StatusCharts = lazy(() => import('./status-charts'));
const TrendCharts = lazy(() => import('./trend-charts'));

/** Analytics (docs/product/admin.md#analytics): real totals and monthly series from the database and the ledger. */
export function AnalyticsSection() {
  const query = useAnalytics();
  const data = query.data;

  if (query.isError && !data)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load analytics"
      />
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="md">
        <StatCard
          label="Total brands"
          value={data ? String(data.totalBrands) : null}
          icon={IconBuildingStore}
          color="brand"
        />
        <StatCard
          label="Total creators"
          value={data ? String(data.totalCreators) : null}
          icon={IconUsers}
          color="teal"
        />
        <StatCard
          label="Total briefs"
          value={data ? String(data.totalBriefs) : null}
          icon={IconBriefcase}
          color="blue"
        />
        <StatCard
          label="Total submissions"
          value={data ? String(data.totalSubmissions) : null}
          icon={IconFileText}
          color="cyan"
        />
        <StatCard
          label="Total payouts"
          value={data ? formatUsd(data.totalPayouts) : null}
          icon={IconCash}
          color="green"
          hint={`${ADMIN_FIGURE_TEXTS.paidOut.hint}, all time`}
        />
        <StatCard
          label={ADMIN_FIGURE_TEXTS.monthRevenue.label}
          value={data ? formatUsd(data.monthlyRevenue) : null}
          icon={IconCoins}
          color="grape"
          hint={ADMIN_FIGURE_TEXTS.monthRevenue.hint}
        />
      </SimpleGrid>
      {data ? (
        <>
          <Suspense fallback={<ChartsLoading label="Loading the status charts" />}>
            <StatusCharts
              submissions={submissionSlices(data.submissionStateCounts)}
              briefs={briefSlices(data.briefStatusCounts)}
            />
          </Suspense>
          <Suspense fallback={<ChartsLoading label="Loading the trend charts" />}>
            <TrendCharts revenue={revenueSeries(data.revenueByMonth)} growth={growthSeries(data.userGrowthByMonth)} />
          </Suspense>
          <BriefPerformance rows={data.briefPerformance} />
          <FinancialOverview money={data.financialOverview} />
        </>
      ) : (
        <ChartsLoading label="Loading analytics" />
      )}
    </Stack>
  );
}

function ChartsLoading({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label={label} aria-busy="true">
      <Skeleton height={240} radius="lg" />
      <Skeleton height={240} radius="lg" />
    </SimpleGrid>
  );
}

function BriefPerformance({ rows }: { rows: TAdminAnalyticsResponse['briefPerformance'] }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="brief-performance-heading">
      <Title order={2} fz="md" mb="sm" id="brief-performance-heading">
        Brief performance
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No briefs yet.
        </Text>
      ) : (
        <ScrollX label="Brief performance" minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Brief performance">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Brief</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Submissions</Table.Th>
                <Table.Th ta="right">Approved</Table.Th>
                <Table.Th ta="right">Funded</Table.Th>
                <Table.Th ta="right">Awarded</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.briefId}>
                  <Table.Td maw={280}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {row.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.brandName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[row.status]}>
                      {statusLabel(row.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{row.submissions}</Table.Td>
                  <Table.Td ta="right">{row.approved}</Table.Td>
                  <Table.Td ta="right">{formatCents(row.fundedCents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(row.awardedCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollX>
      )}
    </Paper>
  );
}

function FinancialOverview({ money }: { money: TAdminAnalyticsResponse['financialOverview'] }) {
  const texts = ADMIN_FIGURE_TEXTS;
  const line = (text: { label: string; hint: string }, cents: number, suffix = ''): [string, number, string] => [
    text.label,
    cents,
    text.hint + suffix,
  ];
  const lines: Array<[string, number, string]> = [
    line(texts.fundsCollected, money.fundsCollectedCents, ', all time'),
    line(texts.paidOut, money.paidOutCents, ', all time'),
    line(texts.awarded, money.awardedCents, ', all time'),
    line(texts.creditGranted, money.creditGrantedCents, ', all time'),
    line(texts.platformFees, money.platformFeesCents, ', all time'),
    line(texts.refunds, money.refundedCents, ', all time'),
    line(texts.awaitingPayout, money.awaitingPayoutCents, ', now'),
    line(texts.held, money.heldCents, ', now'),
    line(texts.inPools, money.inPoolsCents),
    line(texts.inCreatorWallets, money.inCreatorWalletsCents),
    line(texts.inBrandWallets, money.inBrandWalletsCents),
  ];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="financial-overview-heading">
      <Title order={2} fz="md" mb="sm" id="financial-overview-heading">
        Financial overview
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        {lines.map(([label, cents, hint]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {formatCents(cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
