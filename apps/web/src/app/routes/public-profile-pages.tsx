// Public pages that show reviews (docs/product/creator-profiles-and-reviews.md): a creator's profile
// (features/creator-profiles) and a brand's page (features/marketplace), each with the reviews the
// person received (features/reviews). Features do not import each other. The reviews section is
// fetched with its first render, after the page: it is below the fold and not part of the page's
// first download (docs/performance.md).

import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrandBriefsRoute } from '@/features/marketplace/routes/brand-briefs';
import { CreatorProfileRoute } from '@/features/creator-profiles/routes/creator-profile';

const ReviewsSection = lazy(() =>
  import('@/features/reviews/components/reviews-section').then((module) => ({ default: module.ReviewsSection })),
);

function Reviews({ userId, name }: { userId: string; name: string }) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="md" role="status" aria-label="Loading reviews" />}>
      <ReviewsSection userId={userId} name={name} />
    </Suspense>
  );
}

export function CreatorProfilePage() {
  return <CreatorProfileRoute extras={(profile) => <Reviews userId={profile.id} name={profile.displayName} />} />;
}

export function BrandPublicPage() {
  return <BrandBriefsRoute extras={(brandId, name) => <Reviews userId={brandId} name={name} />} />;
}
