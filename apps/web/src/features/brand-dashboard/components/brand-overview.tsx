import type { TSessionUser } from '@briefly/shared/auth';
import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardList,
  IconFilePlus,
  IconInbox,
  IconRocket,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BelowTheFold } from '@/components/below-the-fold';
import { QueryError } from '@/components/query-error';
import { QuickActions, type QuickAction } from '@/components/quick-actions';
import { paths } from '@/config/paths';

export interface OverviewMetrics {
  activeBriefs: number;
  submissionsThisWeek: number;
  winnersSelected: number;
}

interface BrandOverviewProps {
  user: TSessionUser;
  metrics: { data: OverviewMetrics | null; loading: boolean; error: unknown; onRetry: () => void; retrying: boolean };
  discoverCreators: ReactNode;
  recentActivity: ReactNode;
  /** The four most recent submissions (composed in app/routes). */
  recentSubmissions: ReactNode;
}

function MetricCard({
  label,
  value,
  icon: MetricIcon,
  color,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: Icon;
  color: string;
  hint: string;
}) {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={800} fz={32} lh={1.15} mt={6}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          <MetricIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {hint}
      </Text>
    </Paper>
  );
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Create Brief',
    description: 'Start from a template',
    icon: IconFilePlus,
    href: paths.brand.dashboard.getHref('create-brief'),
  },
  {
    label: 'My Briefs',
    description: 'Fund, publish and share',
    icon: IconClipboardList,
    href: paths.brand.dashboard.getHref('briefs'),
  },
  {
    label: 'Analytics',
    description: 'Trends and top briefs',
    icon: IconChartBar,
    href: paths.brand.dashboard.getHref('analytics'),
  },
] as const;

/** Overview tab of the brand dashboard (docs/product/brand-dashboard.md#overview), every figure from real data. */
export function BrandOverview({
  user,
  metrics,
  discoverCreators,
  recentActivity,
  recentSubmissions,
}: BrandOverviewProps) {
  const greetingName = user.contactName || user.companyName || user.name;
  const data = metrics.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Welcome, {greetingName}
        </Title>
        <Text c="dimmed" mt={4}>
          Here is how {user.companyName || user.name} is doing on Briefly.
        </Text>
      </div>

      {metrics.error ? (
        <QueryError
          error={metrics.error}
          onRetry={metrics.onRetry}
          retrying={metrics.retrying}
          title="Failed to load dashboard data"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy={metrics.loading || undefined}>
          {metrics.loading || !data ? (
            [0, 1, 2].map((index) => <Skeleton key={index} height={122} radius="lg" />)
          ) : (
            <>
              <MetricCard
                label="Active Briefs"
                value={data.activeBriefs}
                icon={IconRocket}
                color="brand"
                hint="Published and open to creators"
              />
              <MetricCard
                label="Submissions This Week"
                value={data.submissionsThisWeek}
                icon={IconInbox}
                color="teal"
                hint="In the last 7 days"
              />
              <MetricCard
                label="Winners Selected"
                value={data.winnersSelected}
                icon={IconTrophy}
                color="orange"
                hint="Across all your briefs"
              />
            </>
          )}
        </SimpleGrid>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>{recentSubmissions}</Grid.Col>
        {/* On a phone, under the recent submissions: drawn just after the first paint (issue 39). */}
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BelowTheFold>{discoverCreators}</BelowTheFold>
        </Grid.Col>
      </Grid>

      <BelowTheFold>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg" h="100%">
              <Title order={2} fz="md" mb="md">
                Quick actions
              </Title>
              <QuickActions actions={QUICK_ACTIONS} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>{recentActivity}</Grid.Col>
        </Grid>
      </BelowTheFold>
    </Stack>
  );
}
