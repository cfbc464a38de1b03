import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, createFundedBrief } from '../test/factories.ts';
import { routesOf, type JsonSchema, type Route } from '../test/routes.ts';
import { isSchemaWording } from './plugins/validation-messages.ts';

// One error contract for every route (docs/product/limits-and-messages.md#error-responses): each route
// is sent a choice that is not one of its query's choices, an id that is not an id, and a body missing
// its required fields; every refusal is a sentence a person can read — never the schema library's
// wording or a `querystring:` / `params:` / `body:` prefix — with `details.issues` as
// `[{ path: 'field.sub', message }]`; choices in query strings are accepted in any letter case; and
// every admin PUT takes back the object its GET returned.

let t: TestApp;
let callers: Array<Record<string, string>>;
let routes: Route[];
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const [brand, creator, admin] = await Promise.all([
    createBrand(t.app),
    createCreator(t.app),
    createAdmin(t.app, t.database.db),
  ]);
  adminHeaders = bearer(admin.token);
  callers = [adminHeaders, bearer(brand.token), bearer(creator.token), {}];
  // Signing out ends a caller's sessions and the live stream never ends: neither is walked.
  routes = (await routesOf(t.app)).filter(
    (route) => route.url.startsWith('/api/') && !['/api/logout', '/api/realtime'].includes(route.url),
  );
}, 60_000);
afterAll(() => t?.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const withParams = (route: Route, value: (name: string) => string) =>
  route.url.replace(/:(\w+)/g, (_match, name: string) => value(name));

/** The first answer of the four callers that got past access control (400 or anything but 401/403). */
async function asFirstAllowed(route: Route, url: string, payload?: unknown): Promise<LightMyRequestResponse | null> {
  for (const headers of callers) {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode !== 401 && response.statusCode !== 403) return response;
  }
  return null;
}

const problems: string[] = [];

/** A refusal in the contract's shape, or a line in `problems` saying how it is not. */
function checkRefusal(where: string, response: LightMyRequestResponse, field?: string): void {
  const body = response.json() as {
    error?: unknown;
    code?: unknown;
    details?: { issues?: Array<{ path?: unknown; message?: unknown }> };
  };
  const sentence = (text: unknown) =>
    typeof text === 'string' &&
    text.length > 0 &&
    !/^(querystring|params|body|headers):/.test(text) &&
    !isSchemaWording(text) &&
    !/expected one of|received |Invalid input/.test(text);
  if (!sentence(body.error)) problems.push(`${where}: not a sentence: ${JSON.stringify(body.error)}`);
  const issues = body.details?.issues;
  if (body.code === 'VALIDATION_ERROR') {
    if (!Array.isArray(issues) || issues.length === 0) problems.push(`${where}: no details.issues`);
    else {
      for (const issue of issues) {
        if (typeof issue.path !== 'string')
          problems.push(`${where}: issue path ${JSON.stringify(issue.path)} is not a dotted string`);
        if (!sentence(issue.message)) problems.push(`${where}: issue message ${JSON.stringify(issue.message)}`);
      }
      if (field && !issues.some((issue) => issue.path === field))
        problems.push(`${where}: no issue for ${field} in ${JSON.stringify(issues)}`);
    }
  }
}

const enumValues = (schema: JsonSchema): string[] => [
  ...((schema.enum ?? []).filter((value): value is string => typeof value === 'string') as string[]),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(enumValues),
];

describe('one error contract on every route', () => {
  it('a choice not on the list, an id that is not one and a missing field: a sentence per field, in one shape', async () => {
    let checked = 0;
    for (const route of routes) {
      const url = withParams(route, () => ANY_ID);
      for (const [name, schema] of Object.entries(route.query)) {
        const values = enumValues(schema);
        if (values.length === 0) continue;
        const response = await asFirstAllowed(route, `${url}?${name}=not-one-of-the-choices`);
        if (!response) continue;
        if (response.statusCode !== 400)
          problems.push(`${route.method} ${route.url}?${name}: a wrong choice answered ${response.statusCode}`);
        else checkRefusal(`${route.method} ${route.url}?${name}`, response, name);
        checked++;
      }
      for (const name of route.params) {
        if (route.paramSchemas[name]?.format !== 'uuid') continue;
        const response = await asFirstAllowed(
          route,
          withParams(route, (param) => (param === name ? 'not-an-id' : ANY_ID)),
          route.method === 'GET' ? undefined : {},
        );
        if (!response || response.statusCode !== 400) continue;
        checkRefusal(`${route.method} ${route.url} (${name})`, response);
        checked++;
      }
      if (route.body?.required?.length && route.method !== 'GET') {
        const response = await asFirstAllowed(route, url, {});
        if (response?.statusCode === 400) {
          checkRefusal(`${route.method} ${route.url} {}`, response);
          checked++;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  }, 180_000);

  it('takes the choices of a query string in any letter case', async () => {
    const refused: string[] = [];
    let checked = 0;
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const url = withParams(route, () => ANY_ID);
      for (const [name, schema] of Object.entries(route.query)) {
        const value = enumValues(schema).find((candidate) => /[a-z]/.test(candidate));
        if (!value) continue;
        const shouted = value.toUpperCase();
        const response = await asFirstAllowed(route, `${url}?${name}=${encodeURIComponent(shouted)}`);
        if (!response) continue;
        checked++;
        const body =
          response.statusCode === 400 ? (response.json() as { details?: { issues?: Array<{ path: string }> } }) : null;
        if (body?.details?.issues?.some((issue) => issue.path === name))
          refused.push(`${route.url}?${name}=${shouted}`);
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(15);
  }, 120_000);

  it('every admin PUT takes back the object its GET returned', async () => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });

    const brand = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, brand.token);
    const event = await call('POST', '/api/admin/events', {
      title: 'Pricing your first brand deal',
      description: 'A workshop on rates and usage rights.',
      type: 'workshop',
      category: 'business',
      host: { name: 'Briefly team', type: 'team' },
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      time: '17:00',
      timezone: 'Europe/Berlin',
      duration: 60,
      maxAttendees: 50,
      tags: [],
      requirements: [],
      learningOutcomes: [],
    });
    expect(event.statusCode, event.body).toBe(201);
    const story = await call('POST', '/api/admin/success-stories', {
      title: 'A launch that found its audience',
      description: 'Three creators, one brief, a sold-out week.',
      category: 'creative',
      brandName: 'Lumen Labs',
      creatorName: 'Leo Park',
      budget: 1200,
      metrics: { reach: 50_000 },
      tags: ['launch'],
      published: false,
    });
    expect(story.statusCode, story.body).toBe(201);

    const admin = {
      brand: `/api/admin/brands/${brand.user.id}`,
      brief: `/api/admin/briefs/${brief.id}`,
      event: `/api/admin/events/${(event.json() as { event: { id: string } }).event.id}`,
      story: `/api/admin/success-stories/${(story.json() as { story: { id: string } }).story.id}`,
    };
    // The events list is their GET: an event's own address answers only PUT and DELETE.
    const read = async (kind: keyof typeof admin): Promise<Record<string, unknown>> => {
      if (kind === 'event') {
        const list = (await call('GET', '/api/admin/events?limit=100')).json() as { events: Array<{ id: string }> };
        return list.events.find((item) => admin.event.endsWith(item.id))! as Record<string, unknown>;
      }
      const body = (await call('GET', admin[kind])).json() as Record<string, Record<string, unknown>>;
      return Object.values(body)[0]!;
    };
    for (const kind of Object.keys(admin) as Array<keyof typeof admin>) {
      const object = await read(kind);
      const response = await call('PUT', admin[kind], object);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
    }
  }, 60_000);
});
