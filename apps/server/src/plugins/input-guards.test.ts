import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthResponse } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  briefPayload,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
} from '../../test/factories.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './input-guards.ts';
import { withoutUserData } from './error-handler.ts';

// The cases fuzzing found answering 500 (docs/decisions/011-hostile-input-and-sign-in-limits.md),
// each now a 400 in the envelope, and the empty JSON body every bodiless route accepts.

let t: TestApp;
let brand: TAuthResponse;
let creator: TAuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  [brand, creator] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
});
afterAll(() => t?.close());

const json = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: string,
  token?: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}), ...headers },
  });

describe('text', () => {
  it.each([
    [
      'a NUL in the sign-in email',
      () => json('POST', '/api/login', JSON.stringify({ email: 'a\u0000@b.co', password: 'whatever-password' })),
    ],
    [
      'a NUL in a brief’s title',
      () => json('POST', '/api/briefs', JSON.stringify(briefPayload({ title: 'Launch\u0000' })), brand.token),
    ],
    [
      'a lone surrogate in additionalFields',
      () =>
        json(
          'POST',
          '/api/briefs',
          JSON.stringify(briefPayload({ additionalFields: { productName: 'x\ud800' } })),
          brand.token,
        ),
    ],
    [
      'a lone surrogate in a key',
      () =>
        json(
          'POST',
          '/api/briefs',
          JSON.stringify(briefPayload({ additionalFields: { ['\udc00']: 'x' } })),
          brand.token,
        ),
    ],
    [
      'a NUL in the profile',
      () => json('PUT', '/api/creators/profile', JSON.stringify({ fullName: 'Cam\u0000' }), creator.token),
    ],
    ['a NUL in the public search', () => t.app.inject({ method: 'GET', url: '/api/briefs/public?search=a%00b' })],
    [
      'a NUL in the creators search',
      () => t.app.inject({ method: 'GET', url: '/api/brands/creators?search=%00', headers: bearer(brand.token) }),
    ],
    [
      'a NUL in a test-provider page address',
      () => t.app.inject({ method: 'GET', url: '/test-provider/onboarding/acct%00' }),
    ],
    [
      'a NUL in a test-provider form',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/test-provider/checkout/cs_1/pay',
          payload: 'number=4242%00',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
  ])('refuses %s with 400, without echoing it', async (_name, request) => {
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('NUL characters or unpaired surrogates'),
    });
    expect(response.body).not.toMatch(/\\u0000|\\ud800|\\udc00/i);
  });

  it('accepts surrogate pairs (emoji) and other Unicode', async () => {
    const response = await json(
      'POST',
      '/api/briefs',
      JSON.stringify(briefPayload({ title: 'Launch 🎬 Ünïcode 日本' })),
      brand.token,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().brief.title).toBe('Launch 🎬 Ünïcode 日本');
  });
});

describe('numbers', () => {
  it.each([
    'minReward=1e308',
    'maxReward=1e308',
    'minReward=Infinity',
    'maxReward=-1e300',
    `minReward=${'9'.repeat(30)}`,
  ])('refuses %s in the marketplace query with 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/briefs/public?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('still reads ordinary reward filters, and text that merely looks numeric', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/briefs/public?minReward=10&maxReward=5000.5' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/briefs/public?search=${'9'.repeat(30)}` })).statusCode).toBe(
      200,
    );
  });

  it.each(['1e400', '-1e400', '9007199254740993', '1e300'])('refuses %s in a JSON body with 400', async (raw) => {
    const response = await json(
      'POST',
      '/api/briefs',
      JSON.stringify(briefPayload({ reward: '__N__' })).replace('"__N__"', raw),
      brand.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('JSON bodies', () => {
  it('refuses 5,000-deep JSON on a route without a body, even with an Idempotency-Key', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    for (const deep of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
      const response = await json('POST', `/api/briefs/${brief.id}/process-payouts`, deep, brand.token, {
        'idempotency-key': `k-${randomUUID()}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_JSON',
        error: expect.stringContaining('nested too deeply'),
      });
    }
  });

  it('takes JSON announced with no body as no body (approve, reject)', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const [first, second] = await Promise.all([
      createSubmission(t.app, creator.token, brief.id),
      createSubmission(t.app, (await createCreator(t.app)).token, brief.id),
    ]);
    expect((await json('POST', `/api/brands/submissions/${first.id}/approve`, '', brand.token)).statusCode).toBe(200);
    expect((await json('POST', `/api/brands/submissions/${second.id}/reject`, '  ', brand.token)).statusCode).toBe(200);
  });

  it('answers a bodiless route’s unexpected body with 400, and accepts {} and null', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const submission = await createSubmission(t.app, creator.token, brief.id);
    const approve = (payload: string) =>
      json('POST', `/api/brands/submissions/${submission.id}/approve`, payload, brand.token);
    expect((await approve('{"status":"approved"}')).statusCode).toBe(400);
    expect((await approve('[1]')).statusCode).toBe(400);
    expect((await approve('{}')).statusCode).toBe(200);
  });

  it('keeps refusing prototype poisoning and malformed JSON', async () => {
    expect(
      (await json('POST', '/api/login', '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}')).json().code,
    ).toBe('INVALID_JSON');
    expect((await json('POST', '/api/login', '{"email":')).json().code).toBe('INVALID_JSON');
  });
});

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[{{{{{'.repeat(100), quote: 'a\\"[[[[' }), 3)).toBe(false);
    expect(jsonDepthExceeds('[{"a":[{"b":[]}]}]', 5)).toBe(false);
    expect(jsonDepthExceeds('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });
});

describe('error log lines', () => {
  it('keep what failed and where, not the query parameters or the value PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-user-input"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
    });
    const error = Object.assign(
      new Error('Failed query: select * from users where id = $1\nparams: secret-user-input'),
      {
        name: 'DrizzleQueryError',
        query: 'select * from users where id = $1',
        params: ['secret-user-input'],
        cause,
      },
    );
    const logged = withoutUserData(error);
    expect(JSON.stringify(logged)).not.toContain('secret-user-input');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'select * from users where id = $1',
      cause: { code: '22P02', routine: 'string_to_uuid' },
    });
    expect(withoutUserData(new Error('rate limit upsert returned no row'))).toMatchObject({
      message: 'rate limit upsert returned no row',
    });
  });
});
