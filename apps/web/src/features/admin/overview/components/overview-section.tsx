import { ADMIN_FIGURE_TEXTS, type TAttentionSummary } from '@briefly/shared/admin';
import { formatCents } from '@briefly/shared/money';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconCircleCheck, IconCoins, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatCard } from '@/features/admin/list/stat-card';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/brief-display';
import { useOverview } from '../api/get-overview';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The attention section filtered to one kind (`?tab=attention&kind=…`). */
export const attentionHref = (kind: string) =>
  `${paths.admin.dashboard.getHref('attention')}&kind=${encodeURIComponent(kind)}`;

/** Overview (docs/product/admin.md#overview): the platform's totals and what needs an admin now. */
export function OverviewSection() {
  const query = useOverview();
  const data = query.data;

  return (
    <Stack gap="lg">
      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load the overview"
        />
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
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
          label="Available briefs"
          value={data ? String(data.availableBriefs) : null}
          icon={IconBriefcase}
          color="blue"
          hint="Published, of active brands"
        />
        <StatCard
          label={ADMIN_FIGURE_TEXTS.monthRevenue.label}
          value={data ? formatCents(data.monthRevenueCents) : null}
          icon={IconCoins}
          color="green"
          hint={`Platform fees, ${MONTH.format(new Date())}`}
        />
      </SimpleGrid>
      {query.isError ? null : <AttentionPanel summary={data?.attention ?? null} />}
    </Stack>
  );
}

/** "Needs attention": each kind with its count, the longest-waiting first, linking to the full list. */
function AttentionPanel({ summary }: { summary: TAttentionSummary | null }) {
  const waiting = summary
    ? summary.sections
        .filter((section) => section.count > 0)
        .sort((a, b) => (a.oldest ?? '').localeCompare(b.oldest ?? ''))
    : [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="attention-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="attention-heading">
          Needs attention
        </Title>
        {summary ? (
          <Anchor component={Link} to={paths.admin.dashboard.getHref('attention')} size="sm">
            See all
          </Anchor>
        ) : null}
      </Group>
      {!summary ? (
        <Stack gap="xs" aria-label="Loading what needs attention" role="status" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : waiting.length === 0 ? (
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Text size="sm">Nothing needs attention right now.</Text>
        </Group>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Needs attention">
          {waiting.map((section) => (
            <Group
              key={section.kind}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="xs"
              gap="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={attentionHref(section.kind)} fw={600} size="sm">
                  {section.label}
                </Anchor>
                {section.oldest ? (
                  // The day alone (the time is in its title and on the full list): with the time, the line wrapped
                  // on a phone and became the page's largest paint, after the data, where the heading is painted
                  // with the HTML (issue 39: LCP 4.3–5.0 s against 1.2 s).
                  <Text size="xs" c="dimmed">
                    Waiting since{' '}
                    <time dateTime={section.oldest} title={formatDateTime(section.oldest)}>
                      {formatDate(section.oldest)}
                    </time>
                  </Text>
                ) : null}
              </div>
              <Badge color="orange" variant="light" size="lg" aria-label={`${section.count} waiting`}>
                {section.count}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
