import '@mantine/charts/styles.css';

import { formatUsd } from '@briefly/shared/money';
import { SUBMISSION_STATE_WORDS } from '@briefly/shared/status-words';
import type { TCreatorAnalytics } from '@briefly/shared/submissions';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconCoins, IconFileText, IconPercentage } from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { useCreatorAnalytics } from '../api/get-creator-analytics';
import { MetricCard } from './metric-card';
import { TabHeader } from './tab-header';

const SHORTLISTED = SUBMISSION_STATE_WORDS.shortlisted;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Jun 2026'. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/** Success rate = approved ÷ total, 1 decimal (docs/product/creator-dashboard.md#analytics); the server computes it. */
export const formatRate = (rate: number) => `${rate.toFixed(1)}%`;

/** Analytics tab (docs/product/creator-dashboard.md#analytics): the figures and a real monthly chart. */
export function AnalyticsTab() {
  const query = useCreatorAnalytics();

  return (
    <Stack gap="lg">
      <TabHeader
        title="Analytics"
        description="How your submissions are doing, from your real submissions and rewards."
      />
      {query.isPending ? (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading analytics">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={122} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton height={340} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load analytics"
        />
      ) : (
        <AnalyticsContent data={query.data} />
      )}
    </Stack>
  );
}

function AnalyticsContent({ data }: { data: TCreatorAnalytics }) {
  const series = data.monthly.map((month) => ({
    month: monthLabel(month.month),
    Submissions: month.submissions,
    [SHORTLISTED]: month.approved,
  }));
  const hasActivity = series.some((month) => month.Submissions > 0);

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <MetricCard
          label="Total Submissions"
          value={data.totalSubmissions}
          icon={IconFileText}
          hint={`${data.pendingSubmissions} pending`}
        />
        <MetricCard
          label={SHORTLISTED}
          value={data.approvedSubmissions}
          icon={IconCircleCheck}
          color="blue"
          hint={`Winners included · ${data.rejectedSubmissions} not selected`}
        />
        <MetricCard
          label="Total Earnings"
          value={formatUsd(data.totalEarnings)}
          icon={IconCoins}
          color="teal"
          hint="Net of the platform fee"
        />
        <MetricCard
          label="Success Rate"
          value={formatRate(data.successRate)}
          icon={IconPercentage}
          color="orange"
          hint="Shortlisted or won ÷ all submissions"
        />
      </SimpleGrid>

      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md" gap="xs">
          <Title order={2} fz="md">
            Submissions per month
          </Title>
          <Text size="sm" c="dimmed">
            Last {series.length} months
          </Text>
        </Group>
        {hasActivity ? (
          <BarChart
            h={280}
            data={series}
            dataKey="month"
            series={[
              { name: 'Submissions', color: 'brand.5' },
              { name: SHORTLISTED, color: 'teal.5' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'top', height: 40 }}
            tickLine="none"
            yAxisProps={{ allowDecimals: false }}
            aria-label="Bar chart of submissions and shortlisted submissions per month"
          />
        ) : (
          <Stack align="center" gap={6} py="xl" ta="center">
            <IconChartBar size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            <Text fw={600}>No submissions in the last {series.length || 6} months</Text>
            <Text size="sm" c="dimmed" maw={380}>
              Apply to briefs and your monthly submissions and shortlists are charted here.
            </Text>
          </Stack>
        )}
      </Paper>
    </>
  );
}
