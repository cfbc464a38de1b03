import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  emptyBrandRegistration,
  emptyCreatorRegistration,
  type BrandRegistrationValues,
  type CreatorRegistrationValues,
  type TAuthResponse,
} from '@briefly/shared/auth';
import type { TBrandBrief } from '@briefly/shared/briefs';
import type { TCreatorSubmission } from '@briefly/shared/submissions';
import { sql } from 'drizzle-orm';
import { dollarsToCents } from '@briefly/shared/money';
import { TEST_CARDS } from '@briefly/shared/payments';
import type { Db } from '../src/db/client.ts';
import * as authRepo from '../src/modules/auth/auth.repository.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

// Test data factories (after epic-stack's): unique data per call, so tests can share a database.

export const uniqueSuffix = () => randomUUID().slice(0, 8);
export const uniqueEmail = (prefix = 'user') => `${prefix}-${uniqueSuffix()}@example.test`;
export const TEST_PASSWORD = 'correct-horse-battery';

export function brandPayload(overrides: Partial<BrandRegistrationValues> = {}): BrandRegistrationValues {
  return {
    ...emptyBrandRegistration,
    companyName: 'Acme Studio',
    contactName: 'Jo Brand',
    email: uniqueEmail('brand'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    phoneNumber: '555-0101',
    addressStreet: '1 Main St',
    addressCity: 'Springfield',
    addressState: 'IL',
    addressZip: '62701',
    paymentMethod: 'credit_card',
    cardNumber: '4242 4242 4242 4242',
    cardType: 'Visa',
    termsAccepted: true,
    ...overrides,
  };
}

export function creatorPayload(overrides: Partial<CreatorRegistrationValues> = {}): CreatorRegistrationValues {
  return {
    ...emptyCreatorRegistration,
    userName: `creator_${uniqueSuffix()}`,
    fullName: 'Cam Creator',
    email: uniqueEmail('creator'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    phoneNumber: '555-0102',
    addressStreet: '2 Side St',
    addressCity: 'Portland',
    addressState: 'OR',
    addressZip: '97201',
    termsAccepted: true,
    ...overrides,
  };
}

/**
 * Marks the account's address verified, as following its verification link would (decision 020):
 * the factories' accounts are verified, so tests that do not care about the gate never meet it.
 */
export async function verifyEmailOf(app: FastifyInstance, auth: TAuthResponse): Promise<TAuthResponse> {
  await app.database.db.execute(
    sql`update users set email_verified_at = now() where id = ${auth.user.id}::uuid and email_verified_at is null`,
  );
  return { ...auth, user: { ...auth.user, emailVerified: true } };
}

/** A brand registered through the API, its address verified (`{ verified: false }`: as registration leaves it). */
export async function createBrand(
  app: FastifyInstance,
  overrides: Partial<BrandRegistrationValues> = {},
  options: { verified?: boolean } = {},
): Promise<TAuthResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/brands/register', payload: brandPayload(overrides) });
  if (response.statusCode !== 201) throw new Error(`createBrand failed: ${response.statusCode} ${response.body}`);
  return options.verified === false ? response.json() : verifyEmailOf(app, response.json());
}

/** A creator registered through the API, its address verified (`{ verified: false }`: as registration leaves it). */
export async function createCreator(
  app: FastifyInstance,
  overrides: Partial<CreatorRegistrationValues> = {},
  options: { verified?: boolean } = {},
): Promise<TAuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/creators/register',
    payload: creatorPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`createCreator failed: ${response.statusCode} ${response.body}`);
  return options.verified === false ? response.json() : verifyEmailOf(app, response.json());
}

/** Admins have no public registration: inserted the way ensureAdmin does. */
export async function createAdmin(app: FastifyInstance, db: Db): Promise<TAuthResponse & { email: string }> {
  const email = uniqueEmail('admin');
  await db.transaction(async (tx) => {
    const user = await authRepo.insertUser(tx, {
      type: 'admin',
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      isVerified: true,
      emailVerifiedAt: new Date(),
    });
    await authRepo.insertAdminProfile(tx, { id: user.id, fullName: 'Test Admin' });
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`createAdmin failed: ${response.body}`);
  return { ...response.json(), email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// ---------------------------------------------------------------- briefs and payments

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid brief body (POST /api/briefs), deadline two weeks out. */
export function briefPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Launch video ${uniqueSuffix()}`,
    description: 'Show our new product in a short video.',
    requirements: 'One vertical video, 30–60 seconds.',
    location: 'Anywhere',
    template: 'ecommerce-product',
    additionalFields: { productName: 'Widget' },
    deadline: new Date(Date.now() + 14 * DAY_MS).toISOString(),
    amountOfWinners: 2,
    reward: 500,
    isPrivate: false,
    ...overrides,
  };
}

/** A card for the test-mode provider: a future expiry and any CVC. */
export const testCard = (number: string = TEST_CARDS.success) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

export async function createPaymentIntent(
  app: FastifyInstance,
  token: string,
  amountCents: number,
  metadata: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    headers: bearer(token),
    payload: {
      amount: amountCents,
      currency: 'usd',
      metadata: { type: 'brief_funding', briefTitle: `Brief ${uniqueSuffix()}`, ...metadata },
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`createPaymentIntent failed: ${response.statusCode} ${response.body}`);
  return response.json() as { paymentIntentId: string; clientSecret: string };
}

/** What the browser does with Stripe.js: confirms the card against the intent (test mode). */
export async function confirmCard(
  app: FastifyInstance,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string = TEST_CARDS.success,
) {
  return app.inject({
    method: 'POST',
    url: `/test-provider/payment_intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.clientSecret, card: testCard(number) },
  });
}

/** A payment intent for `amountCents`, paid with the success card. */
export async function paidIntent(
  app: FastifyInstance,
  token: string,
  amountCents: number,
  metadata: Record<string, string> = {},
) {
  const intent = await createPaymentIntent(app, token, amountCents, metadata);
  const confirmed = await confirmCard(app, intent);
  if (confirmed.statusCode !== 200) throw new Error(`confirmCard failed: ${confirmed.statusCode} ${confirmed.body}`);
  return intent;
}

export async function createDraftBrief(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TBrandBrief> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/briefs',
    headers: bearer(token),
    payload: briefPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`createDraftBrief failed: ${response.statusCode} ${response.body}`);
  return response.json().brief;
}

/** A brief paid by card the way the brand dashboard does it: intent, card, then POST /api/briefs. */
export async function createFundedBrief(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TBrandBrief> {
  const payload = briefPayload(overrides);
  const intent = await paidIntent(app, token, dollarsToCents(payload.reward));
  const response = await app.inject({
    method: 'POST',
    url: '/api/briefs',
    headers: bearer(token),
    payload: { ...payload, paymentIntentId: intent.paymentIntentId },
  });
  if (response.statusCode !== 201) throw new Error(`createFundedBrief failed: ${response.statusCode} ${response.body}`);
  return response.json().brief;
}

/** Pays a test-mode hosted checkout session with a card; answers the provider's redirect. */
export async function payCheckout(app: FastifyInstance, sessionId: string, number: string = TEST_CARDS.success) {
  const card = testCard(number);
  return app.inject({
    method: 'POST',
    url: `/test-provider/checkout/${sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: card.number,
      expMonth: String(card.expMonth),
      expYear: String(card.expYear),
      cvc: card.cvc,
    }).toString(),
  });
}

// ---------------------------------------------------------------- submissions

/** A valid application body (POST /api/briefs/:id/apply). */
export function applyPayload(overrides: Record<string, unknown> = {}) {
  return {
    contentUrl: `https://www.tiktok.com/@creator/video/${uniqueSuffix()}`,
    additionalInfo: 'My take on the brief.',
    amount: '500',
    ...overrides,
  };
}

/** A creator's application to a brief, through the API (201). */
export async function createSubmission(
  app: FastifyInstance,
  creatorToken: string,
  briefId: string,
  overrides: Record<string, unknown> = {},
): Promise<TCreatorSubmission> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/briefs/${briefId}/apply`,
    headers: bearer(creatorToken),
    payload: applyPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`createSubmission failed: ${response.statusCode} ${response.body}`);
  return response.json().submission;
}

/** The brand approves or rejects a submission, through the API (200). */
export async function reviewSubmission(
  app: FastifyInstance,
  brandToken: string,
  submissionId: string,
  action: 'approve' | 'reject',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/brands/submissions/${submissionId}/${action}`,
    headers: bearer(brandToken),
  });
  if (response.statusCode !== 200) throw new Error(`reviewSubmission failed: ${response.statusCode} ${response.body}`);
  return response.json().submission;
}

/**
 * Time passing: the brief's deadline moves into the past, as if the expiry job had not run yet
 * (the API refuses past deadlines, so there is no other way to get there in a test).
 */
export async function passDeadline(db: Db, briefId: string): Promise<void> {
  await db.execute(sql`update briefs set deadline = now() - interval '1 hour' where id = ${briefId}`);
}

// ---------------------------------------------------------------- payout accounts and rewards

/** The hosted onboarding page's button (test mode): complete → active, restricted, pending. */
export async function finishOnboarding(
  app: FastifyInstance,
  accountId: string,
  outcome: 'complete' | 'restricted' | 'pending' = 'complete',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/test-provider/accounts/${accountId}/onboarding`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, return_url: '/dashboard?tab=wallet&stripe=return' }).toString(),
  });
  if (response.statusCode !== 303) throw new Error(`finishOnboarding failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** A creator's connected payout account through the API, onboarded with `outcome` (null: not onboarded). */
export async function connectPayoutAccount(
  app: FastifyInstance,
  creatorToken: string,
  outcome: 'complete' | 'restricted' | 'pending' | null = 'complete',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/creators/onboard',
    headers: bearer(creatorToken),
    payload: { country: 'US' },
  });
  if (response.statusCode !== 200) throw new Error(`onboard failed: ${response.statusCode} ${response.body}`);
  const { accountId } = response.json() as { accountId: string };
  if (outcome) await finishOnboarding(app, accountId, outcome);
  return accountId;
}

/** A cash/credit/prize winner entry for distribute-with-stripe. */
export function winnerEntry(
  submission: { id: string },
  creatorId: string,
  rewardType: 'cash' | 'credit' | 'prize',
  amount = 0,
) {
  return {
    submissionId: submission.id,
    creatorId,
    rewardType,
    amount,
    ...(rewardType === 'prize'
      ? { prizeDetails: { name: 'Camera kit', value: 300, description: 'A mirrorless camera and lens' } }
      : {}),
  };
}

export async function distribute(
  app: FastifyInstance,
  brandToken: string,
  briefId: string,
  winners: unknown[],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/rewards/distribute-with-stripe',
    headers: { ...bearer(brandToken), ...headers },
    payload: { briefId, winners },
  });
}

/** Archives a brief as the expiry job would once its deadline passed. */
export async function archiveBrief(db: Db, briefId: string): Promise<void> {
  await db.execute(
    sql`update briefs set status = 'archived', archived_at = now(), deadline = now() - interval '1 hour' where id = ${briefId}`,
  );
}
