import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
import { creatorWalletAccount, EXTERNAL_CONNECTED_ACCOUNTS } from '../ledger/ledger.accounts.ts';

// Money under contention (decision 019): distributions and process-payouts over briefs that share
// their creators, all at once, each sent twice under one Idempotency-Key, then every request sent
// again under its key. Before decision 019 two distributions whose winners came in opposite orders
// locked the creators' running totals in opposite orders and one of them answered 500 (a deadlock).
// Meaningful on PostgreSQL (TEST_DB=postgres); PGlite runs one transaction at a time.

const CREATORS = 6;
const BRIEFS = 8;
const AMOUNT = 40;

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

describe(`money calls under contention (${TEST_DB_KIND})`, () => {
  it('answers no 5xx, awards and pays each winner once, and keeps the ledger equal to the provider', async () => {
    const brands = await Promise.all([createBrand(t.app), createBrand(t.app)]);
    // Four creators with active payout accounts (cash is paid), two without (cash is held).
    const creators = await Promise.all(
      Array.from({ length: CREATORS }, async (_, index) => {
        const created = await createCreator(t.app);
        const accountId = index < 4 ? await connectPayoutAccount(t.app, created.token, 'complete') : null;
        return { token: created.token, id: created.user.id, accountId };
      }),
    );
    const briefs = await Promise.all(
      Array.from({ length: BRIEFS }, (_, index) =>
        createFundedBrief(t.app, brands[index % 2]!.token, { reward: CREATORS * AMOUNT, amountOfWinners: CREATORS }),
      ),
    );
    const submissions = await Promise.all(
      briefs.map((brief) => Promise.all(creators.map((creator) => createSubmission(t.app, creator.token, brief.id)))),
    );

    // Brief k names every creator, in an order of its own: even briefs forwards, odd ones backwards,
    // rotated by k, so any two briefs award shared creators in different orders.
    const rewardTypes = ['cash', 'cash', 'credit', 'cash', 'prize', 'credit'] as const;
    const plans = briefs.map((brief, k) => {
      const order = creators.map((_, index) => (k % 2 === 0 ? index + k : CREATORS - 1 - index + k) % CREATORS);
      const winners = order.map((creatorIndex, place) => {
        const type = rewardTypes[(place + k) % rewardTypes.length]!;
        return {
          ...winnerEntry(
            submissions[k]![creatorIndex]!,
            creators[creatorIndex]!.id,
            type,
            type === 'prize' ? 0 : AMOUNT,
          ),
          position: place + 1,
        };
      });
      return { brief, brand: brands[k % 2]!, winners };
    });

    const distributeCall = (plan: (typeof plans)[number]) =>
      distribute(t.app, plan.brand.token, plan.brief.id, plan.winners, {
        'idempotency-key': `distribute-${plan.brief.id}`,
      });
    const payoutsCall = (plan: (typeof plans)[number]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/briefs/${plan.brief.id}/process-payouts`,
        headers: { ...bearer(plan.brand.token), 'idempotency-key': `payouts-${plan.brief.id}` },
      });

    // Everything at once: each distribution and process-payouts twice (the client retrying its cut-off call).
    const storm = await Promise.all(
      plans.flatMap((plan) => [distributeCall(plan), distributeCall(plan), payoutsCall(plan), payoutsCall(plan)]),
    );
    const failures = (responses: LightMyRequestResponse[]) =>
      responses
        .filter((response) => response.statusCode >= 500)
        .map((response) => `${response.statusCode} ${response.body}`);
    expect(failures(storm)).toEqual([]);

    // Then again, one by one, under the same keys: the stored answer, or (a key still in progress) a retry that moves nothing new.
    const again = [];
    for (const plan of plans) again.push(await distributeCall(plan), await payoutsCall(plan));
    expect(failures(again)).toEqual([]);
    for (const plan of plans) {
      const replay = await distributeCall(plan);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }

    // Every winner awarded once, every cash award to an active account transferred once.
    const awards = await rows<{
      brief_id: string;
      creator_id: string;
      reward_type: string;
      payout_status: string;
      net_cents: string;
    }>(
      sql`select brief_id, creator_id, reward_type, payout_status, net_cents from reward_assignments where brief_id in (${sql.join(
        briefs.map((brief) => sql`${brief.id}`),
        sql`, `,
      )})`,
    );
    expect(awards).toHaveLength(BRIEFS * CREATORS);
    expect(new Set(awards.map((award) => `${award.brief_id}/${award.creator_id}`)).size).toBe(BRIEFS * CREATORS);
    const withAccount = new Set(creators.slice(0, 4).map((creator) => creator.id));
    for (const award of awards) {
      if (award.reward_type !== 'cash') continue;
      expect(award.payout_status).toBe(withAccount.has(award.creator_id) ? 'paid' : 'held');
    }
    const cashPaid = awards.filter((award) => award.reward_type === 'cash' && withAccount.has(award.creator_id));
    // The provider's books and the ledger's, for these creators (other files share a PostgreSQL database).
    const accounts = creators.flatMap((creator) => (creator.accountId ? [sql`${creator.accountId}`] : []));
    const [transfers] = await rows<{ count: number; total: string | null }>(
      sql`select count(*)::int as count, sum(amount_cents) as total from test_provider_transfers where destination in (${sql.join(accounts, sql`, `)})`,
    );
    const [ledgerOut] = await rows<{ total: string | null }>(
      sql`select sum(out.amount_cents) as total from ledger_entries out join ledger_entries wallet on wallet.transaction_id = out.transaction_id
          where out.account = ${EXTERNAL_CONNECTED_ACCOUNTS} and wallet.account in (${sql.join(
            creators.map((creator) => sql`${creatorWalletAccount(creator.id)}`),
            sql`, `,
          )})`,
    );
    expect(transfers!.count).toBe(cashPaid.length);
    expect(Number(transfers!.total)).toBe(cashPaid.reduce((sum, award) => sum + Number(award.net_cents), 0));
    expect(Number(ledgerOut!.total)).toBe(Number(transfers!.total));
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('withdrawals requested, approved and rejected at once, each twice under its key: no 5xx, each settled once', async () => {
    const brand = await createBrand(t.app);
    const creators = await Promise.all(
      Array.from({ length: CREATORS }, async () => {
        const created = await createCreator(t.app);
        const accountId = await connectPayoutAccount(t.app, created.token, 'complete');
        return { token: created.token, id: created.user.id, accountId };
      }),
    );
    // Credit in every wallet, from one brief: something to withdraw.
    const brief = await createFundedBrief(t.app, brand.token, { reward: CREATORS * AMOUNT, amountOfWinners: CREATORS });
    const submissions = await Promise.all(creators.map((creator) => createSubmission(t.app, creator.token, brief.id)));
    const awarded = await distribute(
      t.app,
      brand.token,
      brief.id,
      creators.map((creator, index) => winnerEntry(submissions[index]!, creator.id, 'credit', AMOUNT)),
    );
    expect(awarded.statusCode, awarded.body).toBe(200);

    const request = (creator: (typeof creators)[number], amount: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/creators/withdrawals',
        headers: { ...bearer(creator.token), 'idempotency-key': key },
        payload: { amount },
      });
    const requests = await Promise.all(
      creators.flatMap((creator) => [
        request(creator, 10, `w-${creator.id}`),
        request(creator, 10, `w-${creator.id}`),
        request(creator, 5, `v-${creator.id}`),
      ]),
    );
    expect(requests.filter((response) => response.statusCode >= 500).map((response) => response.body)).toEqual([]);
    const ids = [
      ...new Set(
        requests
          .filter((response) => response.statusCode === 201)
          .map((response) => (response.json() as { data: { id: string } }).data.id),
      ),
    ];
    expect(ids).toHaveLength(CREATORS * 2);

    // The admin approves the first half and rejects the rest, every decision twice at once under one key.
    const decide = (id: string, index: number) =>
      index % 2 === 0
        ? t.app.inject({
            method: 'POST',
            url: `/api/admin/withdrawal-requests/${id}/approve`,
            headers: { ...bearer(admin.token), 'idempotency-key': `a-${id}` },
            payload: { adminNotes: '' },
          })
        : t.app.inject({
            method: 'POST',
            url: `/api/admin/withdrawal-requests/${id}/reject`,
            headers: { ...bearer(admin.token), 'idempotency-key': `r-${id}` },
            payload: { reason: 'Please try a smaller amount' },
          });
    const decisions = await Promise.all(ids.flatMap((id, index) => [decide(id, index), decide(id, index)]));
    expect(decisions.filter((response) => response.statusCode >= 500).map((response) => response.body)).toEqual([]);
    for (const [index, id] of ids.entries()) expect((await decide(id, index)).statusCode).toBe(200);

    const accounts = creators.map((creator) => sql`${creator.accountId}`);
    const [transfers] = await rows<{ count: number; total: string | null }>(
      sql`select count(*)::int as count, sum(amount_cents) as total from test_provider_transfers where destination in (${sql.join(accounts, sql`, `)})`,
    );
    const approved = await rows<{ amount_cents: string }>(
      sql`select amount_cents from withdrawals where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and status = 'completed'`,
    );
    expect(approved).toHaveLength(ids.filter((_, index) => index % 2 === 0).length);
    expect(transfers!.count).toBe(approved.length);
    expect(Number(transfers!.total)).toBe(approved.reduce((sum, row) => sum + Number(row.amount_cents), 0));
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
