import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { creatorReservedAccount, creatorWalletAccount } from '../ledger/ledger.accounts.ts';

// Parallel duplicates of payout calls move money exactly once (decision 007). Meaningful on
// PostgreSQL (TEST_DB=postgres); PGlite runs one transaction at a time, and there it checks the outcome.

const PARALLEL = 50;
let t: TestApp;
let brand: { token: string; id: string };
let admin: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, a] = await Promise.all([createBrand(t.app), createAdmin(t.app, t.database.db)]);
  brand = { token: b.token, id: b.user.id };
  admin = { token: a.token, id: a.user.id };
});
afterAll(() => t.close());

async function activeCreator() {
  const created = await createCreator(t.app);
  const accountId = await connectPayoutAccount(t.app, created.token, 'complete');
  return { token: created.token, id: created.user.id, accountId };
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ count: number }>(t.database.db, query))[0]!.count);
const transfersTo = (accountId: string) =>
  count(sql`select count(*)::int as count from test_provider_transfers where destination = ${accountId}`);

describe(`payouts under ${PARALLEL} parallel duplicates (${TEST_DB_KIND})`, () => {
  it('approves and pays a withdrawal once when 50 approvals arrive at once', async () => {
    const winner = await activeCreator();
    const brief = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, winner.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, winner.id, 'credit', 100)]);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/creators/withdrawals',
        headers: bearer(winner.token),
        payload: { amount: 90 },
      })
    ).json().data.id as string;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/withdrawal-requests/${id}/approve`,
          headers: bearer(admin.token),
          payload: { adminNotes: 'ok' },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(PARALLEL - 1);
    expect(await transfersTo(winner.accountId)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as count from ledger_transactions where kind = 'withdrawal_payout' and reference_id = ${id}`,
      ),
    ).toBe(1);
    expect(await balanceOf(t.database.db, creatorReservedAccount(winner.id))).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('never overdraws a wallet when 50 withdrawal requests arrive at once', async () => {
    const winner = await activeCreator();
    const brief = await createFundedBrief(t.app, brand.token, { reward: 1000, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, winner.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, winner.id, 'credit', 1000)]);
    // $900 in the wallet: 9 requests of $100 fit.
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/creators/withdrawals',
          headers: bearer(winner.token),
          payload: { amount: 100 },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(9);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(PARALLEL - 9);
    expect(await balanceOf(t.database.db, creatorWalletAccount(winner.id))).toBe(0);
    expect(await balanceOf(t.database.db, creatorReservedAccount(winner.id))).toBe(90_000);
    expect(await count(sql`select count(*)::int as count from withdrawals where creator_id = ${winner.id}`)).toBe(9);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('onboards one account when a creator asks 50 times at once', async () => {
    const created = await createCreator(t.app);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/creators/onboard',
          headers: bearer(created.token),
          payload: { country: 'US' },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().accountId)).size).toBe(1);
    expect(
      await count(sql`select count(*)::int as count from payout_accounts where creator_id = ${created.user.id}`),
    ).toBe(1);
  });
});
