import type { TSessionUser } from '@briefly/shared/auth';
import { formatUsd } from '@briefly/shared/money';
import type { TActivityItem, TCreatorBrief } from '@briefly/shared/submissions';
import { notificationRelativeTime } from '@briefly/shared/time';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconBuildingStore,
  IconCircleCheck,
  IconCircleX,
  IconCoins,
  IconEdit,
  IconFileText,
  IconRocket,
  IconSearch,
  IconSend,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandAvatar } from '@/components/brand-avatar';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useCreatorBriefs } from '../api/get-creator-briefs';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { closedLabel } from '../lib/brief-state';
import { displayReward } from '@/lib/brief-display';
import { viewerDateTime } from '@/lib/viewer-time';
import classes from './overview-tab.module.css';
import { DeadlineText } from './deadline-progress';
import { MetricCard } from './metric-card';
import { SearchResults } from './search-results';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { useWorkspaceDialogs } from './workspace-dialogs';

/** Overview limits (docs/product/creator-dashboard.md#overview). */
export const OVERVIEW_LIMITS = { discover: 2, available: 4, activity: 3 } as const;

const QUICK_ACTIONS: ReadonlyArray<{ label: string; description: string; icon: Icon; href: string }> = [
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

/**
 * Overview tab (docs/product/creator-dashboard.md#overview): figures, opportunities, quick actions and real recent activity,
 * with the search box on top. A search lives in `?q=`, so Back returns to the overview.
 */
export function OverviewTab({ user }: { user: TSessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeQuery = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(activeQuery);
  const [shownQuery, setShownQuery] = useState(activeQuery);
  if (shownQuery !== activeQuery) {
    // Back/forward changed the search: the box follows the address.
    setShownQuery(activeQuery);
    setText(activeQuery);
  }
  const firstName = (user.fullName || user.name).split(' ')[0] || user.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return; // blank text does nothing (docs/product/submissions.md#search)
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('q', query);
      return next;
    });
  };
  const clear = () => {
    setText('');
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('q');
      return next;
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Welcome, {firstName}
          </Title>
          <Text c="dimmed" mt={4}>
            Find a brief, send your work, get rewarded.
          </Text>
        </div>
        <form role="search" onSubmit={submit} className={classes.search} aria-label="Search briefs and submissions">
          <TextInput
            aria-label="Search briefs and submissions"
            placeholder="Search briefs and submissions"
            leftSection={<IconSearch size={18} stroke={1.6} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            rightSectionWidth={44}
            rightSection={
              <ActionIcon type="submit" size={34} radius="md" aria-label="Search" variant="filled">
                <IconArrowRight size={18} />
              </ActionIcon>
            }
          />
        </form>
      </Group>

      {activeQuery ? <SearchResults query={activeQuery} onClear={clear} /> : <OverviewContent />}
    </Stack>
  );
}

function OverviewContent() {
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
          <Stack gap="md">
            <Card title="Quick Actions">
              <Stack gap="xs">
                {QUICK_ACTIONS.map(({ label, description, icon: ActionIconGlyph, href }) => (
                  <Button
                    key={label}
                    component={Link}
                    to={href}
                    variant="default"
                    size="lg"
                    justify="flex-start"
                    leftSection={<ActionIconGlyph size={20} stroke={1.6} />}
                    fullWidth
                    styles={{ label: { flexDirection: 'column', alignItems: 'flex-start' } }}
                  >
                    <Text size="sm" fw={600} lh={1.2}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.2}>
                      {description}
                    </Text>
                  </Button>
                ))}
              </Stack>
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

interface BriefListProps {
  query: ReturnType<typeof useCreatorBriefs>;
  briefs: TCreatorBrief[];
  skeletons: number;
  empty: string;
}

function BriefList({ query, briefs, skeletons, empty }: BriefListProps) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading briefs">
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} height={60} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load briefs"
      />
    );
  }
  if (briefs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {briefs.map((brief) => (
        <BriefRow key={brief.id} brief={brief} />
      ))}
    </Stack>
  );
}

function BriefRow({ brief }: { brief: TCreatorBrief }) {
  const dialogs = useWorkspaceDialogs();
  const titleId = `overview-brief-${brief.id}`;
  let action;
  if (brief.hasApplied) {
    action = (
      <Button size="xs" variant="light" onClick={() => dialogs.openApplication(brief.id)} aria-describedby={titleId}>
        View
      </Button>
    );
  } else if (brief.acceptsApplications) {
    action = (
      <Button size="xs" onClick={() => dialogs.openApplication(brief.id)} aria-describedby={titleId}>
        Apply
      </Button>
    );
  } else {
    action = (
      <Button size="xs" variant="default" disabled>
        {closedLabel(brief)}
      </Button>
    );
  }
  return (
    <li className={classes.briefRow}>
      <BrandAvatar name={brief.brand.companyName || brief.brandName} logo={brief.brand.logo} size={36} />
      <UnstyledButton onClick={() => dialogs.openBrief(brief.id)} className={classes.briefTitle}>
        <Text size="sm" fw={600} lineClamp={1} className={classes.titleText} id={titleId}>
          {brief.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {brief.brandName} · {formatUsd(displayReward(brief))} · <DeadlineText deadline={brief.deadline} size="xs" />
        </Text>
      </UnstyledButton>
      {brief.mySubmissionStatus ? (
        <SubmissionStatusBadge
          submission={{ status: brief.mySubmissionStatus, award: brief.myAward }}
          size="sm"
          visibleFrom="xs"
        />
      ) : null}
      {action}
    </li>
  );
}

const ACTIVITY_ICONS: Record<TActivityItem['kind'], { icon: Icon; color: string }> = {
  submitted: { icon: IconSend, color: 'brand' },
  updated: { icon: IconEdit, color: 'blue' },
  approved: { icon: IconCircleCheck, color: 'green' },
  rejected: { icon: IconCircleX, color: 'red' },
  brief_published: { icon: IconSparkles, color: 'orange' },
};

function ActivityList({ items }: { items: TActivityItem[] }) {
  if (items.length === 0) {
    return (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" radius="xl">
          <IconBriefcase size={16} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          No activity yet. Your applications and their reviews show up here.
        </Text>
      </Group>
    );
  }
  const now = new Date();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const { icon: KindIcon, color } = ACTIVITY_ICONS[item.kind];
        return (
          <Group key={item.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={color} radius="xl">
              <KindIcon size={16} />
            </ThemeIcon>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {item.detail}
              </Text>
            </div>
            <Text
              size="xs"
              c="dimmed"
              style={{ whiteSpace: 'nowrap' }}
              component="time"
              dateTime={item.at}
              title={viewerDateTime(item.at)}
            >
              {notificationRelativeTime(new Date(item.at), now)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
