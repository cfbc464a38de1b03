import { Group, Text, type MantineSize } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/**
 * A rating as the platform computed it from published reviews: "★ 4.5 (3 reviews)", or "No reviews
 * yet" (docs/product/creator-profiles-and-reviews.md#ratings). The label reads the same to a screen reader.
 */
export function RatingSummary({
  averageRating,
  reviewCount,
  size = 'sm',
}: {
  averageRating: number | null;
  reviewCount: number;
  size?: MantineSize;
}) {
  if (averageRating === null || reviewCount === 0)
    return (
      <Text size={size} c="dimmed">
        No reviews yet
      </Text>
    );
  const label = `Rated ${averageRating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={label} role="img">
      <IconStarFilled size={14} aria-hidden="true" color="var(--mantine-color-yellow-6)" />
      <Text size={size} fw={600} aria-hidden="true">
        {averageRating.toFixed(1)}
      </Text>
      <Text size={size} c="dimmed" aria-hidden="true">
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}

/** Whole stars for one review's rating. */
export function StarRow({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <IconStarFilled
          key={star}
          size={size}
          aria-hidden="true"
          color={star <= rating ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-4)'}
        />
      ))}
    </Group>
  );
}
