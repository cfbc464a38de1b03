import type { TPhoto } from '@briefly/shared/photos';

/** The smallest stored size of a photo sharp at `px` CSS pixels on a 2× screen (docs/product/photos.md). */
export function photoSrc(photo: TPhoto | undefined, px: number): string | undefined {
  if (!photo) return undefined;
  const need = px * 2;
  if (need <= 64) return photo.url64;
  if (need <= 128) return photo.url128;
  if (need <= 256) return photo.url256;
  return photo.url512;
}
