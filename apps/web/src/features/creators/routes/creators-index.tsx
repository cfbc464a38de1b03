import { BRIEF_CATEGORIES, type BriefCategory } from '@briefly/shared/briefs';
import { Button, Container, Group, Loader, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconFilterOff, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { usePublicCreators, type PublicCreatorsParams } from '../api/get-public-creators';
import { DirectoryCard } from '../components/directory-card';
import { CATEGORY_LABELS } from '../lib/directory-filters';

// The public creators index (docs/product/creator-directory.md#the-public-index): the top listed creators by
// verified wins then rating, by category, 24 a page. Drawn on the server for visitors and crawlers
// (entry-server.tsx); its pages are plain links, so a crawler follows them.

/** The index's address parameters, as the server's renderer and the page read them. */
export function creatorsIndexParams(searchParams: URLSearchParams): PublicCreatorsParams {
  const category = BRIEF_CATEGORIES.find((value) => value === searchParams.get('category'));
  const page = Number(searchParams.get('page'));
  return { category, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

const hrefOf = (params: PublicCreatorsParams) => {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/creators?${text}` : '/creators';
};

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...BRIEF_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export function CreatorsIndexRoute() {
  useDocumentTitle('Creators · Briefly');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = creatorsIndexParams(searchParams);
  const query = usePublicCreators(params);
  const data = query.data;

  const chooseCategory = (value: string) =>
    setSearchParams(() => {
      const next = new URLSearchParams();
      if (value) next.set('category', value);
      return next;
    });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Creators
          </Title>
          <Text c="dimmed" maw={680}>
            Creators on Briefly, by the briefs they won and the ratings brands gave them — figures Briefly verified, not
            claims.
          </Text>
        </Stack>

        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filter creators">
          <Group justify="space-between" align="flex-end" gap="sm">
            <NativeSelect
              label="Category"
              data={CATEGORY_OPTIONS}
              value={params.category ?? ''}
              onChange={(event) => chooseCategory(event.currentTarget.value)}
              w={{ base: '100%', xs: 220 }}
            />
            <Group gap="xs" aria-live="polite" mih={28}>
              {data ? (
                <Text size="sm" c="dimmed">
                  Page {data.page}
                </Text>
              ) : null}
              {query.isFetching && data ? <Loader size="xs" aria-label="Updating creators" /> : null}
            </Group>
          </Group>
        </Paper>

        {query.isPending ? (
          <ResponsiveGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-busy="true"
            aria-label="Loading creators"
          >
            {Array.from({ length: 3 }, (_, index) => (
              <Paper key={index} withBorder p="md">
                <Skeleton height={48} circle />
                <Skeleton height={14} mt="md" width="60%" />
                <Skeleton height={10} mt="sm" />
                <Skeleton height={60} mt="md" />
              </Paper>
            ))}
          </ResponsiveGrid>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title="The creators could not be loaded"
          />
        ) : data && data.creators.length === 0 ? (
          <AreaEmptyState
            icon={<IconUsers size={28} stroke={1.6} />}
            title={params.page > 1 ? 'No creators on this page' : 'No creators here yet'}
            description={
              params.category
                ? `No listed creator works in ${CATEGORY_LABELS[params.category as BriefCategory]} yet.`
                : 'Creators appear here once they join Briefly and list themselves in the directory.'
            }
          >
            {params.category || params.page > 1 ? (
              <Button component={Link} to="/creators" variant="light" leftSection={<IconFilterOff size={16} />}>
                Show all creators
              </Button>
            ) : null}
          </AreaEmptyState>
        ) : data ? (
          <>
            <ResponsiveGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              aria-label="Creators"
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                opacity: query.isPlaceholderData ? 0.6 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {data.creators.map((creator) => (
                <DirectoryCard key={creator.id} creator={creator} />
              ))}
            </ResponsiveGrid>
            {data.page > 1 || data.hasNextPage ? (
              <Group justify="center" component="nav" aria-label="Pages">
                {data.page > 1 ? (
                  <Button
                    component={Link}
                    to={hrefOf({ ...params, page: data.page - 1 })}
                    variant="default"
                    leftSection={<IconChevronLeft size={16} />}
                  >
                    Previous page
                  </Button>
                ) : null}
                {data.hasNextPage ? (
                  <Button
                    component={Link}
                    to={hrefOf({ ...params, page: data.page + 1 })}
                    variant="default"
                    rightSection={<IconChevronRight size={16} />}
                  >
                    Next page
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
