import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@briefly/shared/options';
import { registerAccessControl, type Access } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';

// The role guard on its own: a tiny app whose sessions are a fixed map of token → user.
const users: Record<string, { id: string; type: UserType; email: string }> = {
  'brand-token': { id: 'b', type: 'brand', email: 'b@x.test' },
  'creator-token': { id: 'c', type: 'creator', email: 'c@x.test' },
  'admin-token': { id: 'a', type: 'admin', email: 'a@x.test' },
};

let app: FastifyInstance;
const routes: Array<[string, Access]> = [
  ['/api/public', 'public'],
  ['/api/user', 'user'],
  ['/api/brand', 'brand'],
  ['/api/creator', 'creator'],
  ['/api/admin', 'admin'],
  ['/api/brand-or-admin', ['brand', 'admin']],
];

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  registerAccessControl(app, async (token) => (users[token] ? { sessionId: token, user: users[token] } : null));
  for (const [url, access] of routes)
    app.get(url, { config: { access } }, async (request) => ({ userId: request.user?.id ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('access control', () => {
  // [route, caller token or null, expected status]
  const table: Array<[string, string | null, number]> = [
    ['/api/public', null, 200],
    ['/api/public', 'brand-token', 200],
    ['/api/public', 'unknown-token', 200],
    ['/api/user', null, 401],
    ['/api/user', 'unknown-token', 401],
    ['/api/user', 'creator-token', 200],
    ['/api/brand', 'brand-token', 200],
    ['/api/brand', 'creator-token', 403],
    ['/api/brand', 'admin-token', 403],
    ['/api/creator', 'creator-token', 200],
    ['/api/creator', 'brand-token', 403],
    ['/api/admin', 'admin-token', 200],
    ['/api/admin', 'brand-token', 403],
    ['/api/admin', null, 401],
    ['/api/brand-or-admin', 'admin-token', 200],
    ['/api/brand-or-admin', 'brand-token', 200],
    ['/api/brand-or-admin', 'creator-token', 403],
  ];
  it.each(table)('%s with %s answers %i', async (url, token, status) => {
    const response = await call(url, token ?? undefined);
    expect(response.statusCode).toBe(status);
    if (status !== 200)
      expect(response.json()).toMatchObject({ code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
  });

  it('reads the caller on public routes when a valid token is sent', async () => {
    expect((await call('/api/public', 'brand-token')).json()).toEqual({ userId: 'b' });
    expect((await call('/api/public')).json()).toEqual({ userId: null });
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const bare = Fastify();
    registerAccessControl(bare, async () => null);
    expect(() => bare.get('/api/forgotten', async () => 'oops')).toThrow(/does not declare config.access/);
    await bare.close();
  });
});
