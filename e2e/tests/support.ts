import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  brand: { email: 'brand@briefly.demo', password: 'demo-password' },
  creator: { email: 'creator@briefly.demo', password: 'demo-password' },
  admin: { email: 'admin@briefly.demo', password: 'briefly-admin-demo' },
};

/** The admin made from ADMIN_EMAIL (playwright.config.ts), for the two-factor journey only. */
export const SECURITY_ADMIN = { email: 'security-admin@example.com', password: 'security-admin-password' };

export const unique = () => randomUUID().slice(0, 8);

export async function fillContactStep(page: Page) {
  await page.getByLabel('Phone number').fill('5551234567');
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').fill('OR');
  await page.getByLabel('ZIP code').fill('97201');
}

/** A fresh brand account, registered through the API (the wizard has its own journey). */
export async function registerBrand(page: Page): Promise<{ email: string; password: string }> {
  const account = { email: `brand-${unique()}@example.com`, password: 'correct horse battery' };
  const response = await page.request.post('/api/brands/register', {
    data: {
      companyName: `Fresh Brand ${unique()}`,
      contactName: 'Fran Fresh',
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      phoneNumber: '5551234567',
      addressStreet: '1 Main St',
      addressCity: 'Portland',
      addressState: 'OR',
      addressZip: '97201',
      paymentMethod: 'credit_card',
      cardNumber: '4242',
      cardType: 'Visa',
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** A fresh creator account with no payout account, registered through the API. */
export async function registerCreator(
  request: APIRequestContext,
  fullName: string,
): Promise<{ email: string; password: string }> {
  const id = unique();
  const account = { email: `creator-${id}@example.com`, password: 'correct horse battery' };
  const response = await request.post('/api/creators/register', {
    data: {
      userName: `creator_${id}`,
      fullName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      phoneCountry: '+1',
      phoneNumber: '5551234567',
      addressStreet: '2 Side St',
      addressCity: 'Portland',
      addressState: 'OR',
      addressZip: '97201',
      addressCountry: 'United States',
      socialInstagram: '',
      socialTwitter: '',
      socialLinkedIn: '',
      socialTikTok: '',
      socialYouTube: '',
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  return account;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'));
}

export async function expectSignedOut(page: Page) {
  await expect.poll(() => storedToken(page)).toBeNull();
}

/** A bearer token for an account, through the API. */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
  admin = false,
) {
  const response = await request.post(admin ? '/api/admin/login' : '/api/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A funded, published brief of the demo brand, paid with the 4242 test card through the API, so a
 * journey works on a brief of its own and parallel journeys cannot change what it sees.
 */
export async function fundedBrief(
  request: APIRequestContext,
  brief: { title: string; reward: number; winners: number; description: string; daysLeft: number; isPrivate?: boolean },
) {
  const token = await apiToken(request, DEMO.brand);
  const intent = await request.post('/api/payments/create-payment-intent', {
    headers: bearer(token),
    data: { amount: brief.reward * 100, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: brief.title } },
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post(`/test-provider/payment_intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(confirm.ok()).toBe(true);
  const created = await request.post('/api/briefs', {
    headers: bearer(token),
    data: {
      title: brief.title,
      description: brief.description,
      requirements: 'One vertical video of 30–60 seconds.',
      deadline: new Date(Date.now() + brief.daysLeft * 24 * 60 * 60 * 1000).toISOString(),
      amountOfWinners: brief.winners,
      reward: brief.reward,
      paymentIntentId,
      isPrivate: brief.isPrivate ?? false,
    },
  });
  expect(created.status()).toBe(201);
  const { id, brief: saved } = (await created.json()) as { id: string; brief: { isFunded: boolean } };
  expect(saved.isFunded).toBe(true);
  return id;
}
