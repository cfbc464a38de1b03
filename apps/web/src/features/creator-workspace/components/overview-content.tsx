import { formatUsd } from '@briefly/shared/money';
import { Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingStore, IconCoins, IconFileText, IconRocket, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BelowTheFold } from '@/components/below-the-fold';
import { QueryError } from '@/components/query-error';
import { QuickActions, type QuickAction } from '@/components/quick-actions';
import { paths } from '@/config/paths';
import { useCreatorBriefs } from '../api/get-creator-briefs';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { MetricCard } from './metric-card';
import { ActivityList } from './overview-activity-list';
import { BriefList } from './overview-brief-list';

/** Overview limits (docs/product/creator-dashboard.md#overview). */
export const OVERVIEW_LIMITS = { discover: 2, available: 4, activity: 3 } as const;

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Browse Marketplace',
    description: 'Find briefs open right now',
    icon: IconBuildingStore,
    href: paths.creator.dashboard.getHref('marketplace'),
  },
  {
    label: 'View My Submissions',
    description: 'Status of your applications',
    icon: IconFileText,
    href: paths.creator.dashboard.getHref('submissions'),
  },
  {
    label: 'Check Earnings',
    description: 'Rewards you have won',
    icon: IconCoins,
    href: paths.creator.dashboard.getHref('earnings'),
  },
];

/** The overview without a search: figures, opportunities, quick actions and recent activity. */
export function OverviewContent() {
  const dashboard = useCreatorDashboard();
  const briefs = useCreatorBriefs();
  const all = briefs.data?.briefs ?? [];
  const discover = all
    .filter((brief) => brief.acceptsApplications && !brief.hasApplied)
    .slice(0, OVERVIEW_LIMITS.discover);
  const available = all.slice(0, OVERVIEW_LIMITS.available);

  return (
    <>
      {dashboard.isError ? (
        <QueryError
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
          title="Failed to load dashboard data"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy={dashboard.isPending || undefined}>
          {dashboard.isPending ? (
            [0, 1, 2].map((index) => <Skeleton key={index} height={122} radius="lg" />)
          ) : (
            <>
              <MetricCard
                label="Total Earnings"
                value={formatUsd(dashboard.data.totalEarnings)}
                icon={IconCoins}
                color="teal"
                hint="Net rewards you have won"
              />
              <MetricCard
                label="Submissions This Week"
                value={dashboard.data.submissionsThisWeek}
                icon={IconSend}
                hint="In the last 7 days"
              />
              <MetricCard
                label="Active Briefs"
                value={
                  dashboard.data.activeBriefsIsCapped
                    ? `${dashboard.data.activeBriefs.toLocaleString('en-US')}+`
                    : dashboard.data.activeBriefs
                }
                icon={IconRocket}
                color="orange"
                hint="Open for applications now"
              />
            </>
          )}
        </SimpleGrid>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card
              title="Discover Opportunities"
              action={
                <Button
                  component={Link}
                  to={paths.creator.dashboard.getHref('marketplace')}
                  variant="subtle"
                  size="compact-sm"
                  rightSection={<IconArrowRight size={14} />}
                >
                  View All
                </Button>
              }
            >
              <BriefList
                query={briefs}
                briefs={discover}
                skeletons={OVERVIEW_LIMITS.discover}
                empty="No new briefs to apply to right now. New ones show up here as brands publish them."
              />
            </Card>
            <Card title="Available Briefs">
              <BriefList
                query={briefs}
                briefs={available}
                skeletons={OVERVIEW_LIMITS.available}
                empty="No available briefs"
              />
              {all.length > OVERVIEW_LIMITS.available ? (
                <Button
                  component={Link}
                  to={paths.creator.dashboard.getHref('briefs')}
                  variant="light"
                  fullWidth
                  mt="md"
                  rightSection={<IconArrowRight size={16} />}
                >
                  View All Briefs
                </Button>
              ) : null}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* On a phone, under the metrics and both brief lists: drawn just after the first paint (issue 39). */}
          <BelowTheFold>
            <Stack gap="md">
              <Card title="Quick Actions">
                <QuickActions actions={QUICK_ACTIONS} />
              </Card>
              <Card title="Recent Activity">
                {dashboard.isPending ? (
                  <Stack gap="sm" aria-busy="true">
                    {[0, 1, 2].map((index) => (
                      <Skeleton key={index} height={44} radius="md" />
                    ))}
                  </Stack>
                ) : dashboard.isError ? (
                  <Text size="sm" c="dimmed">
                    Activity could not be loaded.
                  </Text>
                ) : (
                  <ActivityList items={dashboard.data.recentActivity.slice(0, OVERVIEW_LIMITS.activity)} />
                )}
              </Card>
            </Stack>
          </BelowTheFold>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
