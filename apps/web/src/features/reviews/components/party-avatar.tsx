import type { TReview } from '@briefly/shared/reputation';
import { Avatar } from '@mantine/core';

/**
 * A review's reviewer or reviewee: the brand's logo or the creator's photo, else initials
 * (docs/product/photos.md). The name is always written beside it, so the picture is decorative.
 * Mantine's Avatar directly: the reviews section is on public pages, whose chunks stay as they are.
 */
export function PartyAvatar({ party, size }: { party: TReview['reviewer']; size: number }) {
  const src = party.photo ? (size * 2 <= 64 ? party.photo.url64 : party.photo.url128) : undefined;
  return (
    <Avatar
      src={src}
      alt=""
      name={party.name}
      color="initials"
      size={size}
      radius={party.type === 'brand' ? 'md' : 'xl'}
    />
  );
}
