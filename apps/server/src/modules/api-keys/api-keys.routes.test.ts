import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_KEY_MESSAGES, API_KEY_SCOPES, API_KEYS_PER_BRAND, type ApiKeyScope } from '@briefly/shared/api-keys';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  briefPayload,
  createBrand,
  createCreator,
  createFundedBrief,
  paidIntent,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { API_KEY_OPERATION_SCOPES } from './api-key-scopes.ts';

// Brands' API keys (docs/product/api.md, decision 049): Settings › API's routes, and a key on every
// operation of the published document: allowed where its scope covers it, refused everywhere else.

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string; id: string };
let creator: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, ob, c] = await Promise.all([createBrand(t.app), createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: ob.token, id: ob.user.id };
  creator = { token: c.token };
});
afterAll(() => t.close());

const URL = '/api/brands/api-keys';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function newKey(token: string, scopes: ApiKeyScope[], extra: Record<string, unknown> = {}) {
  const response = await call('POST', URL, token, { name: `key ${scopes.join(' ')}`, scopes, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { apiKey: { id: string; prefix: string }; secret: string };
}

describe('Settings › API', () => {
  it('creates a key (its secret in that answer only), lists it by its prefix and revokes it', async () => {
    const created = await call('POST', URL, brand.token, { name: ' CI ', scopes: ['briefs:read', 'briefs:read'] });
    expect(created.statusCode).toBe(201);
    const { apiKey, secret } = created.json();
    expect(secret).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'CI',
      scopes: ['briefs:read'],
      prefix: secret.slice(0, 12),
      lastUsedAt: null,
    });
    const listed = await call('GET', URL, brand.token);
    expect(listed.json().limit).toBe(API_KEYS_PER_BRAND);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().apiKeys.map((key: { id: string }) => key.id)).toContain(apiKey.id);

    expect((await call('GET', '/api/brands/briefs', secret)).statusCode).toBe(200);
    const used = (await call('GET', URL, brand.token))
      .json()
      .apiKeys.find((key: { id: string }) => key.id === apiKey.id);
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedIp).toBe('127.0.0.1');

    const revoked = await call('DELETE', `${URL}/${apiKey.id}`, brand.token);
    expect(revoked.json()).toEqual({ id: apiKey.id, revoked: true });
    expect((await call('GET', URL, brand.token)).json().apiKeys.map((key: { id: string }) => key.id)).not.toContain(
      apiKey.id,
    );
  });

  it('never stores the secret: only its SHA-256 and its first 12 characters', async () => {
    const { apiKey, secret } = await newKey(brand.token, ['submissions:read']);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from api_keys where id = ${apiKey.id}::uuid`,
    );
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    expect(row?.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.prefix).toBe(secret.slice(0, 12));
  });

  it('refuses anonymous callers, creators and other brands’ keys', async () => {
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    expect((await call('POST', URL, null, { name: 'x', scopes: ['briefs:read'] })).statusCode).toBe(401);
    expect((await call('GET', URL, creator.token)).statusCode).toBe(403);
    expect((await call('POST', URL, creator.token, { name: 'x', scopes: ['briefs:read'] })).statusCode).toBe(403);
    const { apiKey, secret } = await newKey(otherBrand.token, ['briefs:read']);
    const refused = await call('DELETE', `${URL}/${apiKey.id}`, brand.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(API_KEY_MESSAGES.notFound);
    expect((await call('GET', '/api/brands/briefs', secret)).statusCode).toBe(200);
    expect((await call('GET', URL, brand.token)).body).not.toContain(apiKey.id);
  });

  it('refuses bad input with a sentence and stores nothing', async () => {
    const before = (await call('GET', URL, brand.token)).json().apiKeys.length;
    for (const body of [
      { name: '', scopes: ['briefs:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['money:move'] },
      { name: 'x'.repeat(81), scopes: ['briefs:read'] },
      { name: 'x', scopes: ['briefs:read'], extra: true },
    ]) {
      const response = await call('POST', URL, brand.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(/\w+ \w+/);
    }
    expect((await call('DELETE', `${URL}/not-a-uuid`, brand.token)).statusCode).toBe(400);
    expect((await call('GET', URL, brand.token)).json().apiKeys.length).toBe(before);
  });

  it('refuses hostile input with a 4xx sentence, never a 500: NUL bytes, 100k characters, deep nesting, wrong types', async () => {
    const before = (await call('GET', URL, brand.token)).json().apiKeys.length;
    const scopes = ['briefs:read'];
    const huge = 'x'.repeat(100_000);
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level++) deep = { deep };
    const bodies: unknown[] = [
      { name: 'a\u0000b', scopes },
      { name: 'x', scopes: ['briefs:read\u0000'] },
      { 'na\u0000me': 'x', scopes },
      { name: huge, scopes },
      { name: 'x', scopes: [huge] },
      { name: 'x', scopes: Array.from({ length: 100_000 }, () => 'briefs:read') },
      { name: deep, scopes },
      { name: 5, scopes },
      { name: null, scopes },
      { name: ['x'], scopes },
      { name: 'x', scopes: 'briefs:read' },
      { name: 'x', scopes: [1] },
      { name: 'x', scopes: { 0: 'briefs:read' } },
      { name: 'x', scopes, revokeOnPasswordChange: 'yes' },
      [],
    ];
    const raw = [
      JSON.stringify({ name: 'x', scopes }).replace('"x"', '"\\u0000"'),
      '{"name": "x", "scopes": [',
      '['.repeat(100_000) + ']'.repeat(100_000),
      `{"name": "x", "scopes": ["briefs:read"], "revokeOnPasswordChange": 1e400}`,
      '"a key"',
      '42',
      'null',
    ];
    const answers = [
      ...(await Promise.all(bodies.map((body) => call('POST', URL, brand.token, body)))),
      ...(await Promise.all(
        raw.map((payload) =>
          t.app.inject({
            method: 'POST',
            url: URL,
            headers: { ...bearer(brand.token), 'content-type': 'application/json' },
            payload,
          }),
        ),
      )),
    ];
    for (const [index, answer] of answers.entries()) {
      const what = `body ${index}: ${answer.body.slice(0, 200)}`;
      // 413 for the body over 1 MB (the array of 100k scopes), 400 for the rest.
      expect([400, 413], what).toContain(answer.statusCode);
      expect(answer.json().error, what).toMatch(/\w+ \w+/);
    }
    // Bad addresses: a NUL in the id, 100k characters of it, a key of 100k characters.
    for (const answer of [
      await call('DELETE', `${URL}/%00`, brand.token),
      await call('DELETE', `${URL}/${huge}`, brand.token),
      await call('GET', URL, `bk_live_${huge}`),
    ]) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().error, answer.body).toMatch(/\w+ \w+/);
    }
    expect((await call('GET', URL, brand.token)).json().apiKeys.length).toBe(before);
  });

  it('manages no keys with a key: the key routes are account routes', async () => {
    const { secret } = await newKey(brand.token, [...API_KEY_SCOPES]);
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
    ] as const) {
      const response = await call(method, url, secret, { name: 'x', scopes: ['briefs:read'] });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('API_KEY_NOT_ALLOWED');
    }
  });
});

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  tags?: string[];
}
async function documentOperations() {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      // Every parameter an unknown id: refusals come before anything is read.
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      ...operation,
    })),
  );
  return { document, operations };
}
const isPublic = (operation: Operation) => !operation.security?.some((requirement) => 'bearer' in requirement);
const keyScopeOf = (operation: Operation) =>
  operation.security?.find((requirement) => 'apiKey' in requirement)?.apiKey?.[0];

describe('a key on the document’s operations', () => {
  it('documents exactly the table: the apiKey scheme with its scope on each listed operation', async () => {
    const { document, operations } = await documentOperations();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.fromEntries(
      operations.filter((operation) => keyScopeOf(operation)).map((o) => [o.operationId, keyScopeOf(o)]),
    );
    expect(documented).toEqual(API_KEY_OPERATION_SCOPES);
  });

  it('allows every scope its operations and refuses it every other (403 naming the scope)', async () => {
    const { operations } = await documentOperations();
    const keys = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (scope) => [scope, (await newKey(brand.token, [scope])).secret])),
    ) as Record<ApiKeyScope, string>;
    const covered = operations.filter((operation) => keyScopeOf(operation));
    expect(covered.length).toBe(Object.keys(API_KEY_OPERATION_SCOPES).length);
    for (const operation of covered) {
      for (const scope of API_KEY_SCOPES) {
        const response = await call(operation.method, operation.url, keys[scope], {});
        const label = `${scope} on ${operation.operationId}`;
        if (scope === keyScopeOf(operation)) {
          // Allowed: the route's own answer (an unknown id is its 404, an empty body its 400), never the key's refusal.
          expect([401, 403, 429], label).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({
            code: 'API_KEY_SCOPE_MISSING',
            error: API_KEY_MESSAGES.scopeMissing(keyScopeOf(operation)!),
            details: { scope: keyScopeOf(operation) },
          });
        }
      }
    }
  });

  it('refuses a key with every scope on every other signed-in operation, and reads it as nobody on public ones', async () => {
    const { operations } = await documentOperations();
    const { secret } = await newKey(brand.token, [...API_KEY_SCOPES]);
    const others = operations.filter((operation) => !keyScopeOf(operation));
    expect(others.length).toBeGreaterThan(100);
    for (const operation of others) {
      const response = await call(operation.method, operation.url, secret, {});
      if (isPublic(operation)) {
        // The key grants nothing: the same answer as nobody's.
        const anonymous = await call(operation.method, operation.url, null, {});
        expect(response.statusCode, operation.operationId).toBe(anonymous.statusCode);
      } else {
        expect(response.statusCode, operation.operationId).toBe(403);
        expect(response.json().code, operation.operationId).toBe('API_KEY_NOT_ALLOWED');
      }
    }
  });

  it('never moves money: no money or account operation is in the table, and distributing with a key is refused', async () => {
    const { operations } = await documentOperations();
    const moneyOrAccount = operations.filter((operation) =>
      operation.tags?.some((tag) => ['payments', 'rewards', 'payouts', 'auth', 'api-keys', 'admin'].includes(tag)),
    );
    for (const operation of moneyOrAccount) expect(keyScopeOf(operation), operation.operationId).toBeUndefined();
    for (const id of ['distributeBriefRewards', 'refundBriefPool', 'requestWithdrawal', 'fundBriefFromWallet'])
      expect(Object.keys(API_KEY_OPERATION_SCOPES)).not.toContain(id);

    const brief = await createFundedBrief(t.app, brand.token);
    const { secret } = await newKey(brand.token, [...API_KEY_SCOPES]);
    const ledgerRows = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries`))[0]?.n;
    const before = await ledgerRows();
    for (const url of [`/api/rewards/distribute-with-stripe`, `/api/briefs/${brief.id}/refund`]) {
      const response = await call('POST', url, secret, {});
      expect(response.statusCode, url).toBe(403);
    }
    expect(await ledgerRows()).toBe(before);

    // A brief a key creates is a draft: a paid intent is not taken.
    const intent = await paidIntent(t.app, brand.token, 50_000);
    const ledgerBefore = await ledgerRows();
    const funded = await call('POST', '/api/briefs', secret, {
      ...briefPayload({ reward: 500 }),
      paymentIntentId: intent.paymentIntentId,
    });
    expect(funded.statusCode).toBe(403);
    expect(funded.json()).toMatchObject({ code: 'API_KEY_NOT_ALLOWED', error: API_KEY_MESSAGES.noFunding });
    expect(await ledgerRows()).toBe(ledgerBefore);
    const draft = await call('POST', '/api/briefs', secret, briefPayload());
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().brief).toMatchObject({ status: 'draft', isFunded: false });
  });
});

describe('a key’s life', () => {
  it('is refused with 401 at once when revoked, and for a key never issued', async () => {
    const { apiKey, secret } = await newKey(brand.token, ['briefs:read']);
    expect((await call('GET', '/api/brands/briefs', secret)).statusCode).toBe(200);
    await call('DELETE', `${URL}/${apiKey.id}`, brand.token);
    const refused = await call('GET', '/api/brands/briefs', secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_INVALID', error: API_KEY_MESSAGES.invalid });
    expect((await call('GET', '/api/brands/briefs', `bk_test_${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('ends with a password change when the brand chose so, and with the account', async () => {
    const owner = await createBrand(t.app);
    const ending = await newKey(owner.token, ['briefs:read'], { revokeOnPasswordChange: true });
    const staying = await newKey(owner.token, ['briefs:read']);
    const changed = await call('POST', '/api/auth/change-password', owner.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-horse-battery-staple',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/brands/briefs', ending.secret)).statusCode).toBe(401);
    expect((await call('GET', '/api/brands/briefs', staying.secret)).statusCode).toBe(200);

    const closed = await call('DELETE', '/api/me', owner.token, { password: 'another-horse-battery-staple' });
    expect(closed.statusCode, closed.body).toBe(204);
    expect((await call('GET', '/api/brands/briefs', staying.secret)).statusCode).toBe(401);
  });
});

describe('a key’s rate', () => {
  it('is limited per key (API_KEY_RATE_LIMIT_MAX a minute)', async () => {
    const limited = await createTestApp({ env: { API_KEY_RATE_LIMIT_MAX: '3' } });
    try {
      const owner = await createBrand(limited.app);
      const create = (name: string) =>
        limited.app.inject({
          method: 'POST',
          url: URL,
          headers: bearer(owner.token),
          payload: { name, scopes: ['briefs:read'] },
        });
      const first = (await create('one')).json().secret as string;
      const second = (await create('two')).json().secret as string;
      const use = (key: string) =>
        limited.app.inject({ method: 'GET', url: '/api/brands/briefs', headers: bearer(key) });
      for (let i = 0; i < 3; i++) expect((await use(first)).statusCode).toBe(200);
      const over = await use(first);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      expect((await use(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
