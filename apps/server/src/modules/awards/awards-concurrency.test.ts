import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
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
import { briefPoolAccount, creatorWalletAccount } from '../ledger/ledger.accounts.ts';

// Parallel duplicates of award calls move money exactly once (decision 007). Meaningful on
// PostgreSQL (TEST_DB=postgres); PGlite runs one transaction at a time, and there it checks the outcome.

const PARALLEL = 50;
let t: TestApp;
let brand: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const b = await createBrand(t.app);
  brand = { token: b.token, id: b.user.id };
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

describe(`awards under ${PARALLEL} parallel duplicates (${TEST_DB_KIND})`, () => {
  it('distributes once when the same winners are sent 50 times at once', async () => {
    const [cashWinner, creditWinner] = await Promise.all([activeCreator(), activeCreator()]);
    const brief = await createFundedBrief(t.app, brand.token, { reward: 1000, amountOfWinners: 2 });
    const [a, b] = await Promise.all([
      createSubmission(t.app, cashWinner.token, brief.id),
      createSubmission(t.app, creditWinner.token, brief.id),
    ]);
    const winners = [winnerEntry(a, cashWinner.id, 'cash', 300), winnerEntry(b, creditWinner.id, 'credit', 200)];
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => distribute(t.app, brand.token, brief.id, winners)),
    );
    expect(responses.map((response) => response.statusCode).every((status) => status === 200)).toBe(true);
    expect(responses.filter((response) => response.json().results.successful.length === 2)).toHaveLength(1);
    expect(await count(sql`select count(*)::int as count from reward_assignments where brief_id = ${brief.id}`)).toBe(
      2,
    );
    expect(
      await count(
        sql`select count(*)::int as count from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.kind = 'reward_award' and e.account = ${briefPoolAccount(brief.id)}`,
      ),
    ).toBe(2);
    expect(await transfersTo(cashWinner.accountId)).toBe(1);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(50_000);
    expect(await balanceOf(t.database.db, creatorWalletAccount(creditWinner.id))).toBe(18_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('transfers once when process-payouts is called 50 times at once', async () => {
    const winner = await activeCreator();
    const brief = await createFundedBrief(t.app, brand.token, { reward: 400, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, winner.token, brief.id);
    const tier = (
      await t.app.inject({ method: 'GET', url: '/api/brands/reward-management', headers: bearer(brand.token) })
    )
      .json()
      .briefs.find((item: { id: string }) => item.id === brief.id).rewardTiers[0];
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${brief.id}/assign-reward`,
      headers: bearer(brand.token),
      payload: { rewardTierId: tier.id, submissionId: submission.id, creatorId: winner.id },
    });
    expect(assigned.statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({ method: 'POST', url: `/api/briefs/${brief.id}/process-payouts`, headers: bearer(brand.token) }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await transfersTo(winner.accountId)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as count from ledger_transactions where kind = 'reward_transfer' and reference_id = ${assigned.json().assignment.id}`,
      ),
    ).toBe(1);
    expect(await balanceOf(t.database.db, creatorWalletAccount(winner.id))).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
