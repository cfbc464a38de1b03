import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrieflyClient } from '@briefly/client';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, createBrand, createDraftBrief } from '../test/factories.ts';
import { CLIENT_TYPES_FILE, clientTypes } from '../test/client-types.ts';

// The typed client (packages/client, docs/product/api.md#a-typed-client) is generated from the published
// document: the committed types must be what `npm run client:generate` writes from the document served now.

const repo = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the typed client', () => {
  it('has the types of the document the app serves (run `npm run client:generate` after changing a route)', async () => {
    const committed = fs.readFileSync(path.join(repo, CLIENT_TYPES_FILE), 'utf8');
    const generated = await clientTypes(t.app);
    // One line's difference, not a 1 MB diff, when it fails.
    const committedLines = committed.split('\n');
    const firstDifference = generated.split('\n').findIndex((line, index) => line !== committedLines[index]);
    expect(
      firstDifference === -1 && committed.length === generated.length,
      `first differing line ${firstDifference + 1}`,
    ).toBe(true);
  });

  it('lists a brand’s briefs with an API key, typed, and hands a refusal back as the envelope', async () => {
    const brand = await createBrand(t.app);
    const brief = await createDraftBrief(t.app, brand.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/brands/api-keys',
      headers: bearer(brand.token),
      payload: { name: 'client', scopes: ['briefs:read'] },
    });
    // openapi-fetch's requests, answered by the app in process.
    const fetch = async (request: Request) => {
      const answer = await t.app.inject({
        method: request.method as 'GET',
        url: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers),
        ...(request.body ? { payload: await request.text() } : {}),
      });
      return new Response(answer.body || null, {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    };
    const briefly = createBrieflyClient({ baseUrl: 'https://briefly.example/', apiKey: created.json().secret, fetch });
    const { data } = await briefly.GET('/api/brands/briefs');
    expect(data?.briefs.map((item) => item.id)).toContain(brief.id);
    const refused = await briefly.GET('/api/brands/submissions');
    expect(refused.response.status).toBe(403);
    expect(refused.error?.code).toBe('API_KEY_SCOPE_MISSING');
  });
});
