import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { openEventStream } from '../../../test/server-processes.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  TEST_PASSWORD,
  winnerEntry,
} from '../../../test/factories.ts';

// Your data and closing your account (issue 23, item 7; docs/product/accounts.md#your-data-and-closing-your-account).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/export', headers: token ? bearer(token) : {} });
const close = (token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/me', headers: token ? bearer(token) : {}, payload: payload as object });

async function startConversation(token: string, receiverId: string, initialMessage: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: bearer(token),
    payload: { receiverId, initialMessage },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ conversation: { id: string } }>().conversation.id;
}
async function send(token: string, conversationId: string, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload: { conversationId, content },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe('GET /api/me/export', () => {
  it("holds the caller's rows and none of another user's", async () => {
    const brand = await createBrand(t.app, { companyName: 'Export Brand Co' });
    const creator = await createCreator(t.app, { fullName: 'Export Creator' });
    const thirdBrand = await createBrand(t.app, { companyName: 'Third Party Brand' });
    const brief = await createDraftBrief(t.app, brand.token, { title: 'Brief of the exporting brand' });
    await createDraftBrief(t.app, thirdBrand.token, { title: 'Brief of the third brand' });
    const conversation = await startConversation(brand.token, creator.user.id, 'Hello from the brand');
    await send(creator.token, conversation, 'Hello back from the creator');
    const other = await startConversation(thirdBrand.token, creator.user.id, 'A third party secret message');
    await send(creator.token, other, 'Reply to the third party only');

    const response = await exportOf(brand.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="briefly-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id: brand.user.id, type: 'brand', email: brand.user.email });
    expect(data.profile.companyName).toBe('Export Brand Co');
    expect(data.briefs.map((row: { id: string }) => row.id)).toEqual([brief.id]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].otherPartyName).toBe('Export Creator');
    expect(data.messages.map((row: { content: string; sentByMe: boolean }) => [row.content, row.sentByMe])).toEqual([
      ['Hello from the brand', true],
      ['Hello back from the creator', false],
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.wallet[0]).toEqual({ account: `brand:${brand.user.id}:wallet`, balanceCents: 0 });

    const text = response.body;
    for (const secret of [
      'Third Party Brand',
      'Brief of the third brand',
      'A third party secret message',
      'Reply to the third party only',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(thirdBrand.user.id);
    expect(text).not.toContain(creator.user.email);
    expect(text).not.toMatch(/tokenHash|token_hash|passwordHash|password_hash|\$argon2/);
    expect(text).not.toContain(brand.token);

    const creatorExport = (await exportOf(creator.token)).json();
    expect(creatorExport.account.type).toBe('creator');
    expect(creatorExport.submissions).toEqual([]);
    expect(creatorExport.conversations).toHaveLength(2);
    expect(creatorExport.messages).toHaveLength(4);
    expect(creatorExport.briefs).toBeUndefined();
  });

  it('answers 401 to anonymous callers and 403 to admins', async () => {
    const anonymous = await exportOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const admin = await createAdmin(t.app, t.database.db);
    expect((await exportOf(admin.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/me', () => {
  it('refuses while a funded brief holds money, with the reason', async () => {
    const brand = await createBrand(t.app);
    await createFundedBrief(t.app, brand.token);
    const response = await close(brand.token, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(response.json().error).toMatch(
      /^Your account cannot be closed yet\. A funded brief still holds \$[\d,.]+: /,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) })).statusCode).toBe(200);
  });

  it("refuses while the creator's wallet holds an award, with the reason", async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app);
    const brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, creator.token, brief.id);
    const award = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(submission, creator.user.id, 'cash', 100),
    ]);
    expect(award.statusCode, award.body).toBeLessThan(300);

    const response = await close(creator.token, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatch(
      /^Your account cannot be closed yet\. Your wallet holds \$[\d,.]+: withdraw it first\./,
    );
    const exported = (await exportOf(creator.token)).json();
    expect(exported.submissions.map((row: { id: string }) => row.id)).toEqual([submission.id]);
    expect(exported.awards).toEqual([expect.objectContaining({ submissionId: submission.id, rewardType: 'cash' })]);
    expect(exported.wallet[0].balanceCents).toBeGreaterThan(0);
    expect(exported.ledgerEntries.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password and bad input', async () => {
    const creator = await createCreator(t.app);
    const wrong = await close(creator.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('That password is not correct. Your account was not closed.');
    for (const payload of [{}, { password: '' }, { password: 5 }, { password: TEST_PASSWORD, extra: true }]) {
      const bad = await close(creator.token, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await close(undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(creator.token) })).statusCode).toBe(
      200,
    );
  });

  it('closes an account without money: no sign-in, old token 401, public page 404, messages kept for the other party', async () => {
    const brand = await createBrand(t.app, { companyName: 'Brand To Close' });
    const creator = await createCreator(t.app);
    const conversation = await startConversation(brand.token, creator.user.id, 'Message the creator keeps');

    const response = await close(brand.token, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(204);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: brand.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/brands/${brand.user.id}/briefs` })).statusCode).toBe(
      404,
    );

    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${conversation}`,
      headers: bearer(creator.token),
    });
    expect(thread.statusCode, thread.body).toBe(200);
    const body = thread.json<{
      conversation: { participant1: { name: string }; participant2: { name: string } };
      messages: Array<{ content: string }>;
    }>();
    expect(body.messages.map((message) => message.content)).toContain('Message the creator keeps');
    expect([body.conversation.participant1.name, body.conversation.participant2.name]).toContain('Deleted user');

    // The row stays as a tombstone: the address unusable, no password.
    const [row] = await queryRows<{ email: string; password_hash: string | null }>(
      t.database.db,
      sql`select email, password_hash from users where id = ${brand.user.id}::uuid`,
    );
    expect(row).toMatchObject({ email: `deleted+${brand.user.id}@invalid`, password_hash: null });
    const [left] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from notifications where user_id = ${brand.user.id}::uuid`,
    );
    expect(left?.count).toBe(0);
  });

  it("ends the account's open live-update streams (sessions.ended)", async () => {
    const creator = await createCreator(t.app);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ticket = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(creator.token) });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const stream = await openEventStream(
      address,
      `/api/realtime?ticket=${ticket.json<{ ticket: string }>().ticket}`,
      {},
    );
    try {
      await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
      expect((await close(creator.token, { password: TEST_PASSWORD })).statusCode).toBe(204);
      await stream.waitFor((events) => events.some((e) => e.event === 'sessions.ended'), 2_000);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
