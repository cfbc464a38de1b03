import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TDistributePreview } from '@briefly/shared/reward-preview';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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
import { balanceOf } from '../ledger/ledger.service.ts';
import { briefPoolAccount } from '../ledger/ledger.accounts.ts';

// Decision 045: the confirm dialog's summary (POST …/distribute-with-stripe/preview) and the
// distribution come from one plan. For random tiers, payees (creators with an active, a pending,
// a restricted or no payout account) and reward types/amounts — some over the pool — the preview
// equals what the distribution then does: the same refusal, or the same payees, fees, nets, where
// each net went (paid / held / credited) and the pool left in the ledger.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
const creators: User[] = [];
const ACCOUNT_STATES = ['complete', 'complete', null, 'pending', 'restricted', 'none'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const made = await createBrand(t.app);
  brand = { token: made.token, id: made.user.id };
  for (const state of ACCOUNT_STATES) {
    const creator = await createCreator(t.app);
    if (state !== 'none') await connectPayoutAccount(t.app, creator.token, state);
    creators.push({ token: creator.token, id: creator.user.id });
  }
}, 60_000);
afterAll(() => t.close());

const payee = fc.record({
  creator: fc.nat({ max: ACCOUNT_STATES.length - 1 }),
  rewardType: fc.constantFrom('cash' as const, 'credit' as const, 'prize' as const),
  cents: fc.integer({ min: 1, max: 40_000 }),
});
const scenario = fc.record({
  tiers: fc.integer({ min: 1, max: 4 }),
  reward: fc.integer({ min: 50, max: 1_200 }),
  payees: fc.uniqueArray(payee, { minLength: 1, maxLength: 4, selector: (entry) => entry.creator }),
});

const STATUS_OF = { connected_account: 'paid', held: 'held', wallet_credit: 'paid', none: 'none' } as const;

describe('distribute preview = distribute', () => {
  it('for 200 random tier / payee / account combinations', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ tiers, reward, payees }) => {
        const brief = await createFundedBrief(t.app, brand.token, { reward, amountOfWinners: tiers });
        const winners = [];
        for (const entry of payees) {
          const creator = creators[entry.creator]!;
          const submission = await createSubmission(t.app, creator.token, brief.id);
          winners.push(winnerEntry(submission, creator.id, entry.rewardType, entry.cents / 100));
        }
        const preview = await t.app.inject({
          method: 'POST',
          url: '/api/rewards/distribute-with-stripe/preview',
          headers: bearer(brand.token),
          payload: { briefId: brief.id, winners },
        });
        const paid = await distribute(t.app, brand.token, brief.id, winners);
        expect(preview.statusCode).toBe(paid.statusCode);
        if (paid.statusCode !== 200) {
          expect(preview.json().error).toEqual(paid.json().error);
          return;
        }
        const plan = preview.json() as TDistributePreview;
        const { successful, failed } = paid.json().results;
        expect(plan.failed).toEqual(failed);
        expect(
          successful.map((row: { submissionId: string; gross: number; platformFee: number; net: number }) => ({
            submissionId: row.submissionId,
            gross: row.gross,
            platformFee: row.platformFee,
            net: row.net,
            payoutStatus: (row as unknown as { payoutStatus: string }).payoutStatus,
          })),
        ).toEqual(
          plan.payees.map((row) => ({
            submissionId: row.submissionId,
            gross: row.gross,
            platformFee: row.platformFee,
            net: row.net,
            payoutStatus: STATUS_OF[row.destination],
          })),
        );
        expect(Math.round(plan.pool.after * 100)).toBe(await balanceOf(t.database.db, briefPoolAccount(brief.id)));
      }),
      { numRuns: 200 },
    );
  }, 600_000);
});
