import { notificationRelativeTime } from '@briefly/shared/time';
import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { paths } from '@/config/paths';
import { useRecentSubmissions } from '../api/get-recent-submissions';
import classes from './recent-submissions-card.module.css';

/**
 * The four most recent submissions to the brand's briefs: creatorName, briefTitle, status, submittedAt
 * (docs/product/brand-dashboard.md#overview). Each row opens its brief's Review Submissions.
 */
export function RecentSubmissionsCard() {
  const query = useRecentSubmissions();
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="md">
          Recent submissions
        </Title>
        {query.data && query.data.submissions.length > 0 && (
          <Anchor component={Link} to={paths.brand.dashboard.getHref('manage-rewards')} size="sm">
            Review all
          </Anchor>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={44} />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          title="Failed to load submissions"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.submissions.length === 0 ? (
        <Stack align="center" gap={6} py="lg" ta="center">
          <ThemeIcon variant="light" color="gray" size={48} radius="xl">
            <IconInbox size={24} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600}>No submissions yet</Text>
          <Text size="sm" c="dimmed" maw={360}>
            When creators submit work to your briefs, the four most recent appear here.
          </Text>
        </Stack>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent submissions">
          {query.data.submissions.map((submission) => (
            <li key={submission.id}>
              <UnstyledButton
                component={Link}
                to={paths.brand.reviewSubmissions.getHref(submission.briefId)}
                className={classes.row}
                w="100%"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {submission.creatorName}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {submission.briefTitle} · {notificationRelativeTime(new Date(submission.submittedAt))}
                    </Text>
                  </div>
                  <SubmissionStatusBadge submission={submission} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
