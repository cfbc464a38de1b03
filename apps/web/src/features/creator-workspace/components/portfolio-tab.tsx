import { formatUsd } from '@briefly/shared/money';
import { isValidContentUrl, type TCreatorSubmission } from '@briefly/shared/submissions';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCoins, IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { rewardLabel } from '@/components/submission-award';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { formatDate } from '@/lib/brief-display';
import { useCreatorAnalytics } from '../api/get-creator-analytics';
import { useCreatorSubmissions } from '../api/get-creator-submissions';
import { MetricCard } from './metric-card';
import { TabHeader } from './tab-header';

/** Featured work shows up to 6 shortlisted or winning submissions (docs/product/creator-dashboard.md#portfolio). */
export const FEATURED_WORK_LIMIT = 6;

/**
 * Portfolio (docs/product/creator-dashboard.md#portfolio): true figures and the creator's shortlisted
 * and winning work. No rating: nobody rates a creator yet (reviews will bring one).
 */
export function PortfolioTab() {
  const analytics = useCreatorAnalytics();
  const submissions = useCreatorSubmissions();
  const featured = (submissions.data?.submissions ?? [])
    .filter((submission) => submission.status === 'approved')
    .slice(0, FEATURED_WORK_LIMIT);

  return (
    <Stack gap="lg">
      <TabHeader title="Portfolio" description="Your track record on Briefly and the work brands shortlisted." />

      {analytics.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label="Loading your figures"
        >
          {[0, 1].map((index) => (
            <Skeleton key={index} height={122} radius="lg" />
          ))}
        </SimpleGrid>
      ) : analytics.isError ? (
        <QueryError
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
          title="Failed to load your figures"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MetricCard
            label="Shortlisted Work"
            value={analytics.data.approvedSubmissions}
            icon={IconBriefcase}
            hint="Submissions brands shortlisted or picked as winners"
          />
          <MetricCard
            label="Total Earnings"
            value={formatUsd(analytics.data.totalEarnings)}
            icon={IconCoins}
            color="teal"
            hint="Net of the platform fee"
          />
        </SimpleGrid>
      )}

      <Paper withBorder p="lg">
        <Title order={2} fz="md" mb="md">
          Featured Work
        </Title>
        {submissions.isPending ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            role="status"
            aria-busy="true"
            aria-label="Loading featured work"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={120} radius="lg" />
            ))}
          </SimpleGrid>
        ) : submissions.isError ? (
          <QueryError
            error={submissions.error}
            onRetry={() => void submissions.refetch()}
            retrying={submissions.isFetching}
            title="Failed to load featured work"
          />
        ) : featured.length === 0 ? (
          <Stack align="center" gap={6} py="lg" ta="center">
            <IconPhoto size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            <Text fw={600}>No featured work yet</Text>
            <Text size="sm" c="dimmed" maw={380}>
              Submissions that brands shortlist or pick as winners are featured here, up to {FEATURED_WORK_LIMIT}.
            </Text>
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
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
      <Group mt="sm" gap="xs">
        <SubmissionStatusBadge submission={submission} />
        <Text size="xs" c="dimmed">
          {formatDate(submission.reviewedAt ?? submission.updatedAt)}
        </Text>
      </Group>
      {/* What it won, net of the platform fee; work that was only shortlisted shows no money. */}
      {submission.award ? (
        <Text size="sm" fw={700} mt={6}>
          {rewardLabel(submission.award)}
        </Text>
      ) : null}
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
