import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_SIZES, type TPhotoResponse } from '@briefly/shared/photos';
import { queryRows, type Database } from '../../db/client.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createCreator, TEST_PASSWORD } from '../../../test/factories.ts';
import { createPhotosModule } from './photos.module.ts';
import { DELETE_PHOTO_FILES_QUEUE } from './photos.service.ts';

// A closed account's photo files (docs/product/photos.md#a-closed-account): the closing transaction unnames
// them and queues their deletion; the job deletes every size, and is retried while the storage fails.

// On a database of its own (a scratch database on PostgreSQL): on the shared test database another file's job
// runner could take the deletion job and delete in its own data directory, not this one.
let t: TestApp;
let isolated: { database: Database; drop(): Promise<void> };
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-photos-closing-'));
  isolated = await isolatedDatabase('briefly_photos_closing');
  t = await createTestApp({
    database: isolated.database,
    env: { DATA_DIR: dataDir, JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL_MS: '100', JOBS_RETRY_BASE_MS: '100' },
  });
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const photosDir = () => path.join(dataDir, 'files', 'photos');
const storedFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);

async function uploadPhoto(token: string): Promise<string> {
  const boundary = '----brieflyclosing';
  const content = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2d6cdf' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { photo } = response.json<TPhotoResponse>();
  return /photos\/([0-9a-f]{32})-/.exec(photo!.url64)![1]!;
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('closing an account', () => {
  it('unnames its photo in the closing transaction and a job deletes every size of it', async () => {
    const creator = await createCreator(t.app);
    const other = await createCreator(t.app);
    const hash = await uploadPhoto(creator.token);
    const kept = await uploadPhoto(other.token);
    expect(storedFiles().filter((file) => file.startsWith(hash))).toHaveLength(PHOTO_SIZES.length);

    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(creator.token),
      payload: { password: TEST_PASSWORD },
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const [user] = await queryRows<{ photo_hash: string | null }>(
      t.database.db,
      sql`select photo_hash from users where id = ${creator.user.id}::uuid`,
    );
    expect(user!.photo_hash).toBeNull();
    await waitUntil('the photo files to be deleted', () => storedFiles().every((file) => !file.startsWith(hash)));
    // Another account's photo stays, and so does the job's record of its work.
    expect(storedFiles().filter((file) => file.startsWith(kept))).toHaveLength(PHOTO_SIZES.length);
    const [job] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from jobs where queue = ${DELETE_PHOTO_FILES_QUEUE} and payload->'hashes' ? ${hash}`,
    );
    await waitUntil('the job to complete', async () => {
      const [row] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from jobs where queue = ${DELETE_PHOTO_FILES_QUEUE} and payload->'hashes' ? ${hash}`,
      );
      return row?.status === 'completed';
    });
    expect(job).toBeDefined();
  });

  it('leaves the job to be tried again when the storage fails, deleting every size once it answers', async () => {
    const deleted: string[] = [];
    let failures = 1;
    const storage = {
      async delete(key: string) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('the bucket did not answer');
        }
        deleted.push(key);
      },
    } as unknown as FileStorage;
    const module = createPhotosModule({
      db: t.database.db,
      dataDir,
      s3: null,
      rateLimit: { max: 10, windowMs: 1000 },
      storage,
    });
    const queue = module.queues!.find((handler) => handler.queue === DELETE_PHOTO_FILES_QUEUE)!;
    const hash = 'cd'.repeat(16);
    await expect(queue.handle({ hashes: [hash] }, { id: 1, attempt: 1 })).rejects.toThrow('did not answer');
    await queue.handle({ hashes: [hash, 'not a hash'] }, { id: 1, attempt: 2 });
    expect(deleted).toEqual(PHOTO_SIZES.map((size) => `photos/${hash}-${size}.webp`));
  });
});
