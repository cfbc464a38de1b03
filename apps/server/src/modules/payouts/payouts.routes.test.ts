import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WITHDRAWAL_MESSAGES } from '@briefly/shared/rewards';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  finishOnboarding,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { creatorWalletAccount } from '../ledger/ledger.accounts.ts';

// The payouts API: payout accounts (onboarding, status, hints) and withdrawals — who may call
// what, the product's messages, and the money each call moves.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let creator: User;
let creatorNoAccount: User;
let otherCreator: User;
let admin: User;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const created = await promise;
  return { token: created.token, id: created.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [brand, creator, creatorNoAccount, otherCreator] = await Promise.all([
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  const created = await createAdmin(t.app, t.database.db);
  admin = { token: created.token, id: created.user.id };
  await connectPayoutAccount(t.app, creator.token, 'complete');
});
afterAll(() => t.close());

async function briefWithEntries(reward = 500, winners = 3) {
  const brief = await createFundedBrief(t.app, brand.token, { reward, amountOfWinners: winners });
  const [a, b, c] = await Promise.all([
    createSubmission(t.app, creator.token, brief.id),
    createSubmission(t.app, creatorNoAccount.token, brief.id),
    createSubmission(t.app, otherCreator.token, brief.id),
  ]);
  return { brief, a: a!, b: b!, c: c! };
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('payout accounts', () => {
  it('onboards once per creator, links only to our own pages, and reports the status', async () => {
    const fresh = await as(createCreator(t.app));
    const first = await inject('POST', '/api/creators/onboard', fresh.token, { country: 'US' });
    const second = await inject('POST', '/api/creators/onboard', fresh.token, { country: 'US' });
    expect(first.json()).toEqual({ ok: true, accountId: expect.stringMatching(/^acct_test_/) });
    expect(second.json()).toEqual(first.json());
    expect((await inject('GET', `/api/stripe/account/${fresh.id}`, fresh.token)).json()).toEqual({
      status: 'pending',
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: { currently_due: expect.arrayContaining(['external_account']) },
      country: 'US',
      default_currency: 'usd',
    });

    const link = await inject('POST', '/api/creators/onboard/link', fresh.token, {
      returnUrl: 'http://localhost:3000/dashboard?tab=wallet&stripe=return',
      refreshUrl: '/dashboard?tab=wallet&stripe=refresh',
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url);
    expect(url.pathname).toBe(`/test-provider/onboarding/${first.json().accountId}`);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('name="outcome" value="complete"');
    for (const returnUrl of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
      const refused = await inject('POST', '/api/creators/onboard/link', fresh.token, {
        returnUrl,
        refreshUrl: '/dashboard',
      });
      expect(refused.statusCode, returnUrl).toBe(400);
    }

    const redirect = await finishOnboarding(t.app, first.json().accountId, 'restricted');
    expect(redirect.headers.location).toBe('http://localhost:3000/dashboard?tab=wallet&stripe=return');
    expect((await inject('GET', `/api/stripe/account/current`, fresh.token)).json().status).toBe('restricted');
    await t.database.db.execute(sql`update payout_accounts set status = 'pending' where creator_id = ${fresh.id}`);
    const recheck = await inject('POST', '/api/creators/onboard/recheck', fresh.token);
    expect(recheck.json().data).toMatchObject({ status: 'restricted', chargesEnabled: true, payoutsEnabled: false });
  });

  it('never redirects the hosted page to another site', async () => {
    const fresh = await as(createCreator(t.app));
    const accountId = await connectPayoutAccount(t.app, fresh.token, null);
    const response = await t.app.inject({
      method: 'POST',
      url: `/test-provider/accounts/${accountId}/onboarding`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete&return_url=https%3A%2F%2Fevil.example%2F',
    });
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).origin).toBe('http://localhost:3000');
  });

  it('answers 401, 403 for a brand, 404 for another creator or no account, 400 for a bad id; an admin may look', async () => {
    expect((await inject('POST', '/api/creators/onboard', undefined, { country: 'US' })).statusCode).toBe(401);
    expect((await inject('POST', '/api/creators/onboard', brand.token, { country: 'US' })).statusCode).toBe(403);
    expect((await inject('POST', '/api/creators/onboard', creator.token, { country: 'FR' })).statusCode).toBe(400);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, brand.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, otherCreator.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/stripe/account/${creatorNoAccount.id}`, creatorNoAccount.token)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/stripe/account/not-a-uuid', creator.token)).statusCode).toBe(400);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, admin.token)).json().status).toBe('active');
    expect(
      (
        await inject('POST', '/api/creators/onboard/link', creatorNoAccount.token, {
          returnUrl: '/a',
          refreshUrl: '/b',
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject('POST', '/api/creators/onboard/recheck', creatorNoAccount.token)).statusCode).toBe(404);
  });

  it('shows the brand real payout hints on submissions', async () => {
    const { brief } = await briefWithEntries();
    const list = (await inject('GET', `/api/brands/submissions?briefId=${brief.id}`, brand.token)).json();
    const submissions: Array<{
      creatorId: string;
      hasStripeAccount: boolean;
      stripeAccountStatus: { status: string } | null;
    }> = list.submissions ?? list.data ?? list;
    const byCreator = new Map(submissions.map((item) => [item.creatorId, item]));
    expect(byCreator.get(creator.id)).toMatchObject({
      hasStripeAccount: true,
      stripeAccountStatus: { status: 'active' },
    });
    expect(byCreator.get(creatorNoAccount.id)).toMatchObject({ hasStripeAccount: false, stripeAccountStatus: null });
  });
});

describe('withdrawals', () => {
  it('reserves wallet money, lets an admin approve (transfer) or reject (back to the wallet)', async () => {
    const { brief, a } = await briefWithEntries(400, 1);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 200)]);
    const db = t.database.db;
    const before = await balanceOf(db, creatorWalletAccount(creator.id));
    const request = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 50 });
    expect(request.statusCode).toBe(201);
    expect(request.json().data).toMatchObject({
      amount: 50,
      currency: 'usd',
      status: 'pending',
      reason: null,
      creator: { id: creator.id },
    });
    expect(await balanceOf(db, creatorWalletAccount(creator.id))).toBe(before - 5000);
    const tooMuch = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 1_000_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(WITHDRAWAL_MESSAGES.exceedsBalance);
    const noAccount = await inject('POST', '/api/creators/withdrawals', creatorNoAccount.token, { amount: 1 });
    expect(noAccount.json().error).toBe(WITHDRAWAL_MESSAGES.noAccount);
    expect((await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 0.5 })).statusCode).toBe(400);
    expect((await inject('GET', '/api/creators/withdrawals', creator.token)).json().data[0].id).toBe(
      request.json().data.id,
    );

    const id = request.json().data.id as string;
    const listed = await inject('GET', '/api/admin/withdrawal-requests?status=pending', admin.token);
    expect(listed.json().data.some((row: { id: string }) => row.id === id)).toBe(true);
    expect((await inject('GET', '/api/admin/withdrawal-requests?status=bogus', admin.token)).statusCode).toBe(400);

    const noReason = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, {
      reason: '  ',
      adminNotes: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(WITHDRAWAL_MESSAGES.reasonRequired);
    // No reason field at all: the same sentence, not the schema's.
    for (const body of [{}, { adminNotes: 'x' }, { reason: null }, { reason: 7 }]) {
      const missing = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(WITHDRAWAL_MESSAGES.reasonRequired);
    }
    const approved = await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, {
      adminNotes: 'ok',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'completed',
      adminNotes: 'ok',
      processedAt: expect.any(String),
    });
    const again = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WITHDRAWAL_MESSAGES.notPending);

    const second = (await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 20 })).json().data
      .id as string;
    const rejected = await inject('POST', `/api/admin/withdrawal-requests/${second}/reject`, admin.token, {
      reason: 'Details do not match',
      adminNotes: 'checked',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Details do not match' });
    expect(await balanceOf(db, creatorWalletAccount(creator.id))).toBe(before - 5000);
    const audit = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where target_id in (${id}, ${second}) order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'withdrawal.requested',
        'withdrawal.approved',
        'withdrawal.transferred',
        'withdrawal.rejected',
      ]),
    );
    expect(await ledgerInvariantViolations(db)).toEqual([]);
  });

  it('writes withdrawal.requested and each decision to the outbox with its change', async () => {
    const { brief, a } = await briefWithEntries(200, 1);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)]);
    const id = (await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 10 })).json().data
      .id as string;
    expect(
      (await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, { adminNotes: '' }))
        .statusCode,
    ).toBe(200);
    const rows = await queryRows<{ type: string; status: string | null }>(
      t.database.db,
      sql`select type, payload->>'status' as status from domain_events where aggregate_id = ${`withdrawal:${id}`}`,
    );
    expect(rows.map((row) => `${row.type}:${row.status ?? ''}`).sort()).toEqual([
      'withdrawal.processed:approved',
      'withdrawal.processed:completed',
      'withdrawal.requested:',
    ]);
  });

  it('answers 401, 403 for a non-admin approving, 404 for an unknown request, 400 for a bad id', async () => {
    const id = randomUUID();
    expect((await inject('POST', '/api/creators/withdrawals', undefined, { amount: 5 })).statusCode).toBe(401);
    expect((await inject('POST', '/api/creators/withdrawals', brand.token, { amount: 5 })).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/withdrawal-requests', creator.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/withdrawal-requests')).statusCode).toBe(401);
    expect(
      (await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, creator.token, { adminNotes: '' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, brand.token, { adminNotes: '' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, { adminNotes: '' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/api/admin/withdrawal-requests/x/approve', admin.token, { adminNotes: '' })).statusCode,
    ).toBe(400);
  });
});
