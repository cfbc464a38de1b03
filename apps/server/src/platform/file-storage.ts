import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

// Where uploaded files live (docs/decisions/012-messaging.md): message attachments, disputes' evidence
// files (docs/product/disputes.md) and profile photos (docs/product/photos.md). One interface, the data directory by default, an S3-compatible
// bucket when S3_* is configured so several processes share files. Uploads are first spooled to a local temporary file (the size and the bytes are
// checked there, never in memory), then handed to the storage under a generated key.

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Moves (local) or copies (S3) the spooled file at `sourcePath` to `key`; the source is gone afterwards either way. */
  putFromFile(key: string, sourcePath: string, meta: { size: number; contentType: string }): Promise<void>;
  /** The object's size, or null when it is not there. */
  size(key: string): Promise<number | null>;
  /** The object's bytes (or a range of them: video players seek with Range requests). */
  open(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by us (`messages/<conversation>/<uuid>`, `disputes/<dispute>/<uuid>`,
 * `photos/<content hash>-<size>.webp`);
 * anything else is refused before touching a path.
 */
const KEY_PATTERNS = [/^[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/, /^photos\/[0-9a-f]{32}-(64|128|256|512)\.webp$/];
function checkKey(key: string): string {
  if (!KEY_PATTERNS.some((pattern) => pattern.test(key))) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/** A new key for a file of an owner: `messages/<conversation>/<uuid>`, `disputes/<dispute>/<uuid>`. */
export const newStorageKey = (ownerId: string, area: 'messages' | 'disputes' = 'messages') =>
  `${area}/${ownerId}/${randomUUID()}`;

/** Temporary files for uploads in progress: on the data directory's disk, so a local put is a rename. */
export function uploadSpoolDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

export function createLocalFileStorage(root: string): FileStorage {
  const fullPath = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async putFromFile(key, sourcePath) {
      const target = fullPath(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(sourcePath, target);
      } catch (error) {
        // Another filesystem (DATA_DIR/tmp mounted elsewhere): copy, then drop the source.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.promises.copyFile(sourcePath, target);
        await fs.promises.rm(sourcePath, { force: true });
      }
    },
    async size(key) {
      try {
        return (await fs.promises.stat(fullPath(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key, range) {
      return fs.createReadStream(fullPath(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.promises.rm(fullPath(key), { force: true });
    },
  };
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where an operation requires them. By default the SDK sends uploads with
    // aws-chunked framing and a trailing CRC32, which S3-compatible servers that do not speak it
    // store as part of the object (54,934 bytes kept for 54,890 sent); AWS itself needs neither.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async putFromFile(key, sourcePath, meta) {
      try {
        // A known length lets the SDK stream the file instead of buffering it.
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: checkKey(key),
            Body: fs.createReadStream(sourcePath),
            ContentLength: meta.size,
            ContentType: meta.contentType,
          }),
        );
      } finally {
        await fs.promises.rm(sourcePath, { force: true });
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (
          error instanceof NotFound ||
          error instanceof NoSuchKey ||
          ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '')
        )
          return null;
        throw error;
      }
    },
    async open(key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: config.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!object.Body) throw new Error(`empty body for ${key}`);
      return object.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
  };
}

export function createFileStorage(options: { dataDir: string; s3: S3StorageConfig | null }): FileStorage {
  return options.s3 ? createS3FileStorage(options.s3) : createLocalFileStorage(path.join(options.dataDir, 'files'));
}
