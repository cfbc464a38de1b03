import '@mantine/charts/styles.css';

import type { TBrandAnalytics } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconCoin,
  IconFileText,
  IconPercentage,
  IconReceipt,
  IconRocket,
  IconTrophy,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { STATUS_COLORS, statusLabel } from '@/lib/brief-display';
import { useBrandAnalytics } from '../api/get-brand-analytics';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const MONTHLY_TRENDS = 6;
const TOP_BRIEFS = 5;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Jun 2026'. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

function Figure({ label, value, icon: FigureIcon, hint }: { label: string; value: string; icon: Icon; hint?: string }) {
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'md' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
            {label}
          </Text>
          <Text fw={800} fz={{ base: 19, xs: 24 }} mt={4} lh={1.2}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" size={36} radius="md" visibleFrom="xs">
          <FigureIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

function figures(data: TBrandAnalytics) {
  return [
    { label: 'Total spent', value: formatUsd(data.totalSpent), icon: IconReceipt, hint: 'Funded by card or wallet' },
    { label: 'Total rewards', value: formatUsd(data.totalRewards), icon: IconCoin, hint: 'Sum of reward pools' },
    {
      label: 'Reward tiers value',
      value: formatUsd(data.totalRewardValue),
      icon: IconTrophy,
      hint: 'Sum of tier amounts',
    },
    { label: 'Average reward', value: formatUsd(data.averageReward), icon: IconChartBar, hint: 'Pool per brief' },
    { label: 'Active campaigns', value: String(data.activeCampaigns), icon: IconRocket, hint: 'Published briefs' },
    { label: 'Total briefs', value: String(data.totalBriefs), icon: IconFileText },
    { label: 'Total submissions', value: String(data.totalSubmissions), icon: IconUsers },
    {
      label: 'Conversion rate',
      value: `${data.conversionRate}%`,
      icon: IconPercentage,
      hint: 'Winners per submission',
    },
  ];
}

/** Analytics tab of the brand dashboard (docs/product/brand-dashboard.md#analytics): figures, monthly trends, top briefs. */
export function BrandAnalyticsTab() {
  const query = useBrandAnalytics();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Analytics
        </Title>
        <Text c="dimmed" mt={4}>
          How your briefs are doing, from your real briefs, payments and submissions.
        </Text>
      </div>

      {query.isPending ? (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading analytics">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', xs: 'md' }}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={96} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton height={300} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load dashboard data"
        />
      ) : query.data.totalBriefs === 0 ? (
        <AreaEmptyState
          icon={<IconChartBar size={28} stroke={1.6} />}
          title="No analytics yet"
          description="Figures appear here once you have created a brief."
        />
      ) : (
        <AnalyticsContent data={query.data} />
      )}
    </Stack>
  );
}

function AnalyticsContent({ data }: { data: TBrandAnalytics }) {
  const trends = data.monthlyTrends
    .slice(-MONTHLY_TRENDS)
    .map((trend) => ({ ...trend, label: monthLabel(trend.month) }));
  const hasTrends = trends.some((trend) => trend.briefs > 0 || trend.submissions > 0);
  const top = data.topPerformingBriefs.slice(0, TOP_BRIEFS);

  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', xs: 'md' }}>
        {figures(data).map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </SimpleGrid>

      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md" gap="xs">
          <Title order={2} fz="md">
            Monthly trends
          </Title>
          <Text size="xs" c="dimmed">
            Last {trends.length} months
          </Text>
        </Group>
        {hasTrends ? (
          <BarChart
            h={280}
            data={trends}
            dataKey="label"
            series={[
              { name: 'briefs', label: 'Briefs created', color: 'brand.6' },
              { name: 'submissions', label: 'Submissions', color: 'teal.6' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            gridAxis="x"
            yAxisProps={{ allowDecimals: false, width: 32 }}
            maxBarWidth={28}
            aria-label="Briefs created and submissions per month"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No briefs or submissions in the last {trends.length} months.
          </Text>
        )}
      </Paper>

      <Paper withBorder p="lg">
        <Title order={2} fz="md" mb="md">
          Top briefs
        </Title>
        {top.length === 0 ? (
          <Text size="sm" c="dimmed">
            No briefs yet.
          </Text>
        ) : (
          // On phones the rank column goes and long titles take two lines, so nothing scrolls sideways.
          <ScrollX label="Brief performance">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="xs">#</Table.Th>
                  <Table.Th>Brief</Table.Th>
                  <Table.Th ta="right">Submissions</Table.Th>
                  <Table.Th ta="right">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {top.map((brief, index) => (
                  <Table.Tr key={brief.id}>
                    <Table.Td c="dimmed" visibleFrom="xs">
                      {index + 1}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500} lineClamp={2}>
                        {brief.title}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{brief.submissions}</Table.Td>
                    <Table.Td ta="right">
                      <Badge variant="light" color={STATUS_COLORS[brief.status]}>
                        {statusLabel(brief.status)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        )}
      </Paper>
    </>
  );
}
