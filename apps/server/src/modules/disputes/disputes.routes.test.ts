import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES, type TDispute, type TDisputesResponse } from '@briefly/shared/disputes';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
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
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import {
  briefPoolAccount,
  creatorReservedAccount,
  creatorWalletAccount,
  PLATFORM_FEES,
} from '../ledger/ledger.accounts.ts';
import { adminMoneyFlows } from '../admin/admin-money-figures.ts';
import { releaseHeldPayouts } from '../payouts/payouts.jobs.ts';
import { runJobs, storedNotifications } from '../notifications/notifications.test-support.ts';

// Disputes with a referee (docs/product/disputes.md): who may open, write and resolve; each outcome's
// ledger entries and the ledger's invariants after it; the paused payout; one resolution of two at once;
// the 14-day and 3-day deadlines on a clock the test moves.

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createMovableClock();
let t: TestApp;
type Account = { token: string; id: string };
let brand: Account;
let otherBrand: Account;
let outsider: Account;
let admin: Account;
let admin2: Account;

const account = async (made: Promise<{ token: string; user: { id: string } }>): Promise<Account> => {
  const { token, user } = await made;
  return { token, id: user.id };
};
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const openDispute = (token: string | undefined, subjectType: string, subjectId: string, extra = {}) =>
  call('POST', '/api/disputes', token, { subjectType, subjectId, reason: 'The decision was unfair', ...extra });
const resolve = (token: string, id: string, body: Record<string, unknown>) =>
  call('POST', `/api/admin/disputes/${id}/resolve`, token, { note: 'Looked at both sides.', ...body });
const balance = (name: string) => balanceOf(t.database.db, name);
const countRows = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ count: number }>(t.database.db, query))[0]!.count);
const assignmentOf = async (submissionId: string) =>
  (
    await queryRows<{ id: string; payout_status: string; payout_paused_at: Date | null }>(
      t.database.db,
      sql`select id, payout_status, payout_paused_at from reward_assignments where submission_id = ${submissionId}`,
    )
  )[0];

/** A funded brief ($200) with one cash winner of $100 (fee $10, net $90); the creator's account as given. */
async function cashWinner(payoutAccount: 'complete' | null) {
  const creator = await account(createCreator(t.app));
  if (payoutAccount) await connectPayoutAccount(t.app, creator.token, payoutAccount);
  const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
  expect(response.statusCode).toBe(200);
  const assignment = (await assignmentOf(submission.id))!;
  return { creator, brief, submission, assignmentId: assignment.id };
}

async function rejected() {
  const creator = await account(createCreator(t.app));
  const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  await reviewSubmission(t.app, brand.token, submission.id, 'reject');
  return { creator, brief, submission };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [brand, otherBrand, outsider] = await Promise.all([
    account(createBrand(t.app, { companyName: 'Peak Outdoors' })),
    account(createBrand(t.app)),
    account(createCreator(t.app)),
  ]);
  admin = await account(createAdmin(t.app, t.database.db));
  admin2 = await account(createAdmin(t.app, t.database.db));
}, 90_000);
afterAll(() => t?.close());

describe('opening a dispute', () => {
  it('lets the creator dispute a rejection; the brand answers; both see it, nobody else does', async () => {
    const { creator, submission } = await rejected();
    const opened = await openDispute(creator.token, 'submission', submission.id, { details: 'It met every point.' });
    expect(opened.statusCode).toBe(201);
    const dispute = opened.json().dispute as TDispute;
    expect(dispute).toMatchObject({
      status: 'open',
      openedBy: 'creator',
      subjectType: 'submission',
      brand: { id: brand.id, name: 'Peak Outdoors' },
      answeredAt: null,
      pastAnswerDeadline: false,
      ageDays: 0,
      allowedOutcomes: ['uphold', 'reopen_submission', 'pay_creator'],
    });
    expect(new Date(dispute.answerDueAt).getTime() - new Date(dispute.createdAt).getTime()).toBe(3 * DAY_MS);

    const answered = await call('POST', `/api/disputes/${dispute.id}/messages`, brand.token, {
      body: 'It missed the brief.',
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().dispute.answeredAt).not.toBeNull();
    expect(answered.json().dispute.messages).toEqual([
      expect.objectContaining({ authorRole: 'brand', authorName: 'Peak Outdoors', body: 'It missed the brief.' }),
    ]);

    for (const party of [brand, creator]) {
      const list = (await call('GET', '/api/disputes', party.token)).json() as TDisputesResponse;
      expect(list.disputes.map((item) => item.id)).toContain(dispute.id);
      expect((await call('GET', `/api/disputes/${dispute.id}`, party.token)).statusCode).toBe(200);
    }
    // A third party: not found, whatever they try.
    for (const stranger of [outsider, otherBrand]) {
      expect((await call('GET', `/api/disputes/${dispute.id}`, stranger.token)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/disputes/${dispute.id}/messages`, stranger.token, { body: 'Hello' })).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/disputes', stranger.token)).json().disputes).not.toContainEqual(
        expect.objectContaining({ id: dispute.id }),
      );
    }
    const foreign = await openDispute(outsider.token, 'submission', submission.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toContain('you are not a party to it');

    // One open dispute per subject, whichever party asks.
    const again = await openDispute(brand.token, 'submission', submission.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A dispute about this is already open');
  });

  it('refuses the anonymous, the wrong role and bad input with sentences', async () => {
    const { creator, submission } = await rejected();
    expect((await openDispute(undefined, 'submission', submission.id)).statusCode).toBe(401);
    expect((await call('GET', '/api/disputes')).statusCode).toBe(401);
    expect((await openDispute(admin.token, 'submission', submission.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/disputes', creator.token)).statusCode).toBe(403);
    expect((await resolve(brand.token, submission.id, { outcome: 'uphold' })).statusCode).toBe(403);

    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { subjectType: 'brief', subjectId: submission.id, reason: 'x' },
        'subjectType must be award, submission or withdrawal',
      ],
      [{ subjectType: 'submission', subjectId: 'nope', reason: 'x' }, 'subjectId must be an ID'],
      [{ subjectType: 'submission', subjectId: submission.id, reason: '  ' }, 'Say in a few words what you dispute'],
      [{ subjectType: 'submission', subjectId: submission.id, reason: '<b>unfair</b>' }, 'Reason cannot contain HTML'],
    ];
    for (const [payload, sentence] of cases) {
      const response = await call('POST', '/api/disputes', creator.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(sentence);
    }
    // A pending submission has no decision to dispute.
    const brief = await createFundedBrief(t.app, brand.token, { reward: 100 });
    const pending = await createSubmission(t.app, outsider.token, brief.id);
    const early = await openDispute(outsider.token, 'submission', pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('There is no decision to dispute yet');
  });
});

describe('disputing an award from the screens that show it', () => {
  it('names the award by the id every view of it gives; the parties’ lists tell which subject has one open', async () => {
    const { creator, brief, submission, assignmentId } = await cashWinner(null);
    // My Submissions, Earnings and the brand's Reward Management all name the same reward_assignments row.
    const own = (await call('GET', `/api/creators/submissions/${submission.id}`, creator.token)).json();
    expect(own.submission.award).toMatchObject({ assignmentId, payoutStatus: 'held', awardedAt: expect.any(String) });
    const payouts = (await call('GET', '/api/creators/payouts', creator.token)).json().data as Array<{ id: string }>;
    expect(payouts.map((payout) => payout.id)).toEqual([assignmentId]);
    const managed = (await call('GET', '/api/brands/reward-management', brand.token)).json().briefs as Array<{
      id: string;
      rewardAssignments: Array<{ id: string }>;
    }>;
    expect(managed.find((entry) => entry.id === brief.id)?.rewardAssignments.map((entry) => entry.id)).toEqual([
      assignmentId,
    ]);

    const opened = await openDispute(creator.token, 'award', own.submission.award.assignmentId);
    expect(opened.statusCode).toBe(201);
    const id = (opened.json().dispute as TDispute).id;
    for (const party of [creator, brand]) {
      const list = (await call('GET', '/api/disputes', party.token)).json() as TDisputesResponse;
      expect(list.disputes).toContainEqual(
        expect.objectContaining({ id, subjectType: 'award', subjectId: assignmentId, status: 'open' }),
      );
    }
    // The brand is a party too: it gets the one-open-dispute sentence, not a 404.
    const again = await openDispute(brand.token, 'award', assignmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A dispute about this is already open');
    // Another brand or creator: the award does not exist for them.
    for (const stranger of [otherBrand, outsider])
      expect((await openDispute(stranger.token, 'award', assignmentId)).statusCode).toBe(404);
  });

  it('lets the brand dispute an award it gave', async () => {
    const { assignmentId } = await cashWinner(null);
    const opened = await openDispute(brand.token, 'award', assignmentId);
    expect(opened.statusCode).toBe(201);
    expect(opened.json().dispute).toMatchObject({ openedBy: 'brand', subjectType: 'award', subjectId: assignmentId });
  });
});

describe('deadlines, on a controlled clock', () => {
  it('opens up to 14 days after the decision; past 3 days unanswered it needs attention', async () => {
    const start = new Date();
    clock.set(start);
    try {
      const late = await rejected();
      clock.set(new Date(start.getTime() + 14 * DAY_MS + 60_000));
      const refused = await openDispute(late.creator.token, 'submission', late.submission.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Disputes can be opened up to 14 days after the decision');

      clock.set(start);
      const onTime = await rejected();
      clock.set(new Date(start.getTime() + 13 * DAY_MS));
      const opened = await openDispute(onTime.creator.token, 'submission', onTime.submission.id);
      expect(opened.statusCode).toBe(201);
      const id = opened.json().dispute.id as string;

      // Sessions end long before two weeks pass: the admin's list and Needs attention are read from the service.
      const service = t.app.services.disputes;
      const listed = async () => (await service.listAll('open')).find((item) => item.id === id);
      const attentionIds = async () => (await service.attention(20)).items.map((item) => item.id);
      expect(await listed()).toMatchObject({ pastAnswerDeadline: false, ageDays: 0 });
      expect(await attentionIds()).not.toContain(id);

      clock.set(new Date(start.getTime() + 16 * DAY_MS + 60_000));
      expect(await listed()).toMatchObject({ pastAnswerDeadline: true, ageDays: 3, answeredAt: null });
      expect(await attentionIds()).toContain(id);

      // Resolved on day 3, its age stays at 3 days: how long it was open.
      await service.resolve({ id: admin.id, ip: '127.0.0.1' }, id, {
        outcome: 'uphold',
        note: 'Looked at both sides.',
      });
      clock.set(new Date(start.getTime() + 30 * DAY_MS));
      const resolved = (await service.listAll('resolved')).find((item) => item.id === id);
      expect(resolved).toMatchObject({ status: 'resolved', ageDays: 3 });
    } finally {
      clock.set(null);
    }
  });
});

describe('an award’s payout while its dispute is open', () => {
  it('is not sent by the transfer job, and goes once the dispute is upheld', async () => {
    const { creator, assignmentId } = await cashWinner(null);
    expect(
      (await assignmentOf(
        (
          await queryRows<{ submission_id: string }>(
            t.database.db,
            sql`select submission_id from reward_assignments where id = ${assignmentId}`,
          )
        )[0]!.submission_id,
      ))!.payout_status,
    ).toBe('held');
    const opened = await openDispute(brand.token, 'award', assignmentId);
    expect(opened.statusCode).toBe(201);
    const id = opened.json().dispute.id as string;

    // The creator's account becomes active (which releases held cash at once) and the job runs: nothing is sent.
    await connectPayoutAccount(t.app, creator.token, 'complete');
    await releaseHeldPayouts({ payouts: t.app.services.payouts });
    const transfers = () =>
      countRows(
        sql`select count(*)::int as count from ledger_transactions where kind = 'reward_transfer' and reference_id = ${assignmentId}`,
      );
    expect(await transfers()).toBe(0);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(9000);

    const upheld = await resolve(admin.token, id, { outcome: 'uphold' });
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json().dispute).toMatchObject({ status: 'resolved', outcome: 'uphold', resolutionCents: null });
    expect(await transfers()).toBe(1);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
    const audits = await countRows(
      sql`select count(*)::int as count from audit_log where action = 'dispute.resolved' and target_id = ${id}`,
    );
    expect(audits).toBe(1);
    // Resolved: no more messages.
    const closed = await call('POST', `/api/disputes/${id}/messages`, creator.token, { body: 'Thanks' });
    expect(closed.statusCode).toBe(409);
  });
});

describe('each outcome’s ledger entries', () => {
  it('reverse_award of an unpaid award: the whole award back to the pool', async () => {
    const { creator, brief, assignmentId } = await cashWinner(null);
    const poolBefore = await balance(briefPoolAccount(brief.id));
    const feesBefore = await balance(PLATFORM_FEES);
    const id = (await openDispute(brand.token, 'award', assignmentId)).json().dispute.id as string;
    const response = await resolve(admin.token, id, { outcome: 'reverse_award' });
    expect(response.statusCode).toBe(200);
    expect(response.json().dispute).toMatchObject({ outcome: 'reverse_award', resolutionCents: 10000 });
    expect(await balance(briefPoolAccount(brief.id))).toBe(poolBefore + 10000);
    expect(await balance(PLATFORM_FEES)).toBe(feesBefore - 1000);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(0);
    expect(await countRows(sql`select count(*)::int as count from reward_assignments where id = ${assignmentId}`)).toBe(
      0,
    );
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('reverse_award of a paid award: the fee back, cash recovered only from what the wallet holds', async () => {
    const { creator, brief, assignmentId } = await cashWinner('complete');
    expect(await balance(creatorWalletAccount(creator.id))).toBe(0);
    // The creator has $45 of other (settled) credit in their wallet.
    const other = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const otherSubmission = await createSubmission(t.app, creator.token, other.id);
    expect(
      (await distribute(t.app, brand.token, other.id, [winnerEntry(otherSubmission, creator.id, 'credit', 50)]))
        .statusCode,
    ).toBe(200);
    const walletBefore = await balance(creatorWalletAccount(creator.id));
    expect(walletBefore).toBe(4500);
    const poolBefore = await balance(briefPoolAccount(brief.id));

    const id = (await openDispute(brand.token, 'award', assignmentId)).json().dispute.id as string;
    const response = await resolve(admin.token, id, { outcome: 'reverse_award' });
    expect(response.statusCode).toBe(200);
    // Fee $10 + recovered $45 (not the $90 paid out): the wallet ends at zero, never below.
    expect(response.json().dispute.resolutionCents).toBe(5500);
    expect(await balance(briefPoolAccount(brief.id))).toBe(poolBefore + 5500);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('pay_creator: from the pool, fee taken like an award; never more than the pool holds', async () => {
    const { creator, brief, submission } = await rejected();
    const id = (await openDispute(creator.token, 'submission', submission.id)).json().dispute.id as string;
    const missing = await resolve(admin.token, id, { outcome: 'pay_creator' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('Say how much to pay the creator');
    const fraction = await resolve(admin.token, id, { outcome: 'pay_creator', amountCents: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().error).toContain('whole number of cents');
    const tooMuch = await resolve(admin.token, id, { outcome: 'pay_creator', amountCents: 20001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe('The payment is more than what is left in this brief’s pool');
    const wrong = await resolve(admin.token, id, { outcome: 'reverse_award' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('That outcome does not fit this dispute');

    const paid = await resolve(admin.token, id, { outcome: 'pay_creator', amountCents: 5000 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().dispute).toMatchObject({ outcome: 'pay_creator', resolutionCents: 5000 });
    expect(await balance(briefPoolAccount(brief.id))).toBe(15000);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(4500);
    expect(
      await countRows(
        sql`select count(*)::int as count from ledger_transactions where kind = 'dispute_payment' and reference_id = ${id}`,
      ),
    ).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('reopen_submission: the rejected submission is pending again; nothing moves', async () => {
    const { creator, brief, submission } = await rejected();
    const id = (await openDispute(creator.token, 'submission', submission.id)).json().dispute.id as string;
    const response = await resolve(admin.token, id, { outcome: 'reopen_submission' });
    expect(response.statusCode).toBe(200);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from submissions where id = ${submission.id}`,
    );
    expect(row!.status).toBe('pending');
    expect(await balance(briefPoolAccount(brief.id))).toBe(20000);

    // The brand was told of the dispute; both parties of its resolution, in the app and by email.
    await runJobs(t.app);
    const told = await storedNotifications(t.database.db, [brand.id, creator.id]);
    const about = told.filter((row) => row.link === `/disputes/${id}`);
    const seen = about.map((row) => `${row.user_id} ${row.title}`).sort();
    expect(seen).toEqual(
      [
        `${brand.id} A dispute was opened`,
        `${brand.id} Dispute resolved: submission reopened`,
        `${creator.id} Dispute resolved: submission reopened`,
      ].sort(),
    );
    expect(about.every((row) => row.email_due_at !== null)).toBe(true);
  });
});

describe('two admins resolving at once', () => {
  it('makes one resolution and one posting', async () => {
    const { creator, submission } = await rejected();
    const id = (await openDispute(creator.token, 'submission', submission.id)).json().dispute.id as string;
    const answers = await Promise.all([
      resolve(admin.token, id, { outcome: 'pay_creator', amountCents: 1000 }),
      resolve(admin2.token, id, { outcome: 'pay_creator', amountCents: 2000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(
      'This dispute has already been resolved',
    );
    expect(
      await countRows(
        sql`select count(*)::int as count from ledger_transactions where kind = 'dispute_payment' and reference_id = ${id}`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        sql`select count(*)::int as count from audit_log where action = 'dispute.resolved' and target_id = ${id}`,
      ),
    ).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
    const unknown = await resolve(admin.token, '00000000-0000-4000-8000-000000000000', { outcome: 'uphold' });
    expect(unknown.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- withdrawals

/** A creator with an active payout account and $90 of settled credit in their wallet. */
async function creatorWithWallet(): Promise<Account> {
  const creator = await account(createCreator(t.app));
  await connectPayoutAccount(t.app, creator.token, 'complete');
  const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  const awarded = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'credit', 100)]);
  expect(awarded.statusCode).toBe(200);
  expect(await balance(creatorWalletAccount(creator.id))).toBe(9000);
  return creator;
}
async function withdraw(creator: Account, amount: number): Promise<string> {
  const response = await call('POST', '/api/creators/withdrawals', creator.token, { amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}
async function decideWithdrawal(id: string, decision: 'approve' | 'reject') {
  const response = await call(
    'POST',
    `/api/admin/withdrawal-requests/${id}/${decision}`,
    admin.token,
    decision === 'reject' ? { reason: 'Details do not match', adminNotes: '' } : { adminNotes: '' },
  );
  expect(response.statusCode, response.body).toBe(200);
}
const withdrawalStatus = async (id: string) =>
  (await queryRows<{ status: string }>(t.database.db, sql`select status from withdrawals where id = ${id}`))[0]!.status;
const postings = (kind: string, referenceId: string) =>
  countRows(
    sql`select count(*)::int as count from ledger_transactions where kind = ${kind} and reference_id = ${referenceId}`,
  );

describe('withdrawal disputes', () => {
  it('reverses a rejection: the request is approved after all, reserved again and paid', async () => {
    const creator = await creatorWithWallet();
    const withdrawal = await withdraw(creator, 50);
    await decideWithdrawal(withdrawal, 'reject');
    expect(await balance(creatorWalletAccount(creator.id))).toBe(9000);

    const opened = await openDispute(creator.token, 'withdrawal', withdrawal);
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json().dispute as TDispute;
    // Named by its amount, on its page and in the lists (several withdrawals of one creator may be disputed).
    expect(dispute).toMatchObject({
      subjectType: 'withdrawal',
      subjectTitle: 'Withdrawal of $50.00',
      brand: null,
      allowedOutcomes: ['uphold', 'reverse_rejection'],
    });
    const listed = (await call('GET', '/api/disputes', creator.token)).json().disputes as TDispute[];
    expect(listed.find((one) => one.id === dispute.id)?.subjectTitle).toBe('Withdrawal of $50.00');
    // The platform is the other side: no brand may see it.
    expect((await call('GET', `/api/disputes/${dispute.id}`, brand.token)).statusCode).toBe(404);

    const resolved = await resolve(admin.token, dispute.id, { outcome: 'reverse_rejection' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().dispute).toMatchObject({ outcome: 'reverse_rejection', resolutionCents: 5000 });
    // Through the state machine: rejected → approved (reserved again) → completed (transferred).
    expect(await withdrawalStatus(withdrawal)).toBe('completed');
    expect(await postings('withdrawal_reinstatement', withdrawal)).toBe(1);
    expect(await postings('withdrawal_payout', withdrawal)).toBe(1);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(4000);
    expect(await balance(creatorReservedAccount(creator.id))).toBe(0);
    expect(
      await countRows(
        sql`select count(*)::int as count from audit_log where action = 'withdrawal.reinstated' and target_id = ${withdrawal}`,
      ),
    ).toBe(1);
    // Each step published as withdrawal.processed, the reinstatement as an approval like the admin's.
    const events = await queryRows<{ type: string; status: string | null; reason: string | null }>(
      t.database.db,
      sql`select type, payload->>'status' as status, payload->>'reason' as reason from domain_events
          where aggregate_id = ${`withdrawal:${withdrawal}`} order by position`,
    );
    expect(events.map((row) => `${row.type}:${row.status ?? ''}:${row.reason ?? ''}`)).toEqual([
      'withdrawal.requested::',
      expect.stringMatching(/^withdrawal\.processed:rejected:.+/),
      'withdrawal.processed:approved:',
      'withdrawal.processed:completed:',
    ]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('a completed withdrawal can only be upheld', async () => {
    const creator = await creatorWithWallet();
    const withdrawal = await withdraw(creator, 30);
    await decideWithdrawal(withdrawal, 'approve');
    expect(await withdrawalStatus(withdrawal)).toBe('completed');
    const dispute = (await openDispute(creator.token, 'withdrawal', withdrawal)).json().dispute as TDispute;
    expect(dispute.allowedOutcomes).toEqual(['uphold']);
    const reversed = await resolve(admin.token, dispute.id, { outcome: 'reverse_rejection' });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().error).toBe(DISPUTE_MESSAGES.withdrawalNotRejected);
    const paid = await resolve(admin.token, dispute.id, { outcome: 'pay_creator', amountCents: 100 });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error).toBe(DISPUTE_MESSAGES.outcomeNotAllowed);
    const upheld = await resolve(admin.token, dispute.id, { outcome: 'uphold' });
    expect(upheld.statusCode).toBe(200);
    expect(await withdrawalStatus(withdrawal)).toBe('completed');
    expect(await postings('withdrawal_reinstatement', withdrawal)).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('refuses to reinstate what the wallet no longer holds, and changes nothing', async () => {
    const creator = await creatorWithWallet();
    const withdrawal = await withdraw(creator, 50);
    await decideWithdrawal(withdrawal, 'reject');
    const dispute = (await openDispute(creator.token, 'withdrawal', withdrawal)).json().dispute as TDispute;
    // Meanwhile the creator asks for $60 of the $90 again: $30 is left, less than the $50.
    await withdraw(creator, 60);
    const refused = await resolve(admin.token, dispute.id, { outcome: 'reverse_rejection' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DISPUTE_MESSAGES.walletShort);
    expect(await withdrawalStatus(withdrawal)).toBe('rejected');
    expect(await postings('withdrawal_reinstatement', withdrawal)).toBe(0);
    expect((await call('GET', `/api/disputes/${dispute.id}`, creator.token)).json().dispute.status).toBe('open');
    expect(await balance(creatorWalletAccount(creator.id))).toBe(3000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('two admins reversing at once: one resolution, one reservation', async () => {
    const creator = await creatorWithWallet();
    const withdrawal = await withdraw(creator, 40);
    await decideWithdrawal(withdrawal, 'reject');
    const dispute = (await openDispute(creator.token, 'withdrawal', withdrawal)).json().dispute as TDispute;
    const answers = await Promise.all([
      resolve(admin.token, dispute.id, { outcome: 'reverse_rejection' }),
      resolve(admin2.token, dispute.id, { outcome: 'reverse_rejection' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await postings('withdrawal_reinstatement', withdrawal)).toBe(1);
    expect(await postings('withdrawal_payout', withdrawal)).toBe(1);
    expect(await balance(creatorWalletAccount(creator.id))).toBe(5000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the admin's figures

describe('“Awarded to creators” and a dispute’s payment', () => {
  it('moves by exactly the payment’s net, and platform fees by its fee', async () => {
    const { creator, submission } = await rejected();
    const id = (await openDispute(creator.token, 'submission', submission.id)).json().dispute.id as string;
    const analytics = async () => {
      const response = await call('GET', '/api/admin/analytics', admin.token);
      expect(response.statusCode).toBe(200);
      return response.json().financialOverview as { awardedCents: number; platformFeesCents: number };
    };
    const before = await analytics();
    expect((await resolve(admin.token, id, { outcome: 'pay_creator', amountCents: 3000 })).statusCode).toBe(200);
    const after = await analytics();
    // $30 gross: $3 fee, $27 into the creator's wallet.
    if (TEST_DB_KIND === 'pglite') {
      expect(after.awardedCents - before.awardedCents).toBe(2700);
      expect(after.platformFeesCents - before.platformFeesCents).toBe(300);
    }
    // Exactly, on any database: the figures' one definition over a window that holds this posting alone.
    const instant = new Date(Date.UTC(2001, 0, 1) + Math.floor(Date.now() % 1_000_000_000));
    await t.database.db.execute(
      sql`update ledger_transactions set created_at = ${instant} where kind = 'dispute_payment' and reference_id = ${id}`,
    );
    const flows = await adminMoneyFlows(t.database.db, { from: instant, to: new Date(instant.getTime() + 1) });
    expect(flows).toMatchObject({ awarded: 2700, platformFees: 300, paidOut: 0 });
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

// ---------------------------------------------------------------- hostile input

describe('bad input on the dispute routes', () => {
  it('answers NUL bytes, huge strings, deep nesting and wrong types with a 400 sentence, never a 500', async () => {
    const { creator, submission } = await rejected();
    const id = (await openDispute(creator.token, 'submission', submission.id)).json().dispute.id as string;
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level++) deep = { a: deep };
    const huge = 'x'.repeat(100_000);
    const cases: Array<[string, string, Account, unknown, string]> = [
      [
        'POST',
        '/api/disputes',
        creator,
        { subjectType: 'submission', subjectId: submission.id, reason: 'a\u0000b' },
        'NUL',
      ],
      [
        'POST',
        '/api/disputes',
        creator,
        { subjectType: 'submission', subjectId: submission.id, reason: huge },
        'at most 200',
      ],
      [
        'POST',
        '/api/disputes',
        creator,
        { subjectType: 'submission', subjectId: submission.id, reason: 'x', details: huge },
        'at most 4,000',
      ],
      [
        'POST',
        '/api/disputes',
        creator,
        { subjectType: 'submission', subjectId: submission.id, reason: 7 },
        'Reason must be text',
      ],
      [
        'POST',
        '/api/disputes',
        creator,
        { subjectType: ['submission'], subjectId: submission.id, reason: 'x' },
        'subjectType must be',
      ],
      ['POST', '/api/disputes', creator, { subjectType: 'submission', subjectId: submission.id, reason: deep }, ''],
      ['POST', '/api/disputes', creator, [1, 2, 3], ''],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: 'a\u0000b' }, 'NUL'],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: huge }, 'Message can be at most 4,000 characters'],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: deep }, ''],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: 12 }, 'Message must be text'],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: 'hi', extra: true }, ''],
      ['POST', `/api/disputes/${id}/messages`, creator, { body: '\ud800' }, 'unpaired surrogates'],
      [
        'POST',
        `/api/admin/disputes/${id}/resolve`,
        admin,
        { outcome: 'uphold', note: huge },
        'Note can be at most 2,000 characters',
      ],
      ['POST', `/api/admin/disputes/${id}/resolve`, admin, { outcome: 'uphold', note: 'a\u0000b' }, 'NUL'],
      [
        'POST',
        `/api/admin/disputes/${id}/resolve`,
        admin,
        { outcome: 'pay_creator', note: 'x', amountCents: '3000' },
        'amountCents must be a whole number of cents',
      ],
      [
        'POST',
        `/api/admin/disputes/${id}/resolve`,
        admin,
        { outcome: 'pay_creator', note: 'x', amountCents: 1e300 },
        '',
      ],
      ['POST', `/api/admin/disputes/${id}/resolve`, admin, { outcome: { deep }, note: 'x' }, ''],
      ['POST', `/api/admin/disputes/${id}/resolve`, admin, { outcome: 'refund_all', note: 'x' }, 'outcome must be'],
      ['GET', '/api/admin/disputes?status=%00', admin, undefined, ''],
      [
        'GET',
        `/api/admin/disputes?status=${'x'.repeat(10_000)}`,
        admin,
        undefined,
        'status must be open, resolved or all',
      ],
      ['GET', '/api/disputes/not-an-id', creator, undefined, 'must be a valid ID'],
      ['GET', '/api/disputes/%00', creator, undefined, ''],
    ];
    for (const [method, url, who, payload, sentence] of cases) {
      const response = await call(method as 'GET' | 'POST', url, who.token, payload);
      const label = `${method} ${url.slice(0, 60)} ${JSON.stringify(payload)?.slice(0, 80)}`;
      expect(response.statusCode, label).toBe(400);
      const error = response.json().error as string;
      expect(typeof error, label).toBe('string');
      expect(error.length, label).toBeGreaterThan(0);
      if (sentence) expect(error, label).toContain(sentence);
    }
    // Nothing of it was written: the dispute is open, without messages.
    const dispute = (await call('GET', `/api/disputes/${id}`, creator.token)).json().dispute as TDispute;
    expect(dispute).toMatchObject({ status: 'open', messages: [] });
  });
});
