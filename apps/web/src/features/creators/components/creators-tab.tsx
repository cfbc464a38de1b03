import type { TCreatorCard } from '@briefly/shared/briefs';
import { Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { RatingSummary } from '@/components/rating-summary';
import { ViewProfileLink } from '@/components/view-profile-link';
import { formatDate } from '@/lib/brief-display';
import { useBrandCreators } from '../api/get-brand-creators';

/** The dashboard shows the first 6 creators (docs/product/brand-dashboard.md#creators). */
export const CREATORS_SHOWN = 6;

/** Creators tab of the brand dashboard: the first 6 creators as profile cards (rating, wins with this brand, last submission). */
export function CreatorsTab({
  renderCreatorActions,
}: { renderCreatorActions?: (creator: TCreatorCard) => ReactNode } = {}) {
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
            <Skeleton key={index} height={150} radius="lg" />
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
            <Paper key={creator.id} withBorder p="md" component="li" aria-label={creator.name}>
              <Group gap="sm" wrap="nowrap">
                <Avatar name={creator.name} color="initials" radius="xl" size={44} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {creator.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    @{creator.userName}
                  </Text>
                  <RatingSummary averageRating={creator.averageRating} reviewCount={creator.reviewCount} size="xs" />
                </div>
              </Group>
              <Stack gap={2} mt="sm">
                <Group gap={6} wrap="nowrap">
                  <IconTrophy size={14} aria-hidden="true" />
                  <Text size="sm">
                    {creator.briefsWonWithBrand === 0
                      ? 'Has not won one of your briefs yet'
                      : `Won ${creator.briefsWonWithBrand} ${creator.briefsWonWithBrand === 1 ? 'brief' : 'briefs'} with you`}
                  </Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconClock size={14} aria-hidden="true" />
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {creator.lastSubmission
                      ? `Last submitted ${formatDate(creator.lastSubmission.submittedAt)} to ${creator.lastSubmission.briefTitle}`
                      : 'No submissions to your briefs yet'}
                  </Text>
                </Group>
              </Stack>
              <Group gap="xs" mt="sm">
                <ViewProfileLink userName={creator.userName} name={creator.name} variant="light" />
                {renderCreatorActions ? renderCreatorActions(creator) : null}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
