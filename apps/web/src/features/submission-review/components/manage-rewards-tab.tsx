import type { TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconChecklist,
  IconCoins,
  IconInbox,
  IconLock,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { BrandAvatar } from '@/components/brand-avatar';
import { QueryError } from '@/components/query-error';
import { briefMoneyBadge, formatDate } from '@/lib/brief-display';
import { useBrandSubmissions } from '../api/get-brand-submissions';
import { useReviewBriefs } from '../api/get-review-briefs';
import { ReviewSubmissions } from './review-submissions';
import { ScrollX, scrollTabsClass } from '@/components/scroll-x/scroll-x';

/** The three tabs of a brief in Manage Rewards & Payments (docs/product/brand-dashboard.md#manage-rewards). */
export const REVIEW_VIEWS = ['review', 'winners', 'payments'] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

const BRIEF_PARAM = 'brief';
const VIEW_PARAM = 'view';

/**
 * Manage Rewards & Payments (docs/product/brand-dashboard.md#manage-rewards): the brand's briefs that
 * have submissions; opening one shows Review Submissions, Select Winners and Reward & Payment. The open
 * brief and tab live in the address (`&brief=…&view=…`), so Back closes them.
 */
export interface ManageRewardsTabProps {
  /** Fills the Select Winners tab of the open brief (the winner-selection feature, composed in app/routes). */
  renderWinners: (brief: TBrandBrief) => ReactNode;
  /** Fills the Reward & Payment tab of the open brief. */
  renderPayments: (brief: TBrandBrief) => ReactNode;
}

export function ManageRewardsTab({ renderWinners, renderPayments }: ManageRewardsTabProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const briefs = useReviewBriefs();
  const selectedId = searchParams.get(BRIEF_PARAM);
  const view = REVIEW_VIEWS.find((value) => value === searchParams.get(VIEW_PARAM)) ?? 'review';

  const withSubmissions = (briefs.data?.briefs ?? []).filter((brief) => brief.submissionsCount > 0);
  // One call for every brief's "to review" count, not one per card.
  const pending = useBrandSubmissions({ status: 'pending' }, !selectedId);
  const pendingByBrief = new Map<string, number>();
  for (const submission of pending.data?.submissions ?? [])
    pendingByBrief.set(submission.briefId, (pendingByBrief.get(submission.briefId) ?? 0) + 1);
  const selected = selectedId ? (briefs.data?.briefs.find((brief) => brief.id === selectedId) ?? null) : null;

  const update = (changes: Record<string, string | null>, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  if (selectedId && (briefs.isPending || selected)) {
    return (
      <Stack gap="lg">
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => update({ [BRIEF_PARAM]: null, [VIEW_PARAM]: null })}
            mb="xs"
          >
            All briefs with submissions
          </Button>
          {selected ? <BriefHeading brief={selected} /> : <Skeleton height={56} radius="md" />}
        </div>
        {selected ? (
          <Tabs
            value={view}
            onChange={(value) => update({ [VIEW_PARAM]: value === 'review' ? null : value }, true)}
            keepMounted={false}
          >
            {/* One scrolling row on phones rather than tabs wrapping onto two lines. */}
            <ScrollX label="Review, winners and payment" hint={false}>
              <Tabs.List grow={false} className={scrollTabsClass}>
                <Tabs.Tab value="review" leftSection={<IconChecklist size={16} />}>
                  Review Submissions
                </Tabs.Tab>
                <Tabs.Tab value="winners" leftSection={<IconTrophy size={16} />}>
                  Select Winners
                </Tabs.Tab>
                <Tabs.Tab value="payments" leftSection={<IconCoins size={16} />}>
                  Reward & Payment
                </Tabs.Tab>
              </Tabs.List>
            </ScrollX>
            <Tabs.Panel value="review" pt="lg">
              <ReviewSubmissions briefId={selected.id} />
            </Tabs.Panel>
            <Tabs.Panel value="winners" pt="lg">
              {renderWinners(selected)}
            </Tabs.Panel>
            <Tabs.Panel value="payments" pt="lg">
              {renderPayments(selected)}
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Manage Rewards & Payments
        </Title>
        <Text c="dimmed" mt={4}>
          Briefs that have received submissions. Open one to review its submissions.
        </Text>
      </div>

      {briefs.isPending ? (
        <SimpleGrid
          type="container"
          cols={{ base: 1, '520px': 2, '860px': 3 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label="Loading briefs"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={190} radius="lg" />
          ))}
        </SimpleGrid>
      ) : briefs.isError ? (
        <QueryError
          error={briefs.error}
          onRetry={() => void briefs.refetch()}
          retrying={briefs.isFetching}
          title="Failed to fetch briefs"
        />
      ) : (
        <>
          {selectedId && !selected ? (
            <Text size="sm" c="dimmed" role="status">
              That brief was not found among yours. Pick one below.
            </Text>
          ) : null}
          {withSubmissions.length === 0 ? (
            <AreaEmptyState
              icon={<IconInbox size={28} stroke={1.6} />}
              title="No submissions yet"
              description="When creators apply to your briefs, the briefs appear here for review."
            />
          ) : (
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }} spacing="md">
              {withSubmissions.map((brief) => (
                <ReviewBriefCard
                  key={brief.id}
                  brief={brief}
                  pendingCount={
                    pending.isSuccess ? (pendingByBrief.get(brief.id) ?? 0) : pending.isPending ? undefined : null
                  }
                  onOpen={() => update({ [BRIEF_PARAM]: brief.id, [VIEW_PARAM]: null })}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

/** Where the brief's money is: Funded, Rewards awarded, Paid out or Refunded (or its status while unfunded). */
function BriefMoneyBadge({ brief, size }: { brief: TBrandBrief; size?: 'sm' }) {
  const { label, color } = briefMoneyBadge(brief);
  return (
    <Badge color={color} variant="light" size={size}>
      {label}
    </Badge>
  );
}

function BriefHeading({ brief }: { brief: TBrandBrief }) {
  const days = useDaysLeft(brief.deadline);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <BrandAvatar name={brief.brand.companyName} logo={brief.brand.logo} photo={brief.brand.photo} size={48} />
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {brief.title}
        </Title>
        <Group gap="xs" mt={4}>
          <BriefMoneyBadge brief={brief} />
          <Text size="sm" c="dimmed">
            {formatUsd(brief.reward)} pool · {brief.amountOfWinners}{' '}
            {brief.amountOfWinners === 1 ? 'winner' : 'winners'} · due {formatDate(brief.deadline)}
          </Text>
          <Badge size="sm" variant="light" color={deadlineColor(days)}>
            {deadlineText(days)}
          </Badge>
        </Group>
      </div>
    </Group>
  );
}

/** pendingCount: undefined while loading, null when it could not be loaded (the badge is left out). */
function ReviewBriefCard({
  brief,
  pendingCount,
  onOpen,
}: {
  brief: TBrandBrief;
  pendingCount: number | null | undefined;
  onOpen: () => void;
}) {
  const titleId = `review-brief-${brief.id}`;
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Title order={2} fz="md" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {brief.title}
      </Title>
      <Group gap="xs" mt="xs">
        <BriefMoneyBadge brief={brief} size="sm" />
        {brief.isPrivate ? (
          <Badge size="xs" variant="outline" color="gray" leftSection={<IconLock size={10} />}>
            Private
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {formatUsd(brief.reward)} · due {formatDate(brief.deadline)}
        </Text>
      </Group>
      <Group gap="md" mt="md">
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} stroke={1.6} aria-hidden="true" />
          <Text size="sm">
            <Text span fw={700} inherit>
              {brief.submissionsCount}
            </Text>{' '}
            {brief.submissionsCount === 1 ? 'submission' : 'submissions'}
          </Text>
        </Group>
        {pendingCount === undefined ? (
          <Skeleton height={20} width={96} radius="xl" />
        ) : pendingCount === null ? null : pendingCount > 0 ? (
          <Badge variant="light" color="yellow">
            {pendingCount} to review
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            All reviewed
          </Badge>
        )}
      </Group>
      <div style={{ flex: 1 }} />
      <Button mt="md" variant="light" onClick={onOpen} aria-describedby={titleId}>
        Review submissions
      </Button>
    </Card>
  );
}
