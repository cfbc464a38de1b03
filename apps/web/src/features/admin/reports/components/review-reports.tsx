import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff, IconStar } from '@tabler/icons-react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { StarRow } from '@/components/rating-summary';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/brief-display';
import { useModerateReview, useReviewReports } from '../api/review-reports';

/**
 * Reported reviews (docs/product/creator-profiles-and-reviews.md#reports-and-moderation): each review
 * with its open reports; Hide takes it off every page, Keep visible dismisses the reports. Both audited.
 */
export function ReviewReports() {
  const query = useReviewReports();
  const moderate = useModerateReview();

  const act = (id: string, action: 'hide' | 'restore', reviewer: string) =>
    moderate.mutate(
      { id, action },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: action === 'hide' ? 'Review hidden' : 'Review kept',
            message: `${reviewer}’s review ${action === 'hide' ? 'is no longer shown' : 'stays visible'}.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Failed',
            message: isApiError(error) && error.body ? error.message : 'Please try again.',
          }),
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="reported-reviews">
      <Title order={2} fz="md" id="reported-reviews">
        Reported reviews
      </Title>
      {query.isPending ? (
        <Skeleton height={80} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load reported reviews"
        />
      ) : query.data.reports.length === 0 ? (
        <AreaEmptyState
          icon={<IconStar size={28} stroke={1.6} />}
          title="No reported reviews"
          description="When a brand or creator reports a review, it waits here."
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.reports.map(({ review, reports, hidden }) => (
            <Paper key={review.id} withBorder p="md" component="li" aria-label={`Review by ${review.reviewer.name}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700} size="sm">
                  {review.reviewer.name} → {review.reviewee.name} · “{review.briefTitle}”
                </Text>
                <StarRow rating={review.rating} />
              </Group>
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.text}
              </Text>
              <Stack gap={2} mt="xs">
                {reports.map((report, index) => (
                  <Text key={index} size="xs" c="dimmed">
                    Reported by {report.reporterName} ({formatDateTime(report.at)}): {report.reason}
                  </Text>
                ))}
              </Stack>
              <Group gap="xs" mt="sm">
                {hidden ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => act(review.id, 'restore', review.reviewer.name)}
                    loading={moderate.isPending}
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconEyeOff size={14} />}
                    onClick={() => act(review.id, 'hide', review.reviewer.name)}
                    loading={moderate.isPending}
                  >
                    Hide review
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
