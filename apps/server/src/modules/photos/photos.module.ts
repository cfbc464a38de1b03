import type { Db } from '../../db/client.ts';
import {
  createFileStorage,
  uploadSpoolDir,
  type FileStorage,
  type S3StorageConfig,
} from '../../platform/file-storage.ts';
import type { AppModule } from '../../platform/module.ts';
import { photosRoutes } from './photos.routes.ts';
import { PHOTO_HASH } from '@briefly/shared/photos';
import { createPhotosService, DELETE_PHOTO_FILES_QUEUE, type PhotosService } from './photos.service.ts';

// Photos (docs/product/photos.md): profile photos, brand logos and portfolio covers. Its columns:
// users.photo_hash, portfolio_items.cover_hash; its files: `photos/…` in the same FileStorage as
// message attachments (the data directory, or the S3 bucket).

export function createPhotosModule(deps: {
  db: Db;
  dataDir: string;
  s3: S3StorageConfig | null;
  rateLimit: { max: number; windowMs: number };
  /** Replaces the storage chosen by config (tests). */
  storage?: FileStorage;
}): AppModule<{ photos: PhotosService }> {
  const storage = deps.storage ?? createFileStorage({ dataDir: deps.dataDir, s3: deps.s3 });
  const spoolDir = uploadSpoolDir(deps.dataDir);
  const photos = createPhotosService({ db: deps.db, storage, spoolDir });
  return {
    name: 'photos',
    services: { photos },
    routes: [(app) => photosRoutes(app, { photos, spoolDir, rateLimit: deps.rateLimit })],
    queues: [
      {
        // A closed account's photo files: retried with backoff while the disk or bucket fails.
        queue: DELETE_PHOTO_FILES_QUEUE,
        maxAttempts: 10,
        handle: (payload) =>
          photos.deleteFiles(
            (Array.isArray(payload.hashes) ? payload.hashes : []).filter(
              (hash): hash is string => typeof hash === 'string' && PHOTO_HASH.test(hash),
            ),
          ),
      },
    ],
  };
}
