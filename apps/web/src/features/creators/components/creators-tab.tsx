import type { TCreatorListItem } from '@briefly/shared/briefs';
import { Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useBrandCreators } from '../api/get-brand-creators';

/** The dashboard shows the first 6 creators (docs/product/brand-dashboard.md#creators). */
export const CREATORS_SHOWN = 6;

/** Creators tab of the brand dashboard: the first 6 creators with name and email. */
export function CreatorsTab({
  renderCreatorActions,
}: { renderCreatorActions?: (creator: TCreatorListItem) => ReactNode } = {}) {
  const query = useBrandCreators(CREATORS_SHOWN);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Creators
        </Title>
        <Text c="dimmed" mt={4}>
          {query.data
            ? `${query.data.total} ${query.data.total === 1 ? 'creator is' : 'creators are'} on Briefly.${
                query.data.total > CREATORS_SHOWN ? ` Showing the first ${CREATORS_SHOWN}.` : ''
              }`
            : 'Creators you can work with on Briefly.'}
        </Text>
      </div>
      {query.isPending ? (
        <SimpleGrid
          type="container"
          cols={{ base: 1, '520px': 2, '860px': 3 }}
          spacing="md"
          aria-busy="true"
          aria-label="Loading creators"
        >
          {Array.from({ length: CREATORS_SHOWN }, (_, index) => (
            <Skeleton key={index} height={76} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load creators"
        />
      ) : query.data.creators.length === 0 ? (
        <AreaEmptyState
          icon={<IconUsers size={28} stroke={1.6} />}
          title="No creators yet"
          description="No creators have joined Briefly yet. They will show up here as they sign up."
        />
      ) : (
        <SimpleGrid
          type="container"
          cols={{ base: 1, '520px': 2, '860px': 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {query.data.creators.slice(0, CREATORS_SHOWN).map((creator) => (
            <Paper key={creator.id} withBorder p="md" component="li">
              <Group gap="sm" wrap="nowrap">
                <Avatar name={creator.name} color="initials" radius="xl" size={44} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {creator.name}
                  </Text>
                  <Group gap={4} wrap="nowrap" c="dimmed">
                    <IconMail size={14} aria-hidden="true" />
                    <Text size="sm" c="dimmed" truncate="end" component="a" href={`mailto:${creator.email}`}>
                      {creator.email}
                    </Text>
                  </Group>
                </div>
              </Group>
              {renderCreatorActions ? (
                <Group gap="xs" mt="sm">
                  {renderCreatorActions(creator)}
                </Group>
              ) : null}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
