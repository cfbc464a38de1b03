import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  briefPayload,
  createBrand,
  createDraftBrief,
  paidIntent,
  payCheckout,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { brandWalletAccount, briefPoolAccount } from '../ledger/ledger.accounts.ts';

// Parallel duplicates must move money exactly once. Meaningful on PostgreSQL (TEST_DB=postgres):
// PGlite runs one transaction at a time and hides races; there it still checks the outcome.

let t: TestApp;
let brand: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const created = await createBrand(t.app);
  brand = { token: created.token, id: created.user.id };
});
afterAll(() => t.close());

const PARALLEL = 20;

describe(`parallel duplicates (${TEST_DB_KIND})`, () => {
  it('funds exactly one brief when the same payment intent is sent to POST /api/briefs 20 times at once', async () => {
    const intent = await paidIntent(t.app, brand.token, 50_000);
    const titles = Array.from({ length: PARALLEL }, (_, index) => `Race ${intent.paymentIntentId} ${index}`);
    const responses = await Promise.all(
      titles.map((title) =>
        t.app.inject({
          method: 'POST',
          url: '/api/briefs',
          headers: bearer(brand.token),
          payload: { ...briefPayload({ title, reward: 500 }), paymentIntentId: intent.paymentIntentId },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from briefs where title like ${`Race ${intent.paymentIntentId} %`}`,
    );
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.database.db, briefPoolAccount(rows[0]!.id))).toBe(50_000);
    const postings = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ledger_transactions where reference_id = ${intent.paymentIntentId}`,
    );
    expect(Number(postings[0]?.count)).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('credits a paid wallet checkout once when re-checked 20 times at once', async () => {
    const payer = await createBrand(t.app);
    const { sessionId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/brands/wallet/checkout',
        headers: bearer(payer.token),
        payload: { amount: 75 },
      })
    ).json();
    await payCheckout(t.app, sessionId);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: bearer(payer.token),
          payload: { sessionId },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.database.db, brandWalletAccount(payer.user.id))).toBe(7500);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('never takes a wallet below zero when it funds several briefs at once', async () => {
    const payer = await createBrand(t.app);
    const { sessionId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/brands/wallet/checkout',
        headers: bearer(payer.token),
        payload: { amount: 100 },
      })
    ).json();
    await payCheckout(t.app, sessionId);
    const drafts = await Promise.all(
      Array.from({ length: 5 }, () => createDraftBrief(t.app, payer.token, { reward: 40 })),
    );
    const responses = await Promise.all(
      drafts.map((draft) =>
        t.app.inject({ method: 'POST', url: `/api/briefs/${draft.id}/fund/wallet`, headers: bearer(payer.token) }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(3);
    expect(await balanceOf(t.database.db, brandWalletAccount(payer.user.id))).toBe(2000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
