import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZOnboardLinkRequest,
  ZOnboardLinkResponse,
  ZOnboardRequest,
  ZOnboardResponse,
  ZProviderAccountStatus,
  ZRecheckResponse,
  ZWithdrawalApproveRequest,
  ZWithdrawalCreateRequest,
  ZWithdrawalRejectRequest,
  ZWithdrawalResponse,
  ZWithdrawalsQuery,
  ZWithdrawalsResponse,
} from '@briefly/shared/rewards';
import { WITHDRAWAL_DECISION_ACTIONS, ZWithdrawalDecisionPreview } from '@briefly/shared/reward-preview';
import { requireUser } from '../../plugins/access.ts';
import type { PayoutAccountsService } from './payout-accounts.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';
import { payoutAccountNotFound } from './payouts.errors.ts';
import { creatorInView, ZUserParams } from './creator-in-view.ts';

const ZWithdrawalParams = z.object({ id: z.uuid({ message: 'Invalid withdrawal request ID' }) });
const ZWithdrawalPreviewQuery = z.strictObject({
  action: z.enum(WITHDRAWAL_DECISION_ACTIONS, { message: 'action must be approve or reject' }),
});
/** Calls that take no body may not carry fields. */
const ZNoBody = z.strictObject({}).nullish();

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const moneyErrors = {
  ...readErrors,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  502: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

export interface PayoutsRoutesOptions {
  payoutAccounts: PayoutAccountsService;
  withdrawals: WithdrawalsService;
  /** The verified-address gate (decision 020): onboarding and withdrawal requests refuse unverified addresses. */
  requireVerifiedEmail: (userId: string) => Promise<void>;
}

/** Creators' payout accounts and withdrawals, and the admins' decisions on withdrawals. */
export async function payoutsRoutes(
  app: FastifyInstance,
  { payoutAccounts, withdrawals, requireVerifiedEmail }: PayoutsRoutesOptions,
) {
  /** The signed-in creator, once their address is verified. */
  const verifiedCreator = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await requireVerifiedEmail(user.id);
    return user;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---------------------------------------------------------------- creator payout account

  api.post('/api/creators/onboard', {
    config: { access: 'creator', idempotent: true },
    schema: {
      operationId: 'createPayoutAccount',
      tags: ['payouts'],
      summary: 'Create your connected payout account (once; repeats answer the same account)',
      body: ZOnboardRequest,
      response: { 200: ZOnboardResponse, ...moneyErrors },
    },
    handler: async (request) => ({
      ok: true as const,
      ...(await payoutAccounts.onboard((await verifiedCreator(request)).id, request.body.country)),
    }),
  });

  api.post('/api/creators/onboard/link', {
    config: { access: 'creator' },
    schema: {
      operationId: 'createPayoutOnboardingLink',
      tags: ['payouts'],
      summary:
        "A one-time link to the provider's hosted onboarding; return and refresh URLs must be pages of this site",
      body: ZOnboardLinkRequest,
      response: { 200: ZOnboardLinkResponse, ...moneyErrors },
    },
    handler: async (request) => ({
      data: await payoutAccounts.onboardingLink((await verifiedCreator(request)).id, request.body),
    }),
  });

  api.post('/api/creators/onboard/recheck', {
    config: { access: 'creator' },
    schema: {
      operationId: 'recheckPayoutAccount',
      tags: ['payouts'],
      summary: 'Ask the provider for your account status now (releases held cash when active)',
      body: ZNoBody,
      response: { 200: ZRecheckResponse, ...moneyErrors },
    },
    handler: async (request) => ({ data: await payoutAccounts.recheck(requireUser(request).id) }),
  });

  api.get('/api/stripe/account/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: {
      operationId: 'getPayoutAccount',
      tags: ['payouts'],
      summary: "A creator's payout account status (yours, or any for an admin); 404 when there is none",
      params: ZUserParams,
      response: { 200: ZProviderAccountStatus, ...readErrors },
    },
    handler: async (request) =>
      payoutAccounts.status(creatorInView(requireUser(request), request.params.userId, payoutAccountNotFound)),
  });

  // ---------------------------------------------------------------- withdrawals

  api.post('/api/creators/withdrawals', {
    config: { access: 'creator', idempotent: true },
    schema: {
      operationId: 'requestWithdrawal',
      tags: ['payouts'],
      summary: 'Ask to withdraw wallet money to your payout account (an admin approves it)',
      body: ZWithdrawalCreateRequest,
      response: { 201: ZWithdrawalResponse, ...moneyErrors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ data: await withdrawals.request((await verifiedCreator(request)).id, request.body.amount) }),
  });

  api.get('/api/creators/withdrawals', {
    config: { access: 'creator' },
    schema: {
      operationId: 'listWithdrawals',
      tags: ['payouts'],
      summary: 'Your withdrawal requests, newest first',
      response: { 200: ZWithdrawalsResponse, ...readErrors },
    },
    handler: async (request) => ({ data: await withdrawals.listOwn(requireUser(request).id) }),
  });

  api.get('/api/admin/withdrawal-requests', {
    config: { access: 'admin' },
    schema: {
      operationId: 'adminListWithdrawalRequests',
      tags: ['admin'],
      summary: 'Withdrawal requests, newest first, optionally by status',
      querystring: ZWithdrawalsQuery,
      response: { 200: ZWithdrawalsResponse, ...readErrors },
    },
    handler: async (request) => ({ data: await withdrawals.listAll(request.query.status) }),
  });

  api.get('/api/admin/withdrawal-requests/:id/preview', {
    config: { access: 'admin' },
    schema: {
      operationId: 'adminPreviewWithdrawalDecision',
      tags: ['admin'],
      summary:
        'What approving or rejecting a pending request would do now, from the rules the decision applies: the amount, the fee, and whether it goes to the connected account now, is held (and why) or returns to the wallet; nothing is written',
      params: ZWithdrawalParams,
      querystring: ZWithdrawalPreviewQuery,
      response: { 200: ZWithdrawalDecisionPreview, ...readErrors, 409: ZErrorEnvelope },
    },
    handler: async (request) => withdrawals.previewDecision(request.params.id, request.query.action),
  });

  api.post('/api/admin/withdrawal-requests/:id/approve', {
    config: { access: 'admin', idempotent: true },
    schema: {
      operationId: 'adminApproveWithdrawal',
      tags: ['admin'],
      summary:
        'Approve a pending request and transfer it (completed when the transfer succeeds; otherwise approved and retried)',
      params: ZWithdrawalParams,
      body: ZWithdrawalApproveRequest,
      response: { 200: ZWithdrawalResponse, ...moneyErrors },
    },
    handler: async (request) => ({
      data: await withdrawals.approve(requireUser(request), request.params.id, request.body.adminNotes),
    }),
  });

  api.post('/api/admin/withdrawal-requests/:id/reject', {
    config: { access: 'admin', idempotent: true },
    schema: {
      operationId: 'adminRejectWithdrawal',
      tags: ['admin'],
      summary: 'Reject a pending request with a reason (the money goes back to the wallet)',
      params: ZWithdrawalParams,
      body: ZWithdrawalRejectRequest,
      response: { 200: ZWithdrawalResponse, ...moneyErrors },
    },
    handler: async (request) => ({
      data: await withdrawals.reject(
        requireUser(request),
        request.params.id,
        request.body.reason,
        request.body.adminNotes,
      ),
    }),
  });
}
