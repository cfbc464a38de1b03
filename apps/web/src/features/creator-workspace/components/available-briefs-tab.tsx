import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconArrowsSort, IconBriefcase, IconRefresh, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useCreatorBriefs } from '../api/get-creator-briefs';
import { sortByReward, type RewardOrder } from '../lib/brief-state';
import { CreatorBriefCard } from './creator-brief-card';
import { TabHeader } from './tab-header';
import { useWorkspaceDialogs } from './workspace-dialogs';

const ORDER_TEXT: Record<RewardOrder, string> = { high: 'Highest reward first', low: 'Lowest reward first' };

/**
 * Available Briefs (docs/product/creator-dashboard.md#available-briefs): every brief the creator can
 * see, with Refresh and a Sort by Reward toggle: the first press sorts high → low, the next
 * low → high, and so on. Closed briefs stay listed with 'Not Available' or 'Expired'.
 */
export function AvailableBriefsTab() {
  const query = useCreatorBriefs();
  const dialogs = useWorkspaceDialogs();
  const [order, setOrder] = useState<RewardOrder | null>(null);
  const briefs = query.data?.briefs ?? [];
  const shown = order ? sortByReward(briefs, order) : briefs;
  const SortIcon = order === 'high' ? IconSortDescending : order === 'low' ? IconSortAscending : IconArrowsSort;

  return (
    <Stack gap="lg">
      <TabHeader
        title="Available Briefs"
        description={order ? ORDER_TEXT[order] : 'Briefs you can apply to, and the ones you already did.'}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isPending}
              disabled={query.isPending}
            >
              Refresh
            </Button>
            <Button
              variant={order ? 'light' : 'default'}
              leftSection={<SortIcon size={16} />}
              onClick={() => setOrder((current) => (current === 'high' ? 'low' : 'high'))}
              disabled={briefs.length < 2}
            >
              Sort by Reward
            </Button>
          </>
        }
      />

      {query.isPending ? (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label="Loading briefs"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load briefs"
        />
      ) : shown.length === 0 ? (
        <AreaEmptyState
          icon={<IconBriefcase size={28} stroke={1.6} />}
          title="No available briefs"
          description="There are no briefs for you right now. Check back soon, or press Refresh."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" aria-label="Available briefs" component="section">
          {shown.map((brief) => (
            <CreatorBriefCard
              key={brief.id}
              brief={brief}
              variant="available"
              onOpen={dialogs.openBrief}
              onApply={dialogs.openApplication}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
