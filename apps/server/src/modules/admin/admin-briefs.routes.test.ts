import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  briefPayload,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

// An admin edits or archives a brand's brief (PUT / DELETE /api/admin/briefs/:id): the brand's own
// rules, the admin's audit row in the same transaction (docs/product/admin.md#api).

let t: TestApp;
let admin: { token: string; user: { id: string } };
let brand: { token: string; user: { id: string } };
let creator: { token: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
  brand = await createBrand(t.app);
  creator = await createCreator(t.app);
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload } : {}) });

const auditRows = (briefId: string) =>
  queryRows<{
    action: string;
    actor_id: string;
    data: { before: Record<string, unknown>; after: Record<string, unknown> };
  }>(
    t.database.db,
    sql`select action, actor_id, data from audit_log where target_id = ${briefId} and action like 'admin.brief.%' order by created_at, id`,
  );

/** The full edit form of a brief as the brand's dashboard sends it. */
const fullEdit = (overrides: Record<string, unknown> = {}) => {
  const { paymentIntentId: _unused, ...fields } = { paymentIntentId: null, ...briefPayload(overrides) };
  return fields;
};

describe('PUT /api/admin/briefs/:id', () => {
  it("edits a brief by the brand's rules and writes the before and after to the audit log", async () => {
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Before the admin edit' });
    const response = await call(
      'PUT',
      `/api/admin/briefs/${brief.id}`,
      admin.token,
      fullEdit({ title: 'After the admin edit', reward: brief.reward }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brief).toMatchObject({ id: brief.id, title: 'After the admin edit', status: 'published' });
    const [row] = await auditRows(brief.id);
    expect(row).toMatchObject({ action: 'admin.brief.updated', actor_id: admin.user.id });
    expect(row!.data.before).toMatchObject({ title: 'Before the admin edit' });
    expect(row!.data.after).toMatchObject({ title: 'After the admin edit' });
  });

  it("refuses what the brand may not do either, and changes nothing (a funded pool can't shrink)", async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 500 });
    const response = await call('PUT', `/api/admin/briefs/${brief.id}`, admin.token, fullEdit({ reward: 100 }));
    expect(response.statusCode).toBe(409);
    expect(await auditRows(brief.id)).toEqual([]);
  });

  it('answers 401 without a session, 403 to a brand or creator, 404 for no brief, 400 for a bad body', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    expect((await call('PUT', `/api/admin/briefs/${brief.id}`, undefined, { status: 'archived' })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `/api/admin/briefs/${brief.id}`, brand.token, { status: 'archived' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/admin/briefs/${brief.id}`, creator.token, { status: 'archived' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/admin/briefs/${randomUUID()}`, admin.token, { status: 'archived' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/admin/briefs/${brief.id}`, admin.token, { status: 'gone' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/briefs/${brief.id}`, admin.token, { status: 'archived', extra: 1 })).statusCode,
    ).toBe(400);
    expect(await auditRows(brief.id)).toEqual([]);
  });
});

describe('DELETE /api/admin/briefs/:id', () => {
  it('archives the brief (a soft delete) and keeps its money history', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const response = await call('DELETE', `/api/admin/briefs/${brief.id}`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brief).toMatchObject({ id: brief.id, status: 'archived' });
    expect(response.json().brief.archivedAt).toEqual(expect.any(String));
    // The pool is still held for the brief: archiving moves no money (a pool refund is the brand's own step).
    expect(response.json().brief.money).toMatchObject({ funded: brief.reward, remaining: brief.reward });
    expect((await auditRows(brief.id)).map((row) => row.action)).toEqual(['admin.brief.archived']);
  });

  it('answers 401, 403 and 404 like every admin call', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    expect((await call('DELETE', `/api/admin/briefs/${brief.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/briefs/${brief.id}`, brand.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/briefs/${randomUUID()}`, admin.token)).statusCode).toBe(404);
  });
});
