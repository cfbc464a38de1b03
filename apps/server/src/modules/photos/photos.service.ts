import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PHOTO_SIZES, photoUrls, type PhotoSize, type TPhoto, type TPhotoCrop } from '@briefly/shared/photos';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { AuthenticatedUser } from '../../platform/identity.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { processPhoto } from './photos.images.ts';
import * as repo from './photos.repository.ts';

// Profile photos, logos and portfolio covers (docs/product/photos.md): processed, stored at every
// size under `photos/<hash>-<size>.webp`, named in the database, and the replaced files removed.

export const photoKey = (hash: string, size: PhotoSize) => `photos/${hash}-${size}.webp`;

/** The queue of a closed account's photo files to delete (payload `{ hashes }`). Stored: never rename. */
export const DELETE_PHOTO_FILES_QUEUE = 'photos.delete-files';

export interface PhotosService {
  /** Replaces the caller's photo (creator) or logo (brand) with the spooled upload (removed afterwards). */
  setMyPhoto(caller: AuthenticatedUser, upload: { spoolPath: string; crop: TPhotoCrop | null }): Promise<TPhoto>;
  deleteMyPhoto(caller: AuthenticatedUser): Promise<void>;
  setPortfolioCover(
    caller: AuthenticatedUser,
    submissionId: string,
    upload: { spoolPath: string; crop: TPhotoCrop | null },
  ): Promise<TPhoto>;
  deletePortfolioCover(caller: AuthenticatedUser, submissionId: string): Promise<void>;
  /**
   * In the closing transaction of an account (docs/product/photos.md#a-closed-account): its photo and
   * portfolio covers are no longer named, and a job (retried while the storage fails) deletes every size.
   */
  releaseOwnerInTx(tx: Db, userId: string, now: Date): Promise<void>;
  /** The job's work: every size of each photo removed (a missing file is not an error). */
  deleteFiles(hashes: string[]): Promise<void>;
  /** The hash of a user's photo or logo, or null (for the share cards and page heads). */
  photoOf(userId: string): Promise<string | null>;
  /** A stored size's bytes in memory (a share card draws it), or null when there is no such file. */
  bytes(hash: string, size: PhotoSize): Promise<Buffer | null>;
  /** A stored size's bytes, or null when there is no such file. */
  open(hash: string, size: PhotoSize): Promise<{ size: number; stream: Readable } | null>;
}

export function createPhotosService(deps: { db: Db; storage: FileStorage; spoolDir: string }): PhotosService {
  const { db, storage, spoolDir } = deps;

  async function store(spoolPath: string, owner: string, crop: TPhotoCrop | null): Promise<string> {
    try {
      const photo = await processPhoto(spoolPath, owner, crop);
      for (const [size, bytes] of photo.files) {
        const temporary = path.join(spoolDir, randomUUID());
        await fs.promises.writeFile(temporary, bytes);
        await storage.putFromFile(photoKey(photo.hash, size), temporary, {
          size: bytes.length,
          contentType: 'image/webp',
        });
      }
      return photo.hash;
    } finally {
      await fs.promises.rm(spoolPath, { force: true });
    }
  }

  async function remove(hash: string | null | undefined) {
    if (!hash) return;
    for (const size of PHOTO_SIZES) await storage.delete(photoKey(hash, size));
  }

  /** Names the new files (or none); the replaced ones go, and so do the new ones if nothing names them. */
  async function swap(
    write: (hash: string | null) => Promise<string | null | undefined>,
    hash: string | null,
    what: string,
  ) {
    const previous = await write(hash).catch(async (error: unknown) => {
      await remove(hash);
      throw error;
    });
    if (previous === undefined) {
      await remove(hash);
      throw notFound(what);
    }
    // The same picture uploaded again has the same hash: its files are the ones just written.
    if (previous !== hash) await remove(previous);
  }

  async function openFile(hash: string, size: PhotoSize) {
    const key = photoKey(hash, size);
    const bytes = await storage.size(key);
    if (bytes === null) return null;
    return { size: bytes, stream: await storage.open(key) };
  }

  return {
    async releaseOwnerInTx(tx, userId, now) {
      const hashes = await repo.clearOwnerPhotos(tx, userId);
      if (hashes.length === 0) return;
      await enqueue(tx, [{ queue: DELETE_PHOTO_FILES_QUEUE, payload: { hashes }, maxAttempts: 10 }], now);
    },
    async deleteFiles(hashes) {
      for (const hash of hashes) await remove(hash);
    },
    async setMyPhoto(caller, { spoolPath, crop }) {
      const hash = await store(spoolPath, `user:${caller.id}`, crop);
      await swap((next) => repo.swapUserPhoto(db, caller.id, next), hash, 'User');
      return photoUrls(hash);
    },
    async deleteMyPhoto(caller) {
      await swap((next) => repo.swapUserPhoto(db, caller.id, next), null, 'User');
    },
    async setPortfolioCover(caller, submissionId, { spoolPath, crop }) {
      // Checked first so nothing is processed or stored for someone else's item.
      if (!(await repo.isOwnPortfolioItem(db, caller.id, submissionId))) {
        await fs.promises.rm(spoolPath, { force: true });
        throw notFound('Portfolio item');
      }
      const hash = await store(spoolPath, `portfolio:${submissionId}`, crop);
      await swap((next) => repo.swapPortfolioCover(db, caller.id, submissionId, next), hash, 'Portfolio item');
      return photoUrls(hash);
    },
    async deletePortfolioCover(caller, submissionId) {
      await swap((next) => repo.swapPortfolioCover(db, caller.id, submissionId, next), null, 'Portfolio item');
    },
    photoOf: (userId) => repo.userPhoto(db, userId),
    async bytes(hash, size) {
      const file = await openFile(hash, size);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    },
    open: openFile,
  };
}
