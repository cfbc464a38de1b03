import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHead } from '../modules/public-pages/head-html.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createBrand, createDraftBrief } from '../../test/factories.ts';
import { openEventStream } from '../../test/server-processes.ts';

// What goes over the wire compressed (docs/performance.md): the web app's files as the build precompressed them
// (.br and .gz next to each file), API JSON of 1 kB or more compressed per request, the event stream never.

let t: TestApp;
let distDir: string;
const INDEX = `<!doctype html><html><head><title>Briefly</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('hello '.repeat(300))}}\n`;

/** A built web app in miniature, with the compressed copies the build writes (apps/web/vite.config.ts). */
function writeBuiltFile(relative: string, content: string) {
  const file = path.join(distDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-web-dist-'));
  writeBuiltFile('index.html', INDEX);
  writeBuiltFile('assets/app-abc123.js', SCRIPT);
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}');
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();
const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('the web app’s files', () => {
  it('go out as the precompressed copy the client accepts, with Vary: Accept-Encoding', async () => {
    for (const [acceptEncoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const response = await get('/assets/app-abc123.js', { 'accept-encoding': acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(varies(response.headers.vary), acceptEncoding).toBe(true);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(expected, response.rawPayload)).toBe(SCRIPT);
    }
  });

  it('go out plain to a client that accepts no compression, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<
      string,
      string
    >[]) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response.headers.vary)).toBe(true);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('include index.html sent for every page address, known (200) or not (404)', async () => {
    // Public pages carry their own head (docs/product/public-pages.md); any other page is index.html as built.
    const heads = new Map<string, string>();
    for (const url of ['/marketplace', '/']) {
      heads.set(url, withHead(INDEX, (await t.app.services.pageHeadFor(url, new URLSearchParams()))!));
    }
    const pageHtml = (url: string) => heads.get(url) ?? INDEX;
    for (const [url, status] of [
      ['/marketplace', 200],
      ['/', 200],
      ['/no-such-page', 404],
    ] as const) {
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.statusCode, url).toBe(status);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(varies(response.headers.vary), url).toBe(true);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(encoding, response.rawPayload)).toBe(pageHtml(url));
      }
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(pageHtml(url));
    }
  });

  it('never include the build metadata in .vite/', async () => {
    for (const encoding of [undefined, 'br']) {
      const response = await get('/.vite/manifest.json', encoding ? { 'accept-encoding': encoding } : {});
      expect(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload)).not.toContain(
        'src/main.tsx',
      );
    }
  });
});

describe('API answers', () => {
  it('are compressed from 1 kB, in the encoding the client prefers, with Vary: Accept-Encoding', async () => {
    const brand = await createBrand(t.app);
    for (let i = 0; i < 4; i++) await createDraftBrief(t.app, brand.token);
    const plain = await get('/api/brands/briefs', bearer(brand.token));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/brands/briefs', { ...bearer(brand.token), 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response.headers.vary)).toBe(true);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
  });

  it('under 1 kB go out as they are', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the live-updates stream', () => {
  it('is never compressed, whatever the client accepts', async () => {
    const brand = await createBrand(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const acceptEncoding of ['br', 'gzip', 'gzip, deflate, br, zstd', '*']) {
      const stream = await openEventStream(baseUrl, '/api/realtime', {
        ...bearer(brand.token),
        'accept-encoding': acceptEncoding,
      });
      try {
        expect(stream.status).toBe(200);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(stream.headers['content-encoding'], acceptEncoding).toBeUndefined();
        await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
      } finally {
        stream.close();
      }
    }
  });
});
