import { z } from 'zod';

// Profile photos and brand logos (docs/product/photos.md): one square picture per account, stored as
// WebP at four sizes under a content-hashed address that never changes (so it is cached for a year).

/** The sizes every photo is stored at, in pixels (square). */
export const PHOTO_SIZES = [64, 128, 256, 512] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The largest upload accepted: 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The smallest side (after the crop) a photo may have. */
export const PHOTO_MIN_SIDE = 128;
/** What the upload accepts, checked by decoding the bytes (never by the name or the declared type). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A stored photo's id: the first 128 bits of its content hash, in hex. */
export const PHOTO_HASH = /^[0-9a-f]{32}$/;

/** A square profile photo or logo at 64, 128, 256 and 512 px, or null (initials are shown). */
export const ZPhoto = z
  .object({ url64: z.string(), url128: z.string(), url256: z.string(), url512: z.string() })
  .nullable();
export type TPhoto = z.infer<typeof ZPhoto>;

/** The served address of one size of a photo. */
export const photoUrl = (hash: string, size: PhotoSize) => `/api/photos/${hash}-${size}.webp`;

/** What an API answer says of a stored photo hash (null when there is none): the one place URLs are built. */
export function photoUrls(hash: string | null | undefined): TPhoto {
  if (!hash) return null;
  return {
    url64: photoUrl(hash, 64),
    url128: photoUrl(hash, 128),
    url256: photoUrl(hash, 256),
    url512: photoUrl(hash, 512),
  };
}

/** The crop rectangle the client chose, in pixels of the upright image: a square. */
export const ZPhotoCrop = z.strictObject({
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(PHOTO_MIN_SIDE),
});
export type TPhotoCrop = z.infer<typeof ZPhotoCrop>;

export const ZPhotoResponse = z.object({ photo: ZPhoto });
export type TPhotoResponse = z.infer<typeof ZPhotoResponse>;
