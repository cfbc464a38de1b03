import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

// The admin's Jobs section (docs/product/admin.md#jobs): queues with depth and age, dead letters,
// one job by its number, retry and discard — each audited in the same transaction.

let t: TestApp;
let admin: { token: string; user: { id: string } };
let brand: { token: string };
/** A queue of this test run's own: no handler, so nothing runs its jobs. */
const QUEUE = `admin-jobs.test.${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
  brand = await createBrand(t.app);
});
afterAll(async () => {
  await t.database.db.execute(sql`delete from jobs where queue = ${QUEUE}`);
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

/** A job of the test queue in a given state; its id. */
async function job(status: 'queued' | 'failed', runAt = new Date(Date.now() - 120_000)): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into jobs (queue, status, attempts, max_attempts, last_error, payload, run_at, completed_at)
        values (${QUEUE}, ${status}, ${status === 'failed' ? 3 : 0}, 3,
                ${status === 'failed' ? 'provider answered 502' : null}, ${JSON.stringify({ mailId: 'm-1' })}::jsonb,
                ${runAt}, ${status === 'failed' ? new Date() : null})
        returning id`,
  );
  return Number(row!.id);
}

const auditOf = (id: number) =>
  queryRows<{ action: string; actor_id: string; target_type: string; data: { before: { queue: string } } }>(
    t.database.db,
    sql`select action, actor_id, target_type, data from audit_log where target_type = 'job' and target_id = ${String(id)} order by created_at`,
  );

describe('GET /api/admin/jobs/queues', () => {
  it('lists each queue with jobs due, running, due later and dead, and the oldest due job’s age', async () => {
    await job('queued');
    await job('queued', new Date(Date.now() + 3_600_000));
    await job('failed');
    const response = await get('/api/admin/jobs/queues', admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const queue = response.json().queues.find((entry: { queue: string }) => entry.queue === QUEUE);
    expect(queue).toMatchObject({ queue: QUEUE, ready: 1, active: 0, scheduled: 1, dead: 1 });
    expect(queue.oldestReadyAgeSeconds).toBeGreaterThanOrEqual(119);
  });

  it('lists every queue the server knows, with zeros where nothing waits (a quiet system is not an empty table)', async () => {
    const known = t.app.platform.jobs.queueNames();
    expect(known.length).toBeGreaterThan(1);
    const response = await get('/api/admin/jobs/queues', admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const queues: { queue: string; ready: number; dead: number }[] = response.json().queues;
    const listed = queues.map((entry) => entry.queue);
    for (const name of known) expect(listed).toContain(name);
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
    const quiet = queues.find((entry) => entry.queue === known.find((name) => name.startsWith('schedule:')));
    expect(quiet).toMatchObject({ ready: expect.any(Number), dead: expect.any(Number) });
  });

  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await get('/api/admin/jobs/queues')).statusCode).toBe(401);
    expect((await get('/api/admin/jobs/queues', brand.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/jobs and /api/admin/jobs/:id', () => {
  it('lists the dead letters with their last error, and reads one job', async () => {
    const id = await job('failed');
    const list = await get('/api/admin/jobs?status=failed&limit=100', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().jobs.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      queue: QUEUE,
      status: 'failed',
      lastError: 'provider answered 502',
    });
    const one = await get(`/api/admin/jobs/${id}`, admin.token);
    expect(one.statusCode).toBe(200);
    expect(one.json().job).toMatchObject({ id, queue: QUEUE, payload: { mailId: 'm-1' }, attempts: 3 });
  });

  it('answers 404 for a job that does not exist, 400 for a number that is not one, 401 and 403', async () => {
    expect((await get('/api/admin/jobs/999999999', admin.token)).statusCode).toBe(404);
    const bad = await get('/api/admin/jobs/abc', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await get('/api/admin/jobs?status=lost', admin.token)).statusCode).toBe(400);
    expect((await get('/api/admin/jobs/1')).statusCode).toBe(401);
    expect((await get('/api/admin/jobs/1', brand.token)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/jobs/:id/retry', () => {
  it('queues a dead letter again for one more attempt and audits it', async () => {
    const id = await job('failed');
    const response = await post(`/api/admin/jobs/${id}/retry`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().job).toMatchObject({ id, status: 'queued', maxAttempts: 4 });
    const rows = await auditOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin.job.retried', actor_id: admin.user.id, target_type: 'job' });
    expect(rows[0]!.data.before.queue).toBe(QUEUE);
    // Not a dead letter any more: a second retry finds no failed job.
    expect((await post(`/api/admin/jobs/${id}/retry`, admin.token)).statusCode).toBe(404);
  });

  it('refuses a job that is not failed (404), a bad id (400), anonymous (401) and non-admins (403)', async () => {
    const queued = await job('queued');
    expect((await post(`/api/admin/jobs/${queued}/retry`, admin.token)).statusCode).toBe(404);
    expect((await post('/api/admin/jobs/0/retry', admin.token)).statusCode).toBe(400);
    const failed = await job('failed');
    expect((await post(`/api/admin/jobs/${failed}/retry`)).statusCode).toBe(401);
    expect((await post(`/api/admin/jobs/${failed}/retry`, brand.token)).statusCode).toBe(403);
    expect(await auditOf(failed)).toHaveLength(0);
  });
});

describe('POST /api/admin/jobs/:id/discard', () => {
  it('deletes a dead letter for good and audits it with its payload', async () => {
    const id = await job('failed');
    const response = await post(`/api/admin/jobs/${id}/discard`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ discarded: true });
    expect((await get(`/api/admin/jobs/${id}`, admin.token)).statusCode).toBe(404);
    const rows = await auditOf(id);
    expect(rows.map((row) => row.action)).toEqual(['admin.job.discarded']);
    expect(rows[0]!.data.before).toMatchObject({ queue: QUEUE, payload: { mailId: 'm-1' } });
  });

  it('refuses a job that is not failed (404), a bad id (400), anonymous (401) and non-admins (403)', async () => {
    const queued = await job('queued');
    expect((await post(`/api/admin/jobs/${queued}/discard`, admin.token)).statusCode).toBe(404);
    expect((await get(`/api/admin/jobs/${queued}`, admin.token)).statusCode).toBe(200);
    expect((await post('/api/admin/jobs/x1/discard', admin.token)).statusCode).toBe(400);
    const failed = await job('failed');
    expect((await post(`/api/admin/jobs/${failed}/discard`)).statusCode).toBe(401);
    expect((await post(`/api/admin/jobs/${failed}/discard`, brand.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/jobs/${failed}`, admin.token)).json().job.status).toBe('failed');
  });
});
