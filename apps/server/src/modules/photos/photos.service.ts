import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PHOTO_SIZES, photoUrls, type PhotoSize, type TPhoto, type TPhotoCrop } from '@briefly/shared/photos';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { AuthenticatedUser } from '../../platform/identity.ts';
import { processPhoto } from './photos.images.ts';
import * as repo from './photos.repository.ts';

// Profile photos, logos and portfolio covers (docs/product/photos.md): processed, stored at every
// size under `photos/<hash>-<size>.webp`, named in the database, and the replaced files removed.

export const photoKey = (hash: string, size: PhotoSize) => `photos/${hash}-${size}.webp`;

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

  return {
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
    async open(hash, size) {
      const key = photoKey(hash, size);
      const bytes = await storage.size(key);
      if (bytes === null) return null;
      return { size: bytes, stream: await storage.open(key) };
    },
  };
}
