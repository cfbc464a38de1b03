import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
} from '../test/factories.ts';
import { routesOf, type JsonSchema, type Route } from '../test/routes.ts';

// Every registered route, fed hostile input as every kind of caller: no answer may be a 5xx, every
// refusal of an API route is the error envelope, and a body announced as JSON but empty is treated
// as no body (docs/decisions/011-hostile-input-and-sign-in-limits.md). Routes come from Fastify's
// own list (hidden ones too; test/routes.ts); field names and plausible values from the OpenAPI document.

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\ud800y';
const LONE_LOW = '\udc00';
const HOSTILE_STRINGS = [
  NUL,
  LONE_HIGH,
  LONE_LOW,
  '\u0000',
  'x'.repeat(20_000),
  "'; drop table users; --",
  '<script>',
  '../../etc/passwd',
  '',
  ' ',
];
/** Raw JSON number texts: JSON.parse turns the first into Infinity. */
const HOSTILE_NUMBER_TEXTS = ['1e400', '-1e400', '1e308', '-1e308', '9007199254740993', '1e-400', '-0'];
const WRONG_TYPES: unknown[] = [null, true, [], {}, [[[]]], 'not-a-number', 12.5, -1];
const HOSTILE_QUERY_VALUES = ['a%00b', '%ED%A0%80', '%uD800', '1e308', '-1e308', 'Infinity', '9'.repeat(40), '%FF'];
const HOSTILE_PARAMS = [
  'a%00b',
  '%ED%A0%80',
  '1e308',
  '-1',
  "'",
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(90),
];
const DEEP = 5_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
/** Fields hidden routes read (test-mode provider pages), and common names worth trying anywhere. */
const EXTRA_FIELDS = [
  'number',
  'expMonth',
  'expYear',
  'cvc',
  'outcome',
  'return_url',
  'clientSecret',
  'card',
  'reason',
  'email',
  'password',
];

let t: TestApp;
let callers: Record<'anonymous' | 'brand' | 'creator' | 'admin', Record<string, string>>;
let ids: { brief: string; submission: string; brand: string; creator: string };
let routes: Route[];

/** A value the schema would accept, where that is easy to make; hostile values replace one at a time. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausible(variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'number':
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return ids.brief;
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'uri') return 'https://example.com/x';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'fuzz text';
    default:
      return schema.default ?? 'x';
  }
}

/** JSON texts for one route's body: the plausible body with each field made hostile in turn, and worse. */
function bodies(route: Route): string[] {
  const base = (route.body ? plausible(route.body) : {}) as Record<string, unknown>;
  const object = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const fields = [...new Set([...Object.keys(object), ...(route.body ? [] : EXTRA_FIELDS)])];
  const out = [
    JSON.stringify(object),
    'null',
    '[]',
    '"text"',
    '{"__proto__":{"admin":true}}',
    deepArray,
    deepObject,
    `{"a":${deepArray}}`,
  ];
  const withField = (key: string, raw: string) =>
    JSON.stringify({ ...object, [key]: '__HOLE__' }).replace('"__HOLE__"', raw);
  for (const key of fields.slice(0, 12)) {
    for (const text of HOSTILE_STRINGS.slice(0, 2)) out.push(JSON.stringify({ ...object, [key]: text }));
    for (const raw of HOSTILE_NUMBER_TEXTS.slice(0, 3)) out.push(withField(key, raw));
    for (const wrong of WRONG_TYPES.slice(0, 3)) out.push(JSON.stringify({ ...object, [key]: wrong }));
    // Hostile text nested where free-form maps and lists are (additionalFields, tiers, winners…).
    out.push(JSON.stringify({ ...object, [key]: { [NUL]: LONE_HIGH, nested: [LONE_LOW, { deep: NUL }] } }));
  }
  for (const text of HOSTILE_STRINGS.slice(2))
    out.push(JSON.stringify(Object.fromEntries(fields.map((key) => [key, text]))));
  for (const raw of HOSTILE_NUMBER_TEXTS.slice(3)) out.push(withField(fields[0] ?? 'a', raw));
  for (const wrong of WRONG_TYPES.slice(3))
    out.push(JSON.stringify(Object.fromEntries(fields.map((key) => [key, wrong]))));
  out.push(JSON.stringify({ [LONE_HIGH]: 1 }), JSON.stringify({ [NUL]: 'x' }));
  return out;
}

function pathWith(route: Route, value: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => value(name));
}

/** Real objects' ids where the route's parameter names one, so requests reach the services. */
function realParam(route: Route, name: string): string {
  if (name === 'brandId') return ids.brand;
  if (name === 'userId' || name === 'creatorId') return ids.creator;
  if (name === 'id' && route.url.includes('submissions')) return ids.submission;
  if (name === 'id' && route.url.startsWith('/api/briefs')) return ids.brief;
  return '00000000-0000-4000-8000-000000000000';
}

const responses: Array<{
  route: string;
  request: string;
  status: number;
  type: string;
  envelope: boolean;
  body: string;
}> = [];

async function send(
  route: Route,
  who: keyof typeof callers,
  url: string,
  payload?: string,
  contentType = 'application/json',
): Promise<number | null> {
  const headers: Record<string, string> = { ...callers[who] };
  if (payload !== undefined) headers['content-type'] = contentType;
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  } catch (error) {
    // inject itself refused to build the request (an invalid header or URL): nothing reached the app.
    if (error instanceof TypeError || error instanceof URIError) return null;
    throw error;
  }
  responses.push({
    route: `${route.method} ${route.url}`,
    request: `${who} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''}`,
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    envelope: isEnvelope(response.body),
    body: response.body.slice(0, 300),
  });
  return response.statusCode;
}

/** The error envelope: { error, code, … } (docs/product/limits-and-messages.md#error-responses). */
function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; code?: unknown };
    return typeof parsed.error === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.app);
  const creator = await createCreator(t.app);
  const admin = await createAdmin(t.app, t.database.db);
  const brief = await createFundedBrief(t.app, brand.token);
  const submission = await createSubmission(t.app, creator.token, brief.id);
  ids = { brief: brief.id, submission: submission.id, brand: brand.user.id, creator: creator.user.id };
  callers = { anonymous: {}, brand: bearer(brand.token), creator: bearer(creator.token), admin: bearer(admin.token) };

  routes = await routesOf(t.app);
  // Deleting comes last (it removes what the other routes reach); signing out would end the callers' sessions.
  routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000);

afterAll(() => t?.close());

describe('fuzzing every route', () => {
  it('finds the routes, hidden ones included', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/auth/password-reset',
        'POST /api/auth/password-reset/confirm',
        'POST /api/auth/verify-email',
        'POST /api/auth/verify-email/resend',
        'POST /api/auth/change-password',
        'POST /api/auth/change-email',
        'GET /api/auth/sessions',
        'DELETE /api/auth/sessions/:id',
        'POST /api/auth/sessions/revoke-others',
        'POST /api/admin/2fa/setup',
        'POST /api/admin/2fa/enable',
        'POST /api/auth/2fa/disable',
        'GET /api/briefs/public',
        'POST /api/briefs/:id/apply',
        'POST /test-provider/checkout/:sessionId/pay',
        'POST /api/webhooks/payments',
        'GET /api/creators/saved-searches',
        'POST /api/creators/saved-searches',
        'PUT /api/creators/saved-searches/:id',
        'DELETE /api/creators/saved-searches/:id',
        'GET /api/creators/saved-searches/unsubscribe',
        'POST /api/creators/saved-searches/unsubscribe',
      ]),
    );
    expect(routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, and refuses in the envelope', async () => {
    for (const route of routes) {
      // Signing out would end the callers' sessions; a signed-in live stream never ends.
      const keepsSession = route.url === '/api/logout' || route.url === '/api/realtime';
      const roles = (Object.keys(callers) as Array<keyof typeof callers>).filter(
        (who) => who === 'anonymous' || !keepsSession,
      );
      const real = pathWith(route, (name) => realParam(route, name));
      let fuzzed = false;
      for (const who of roles) {
        const hasBody = route.method !== 'GET';
        // Every caller: no body, and JSON announced with nothing. The first caller the route lets
        // through (anonymous for a public route, else its role) gets the hostile input; a refused
        // caller stops at access control, before anything is read.
        const plain = await send(route, who, real);
        if (hasBody) await send(route, who, real, '');
        if (plain === 401 || plain === 403 || fuzzed) continue;
        fuzzed = true;
        if (hasBody) {
          for (const payload of bodies(route)) await send(route, who, real, payload);
          await send(route, who, real, 'email=a%00b&number=4242&outcome=complete', 'application/x-www-form-urlencoded');
          await send(route, who, real, NUL, 'text/plain');
        }
        // Path parameters.
        for (const name of route.params) {
          for (const value of HOSTILE_PARAMS)
            await send(
              route,
              who,
              pathWith(route, (param) => (param === name ? value : realParam(route, param))),
            );
        }
        // Query strings: each declared parameter, and parameters no route declares.
        for (const name of Object.keys(route.query)) {
          for (const value of HOSTILE_QUERY_VALUES) await send(route, who, `${real}?${name}=${value}`);
          await send(route, who, `${real}?${name}=1&${name}=2`);
        }
        await send(route, who, `${real}?unexpected=a%00b&%00=1`);
      }
    }

    const failures = responses.filter((response) => response.status >= 500);
    expect(failures, JSON.stringify(failures.slice(0, 20), null, 2)).toEqual([]);

    // API refusals are the envelope; a page a browser opens (an email's unsubscribe link) answers HTML.
    const notEnvelope = responses.filter(
      (response) =>
        response.route.includes(' /api/') &&
        response.status >= 400 &&
        !response.type.startsWith('text/html') &&
        !response.envelope,
    );
    expect(notEnvelope, JSON.stringify(notEnvelope.slice(0, 20), null, 2)).toEqual([]);

    const emptyRefused = responses.filter((response) => response.body.includes('body is empty'));
    expect(emptyRefused, JSON.stringify(emptyRefused.slice(0, 10), null, 2)).toEqual([]);
    expect(responses.length).toBeGreaterThan(2000);
  }, 120_000);
});
