import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthResponse,
  ZBrandRegistrationRequest,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZCreatorRegistrationRequest,
  ZEmailAvailabilityRequest,
  ZEmailAvailabilityResponse,
  ZGoogleAuthRequest,
  ZLoginRequest,
  ZMailRequestedResponse,
  ZMeResponse,
  ZPasswordResetCheckRequest,
  ZPasswordResetCheckResponse,
  ZPasswordResetConfirmRequest,
  ZPasswordResetConfirmResponse,
  ZPasswordResetRequest,
  ZRevokeOthersResponse,
  ZSecondFactorStep,
  ZSessionIdParams,
  ZSessionsResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@briefly/shared/auth';
import { MESSAGES, ZErrorEnvelope } from '@briefly/shared/errors';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/access.ts';
import type { AuthService } from './auth.service.ts';
import type { RequestMeta } from './auth.types.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimit: { max: number; windowMs: number };
}

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};

/**
 * A password sign-in asked with `secondFactorStep: 'answer'` (the web's forms): a right password whose
 * account still needs its second factor is the sign-in's next step, answered 200, so the browser logs no
 * failed request (issue 39, decision 041). Every other answer, and every client that does not ask, is as before.
 */
async function answeringSecondFactorStep<T>(
  body: { secondFactorStep?: 'answer' | undefined },
  signIn: () => Promise<T>,
): Promise<T | { secondFactorRequired: true }> {
  try {
    return await signIn();
  } catch (error) {
    if (body.secondFactorStep === 'answer' && error instanceof AppError && error.code === 'TWO_FACTOR_REQUIRED') {
      return { secondFactorRequired: true };
    }
    throw error;
  }
}

export async function authRoutes(app: FastifyInstance, { auth, rateLimit }: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Sign-in and registration are rate limited per client address (docs/product/accounts.md#rate-limits).
  const limited = { access: 'public' as const, rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } };
  // The three sign-in routes share one count per address, so guesses cannot be spread over them
  // (each account has its own limit too, in the service).
  const signInLimited = {
    access: 'public' as const,
    rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs, groupId: 'sign-in' },
  };

  api.post('/api/brands/register', {
    config: limited,
    schema: {
      operationId: 'registerBrand',
      tags: ['auth'],
      summary: 'Register a brand account',
      body: ZBrandRegistrationRequest,
      response: { 201: ZAuthResponse, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await auth.registerBrand(request.body, meta(request))),
  });

  api.post('/api/creators/register', {
    config: limited,
    schema: {
      operationId: 'registerCreator',
      tags: ['auth'],
      summary: 'Register a creator account',
      body: ZCreatorRegistrationRequest,
      response: { 201: ZAuthResponse, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await auth.registerCreator(request.body, meta(request))),
  });

  // Answers what registering would (409 'An account with this email already exists'), a step earlier;
  // limited like registration so it cannot be used to sweep addresses.
  api.post('/api/auth/email-available', {
    config: {
      access: 'public' as const,
      rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs, groupId: 'email-available' },
    },
    schema: {
      operationId: 'checkEmailAvailable',
      tags: ['auth'],
      summary: 'Whether an email can still register',
      body: ZEmailAvailabilityRequest,
      response: { 200: ZEmailAvailabilityResponse, ...errors },
    },
    handler: async (request) => ({ available: await auth.isEmailAvailable(request.body.email) }),
  });

  api.post('/api/login', {
    config: signInLimited,
    schema: {
      operationId: 'signIn',
      tags: ['auth'],
      summary: 'Sign in as a brand or creator',
      body: ZLoginRequest,
      response: { 200: z.union([ZAuthResponse, ZSecondFactorStep]), ...errors },
    },
    handler: async (request) => answeringSecondFactorStep(request.body, () => auth.login(request.body, meta(request))),
  });

  api.post('/api/admin/login', {
    config: signInLimited,
    schema: {
      operationId: 'signInAdmin',
      tags: ['auth'],
      summary: 'Sign in as an admin',
      body: ZLoginRequest,
      response: { 200: z.union([ZAuthResponse, ZSecondFactorStep]), ...errors },
    },
    handler: async (request) =>
      answeringSecondFactorStep(request.body, () => auth.adminLogin(request.body, meta(request))),
  });

  api.post('/api/auth/google', {
    config: signInLimited,
    schema: {
      operationId: 'signInWithGoogle',
      tags: ['auth'],
      summary:
        'Sign in with a Google ID token (the registration wizards also register, with userType and termsAccepted)',
      body: ZGoogleAuthRequest,
      response: { 200: ZAuthResponse, ...errors },
    },
    handler: async (request) => auth.googleSignIn(request.body, meta(request)),
  });

  api.post('/api/logout', {
    config: { access: 'user' },
    schema: {
      operationId: 'signOut',
      tags: ['auth'],
      summary: 'Revoke the current session token',
      response: { 204: z.null(), 401: ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      requireUser(request);
      const user = requireUser(request);
      if (request.sessionId) await auth.logout(user.id, request.sessionId);
      return reply.status(204).send(null);
    },
  });

  // ---------------------------------------------------------------- the caller's sessions (docs/product/accounts.md#sessions)

  api.get('/api/auth/sessions', {
    config: { access: 'user' },
    schema: {
      operationId: 'listSessions',
      tags: ['auth'],
      summary: 'Your signed-in sessions (browser, sign-in, last use, this one)',
      response: { 200: ZSessionsResponse, 401: ZErrorEnvelope },
    },
    handler: async (request) => auth.listSessions(requireUser(request).id, request.sessionId),
  });

  api.delete('/api/auth/sessions/:id', {
    config: { access: 'user' },
    schema: {
      operationId: 'revokeSession',
      tags: ['auth'],
      summary: 'Sign out one of your sessions (its open live-update streams end)',
      params: ZSessionIdParams,
      response: { 204: z.null(), 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      await auth.revokeSession(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/auth/sessions/revoke-others', {
    config: { access: 'user' },
    schema: {
      operationId: 'revokeOtherSessions',
      tags: ['auth'],
      summary: 'Sign out every session but this one',
      response: { 200: ZRevokeOthersResponse, 401: ZErrorEnvelope },
    },
    handler: async (request) => {
      const user = requireUser(request);
      if (!request.sessionId) throw unauthenticated();
      return { revoked: await auth.revokeOtherSessions(user.id, request.sessionId) };
    },
  });

  // ---------------------------------------------------------------- password reset and verified addresses (decision 020)
  // Each is limited per client address here and per email address in the service; the mail-sending
  // ones answer the same whoever the address belongs to.
  const perClient = (groupId: string) => ({ max: rateLimit.max, timeWindow: rateLimit.windowMs, groupId });

  api.post('/api/auth/password-reset', {
    config: { access: 'public', rateLimit: perClient('password-reset') },
    schema: {
      operationId: 'requestPasswordReset',
      tags: ['auth'],
      summary: 'Ask for a password reset link (202 whether or not the address has an account)',
      body: ZPasswordResetRequest,
      response: { 202: ZMailRequestedResponse, ...errors },
    },
    handler: async (request, reply) => {
      await auth.requestPasswordReset(request.body.email);
      return reply.status(202).send({ ok: true as const, message: MESSAGES.resetRequested });
    },
  });

  api.post('/api/auth/password-reset/check', {
    config: { access: 'public', rateLimit: perClient('password-reset-check') },
    schema: {
      operationId: 'checkPasswordReset',
      tags: ['auth'],
      summary:
        "Whether a reset link's token still works (used, expired or replaced: 400 saying which); nothing changes",
      body: ZPasswordResetCheckRequest,
      response: { 200: ZPasswordResetCheckResponse, ...errors },
    },
    handler: async (request) => {
      await auth.checkPasswordReset(request.body.token);
      return { ok: true as const };
    },
  });

  api.post('/api/auth/password-reset/confirm', {
    config: { access: 'public', rateLimit: perClient('password-reset-confirm') },
    schema: {
      operationId: 'confirmPasswordReset',
      tags: ['auth'],
      summary: "Set a new password with a reset link's token (every session of the account ends)",
      body: ZPasswordResetConfirmRequest,
      response: { 200: ZPasswordResetConfirmResponse, ...errors },
    },
    handler: async (request) => {
      await auth.confirmPasswordReset(request.body.token, request.body.password, meta(request));
      return { ok: true as const };
    },
  });

  api.post('/api/auth/verify-email', {
    config: { access: 'public', rateLimit: perClient('verify-email') },
    schema: {
      operationId: 'verifyEmail',
      tags: ['auth'],
      summary: "Verify an email address with its link's token (or confirm a change of address: 409 if it was taken)",
      body: ZVerifyEmailRequest,
      response: { 200: ZVerifyEmailResponse, ...errors },
    },
    handler: async (request) => {
      const { changedTo } = await auth.verifyEmail(request.body.token);
      return { ok: true as const, emailVerified: true as const, ...(changedTo ? { changedTo } : {}) };
    },
  });

  // ---------------------------------------------------------------- changing the password or the address (docs/product/accounts.md#change-password-and-email)
  // Limited per client like sign-in, and the password they check counts against the account's sign-in attempts.

  api.post('/api/auth/change-password', {
    config: { access: 'user', rateLimit: perClient('change-password') },
    schema: {
      operationId: 'changePassword',
      tags: ['auth'],
      summary: 'Change your password (every other session of the account ends; this one stays)',
      body: ZChangePasswordRequest,
      response: { 200: ZChangePasswordResponse, ...errors },
    },
    handler: async (request) => {
      const user = requireUser(request);
      if (!request.sessionId) throw unauthenticated();
      await auth.changePassword(user.id, request.sessionId, request.body, meta(request));
      return { ok: true as const, message: MESSAGES.passwordChanged };
    },
  });

  api.post('/api/auth/change-email', {
    config: { access: 'user', rateLimit: perClient('change-email') },
    schema: {
      operationId: 'requestEmailChange',
      tags: ['auth'],
      summary:
        'Ask to change your email: a link to the new address (confirmed at /api/auth/verify-email), a notice to the current one (202 whether or not the address is taken)',
      body: ZChangeEmailRequest,
      response: { 202: ZMailRequestedResponse, ...errors },
    },
    handler: async (request, reply) => {
      await auth.requestEmailChange(requireUser(request).id, request.body);
      return reply.status(202).send({ ok: true as const, message: MESSAGES.emailChangeRequested });
    },
  });

  api.post('/api/auth/verify-email/resend', {
    config: { access: 'user', rateLimit: perClient('verify-email-resend') },
    schema: {
      operationId: 'resendVerificationEmail',
      tags: ['auth'],
      summary: 'Send a new verification link to your address (202 whether or not one was needed)',
      response: { 202: ZMailRequestedResponse, ...errors },
    },
    handler: async (request, reply) => {
      await auth.resendVerification(requireUser(request).id);
      return reply.status(202).send({ ok: true as const, message: MESSAGES.verificationSent });
    },
  });

  api.get('/api/me', {
    config: { access: 'user' },
    schema: {
      operationId: 'getCurrentUser',
      tags: ['auth'],
      summary: 'The signed-in user (restores a session)',
      response: { 200: ZMeResponse, 401: ZErrorEnvelope },
    },
    handler: async (request) => ({ user: await auth.currentUser(requireUser(request).id) }),
  });
}
