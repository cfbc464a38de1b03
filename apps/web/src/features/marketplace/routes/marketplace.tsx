import { TEMPLATE_FILTER_OPTIONS } from '@briefly/shared/brief-templates';
import { MARKETPLACE_PAGE_SIZE } from '@briefly/shared/limits';
import {
  Box,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  Pagination,
  Paper,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  CloseButton,
  Loader,
} from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconBuildingStore,
  IconChevronDown,
  IconFilterOff,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { CATEGORY_IDS, type DeadlineBucket, type MarketplaceSort } from '@/lib/brief-options';
import { QueryError } from '@/components/query-error';
import { usePublicBriefs } from '../api/get-public-briefs';
import { marketplaceParams, savedSearchFilters } from '../lib/marketplace-params';
import { CATEGORY_LABELS } from '../components/category-badge';
import { MarketplaceBriefCard } from '../components/marketplace-brief-card';
import { useViewerZone } from '@/lib/viewer-time';
import { SaveSearchButton } from '../components/save-search-button';

// The budget fields (a formatted number input) load when the advanced filters are first opened, and the
// selects are the browser's own: the page's first load stays within its budget (docs/performance.md).
const DollarInput = lazy(() => import('@/components/dollar-input').then((module) => ({ default: module.DollarInput })));

const SEARCH_DEBOUNCE_MS = 350;

const SORT_OPTIONS: Array<{ value: MarketplaceSort; label: string }> = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'highest', label: 'Highest Reward' },
  { value: 'lowest', label: 'Lowest Reward' },
  { value: 'deadline', label: 'Deadline' },
];

const DEADLINE_OPTIONS: Array<{ value: DeadlineBucket; label: string }> = [
  { value: 'any', label: 'Any deadline' },
  { value: 'urgent', label: 'Urgent (3 days or less)' },
  { value: 'week', label: 'This week (7 days or less)' },
  { value: 'month', label: 'This month (30 days or less)' },
  { value: 'long-term', label: 'Long-term (more than 30 days)' },
];

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...CATEGORY_IDS.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

const FILTER_KEYS = ['search', 'template', 'category', 'sort', 'minReward', 'maxReward', 'deadline', 'page'] as const;

/** Public marketplace (docs/product/marketplace.md#marketplace): search, filters and sort in the address, all applied by the server. */
export function MarketplaceRoute() {
  useViewerZone(); // its times redraw on the viewer's clock once a server-drawn page is hydrated
  useDocumentTitle('Marketplace · Briefly');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = marketplaceParams(searchParams);
  const query = usePublicBriefs(params);

  // Typed text is kept here and written to the address after a pause; the address wins when it
  // changes on its own (back/forward, Clear filters).
  const urlSearch = searchParams.get('search') ?? '';
  const urlMin = searchParams.get('minReward') ?? '';
  const urlMax = searchParams.get('maxReward') ?? '';
  const [typed, setTyped] = useState({ search: urlSearch, minReward: urlMin, maxReward: urlMax });
  const [synced, setSynced] = useState({ search: urlSearch, minReward: urlMin, maxReward: urlMax });
  if (synced.search !== urlSearch || synced.minReward !== urlMin || synced.maxReward !== urlMax) {
    setSynced({ search: urlSearch, minReward: urlMin, maxReward: urlMax });
    setTyped({ search: urlSearch, minReward: urlMin, maxReward: urlMax });
  }

  const advancedActive = params.minReward !== undefined || params.maxReward !== undefined || params.deadline !== 'any';
  const [advancedOpen, setAdvancedOpen] = useState(advancedActive);
  const [advancedSeen, setAdvancedSeen] = useState(advancedActive);

  /** Sets filters in the address; any change but paging goes back to page 1. */
  const update = (changes: Partial<Record<(typeof FILTER_KEYS)[number], string | undefined>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );

  const writeTyped = useDebouncedCallback((values: typeof typed) => {
    update({ search: values.search, minReward: values.minReward, maxReward: values.maxReward });
  }, SEARCH_DEBOUNCE_MS);

  const type = (changes: Partial<typeof typed>) => {
    const next = { ...typed, ...changes };
    setTyped(next);
    writeTyped(next);
  };
  // Words typed into the server's drawing before the page's scripts arrived (decision 054) reach no handler:
  // once hydrated, the box's own text is taken as typed.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = searchBox.current?.value ?? '';
    if (early && early !== typed.search) type({ search: early });
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtersActive = FILTER_KEYS.some((key) => key !== 'page' && key !== 'sort' && searchParams.get(key));
  const clearFilters = () => {
    writeTyped.cancel();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of FILTER_KEYS) if (key !== 'sort') next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  const data = query.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE));

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Marketplace
          </Title>
          <Text c="dimmed" mt={6} maw={640}>
            Funded briefs from brands, open for creators. Every reward pool is paid in before a brief goes live.
          </Text>
        </div>

        <Paper
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          role="search"
          aria-label="Search and filter briefs"
        >
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                flex={1}
                miw={{ base: '100%', sm: 260 }}
                aria-label="Search briefs"
                placeholder="Search briefs or brands"
                leftSection={<IconSearch size={18} stroke={1.6} />}
                rightSection={
                  typed.search ? (
                    <CloseButton size="sm" aria-label="Clear search" onClick={() => type({ search: '' })} />
                  ) : null
                }
                ref={searchBox}
                value={typed.search}
                onChange={(event) => type({ search: event.currentTarget.value })}
                type="search"
              />
              <NativeSelect
                aria-label="Template"
                // One list with the creator's Marketplace tab (docs/product/marketplace.md#template-filter).
                data={TEMPLATE_FILTER_OPTIONS}
                value={params.template ?? ''}
                onChange={(event) => update({ template: event.currentTarget.value || undefined })}
                w={{ base: 'calc(50% - 6px)', sm: 200 }}
              />
              <NativeSelect
                aria-label="Category"
                data={CATEGORY_OPTIONS}
                value={params.category ?? ''}
                onChange={(event) => update({ category: event.currentTarget.value || undefined })}
                w={{ base: 'calc(50% - 6px)', sm: 170 }}
              />
              <NativeSelect
                aria-label="Sort by"
                data={SORT_OPTIONS}
                value={params.sort ?? 'newest'}
                onChange={(event) =>
                  update({ sort: event.currentTarget.value !== 'newest' ? event.currentTarget.value : undefined })
                }
                w={{ base: 'calc(50% - 6px)', sm: 170 }}
              />
              <Button
                variant={advancedOpen ? 'light' : 'default'}
                size="md"
                leftSection={<IconAdjustmentsHorizontal size={18} />}
                rightSection={
                  <IconChevronDown
                    size={14}
                    style={{ transform: advancedOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                  />
                }
                onClick={() => {
                  setAdvancedSeen(true);
                  setAdvancedOpen((open) => !open);
                }}
                aria-expanded={advancedOpen}
                aria-controls="marketplace-advanced-filters"
                w={{ base: 'calc(50% - 6px)', sm: 'auto' }}
              >
                Filters
              </Button>
            </Group>
            <Collapse expanded={advancedOpen} id="marketplace-advanced-filters">
              {advancedSeen ? (
                <Suspense fallback={<Loader size="sm" m="sm" aria-label="Loading filters" />}>
                  <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" pt="xs">
                    <DollarInput
                      label="Minimum budget"
                      placeholder="$0"
                      prefix="$"
                      value={typed.minReward}
                      onChange={(value) => type({ minReward: value === '' ? '' : String(value) })}
                    />
                    <DollarInput
                      label="Maximum budget"
                      placeholder="No limit"
                      prefix="$"
                      value={typed.maxReward}
                      onChange={(value) => type({ maxReward: value === '' ? '' : String(value) })}
                    />
                    <NativeSelect
                      label="Deadline"
                      data={DEADLINE_OPTIONS}
                      value={params.deadline ?? 'any'}
                      onChange={(event) =>
                        update({
                          deadline: event.currentTarget.value !== 'any' ? event.currentTarget.value : undefined,
                        })
                      }
                    />
                  </ResponsiveGrid>
                </Suspense>
              ) : null}
            </Collapse>
          </Stack>
        </Paper>

        <Group justify="space-between" gap="sm" mih={30}>
          <Group gap="xs" aria-live="polite">
            {data ? (
              <Text fw={600} data-testid="briefs-found">
                {total.toLocaleString('en-US')}
                {data.totalIsCapped ? '+' : ''} {total === 1 && !data.totalIsCapped ? 'brief' : 'briefs'} found
              </Text>
            ) : null}
            {query.isFetching && data ? <Loader size="xs" aria-label="Updating results" /> : null}
          </Group>
          <Group gap="xs">
            <SaveSearchButton filters={savedSearchFilters(params)} />
            {filtersActive ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconFilterOff size={14} />}
                onClick={clearFilters}
              >
                Clear filters
              </Button>
            ) : null}
          </Group>
        </Group>

        {query.isPending ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-busy="true"
            aria-label="Loading briefs"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <Card key={index} withBorder padding="lg">
                <Group gap="sm">
                  <Skeleton circle height={40} />
                  <Box flex={1}>
                    <Skeleton height={12} width="50%" />
                    <Skeleton height={10} width="30%" mt={6} />
                  </Box>
                </Group>
                <Skeleton height={18} mt="md" width="80%" />
                <Skeleton height={10} mt="sm" />
                <Skeleton height={10} mt={6} />
                <Skeleton height={24} mt="lg" width="40%" />
                <Skeleton height={8} mt="md" />
                <Skeleton height={34} mt="md" />
              </Card>
            ))}
          </ResponsiveGrid>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title="Failed to load briefs"
          />
        ) : data && data.briefs.length === 0 ? (
          <AreaEmptyState
            icon={<IconBuildingStore size={28} stroke={1.6} />}
            title={filtersActive ? 'No briefs match your filters' : 'No marketplace briefs available'}
            description={
              filtersActive
                ? 'Try other words, a wider budget or another deadline.'
                : 'New funded briefs appear here as soon as brands publish them.'
            }
          >
            {filtersActive ? (
              <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </AreaEmptyState>
        ) : data ? (
          <>
            <ResponsiveGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {data.briefs.map((brief) => (
                <MarketplaceBriefCard key={brief.id} brief={brief} />
              ))}
            </ResponsiveGrid>
            {pages > 1 ? (
              // The pages are a navigation landmark; Mantine's Pagination root is a plain div, which may not carry a name.
              <Group justify="center" component="nav" aria-label="Pages">
                <Pagination
                  total={pages}
                  value={Math.min(params.page ?? 1, pages)}
                  onChange={(page) => {
                    update({ page: page > 1 ? String(page) : undefined });
                    window.scrollTo({ top: 0 });
                  }}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
