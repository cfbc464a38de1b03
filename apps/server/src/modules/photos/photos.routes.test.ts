import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_SIZES, type TPhotoResponse } from '@briefly/shared/photos';
import type { TAuthResponse } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator } from '../../../test/factories.ts';

// Photos and logos through the real app (docs/product/photos.md): what is stored is a fresh WebP
// without the upload's metadata, only real pictures get in, the files are public and immutable,
// and removing a photo removes every size.

let t: TestApp;
let dataDir: string;
let creator: TAuthResponse;
let brand: TAuthResponse;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MESSAGE_RATE_LIMIT_MAX: '100000' } });
  creator = await createCreator(t.app);
  brand = await createBrand(t.app);
});
afterAll(() => t.close());

const call = (options: InjectOptions) => t.app.inject(options);
const photosDir = () => path.join(dataDir, 'files', 'photos');
const storedFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);
const spooled = () => {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** A multipart body the way a browser's FormData sends it. */
function multipart(file: { name: string; content: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----briefly${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string | null, file: { name: string; content: Buffer } | null, fields?: Record<string, string>) {
  const body = multipart(file, fields);
  return call({
    method: 'POST',
    url: '/api/me/photo',
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

/** A JPEG taken "somewhere": EXIF with the artist's name and GPS coordinates. */
async function jpegWithGps(width = 800, height = 600, background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Maya Makes' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .toBuffer();
}

describe('uploading a photo', () => {
  it('stores a WebP at every size without the EXIF or GPS of the upload, cropped square', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Maya Makes');
    const response = await upload(creator.token, { name: 'me.jpg', content: original });
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = response.json() as TPhotoResponse;
    expect(photo).not.toBeNull();
    for (const size of PHOTO_SIZES) {
      const url = photo![`url${size}`];
      expect(url).toMatch(new RegExp(`^/api/photos/[0-9a-f]{32}-${size}\\.webp$`));
      const file = path.join(dataDir, 'files', url.replace('/api/', ''));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(fs.readFileSync(file).toString('latin1')).not.toContain('Maya Makes');
    }
    expect(spooled()).toEqual([]);
  });

  it('serves each size publicly with the immutable cache header, and 404 for one that is not there', async () => {
    const response = await upload(brand.token, { name: 'logo.png', content: await jpegWithGps(300, 300) });
    const { photo } = response.json() as TPhotoResponse;
    for (const size of PHOTO_SIZES) {
      const served = await call({ method: 'GET', url: photo![`url${size}`] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(size);
    }
    const missing = await call({ method: 'GET', url: `/api/photos/${'0'.repeat(32)}-64.webp` });
    expect(missing.statusCode).toBe(404);
    const bad = await call({ method: 'GET', url: '/api/photos/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(400);
  });

  it('uses the crop the client chose', async () => {
    // Left half red, right half blue: a crop of the right half is all blue.
    const picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } },
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const response = await upload(
      creator.token,
      { name: 'me.png', content: picture },
      { x: '200', y: '0', size: '200' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = response.json() as TPhotoResponse;
    const file = path.join(dataDir, 'files', photo!.url64.replace('/api/', ''));
    const { dominant } = await sharp(file).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
  });

  it('replacing a photo removes the previous one, every size', async () => {
    const first = (await upload(creator.token, { name: 'a.jpg', content: await jpegWithGps(500, 500) })).json();
    const firstHash = (first as TPhotoResponse).photo!.url64.slice(12, 44);
    const second = await upload(creator.token, { name: 'b.jpg', content: await jpegWithGps(600, 500, '#2471a3') });
    expect(second.statusCode).toBe(200);
    expect(storedFiles().filter((name) => name.startsWith(firstHash))).toEqual([]);
  });

  it('deleting removes every size from the disk; initials again (photo null)', async () => {
    const other = await createCreator(t.app);
    const { photo } = (
      await upload(other.token, { name: 'a.jpg', content: await jpegWithGps() })
    ).json() as TPhotoResponse;
    const hash = photo!.url64.slice(12, 44);
    expect(storedFiles().filter((name) => name.startsWith(hash))).toHaveLength(4);
    const removed = await call({ method: 'DELETE', url: '/api/me/photo', headers: bearer(other.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ photo: null });
    expect(storedFiles().filter((name) => name.startsWith(hash))).toEqual([]);
    expect((await call({ method: 'GET', url: photo!.url256 })).statusCode).toBe(404);
    // Twice is fine.
    expect((await call({ method: 'DELETE', url: '/api/me/photo', headers: bearer(other.token) })).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  const refusedWithNothingStored = async (
    content: Buffer,
    name: string,
    status: number,
    message: RegExp,
    fields?: Record<string, string>,
  ) => {
    const before = storedFiles();
    const response = await upload(creator.token, { name, content }, fields);
    expect(response.statusCode, response.body).toBe(status);
    expect((response.json() as { error: string }).error).toMatch(message);
    expect(storedFiles()).toEqual(before);
    expect(spooled()).toEqual([]);
  };

  it('refuses a renamed HTML page, SVG or executable, and stores nothing', async () => {
    const notPicture = /not a picture we can use/;
    await refusedWithNothingStored(Buffer.from('<!doctype html><script>alert(1)</script>'), 'me.jpg', 400, notPicture);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>';
    await refusedWithNothingStored(Buffer.from(svg), 'me.png', 400, notPicture);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]);
    await refusedWithNothingStored(elf, 'me.webp', 400, notPicture);
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await refusedWithNothingStored(gif, 'me.jpg', 400, notPicture);
  });

  it('refuses 5 MB + 1 byte (413) and a picture under 128 px', async () => {
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    (await jpegWithGps()).copy(big);
    await refusedWithNothingStored(big, 'big.jpg', 413, /too large: the limit is 5 MB/);
    const small = await sharp({ create: { width: 400, height: 127, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await refusedWithNothingStored(small, 'small.png', 400, /too small: it needs at least 128 × 128/);
  });

  it('refuses a crop outside the picture or not square numbers', async () => {
    const picture = await jpegWithGps(300, 300);
    await refusedWithNothingStored(picture, 'a.jpg', 400, /crop must be a square inside/, {
      x: '100',
      y: '0',
      size: '250',
    });
    await refusedWithNothingStored(picture, 'a.jpg', 400, /whole numbers x, y and size/, {
      x: 'left',
      y: '0',
      size: '200',
    });
    await refusedWithNothingStored(picture, 'a.jpg', 400, /whole numbers x, y and size/, {
      x: '0',
      y: '0',
      size: '100',
    });
  });

  it('refuses a body without a file, or not multipart', async () => {
    expect((await upload(creator.token, null)).statusCode).toBe(400);
    const json = await call({ method: 'POST', url: '/api/me/photo', headers: bearer(creator.token), payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('refuses the anonymous (401) and admins (403), for upload and deletion', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const picture = { name: 'a.jpg', content: await jpegWithGps() };
    expect((await upload(null, picture)).statusCode).toBe(401);
    expect((await upload(admin.token, picture)).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: '/api/me/photo' })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/api/me/photo', headers: bearer(admin.token) })).statusCode).toBe(403);
  });
});
