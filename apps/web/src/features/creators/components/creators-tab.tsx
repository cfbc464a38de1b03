import { CONTENT_PLATFORM_NAMES } from '@briefly/shared/content-links';
import { BRIEF_CATEGORIES } from '@briefly/shared/briefs';
import { DIRECTORY_PLATFORMS, DIRECTORY_SORTS, type TDirectoryCreator } from '@briefly/shared/creator-directory';
import { Button, Chip, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useCreatorDirectory } from '../api/get-creator-directory';
import {
  activeFilterCount,
  CATEGORY_LABELS,
  readDirectoryFilters,
  SORT_LABELS,
  writeDirectoryFilters,
  type DirectoryFilters,
} from '../lib/directory-filters';
import { DirectoryCard } from './directory-card';

// The brand's Creators tab: the creator directory (docs/product/creator-directory.md). The filters live
// in the address, so a search can be shared; results come 20 at a time, "Load more" follows the cursor.

const GRID_COLS = { base: 1, '520px': 2, '860px': 3 } as const;
const RATING_CHOICES = ['3', '4', '4.5'] as const;
const WIN_CHOICES = ['1', '3', '5'] as const;

/** What to loosen when nothing matches: the narrowest filters first. */
function loosenHint(filters: DirectoryFilters): string {
  const hints: string[] = [];
  if (filters.minRating !== null) hints.push('a lower minimum rating');
  if (filters.minBriefsWon !== null) hints.push('fewer briefs won');
  if (filters.location.trim()) hints.push('a wider location');
  if (filters.platforms.length || filters.categories.length) hints.push('more platforms or categories');
  if (filters.q.trim()) hints.push('fewer or shorter words');
  return hints.length ? `Try ${hints.join(', ')}.` : 'Try other words.';
}

export function CreatorsTab({
  renderCreatorActions,
}: { renderCreatorActions?: (creator: TDirectoryCreator) => ReactNode } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readDirectoryFilters(searchParams);
  const [words, setWords] = useState(filters.q);
  const [location, setLocation] = useState(filters.location);
  const query = useCreatorDirectory(filters);
  const update = (changes: Partial<DirectoryFilters>) =>
    setSearchParams(writeDirectoryFilters(searchParams, { ...filters, ...changes }), { replace: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: words, location });
  };
  const clear = () => {
    setWords('');
    setLocation('');
    update({ q: '', categories: [], platforms: [], location: '', minRating: null, minBriefsWon: null });
  };
  const creators = query.data?.pages.flatMap((page) => page.creators) ?? [];
  const narrowed = activeFilterCount(filters) > 0 || filters.q.trim() !== '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Creators
        </Title>
        <Text c="dimmed" mt={4}>
          Find creators by their work, location and what Briefly verified: briefs won, approvals and reviews.
        </Text>
      </div>
      <Stack gap="sm" component="form" onSubmit={submit} role="search" aria-label="Search creators">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, skill or city"
            leftSection={<IconSearch size={16} />}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: '2 1 240px' }}
          />
          <TextInput
            label="Location"
            placeholder="Any"
            leftSection={<IconMapPin size={16} />}
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 160px' }}
          />
          <Select
            label="Sort by"
            data={DIRECTORY_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
            value={filters.sort}
            onChange={(value) => update({ sort: DIRECTORY_SORTS.find((sort) => sort === value) ?? 'relevance' })}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
        <Group gap="lg" wrap="wrap" align="flex-start">
          <FilterRow label="Categories">
            <Chip.Group
              multiple
              value={filters.categories}
              onChange={(values) => update({ categories: BRIEF_CATEGORIES.filter((value) => values.includes(value)) })}
            >
              {BRIEF_CATEGORIES.map((category) => (
                <Chip key={category} value={category} size="xs">
                  {CATEGORY_LABELS[category]}
                </Chip>
              ))}
            </Chip.Group>
          </FilterRow>
          <FilterRow label="Platforms">
            <Chip.Group
              multiple
              value={filters.platforms}
              onChange={(values) =>
                update({ platforms: DIRECTORY_PLATFORMS.filter((value) => values.includes(value)) })
              }
            >
              {DIRECTORY_PLATFORMS.map((platform) => (
                <Chip key={platform} value={platform} size="xs">
                  {CONTENT_PLATFORM_NAMES[platform]}
                </Chip>
              ))}
            </Chip.Group>
          </FilterRow>
          <FilterRow label="Rating">
            {RATING_CHOICES.map((rating) => (
              <Chip
                key={rating}
                size="xs"
                checked={filters.minRating === Number(rating)}
                onChange={(checked) => update({ minRating: checked ? Number(rating) : null })}
              >
                {rating}★ and up
              </Chip>
            ))}
          </FilterRow>
          <FilterRow label="Briefs won">
            {WIN_CHOICES.map((wins) => (
              <Chip
                key={wins}
                size="xs"
                checked={filters.minBriefsWon === Number(wins)}
                onChange={(checked) => update({ minBriefsWon: checked ? Number(wins) : null })}
              >
                {wins}+ won
              </Chip>
            ))}
          </FilterRow>
          {narrowed ? (
            <Button variant="subtle" size="xs" onClick={clear} mt={22}>
              Clear all
            </Button>
          ) : null}
        </Group>
      </Stack>
      {query.isPending ? (
        <SimpleGrid
          type="container"
          cols={GRID_COLS}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label="Loading creators"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={330} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load creators"
        />
      ) : creators.length === 0 ? (
        narrowed ? (
          <AreaEmptyState
            icon={<IconSearch size={28} stroke={1.6} />}
            title="No creators match"
            description={`Nobody listed matches all of this. ${loosenHint(filters)}`}
          >
            <Button variant="light" onClick={clear}>
              Clear the search and filters
            </Button>
          </AreaEmptyState>
        ) : (
          <AreaEmptyState
            icon={<IconUsers size={28} stroke={1.6} />}
            title="No creators yet"
            description="No creators are listed in the directory yet. They will show up here as they join and fill in their profiles."
          />
        )
      ) : (
        <Stack gap="md">
          <SimpleGrid
            type="container"
            cols={GRID_COLS}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Creators"
          >
            {creators.map((creator) => (
              <DirectoryCard key={creator.id} creator={creator} actions={renderCreatorActions?.(creator)} />
            ))}
          </SimpleGrid>
          {query.hasNextPage ? (
            <Group justify="center">
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Load more
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap={6} wrap="wrap">
        {children}
      </Group>
    </div>
  );
}
