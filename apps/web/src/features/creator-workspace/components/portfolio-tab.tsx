import { formatUsd } from '@briefly/shared/money';
import { isValidContentUrl, type TCreatorSubmission } from '@briefly/shared/submissions';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCoins, IconExternalLink, IconPhoto, IconStar } from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/brief-display';
import { useCreatorAnalytics } from '../api/get-creator-analytics';
import { useCreatorSubmissions } from '../api/get-creator-submissions';
import { MetricCard } from './metric-card';
import { TabHeader } from './tab-header';

/** Featured work shows up to 6 approved submissions (docs/product/creator-dashboard.md#portfolio). */
export const FEATURED_WORK_LIMIT = 6;

/** '4.2 / 5', or 'No rating yet' while nothing has been reviewed (docs/product/creator-dashboard.md#rating). */
export const formatRating = (rating: number | null) => (rating === null ? 'No rating yet' : `${rating.toFixed(1)} / 5`);

/** Portfolio (docs/product/creator-dashboard.md#portfolio): real figures and rating, and the creator's approved work. */
export function PortfolioTab() {
  const analytics = useCreatorAnalytics();
  const submissions = useCreatorSubmissions();
  const featured = (submissions.data?.submissions ?? []).filter((submission) => submission.status === 'approved').slice(0, FEATURED_WORK_LIMIT);

  return (
    <Stack gap="lg">
      <TabHeader title="Portfolio" description="Your track record on Briefly and the work brands approved." />

      {analytics.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy="true" aria-label="Loading your figures">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={122} radius="lg" />
          ))}
        </SimpleGrid>
      ) : analytics.isError ? (
        <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} title="Failed to load your figures" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MetricCard label="Completed Projects" value={analytics.data.completedProjects} icon={IconBriefcase} hint="Submissions brands have reviewed" />
          <MetricCard
            label="Rating"
            value={formatRating(analytics.data.rating)}
            icon={IconStar}
            color="yellow"
            hint={analytics.data.rating === null ? 'Appears once a brand reviews your work' : 'Share of reviewed work shortlisted or won'}
          />
          <MetricCard label="Total Earnings" value={formatUsd(analytics.data.totalEarnings)} icon={IconCoins} color="teal" hint="Net of the platform fee" />
        </SimpleGrid>
      )}

      <Paper withBorder p="lg">
        <Title order={2} fz="md" mb="md">
          Featured Work
        </Title>
        {submissions.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading featured work">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={120} radius="lg" />
            ))}
          </SimpleGrid>
        ) : submissions.isError ? (
          <QueryError error={submissions.error} onRetry={() => void submissions.refetch()} retrying={submissions.isFetching} title="Failed to load featured work" />
        ) : featured.length === 0 ? (
          <Stack align="center" gap={6} py="lg" ta="center">
            <IconPhoto size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            <Text fw={600}>No featured work yet</Text>
            <Text size="sm" c="dimmed" maw={380}>
              Submissions that brands approve are featured here, up to {FEATURED_WORK_LIMIT}.
            </Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {featured.map((submission) => (
              <FeaturedWork key={submission.id} submission={submission} />
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}

function FeaturedWork({ submission }: { submission: TCreatorSubmission }) {
  const linkable = isValidContentUrl(submission.files);
  const body = (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {submission.briefTitle}
        </Text>
        {linkable ? <IconExternalLink size={16} aria-hidden="true" style={{ flexShrink: 0 }} /> : null}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {submission.brandName}
      </Text>
      <Group justify="space-between" mt="sm" gap="xs">
        <Badge variant="light" color="green">
          Approved {formatDate(submission.reviewedAt ?? submission.updatedAt)}
        </Badge>
        <Text size="sm" fw={700}>
          {formatUsd(submission.reward)}
        </Text>
      </Group>
    </Paper>
  );
  return (
    <li>
      {linkable ? (
        <Anchor
          href={submission.files}
          target="_blank"
          rel="noopener noreferrer"
          underline="never"
          c="inherit"
          display="block"
          h="100%"
          aria-label={`${submission.briefTitle} (opens the content in a new tab)`}
        >
          {body}
        </Anchor>
      ) : (
        body
      )}
    </li>
  );
}
