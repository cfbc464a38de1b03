import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROUTE_PATTERNS } from '@briefly/shared/routes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every page address answers with the web app, whatever the client accepts; unknown pages with
// status 404 (the app shows its not-found page). API paths and missing assets answer the envelope.

let t: TestApp;
let distDir: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-web-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map'), '{"sources":["secret.ts"]}');
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('page addresses', () => {
  it('answer the web app with 200 for every route of the web app, whatever Accept says', async () => {
    const concrete = WEB_ROUTE_PATTERNS.map((pattern) =>
      pattern.replace(/:\w+/g, '123e4567-e89b-12d3-a456-426614174000'),
    );
    // A brief, brand or creator page whose id names nothing is the not-found page (docs/product/public-pages.md).
    const missing = (url: string) => /^\/(brief\/[^/]+|brand\/[^/]+\/briefs|creators\/[^/]+)$/.test(url);
    for (const url of [...concrete, '/marketplace?search=x', '/brand/dashboard?tab=briefs', '/login/']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
        const response = await get(url, accept ? { accept } : {});
        expect(response.statusCode, `${url} (${accept})`).toBe(missing(url) ? 404 : 200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root"></div>');
        if (missing(url)) expect(response.body).toContain('name="robots" content="noindex"');
      }
    }
  });

  it('answer the web app with 404 for an unknown page, so it shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/brief', '/brief/1/apply/more', '/admin/nope', '/test-provider/unknown']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(INDEX);
    }
  });

  it('keep the API and the assets out of it', async () => {
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((await get('/assets/missing-123.js')).json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/marketplace' })).json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('serve assets, but never source maps', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const map = await get('/assets/app-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});
