import {
  EVENT_CATEGORY_FILTERS,
  EVENT_CATEGORY_LABELS,
  EVENT_FILTER_LABELS,
  EVENT_FILTERS,
  EVENT_MESSAGES,
  type EventCategoryFilter,
  type EventFilter,
} from '@briefly/shared/event-rules';
import type { TEventStats } from '@briefly/shared/events';
import { Box, Button, Card, Chip, Container, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarEvent, IconFilterOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useSession } from '@/lib/session';
import { useEvents, type EventsParams } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { useViewerZone } from '@/lib/viewer-time';

// The detail (a modal with its dialog) loads when an event is first opened, keeping the page's first download small.
const EventDetailModal = lazy(async () => ({
  default: (await import('../components/event-detail-modal')).EventDetailModal,
}));

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

/** The page's filters as they stand in the address. */
export function eventsParams(searchParams: URLSearchParams): EventsParams {
  return {
    filter: oneOf<EventFilter>(EVENT_FILTERS, searchParams.get('filter'), 'all'),
    category: oneOf<EventCategoryFilter>(EVENT_CATEGORY_FILTERS, searchParams.get('category'), 'all'),
  };
}

const STAT_LABELS: Array<{ key: keyof TEventStats; one: string; many: string }> = [
  { key: 'upcoming', one: 'upcoming event', many: 'upcoming events' },
  { key: 'liveNow', one: 'live now', many: 'live now' },
  { key: 'registrations', one: 'registration', many: 'registrations' },
  { key: 'recordings', one: 'recording to watch', many: 'recordings to watch' },
];

/** Figures from the database; one with nothing behind it is left out. */
function EventStats({ stats }: { stats: TEventStats }) {
  const shown = STAT_LABELS.filter(({ key }) => (stats[key] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <Group gap="lg" wrap="wrap" role="group" aria-label="Event figures">
      {shown.map(({ key, one, many }) => (
        <Text key={key} size="sm">
          <Text span fw={700} fz="lg">
            {stats[key]!.toLocaleString('en-US')}
          </Text>{' '}
          {stats[key] === 1 ? one : many}
        </Text>
      ))}
    </Group>
  );
}

function ChipRow<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6} id={`events-${label}`}>
        {label}
      </Text>
      <Box pb={2}>
        <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as T)}>
          <Group gap={6} wrap="wrap" role="radiogroup" aria-labelledby={`events-${label}`}>
            {values.map((item) => (
              <Chip key={item} value={item} size="sm" variant="outline">
                {labels[item]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Box>
    </div>
  );
}

/** Public events page (docs/product/community.md#events): filters in the address, cards, the detail with registration. */
export function EventsRoute() {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  useDocumentTitle('Events · Briefly');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = eventsParams(searchParams);
  const query = useEvents(params);
  const { user } = useSession();
  const openId = searchParams.get('event');

  const update = (changes: Record<string, string | undefined>, replace = true) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value || value === 'all') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  const data = query.data;
  const filtered = params.filter !== 'all' || params.category !== 'all';

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Events
          </Title>
          <Text c="dimmed" maw={680}>
            Webinars, workshops and meetups for creators and brands. Register for free events here; you get a calendar
            invitation and a reminder the day before.
          </Text>
          {data ? <EventStats stats={data.stats} /> : null}
        </Stack>

        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filter events">
          <Stack gap="sm">
            <ChipRow
              label="Show"
              values={EVENT_FILTERS}
              labels={EVENT_FILTER_LABELS}
              value={params.filter}
              onChange={(filter) => update({ filter })}
            />
            <ChipRow
              label="Category"
              values={EVENT_CATEGORY_FILTERS}
              labels={EVENT_CATEGORY_LABELS}
              value={params.category}
              onChange={(category) => update({ category })}
            />
          </Stack>
        </Paper>

        <Group justify="space-between" mih={28}>
          <Group gap="xs" aria-live="polite">
            {data ? (
              <Text fw={600} data-testid="events-found">
                {data.total} {data.total === 1 ? 'event' : 'events'}
              </Text>
            ) : null}
            {query.isFetching && data ? <Loader size="xs" aria-label="Updating events" /> : null}
          </Group>
          {filtered ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => update({ filter: undefined, category: undefined })}
            >
              Show all
            </Button>
          ) : null}
        </Group>

        {query.isPending ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-busy="true"
            aria-label="Loading events"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <Card key={index} withBorder padding="lg">
                <Skeleton height={18} width="40%" />
                <Skeleton height={20} mt="md" width="80%" />
                <Skeleton height={10} mt="sm" />
                <Skeleton height={10} mt={6} />
                <Skeleton height={12} mt="lg" width="60%" />
                <Skeleton height={34} mt="lg" />
              </Card>
            ))}
          </ResponsiveGrid>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title={EVENT_MESSAGES.loadFailed}
          />
        ) : data && data.events.length === 0 ? (
          <AreaEmptyState
            icon={<IconCalendarEvent size={28} stroke={1.6} />}
            title={filtered ? 'No events match these filters' : 'No events yet'}
            description={
              filtered
                ? 'Try another filter or category.'
                : 'New webinars, workshops and meetups appear here as soon as they are announced.'
            }
          >
            {filtered ? (
              <Button
                variant="light"
                leftSection={<IconFilterOff size={16} />}
                onClick={() => update({ filter: undefined, category: undefined })}
              >
                Show all events
              </Button>
            ) : null}
          </AreaEmptyState>
        ) : data ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} onOpen={() => update({ event: event.id }, false)} />
            ))}
          </ResponsiveGrid>
        ) : null}
      </Stack>

      {openId ? (
        <Suspense fallback={null}>
          <EventDetailModal
            eventId={openId}
            listed={data?.events.find((event) => event.id === openId)}
            viewerType={user?.type ?? null}
            onClose={() => update({ event: undefined }, false)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
