import { Button, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { useBrandCreators } from '../api/get-brand-creators';

/** Discover Creators on the brand overview, with the real number of creators (docs/product/brand-dashboard.md#overview). */
export function DiscoverCreatorsCard({ creatorsHref }: { creatorsHref: string }) {
  // Same query as the Creators tab, so opening the tab needs no second request.
  const query = useBrandCreators(1);
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} fz="md">
            Discover Creators
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Creators ready to work on your briefs.
          </Text>
        </div>
        <ThemeIcon variant="light" size={40} radius="md" color="grape">
          <IconUsersGroup size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {query.isPending ? (
        <Skeleton height={36} width={100} mt="md" />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load creators"
        />
      ) : (
        <Text fw={800} fz={32} mt="md" lh={1.1} data-testid="creator-count">
          {query.data.total}
          <Text span size="sm" fw={500} c="dimmed" ml={6}>
            available {query.data.total === 1 ? 'creator' : 'creators'}
          </Text>
        </Text>
      )}
      <Button component={Link} to={creatorsHref} variant="light" mt="md" rightSection={<IconArrowRight size={16} />}>
        Browse creators
      </Button>
    </Paper>
  );
}
