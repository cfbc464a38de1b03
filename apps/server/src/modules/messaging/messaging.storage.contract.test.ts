import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ATTACHMENT_MAX_BYTES, type TMessage } from '@briefly/shared/messaging';
import type { TAuthResponse } from '@briefly/shared/auth';
import { PHOTO_SIZES, type TPhotoResponse } from '@briefly/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator } from '../../../test/factories.ts';
import {
  createLocalFileStorage,
  createS3FileStorage,
  newStorageKey,
  type FileStorage,
} from '../../platform/file-storage.ts';

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
let s3Endpoint: string;
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
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3Storage = createS3FileStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3Endpoint,
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
    for (const key of [
      '../../etc/passwd',
      `messages/${conversation}/../x`,
      'messages/a/b',
      'photos/../../etc/passwd',
      `photos/${'a'.repeat(32)}-100.webp`,
    ])
      await expect(storage().size(key)).rejects.toThrow(/invalid storage key/);
  });
});

// The same bucket behind the real app: an attachment uploaded through the API lands in the bucket
// byte for byte and comes back whole, by range and through its signed link; the 10 MB limit holds
// before anything reaches the bucket. Profile photos (docs/product/photos.md) live there too.
describe('attachments through the app, in the bucket', () => {
  let t: TestApp;
  let brand: TAuthResponse;
  let creator: TAuthResponse;
  let conversationId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')),
        MESSAGE_RATE_LIMIT_MAX: '100000',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    brand = await createBrand(t.app);
    creator = await createCreator(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: bearer(brand.token),
      payload: { receiverId: creator.user.id, initialMessage: 'Files follow' },
    });
    expect([200, 201], started.body).toContain(started.statusCode);
    conversationId = (started.json() as { conversation: { id: string } }).conversation.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  function upload(name: string, content: Buffer) {
    const boundary = `----briefly${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${conversationId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/messages/upload',
      headers: { ...bearer(brand.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('stores an upload in the bucket and serves it whole, by range and through its signed link', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(54_878)]);
    const response = await upload('clip.mp4', video);
    expect(response.statusCode, response.body).toBe(201);
    const message = (response.json() as { message: TMessage }).message;
    const whole = await t.app.inject({ method: 'GET', url: message.fileUrl!, headers: bearer(creator.token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: message.fileUrl!,
      headers: { ...bearer(creator.token), range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypmp42');
    expect(message.previewUrl).toMatch(/\/signed\?expires=\d+&sig=/);
    const signed = await t.app.inject({ method: 'GET', url: message.previewUrl! });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(video)).toBe(true);
    // Another first character, always (a signature that already began with the replacement stayed valid 1 time in 64).
    const tamperedUrl = message.previewUrl!.replace(
      /sig=(.)/,
      (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`,
    );
    const tampered = await t.app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBeGreaterThanOrEqual(400);
    expect(tampered.statusCode).toBeLessThan(500);
  });

  it('refuses a file of 10 MB or more before it reaches the bucket', async () => {
    const before = await s3Storage.size(newStorageKey(conversationId)); // a fresh key: nothing there
    expect(before).toBeNull();
    const content = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x41);
    content.write('%PDF-1.4');
    const response = await upload('big.pdf', content);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'File size must be less than 10MB', code: 'PAYLOAD_TOO_LARGE' });
    const stored = fs
      .readdirSync(path.join(scratch, 's3rver', BUCKET), { recursive: true })
      .map(String)
      .filter((entry) => entry.includes(conversationId) && entry.endsWith('._S3rver_object'));
    expect(stored).toHaveLength(1); // the video of the test above, not the refused PDF
  });

  it('stores a photo at every size in the bucket, serves it, and deletion removes every size', async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e8449' } })
      .jpeg()
      .toBuffer();
    const boundary = `----briefly${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { ...bearer(creator.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo } = uploaded.json() as TPhotoResponse;
    const keys = PHOTO_SIZES.map((size) => photo![`url${size}`].replace('/api/', ''));
    for (const key of keys) expect(await s3Storage.size(key)).toBeGreaterThan(0);
    const served = await t.app.inject({ method: 'GET', url: photo!.url128 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(128);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/me/photo', headers: bearer(creator.token) });
    expect(removed.statusCode).toBe(200);
    for (const key of keys) expect(await s3Storage.size(key)).toBeNull();
  });
});
