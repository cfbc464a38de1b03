// Public pages that show reviews (docs/product/creator-profiles-and-reviews.md): a creator's profile
// (features/creator-profiles) and a brand's page (features/marketplace), each with the reviews the
// person received (features/reviews). Features do not import each other.

import { BrandBriefsRoute } from '@/features/marketplace/routes/brand-briefs';
import { CreatorProfileRoute } from '@/features/creator-profiles/routes/creator-profile';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

export function CreatorProfilePage() {
  return (
    <CreatorProfileRoute extras={(profile) => <ReviewsSection userId={profile.id} name={profile.displayName} />} />
  );
}

export function BrandPublicPage() {
  return <BrandBriefsRoute extras={(brandId, name) => <ReviewsSection userId={brandId} name={name} />} />;
}
