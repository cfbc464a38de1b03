import { REVIEW_LIMITS, type TPendingReview } from '@briefly/shared/reputation';
import { Alert, Badge, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useCreateReview, usePendingReviews } from '../api/reviews';
import { PartyAvatar } from './party-avatar';

// "Reviews to write" on both dashboards' overview (docs/product/creator-profiles-and-reviews.md#writing-a-review):
// everyone the signed-in brand or creator worked with on a brief that is open for reviews, and
// their own reviews still hidden by the double-blind rule. Shows nothing when there is nothing to do.

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** What a screen reader says for each star: '1 star' … '5 stars' (0 is the input that clears the rating). */
const starLabel = (value: number) => (value === 0 ? 'No rating' : value === 1 ? '1 star' : `${value} stars`);

export function PendingReviews() {
  const query = usePendingReviews();
  const [writing, setWriting] = useState<TPendingReview | null>(null);
  if (!query.data || (query.data.pending.length === 0 && query.data.awaiting.length === 0)) return null;
  const { pending, awaiting } = query.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pending-reviews-title">
      <Group gap="xs" mb="xs">
        <IconStar size={18} aria-hidden="true" />
        <Title order={2} fz="md" id="pending-reviews-title">
          Reviews to write
        </Title>
        {pending.length > 0 ? <Badge variant="light">{pending.length}</Badge> : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Your review stays hidden until the other side reviews you too, or for 14 days; then it is public and cannot be
        changed.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((item) => (
          <Group
            key={`${item.briefId}:${item.reviewee.id}`}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              <PartyAvatar party={item.reviewee} size={28} />
              <Text size="sm">
                <Text span fw={600}>
                  {item.reviewee.name}
                </Text>{' '}
                on “{item.briefTitle}”
              </Text>
            </Group>
            <Button size="xs" onClick={() => setWriting(item)} aria-label={`Review ${item.reviewee.name}`}>
              Write review
            </Button>
          </Group>
        ))}
        {awaiting.map((review) => (
          <Group key={review.id} component="li" justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed">
              Your review of {review.reviewee.name} on “{review.briefTitle}”
            </Text>
            <Badge variant="light" color="gray">
              Hidden until they review you, or{' '}
              {formatDate(new Date(Date.parse(review.createdAt) + 14 * 86_400_000).toISOString())}
            </Badge>
          </Group>
        ))}
      </Stack>
      <WriteReviewDialog target={writing} onClose={() => setWriting(null)} />
    </Paper>
  );
}

function WriteReviewDialog({ target, onClose }: { target: TPendingReview | null; onClose: () => void }) {
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setRating(0);
    setText('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Review ${target.reviewee.name}` : ''} centered>
      {target ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (rating < 1) return setError('Choose a rating from 1 to 5 stars');
            create.mutate(
              { briefId: target.briefId, revieweeId: target.reviewee.id, rating, text: text.trim() },
              {
                onSuccess: ({ review }) => {
                  notifications.show({
                    color: 'green',
                    title: 'Review saved',
                    message: review.publishedAt
                      ? 'You have both reviewed each other: both reviews are now public.'
                      : `It will be public when ${target.reviewee.name} reviews you too, or in 14 days.`,
                  });
                  close();
                },
                onError: (failure) =>
                  setError(isApiError(failure) && failure.body ? failure.message : 'Please try again.'),
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Worked together on “{target.briefTitle}”
            </Text>
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <div>
              <Text size="sm" fw={500} id="review-rating-label">
                Rating
              </Text>
              <Group gap="sm">
                <Rating
                  value={rating}
                  onChange={setRating}
                  size="lg"
                  aria-labelledby="review-rating-label"
                  getSymbolLabel={starLabel}
                />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {RATING_WORDS[rating]}
                </Text>
              </Group>
            </div>
            <Textarea
              label="Your review"
              description={`${text.length.toLocaleString('en-US')} / ${REVIEW_LIMITS.text.toLocaleString('en-US')} characters`}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={REVIEW_LIMITS.text}
              autosize
              minRows={4}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!text.trim()}>
                Submit review
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
