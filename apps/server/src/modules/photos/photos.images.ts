import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MIN_SIDE, PHOTO_SIZES, type PhotoSize, type TPhotoCrop } from '@briefly/shared/photos';
import { AppError } from '../../lib/errors.ts';

// Turning an upload into a photo (docs/product/photos.md): the bytes are decoded with sharp, so only
// what really is a JPEG, PNG or WebP picture gets through (never trusted by name or declared type);
// the picture is turned upright, cropped square and written anew as WebP at each size, which keeps
// none of the original's metadata (EXIF, GPS, XMP, ICC names).

/** Decoding stops before a picture this large (a "decompression bomb") is unpacked. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The largest stored size: the crop is scaled to it once, the smaller sizes from that. */
const LARGEST = 512 as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const notAnImage = () =>
  new AppError(400, 'VALIDATION_ERROR', 'That file is not a picture we can use: send a JPEG, PNG or WebP image.');
export const imageTooSmall = () =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    `That picture is too small: it needs at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels.`,
  );
export const cropOutside = () => new AppError(400, 'VALIDATION_ERROR', 'The crop must be a square inside the picture.');

export interface ProcessedPhoto {
  /** The content hash naming the files (of the owner and the largest size's bytes). */
  hash: string;
  files: ReadonlyMap<PhotoSize, Buffer>;
}

const decode = (input: string | Buffer) =>
  sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });

/**
 * Decodes the upload at `sourcePath`, crops it (the client's square, else the centred largest one)
 * and makes the WebP files. `owner` (a user or a portfolio item) is hashed in, so two accounts
 * uploading the same picture never share files (deleting one leaves the other's).
 */
export async function processPhoto(
  sourcePath: string,
  owner: string,
  crop: TPhotoCrop | null,
): Promise<ProcessedPhoto> {
  let square: Buffer;
  try {
    const meta = await decode(sourcePath).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (Math.min(width, height) < PHOTO_MIN_SIDE) throw imageTooSmall();
    const side = crop?.size ?? Math.min(width, height);
    const left = crop?.x ?? Math.floor((width - side) / 2);
    const top = crop?.y ?? Math.floor((height - side) / 2);
    if (left + side > width || top + side > height) throw cropOutside();
    square = await decode(sourcePath)
      .rotate()
      .extract({ left, top, width: side, height: side })
      .resize(LARGEST, LARGEST)
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not read it: not an image of ours, or a broken one.
    throw notAnImage();
  }
  const files = new Map<PhotoSize, Buffer>();
  for (const size of PHOTO_SIZES) {
    files.set(size, await sharp(square).resize(size, size).webp({ quality: 82, effort: 4 }).toBuffer());
  }
  const largest = files.get(LARGEST)!;
  const hash = createHash('sha256').update(`${owner}\n`).update(largest).digest('hex').slice(0, 32);
  return { hash, files };
}
