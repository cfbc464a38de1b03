import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createLocalFileStorage, createS3FileStorage, newStorageKey, type FileStorage } from './messaging.storage.ts';

// One contract for where attachments live (docs/decisions/012-messaging.md), run against the data
// directory and against an S3-compatible server started here (s3rver, on loopback): bytes stored
// exactly as sent, size, streamed downloads whole and by range, deletion, a missing object, keys we
// did not make refused. The S3 client is configured as production configures it (config.ts → S3_*).

const BUCKET = 'briefly-contract';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-storage-'));
let s3: S3rver;
const backends: Array<{ name: string; storage: () => FileStorage }> = [];
let s3Storage: FileStorage;
let localStorage: FileStorage;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3rver'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Storage = createS3FileStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  localStorage = createLocalFileStorage(path.join(scratch, 'files'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});
backends.push(
  { name: 'data directory', storage: () => localStorage },
  { name: 's3 (s3rver)', storage: () => s3Storage },
);

/** A spooled upload, as the upload route leaves it before handing it to the storage. */
function spooled(content: Buffer): string {
  const file = path.join(scratch, `spool-${randomUUID()}`);
  fs.writeFileSync(file, content);
  return file;
}

describe.each(backends)('file storage: $name', ({ storage }) => {
  const conversation = randomUUID();

  it('stores an upload byte for byte (no chunk framing) and takes the spooled file away', async () => {
    const content = randomBytes(54_890);
    const key = newStorageKey(conversation);
    const source = spooled(content);
    await storage().putFromFile(key, source, { size: content.length, contentType: 'application/octet-stream' });
    expect(fs.existsSync(source)).toBe(false);
    expect(await storage().size(key)).toBe(54_890);
    expect((await bytesOf(await storage().open(key))).equals(content)).toBe(true);
  });

  it('streams a byte range, as video players ask for one', async () => {
    const content = randomBytes(10_000);
    const key = newStorageKey(conversation);
    await storage().putFromFile(key, spooled(content), { size: content.length, contentType: 'video/mp4' });
    expect(
      (await bytesOf(await storage().open(key, { start: 100, end: 1_099 }))).equals(content.subarray(100, 1_100)),
    ).toBe(true);
    expect(
      (await bytesOf(await storage().open(key, { start: 9_990, end: 9_999 }))).equals(content.subarray(9_990)),
    ).toBe(true);
  });

  it('holds a file of the 10 MB limit whole', async () => {
    const content = randomBytes(10 * 1024 * 1024);
    const key = newStorageKey(conversation);
    await storage().putFromFile(key, spooled(content), { size: content.length, contentType: 'application/pdf' });
    expect(await storage().size(key)).toBe(content.length);
    const tail = await bytesOf(await storage().open(key, { start: content.length - 16, end: content.length - 1 }));
    expect(tail.equals(content.subarray(content.length - 16))).toBe(true);
  });

  it('deletes an object (twice is fine), after which it has no size', async () => {
    const key = newStorageKey(conversation);
    await storage().putFromFile(key, spooled(Buffer.from('gone soon')), { size: 9, contentType: 'text/plain' });
    await storage().delete(key);
    await storage().delete(key);
    expect(await storage().size(key)).toBeNull();
  });

  it('answers null for an object that was never stored', async () => {
    expect(await storage().size(newStorageKey(conversation))).toBeNull();
  });

  it('refuses a key it did not make, before touching a path or the bucket', async () => {
    for (const key of ['../../etc/passwd', `messages/${conversation}/../x`, 'messages/a/b'])
      await expect(storage().size(key)).rejects.toThrow(/invalid storage key/);
  });
});
