import { REVIEW_LIMITS, type TReview } from '@briefly/shared/reputation';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconMessageReply, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { PartyAvatar } from './party-avatar';
import { RatingSummary, StarRow } from '@/components/rating-summary';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useSession } from '@/lib/session';
import { useReplyToReview, useReportedByMe, useReportReview, useReviews } from '../api/reviews';

// The published reviews a brand or creator received (docs/product/creator-profiles-and-reviews.md#reviews):
// on a creator's profile and a brand's public page. The reviewee may reply once; members may report.

const reasonOf = (error: unknown) => (isApiError(error) && error.body ? error.message : 'Please try again.');

export function ReviewsSection({ userId, name }: { userId: string; name: string }) {
  const [page, setPage] = useState(1);
  const query = useReviews(userId, page);
  const { user } = useSession();
  // A member sees "Reported" on the reviews they reported already (each can be reported once).
  const reportedQuery = useReportedByMe(
    userId,
    !!user && user.type !== 'admin' && (query.data?.reviews.length ?? 0) > 0,
  );
  const reportedIds = new Set(reportedQuery.data?.reviewIds ?? []);
  const headingId = `reviews-of-${userId}`;

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
        <Title order={2} fz="lg" id={headingId}>
          Reviews
        </Title>
        {query.data ? <RatingSummary averageRating={query.data.averageRating} reviewCount={query.data.total} /> : null}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Only brands and creators who worked together on a brief can review each other. Reviews stay hidden until both
        sides have written theirs, or 14 days have passed.
      </Text>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading reviews">
          <Skeleton height={90} radius="md" />
          <Skeleton height={90} radius="md" />
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load reviews"
        />
      ) : query.data.reviews.length === 0 ? (
        <Paper withBorder p="lg">
          <Group gap="sm">
            <IconStar size={20} aria-hidden="true" />
            <Text c="dimmed">{name} has no published reviews yet.</Text>
          </Group>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} reported={reportedIds.has(review.id)} />
          ))}
          {query.data.total > query.data.pageSize ? (
            <Group justify="center" mt="sm">
              <Pagination
                total={Math.ceil(query.data.total / query.data.pageSize)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </section>
  );
}

function ReviewerName({ review }: { review: TReview }) {
  const { reviewer } = review;
  const to =
    reviewer.type === 'creator' && reviewer.userName
      ? paths.creatorProfile.getHref(reviewer.userName)
      : reviewer.type === 'brand'
        ? paths.brandPublicBriefs.getHref(reviewer.id)
        : null;
  return to ? (
    <Anchor component={Link} to={to} fw={700} size="sm">
      {reviewer.name}
    </Anchor>
  ) : (
    <Text fw={700} size="sm" span>
      {reviewer.name}
    </Text>
  );
}

function ReviewCard({ review, reported }: { review: TReview; reported: boolean }) {
  const { user } = useSession();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const canReply = user?.id === review.reviewee.id && !review.reply;
  const canReport = !!user && user.type !== 'admin' && user.id !== review.reviewer.id;

  return (
    <Paper withBorder p="md" component="li" aria-label={`Review by ${review.reviewer.name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <PartyAvatar party={review.reviewer} size={36} />
          <Stack gap={2} miw={0}>
            <ReviewerName review={review} />
            <Text size="xs" c="dimmed">
              Worked together on “{review.briefTitle}” · {formatDate(review.publishedAt ?? review.createdAt)}
            </Text>
          </Stack>
        </Group>
        <StarRow rating={review.rating} />
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Text>
      {review.reply ? (
        <Paper bg="var(--mantine-color-default-hover)" p="sm" mt="sm" radius="sm">
          <Text size="xs" fw={700}>
            Reply from {review.reviewee.name} · {formatDate(review.reply.at)}
          </Text>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Text>
        </Paper>
      ) : null}
      {canReply || canReport ? (
        <Group gap="xs" mt="sm">
          {canReply ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMessageReply size={14} />}
              onClick={() => setReplying(true)}
            >
              Reply
            </Button>
          ) : null}
          {canReport ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={14} />}
              onClick={() => setReporting(true)}
              disabled={reported}
              aria-label={
                reported
                  ? `You reported the review by ${review.reviewer.name}`
                  : `Report the review by ${review.reviewer.name}`
              }
            >
              {reported ? 'Reported' : 'Report'}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
      <ReportDialog review={review} opened={reporting} onClose={() => setReporting(false)} />
    </Paper>
  );
}

function ReplyForm({ review, onDone }: { review: TReview; onDone: () => void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        reply.mutate(
          { id: review.id, text: text.trim() },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', title: 'Reply posted', message: 'Your reply is public.' });
              onDone();
            },
            onError: (failure) => setError(reasonOf(failure)),
          },
        );
      }}
    >
      <Stack gap="xs" mt="sm">
        <Textarea
          label="Your public reply"
          description="You can reply once; it cannot be changed."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={REVIEW_LIMITS.reply}
          autosize
          minRows={2}
          error={error}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={reply.isPending} disabled={!text.trim()}>
            Post reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReportDialog({ review, opened, onClose }: { review: TReview; opened: boolean; onClose: () => void }) {
  const report = useReportReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Report this review" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          report.mutate(
            { id: review.id, reason: reason.trim() },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  title: 'Review reported',
                  message: 'The Briefly team will look at it.',
                });
                setReason('');
                onClose();
              },
              onError: (failure) => setError(reasonOf(failure)),
            },
          );
        }}
      >
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Textarea
            label="What is wrong with it?"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REVIEW_LIMITS.reportReason}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending} disabled={!reason.trim()}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
