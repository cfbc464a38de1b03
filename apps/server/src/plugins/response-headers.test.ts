import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthResponse } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createBrand, TEST_PASSWORD } from '../../test/factories.ts';

// What answers tell browsers and caches (docs/decisions/011-hostile-input-and-sign-in-limits.md).

let t: TestApp;
let brand: TAuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  brand = await createBrand(t.app);
});
afterAll(() => t?.close());

describe('Cache-Control', () => {
  it('is no-store on every answer to a signed-in request, success or refusal', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/brands/briefs'],
      ['GET', '/api/briefs/public'],
      ['GET', '/api/creators/profile'],
      ['GET', '/api/no-such-route'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(brand.token) });
      expect(response.headers['cache-control'], `${method} ${url} → ${response.statusCode}`).toBe('no-store');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('expired-or-made-up') })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
  });

  it('is no-store on a sign-in’s answer, which holds a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: brand.user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public reads cacheable', async () => {
    for (const url of ['/api/briefs/public', '/api/config/public', '/api/health']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent when the server is reached over plain HTTP', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ database: t.database, env: { PUBLIC_URL: 'https://briefly.example' } });
    try {
      expect(
        (await https.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
      ).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});

describe('security headers', () => {
  it('are on answers of every kind: a read, a refusal and an unknown address', async () => {
    for (const [url, status] of [
      ['/api/briefs/public', 200],
      ['/api/brands/briefs', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
