import type { TPublicBrandBriefsResponse } from '@briefly/shared/briefs';
import { PHOTO_HASH } from '@briefly/shared/photos';
import type { TPublicCreatorProfile } from '@briefly/shared/reputation';
import { cardVersion, type ProfileCard } from './share-card.ts';

// What a creator's and a brand's share cards show (docs/product/public-pages.md#share-cards), from the same
// reads as their pages' heads: the head names the card with its version, the card route draws it.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The hash inside a photo address (`/api/photos/<hash>-<size>.webp`), or null. */
export function photoHashOf(url: string | null | undefined): string | null {
  const hash = /\/api\/photos\/([0-9a-f]{32})-\d+\.webp$/.exec(url ?? '')?.[1];
  return hash && PHOTO_HASH.test(hash) ? hash : null;
}

export function creatorCard(profile: TPublicCreatorProfile): ProfileCard {
  const { briefsWon, averageRating, reviewCount } = profile.figures;
  return {
    kind: 'creator',
    name: profile.displayName,
    handle: `@${profile.userName}`,
    photoHash: photoHashOf(profile.photo?.url256),
    facts: [
      plural(briefsWon, 'brief won', 'briefs won'),
      averageRating === null ? 'No reviews yet' : `Rated ${averageRating} of 5`,
      ...(reviewCount > 0 ? [plural(reviewCount, 'review', 'reviews')] : []),
    ],
  };
}

export function brandCard(page: TPublicBrandBriefsResponse, photoHash: string | null): ProfileCard {
  return {
    kind: 'brand',
    name: page.brand.companyName,
    handle: null,
    photoHash,
    facts: [plural(page.briefs.length, 'open brief', 'open briefs')],
  };
}

/** The card's share address, versioned. */
export function cardPath(card: ProfileCard, key: string): string {
  return `/share/${card.kind === 'creator' ? 'creators' : 'brands'}/${encodeURIComponent(key)}.png?v=${cardVersion(card)}`;
}
