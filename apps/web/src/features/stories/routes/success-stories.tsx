import {
  STORY_FILTER_LABELS,
  STORY_FILTERS,
  STORY_MESSAGES,
  STORY_SORT_LABELS,
  STORY_SORTS,
  formatStoryBudget,
  type StoryFilter,
  type StorySort,
} from '@briefly/shared/story-rules';
import type { TStoryStats } from '@briefly/shared/stories';
import {
  Box,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFilterOff, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useSession } from '@/lib/session';
import { useStories, type StoriesParams } from '../api/get-stories';
import { StoryCard } from '../components/story-card';
import { useViewerZone } from '@/lib/viewer-time';

// The detail and the consent requests load only when needed, keeping the page's first download small.
const StoryDetailModal = lazy(async () => ({
  default: (await import('../components/story-detail-modal')).StoryDetailModal,
}));
const ConsentPanel = lazy(async () => ({ default: (await import('../components/consent-panel')).ConsentPanel }));

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

export function storiesParams(searchParams: URLSearchParams): StoriesParams {
  return {
    filter: oneOf<StoryFilter>(STORY_FILTERS, searchParams.get('filter'), 'all'),
    sort: oneOf<StorySort>(STORY_SORTS, searchParams.get('sort'), 'newest'),
  };
}

const SORT_OPTIONS = STORY_SORTS.map((value) => ({ value, label: STORY_SORT_LABELS[value] }));

/** Figures from the database only (no invented satisfaction or ROI); one with nothing behind it is left out. */
function StoryStats({ stats }: { stats: TStoryStats }) {
  const items = [
    stats.stories ? `${stats.stories} ${stats.stories === 1 ? 'story' : 'stories'}` : null,
    stats.verifiedStories ? `${stats.verifiedStories} verified by Briefly` : null,
    stats.verifiedValuePaid
      ? `${formatStoryBudget(stats.verifiedValuePaid)} paid to creators in verified stories`
      : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return null;
  return (
    <Group gap="lg" wrap="wrap" role="group" aria-label="Story figures">
      {items.map((item) => (
        <Text key={item} size="sm" fw={600}>
          {item}
        </Text>
      ))}
    </Group>
  );
}

/** Public success stories (docs/product/community.md#success-stories), and the signed-in person's consent requests. */
export function SuccessStoriesRoute() {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  useDocumentTitle('Success Stories · Briefly');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = storiesParams(searchParams);
  const query = useStories(params);
  const { user } = useSession();
  const openId = searchParams.get('story');
  const consentId = searchParams.get('consent');
  const named = user?.type === 'brand' || user?.type === 'creator';

  const update = (changes: Record<string, string | undefined>, replace = true) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value || value === 'all' || (key === 'sort' && value === 'newest')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  const data = query.data;
  const filtered = params.filter !== 'all';

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Success Stories
          </Title>
          <Text c="dimmed" maw={680}>
            Campaigns brands and creators made together on Briefly. Stories marked “Verified by Briefly” show budgets
            and earnings from our own payment records.
          </Text>
          {data ? <StoryStats stats={data.stats} /> : null}
        </Stack>

        {named ? (
          <Suspense fallback={null}>
            <ConsentPanel highlightId={consentId} onRead={(id) => update({ story: id }, false)} />
          </Suspense>
        ) : null}

        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filter and sort stories">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Box maw="100%" pb={2}>
              <Chip.Group
                multiple={false}
                value={params.filter}
                onChange={(filter) => update({ filter: filter as string })}
              >
                <Group gap={6} wrap="wrap" role="radiogroup" aria-label="Show">
                  {STORY_FILTERS.map((filter) => (
                    <Chip key={filter} value={filter} size="sm" variant="outline">
                      {STORY_FILTER_LABELS[filter]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Box>
            <NativeSelect
              label="Sort by"
              data={SORT_OPTIONS}
              value={params.sort}
              onChange={(event) => update({ sort: event.currentTarget.value })}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
        </Paper>

        <Group justify="space-between" mih={28}>
          <Group gap="xs" aria-live="polite">
            {data ? (
              <Text fw={600} data-testid="stories-found">
                {data.total} {data.total === 1 ? 'story' : 'stories'}
              </Text>
            ) : null}
            {query.isFetching && data ? <Loader size="xs" aria-label="Updating stories" /> : null}
          </Group>
        </Group>

        {query.isPending ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-busy="true"
            aria-label="Loading stories"
          >
            {Array.from({ length: 3 }, (_, index) => (
              <Card key={index} withBorder padding="lg">
                <Skeleton height={18} width="30%" />
                <Skeleton height={20} mt="md" width="85%" />
                <Skeleton height={10} mt="sm" />
                <Skeleton height={10} mt={6} />
                <Skeleton height={34} mt="lg" />
              </Card>
            ))}
          </ResponsiveGrid>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title={STORY_MESSAGES.loadFailed}
          />
        ) : data && data.stories.length === 0 ? (
          <AreaEmptyState
            icon={<IconTrophy size={28} stroke={1.6} />}
            title={filtered ? 'No stories match this filter' : 'No success stories yet'}
            description={
              filtered
                ? 'Try another filter.'
                : 'Stories appear here once the brand and the creator behind a campaign agree to share it.'
            }
          >
            {filtered ? (
              <Button
                variant="light"
                leftSection={<IconFilterOff size={16} />}
                onClick={() => update({ filter: undefined })}
              >
                Show all stories
              </Button>
            ) : null}
          </AreaEmptyState>
        ) : data ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {data.stories.map((story) => (
              <StoryCard key={story.id} story={story} onOpen={() => update({ story: story.id }, false)} />
            ))}
          </ResponsiveGrid>
        ) : null}
      </Stack>

      {openId ? (
        <Suspense fallback={null}>
          <StoryDetailModal
            storyId={openId}
            listed={data?.stories.find((story) => story.id === openId)}
            onClose={() => update({ story: undefined }, false)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
