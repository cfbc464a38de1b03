import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  REWARD_MESSAGES,
  ZAssignRewardRequest,
  ZAssignRewardResponse,
  ZBriefMoneyResponse,
  ZCreatorPayoutsResponse,
  ZDistributeRequest,
  ZDistributeResponse,
  ZOnboardLinkRequest,
  ZOnboardLinkResponse,
  ZOnboardRequest,
  ZOnboardResponse,
  ZProcessPayoutsResponse,
  ZProviderAccountStatus,
  ZRecheckResponse,
  ZRefundResponse,
  ZRemoveAssignmentResponse,
  ZRewardManagementResponse,
  ZStripePayoutsResponse,
  ZWallet,
  ZWithdrawalApproveRequest,
  ZWithdrawalCreateRequest,
  ZWithdrawalRejectRequest,
  ZWithdrawalResponse,
  ZWithdrawalsQuery,
  ZWithdrawalsResponse,
} from '@briefly/shared/rewards';
import { requireUser } from '../../plugins/access.ts';
import type { AuthenticatedUser } from '../auth/auth.types.ts';
import type { RewardsService } from './rewards.service.ts';
import type { PayoutAccountsService } from './payout-accounts.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';
import { payoutAccountNotFound } from './rewards.errors.ts';
import { notFound } from '../../lib/errors.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });
const ZAssignmentParams = z.object({ id: z.uuid({ message: 'Invalid assignment ID' }) });
const ZWithdrawalParams = z.object({ id: z.uuid({ message: 'Invalid withdrawal request ID' }) });
/** A user id, or the word 'current' for the caller (part 2 §7). */
const ZUserParams = z.object({ userId: z.union([z.uuid(), z.literal('current')], { message: 'Invalid user ID' }) });
/** Calls that take no body may not carry fields. */
const ZNoBody = z.strictObject({}).nullish();

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const moneyErrors = { ...readErrors, 409: ZErrorEnvelope, 422: ZErrorEnvelope, 502: ZErrorEnvelope, 503: ZErrorEnvelope };

/** The creator whose money the caller may see: themself, or anyone for an admin; others are 404. */
function creatorInView(caller: AuthenticatedUser, userId: string, notFoundError: () => Error): string {
  if (userId === 'current') {
    if (caller.type !== 'creator') throw notFoundError();
    return caller.id;
  }
  if (caller.type === 'admin' || caller.id === userId) return userId;
  throw notFoundError();
}

export interface RewardsRoutesOptions {
  rewards: RewardsService;
  payoutAccounts: PayoutAccountsService;
  withdrawals: WithdrawalsService;
}

export async function rewardsRoutes(app: FastifyInstance, { rewards, payoutAccounts, withdrawals }: RewardsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---------------------------------------------------------------- creator payout account

  api.post('/api/creators/onboard', {
    config: { access: 'creator', idempotent: true },
    schema: { tags: ['payouts'], summary: 'Create your connected payout account (once; repeats answer the same account)', body: ZOnboardRequest, response: { 200: ZOnboardResponse, ...moneyErrors } },
    handler: async (request) => ({ ok: true as const, ...(await payoutAccounts.onboard(requireUser(request).id, request.body.country)) }),
  });

  api.post('/api/creators/onboard/link', {
    config: { access: 'creator' },
    schema: {
      tags: ['payouts'],
      summary: "A one-time link to the provider's hosted onboarding; return and refresh URLs must be pages of this site",
      body: ZOnboardLinkRequest,
      response: { 200: ZOnboardLinkResponse, ...moneyErrors },
    },
    handler: async (request) => ({ data: await payoutAccounts.onboardingLink(requireUser(request).id, request.body) }),
  });

  api.post('/api/creators/onboard/recheck', {
    config: { access: 'creator' },
    schema: { tags: ['payouts'], summary: 'Ask the provider for your account status now (releases held cash when active)', body: ZNoBody, response: { 200: ZRecheckResponse, ...moneyErrors } },
    handler: async (request) => ({ data: await payoutAccounts.recheck(requireUser(request).id) }),
  });

  api.get('/api/stripe/account/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: { tags: ['payouts'], summary: "A creator's payout account status (yours, or any for an admin); 404 when there is none", params: ZUserParams, response: { 200: ZProviderAccountStatus, ...readErrors } },
    handler: async (request) => payoutAccounts.status(creatorInView(requireUser(request), request.params.userId, payoutAccountNotFound)),
  });

  // ---------------------------------------------------------------- winners (brand)

  api.post('/api/rewards/distribute-with-stripe', {
    config: { access: 'brand', idempotent: true },
    schema: {
      tags: ['rewards'],
      summary: "Assign and pay winners of your funded brief: cash is transferred (or held until the creator's account is active), credit goes to the wallet, a prize is recorded",
      body: ZDistributeRequest,
      response: { 200: ZDistributeResponse, ...moneyErrors },
    },
    handler: async (request) => rewards.distribute(requireUser(request), request.body),
  });

  api.get('/api/brands/reward-management', {
    config: { access: 'brand' },
    schema: { tags: ['rewards'], summary: 'Your funded briefs with their tiers, assignments and submissions', response: { 200: ZRewardManagementResponse, ...readErrors } },
    handler: async (request) => rewards.rewardManagement(requireUser(request)),
  });

  api.post('/api/briefs/:id/assign-reward', {
    config: { access: 'brand', idempotent: true },
    schema: {
      tags: ['rewards'],
      summary: "Assign a tier of your brief to a submission: the tier's money moves to the creator's wallet; process payouts transfers it",
      params: ZBriefParams,
      body: ZAssignRewardRequest,
      response: { 201: ZAssignRewardResponse, ...moneyErrors },
    },
    handler: async (request, reply) => reply.status(201).send({ message: REWARD_MESSAGES.assigned, assignment: await rewards.assignReward(requireUser(request), request.params.id, request.body) }),
  });

  api.delete('/api/reward-assignments/:id', {
    config: { access: 'brand' },
    schema: { tags: ['rewards'], summary: 'Remove an unpaid assignment (its award is taken back by a new ledger transaction)', params: ZAssignmentParams, response: { 200: ZRemoveAssignmentResponse, ...moneyErrors } },
    handler: async (request) => {
      await rewards.removeAssignment(requireUser(request), request.params.id);
      return { message: REWARD_MESSAGES.assignmentRemoved };
    },
  });

  api.post('/api/briefs/:id/process-payouts', {
    config: { access: 'brand', idempotent: true },
    schema: { tags: ['rewards'], summary: "Transfer every unpaid cash award of your brief (paid, or held) and settle credit", params: ZBriefParams, body: ZNoBody, response: { 200: ZProcessPayoutsResponse, ...moneyErrors } },
    handler: async (request) => rewards.processPayouts(requireUser(request), request.params.id),
  });

  api.post('/api/briefs/:id/refund', {
    config: { access: 'brand', idempotent: true },
    schema: {
      tags: ['rewards'],
      summary: 'Refund what is left of an archived brief’s pool once its winners are paid (to the card, or the wallet it came from)',
      params: ZBriefParams,
      body: ZNoBody,
      response: { 200: ZRefundResponse, ...moneyErrors },
    },
    handler: async (request) => rewards.refundPool(requireUser(request), request.params.id),
  });

  api.get('/api/briefs/:id/money', {
    config: { access: ['brand', 'admin'] },
    schema: { tags: ['rewards'], summary: "A brief's money from the ledger: funded, assigned, paid, fees, held, refunded, remaining", params: ZBriefParams, response: { 200: ZBriefMoneyResponse, ...readErrors } },
    handler: async (request) => ({ data: await rewards.briefMoney(requireUser(request), request.params.id) }),
  });

  // ---------------------------------------------------------------- creators' money

  api.get('/api/creators/wallet/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: { tags: ['payouts'], summary: 'A wallet from the ledger (yours, or any for an admin)', params: ZUserParams, response: { 200: ZWallet, ...readErrors } },
    handler: async (request) => rewards.wallet(creatorInView(requireUser(request), request.params.userId, () => notFound('Wallet'))),
  });

  api.get('/api/stripe/payouts/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: { tags: ['payouts'], summary: "A creator's rewards and their payout state (yours, or any for an admin)", params: ZUserParams, response: { 200: ZStripePayoutsResponse, ...readErrors } },
    handler: async (request) => ({ payouts: await rewards.payouts(creatorInView(requireUser(request), request.params.userId, () => notFound('Payouts'))) }),
  });

  api.get('/api/creators/payouts', {
    config: { access: 'creator' },
    schema: { tags: ['payouts'], summary: 'Your rewards and their payout state', response: { 200: ZCreatorPayoutsResponse, ...readErrors } },
    handler: async (request) => ({ data: await rewards.payouts(requireUser(request).id) }),
  });

  // ---------------------------------------------------------------- withdrawals

  api.post('/api/creators/withdrawals', {
    config: { access: 'creator', idempotent: true },
    schema: { tags: ['payouts'], summary: 'Ask to withdraw wallet money to your payout account (an admin approves it)', body: ZWithdrawalCreateRequest, response: { 201: ZWithdrawalResponse, ...moneyErrors } },
    handler: async (request, reply) => reply.status(201).send({ data: await withdrawals.request(requireUser(request).id, request.body.amount) }),
  });

  api.get('/api/creators/withdrawals', {
    config: { access: 'creator' },
    schema: { tags: ['payouts'], summary: 'Your withdrawal requests, newest first', response: { 200: ZWithdrawalsResponse, ...readErrors } },
    handler: async (request) => ({ data: await withdrawals.listOwn(requireUser(request).id) }),
  });

  api.get('/api/admin/withdrawal-requests', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Withdrawal requests, newest first, optionally by status', querystring: ZWithdrawalsQuery, response: { 200: ZWithdrawalsResponse, ...readErrors } },
    handler: async (request) => ({ data: await withdrawals.listAll(request.query.status) }),
  });

  api.post('/api/admin/withdrawal-requests/:id/approve', {
    config: { access: 'admin', idempotent: true },
    schema: {
      tags: ['admin'],
      summary: 'Approve a pending request and transfer it (completed when the transfer succeeds; otherwise approved and retried)',
      params: ZWithdrawalParams,
      body: ZWithdrawalApproveRequest,
      response: { 200: ZWithdrawalResponse, ...moneyErrors },
    },
    handler: async (request) => ({ data: await withdrawals.approve(requireUser(request), request.params.id, request.body.adminNotes) }),
  });

  api.post('/api/admin/withdrawal-requests/:id/reject', {
    config: { access: 'admin', idempotent: true },
    schema: { tags: ['admin'], summary: 'Reject a pending request with a reason (the money goes back to the wallet)', params: ZWithdrawalParams, body: ZWithdrawalRejectRequest, response: { 200: ZWithdrawalResponse, ...moneyErrors } },
    handler: async (request) => ({ data: await withdrawals.reject(requireUser(request), request.params.id, request.body.reason, request.body.adminNotes) }),
  });
}
