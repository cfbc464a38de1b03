import type { TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { winnerWord } from '@briefly/shared/status-words';
import { notificationRelativeTime } from '@briefly/shared/time';
import { Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconFilePlus, IconHistory, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { useBrandBriefs } from '../api/get-brand-briefs';

export interface BriefEvent {
  key: string;
  at: string;
  kind: 'created' | 'funded' | 'won' | 'archived';
  text: string;
}

const MAX_EVENTS = 6;

/** Real events of the brand's briefs, newest first: created, funded, each winner picked and archived (docs/product/brand-dashboard.md#overview). */
export function briefEvents(briefs: TBrandBrief[]): BriefEvent[] {
  const events: BriefEvent[] = [];
  for (const brief of briefs) {
    events.push({ key: `${brief.id}:created`, at: brief.createdAt, kind: 'created', text: `Created “${brief.title}”` });
    if (brief.fundedAt) {
      events.push({
        key: `${brief.id}:funded`,
        at: brief.fundedAt,
        kind: 'funded',
        text: `Funded “${brief.title}” with ${formatUsd(brief.fundedAmount || brief.reward)}`,
      });
    }
    for (const winner of brief.winners) {
      events.push({
        key: `${brief.id}:won:${winner.position ?? winner.creatorName}`,
        at: winner.awardedAt,
        kind: 'won',
        text: `Picked ${winner.creatorName} for “${brief.title}”: ${winnerWord(winner)}`,
      });
    }
    if (brief.archivedAt)
      events.push({
        key: `${brief.id}:archived`,
        at: brief.archivedAt,
        kind: 'archived',
        text: `Archived “${brief.title}”`,
      });
  }
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.key.localeCompare(a.key));
}

const ICONS: Record<BriefEvent['kind'], ReactNode> = {
  created: <IconFilePlus size={14} />,
  funded: <IconCircleCheck size={14} />,
  won: <IconTrophy size={14} />,
  archived: <IconArchive size={14} />,
};
const COLORS: Record<BriefEvent['kind'], string> = {
  created: 'brand',
  funded: 'teal',
  won: 'yellow',
  archived: 'orange',
};

/** Recent activity card of the brand overview. */
export function RecentBriefActivity() {
  const query = useBrandBriefs();
  const events = briefEvents(query.data?.briefs ?? []).slice(0, MAX_EVENTS);
  const now = new Date();

  return (
    <Paper withBorder p="lg" h="100%">
      <Title order={2} fz="md" mb="md">
        Recent activity
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={32} />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load dashboard data"
        />
      ) : events.length === 0 ? (
        <Stack align="center" gap={6} py="md" ta="center">
          <ThemeIcon variant="light" color="gray" size={40} radius="xl">
            <IconHistory size={20} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            Nothing yet. Creating and funding briefs and picking winners shows up here.
          </Text>
        </Stack>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} active={events.length - 1}>
          {events.map((event) => (
            <Timeline.Item key={event.key} bullet={ICONS[event.kind]} color={COLORS[event.kind]}>
              <Text size="sm" lineClamp={2}>
                {event.text}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={event.at} title={formatDateTime(event.at)}>
                {notificationRelativeTime(new Date(event.at), now)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
