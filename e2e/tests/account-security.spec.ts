import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, themedContext } from './a11y';
import { apiToken, bearer, DEMO, registerBrand, SECURITY_ADMIN, storedToken } from './support';

// Recovering and securing an account (docs/product/accounts.md#password-reset, #two-factor-sign-in):
// a forgotten password is reset from the mailed link; an admin turns on two-factor sign-in and signs in
// with a code from the app. Mail is read from the admin's mail outbox, as the product queued it.

type Mail = { to: string; subject: string; text: string };

async function mailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<Mail> {
  const adminToken = await apiToken(request, DEMO.admin, true);
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/mail-outbox?limit=100', { headers: bearer(adminToken) });
        const mails = ((await response.json()) as { mails: Mail[] }).mails;
        found = mails.find((mail) => mail.to === address && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the mailed link to this page (the mail names the public address). */
function linkPath(mail: Mail, page: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${page}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}

test('[BRAND] forgot password → the mail → a new password → signed in', async ({ page, request }) => {
  const brand = await registerBrand(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: fill the reset form's once its page is there.
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByLabel('Email').fill(brand.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const mail = await mailTo(request, brand.email, /^Reset your Briefly password/);
  await page.goto(linkPath(mail, '/reset-password'));
  const newPassword = 'a fresh and long password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is set');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(brand.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  expect(await storedToken(page)).toBeTruthy();

  // The old password no longer signs in.
  const old = await request.post('/api/login', { data: { email: brand.email, password: brand.password } });
  expect(old.status()).toBe(401);
});

/** The code the authenticator app shows `offsetMs` from now. */
const codeAt = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(SECURITY_ADMIN.email);
  await page.getByLabel('Password').fill(SECURITY_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('[ADMIN] turns on two-factor sign-in with a QR code, then signs in with a code from the app', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await adminSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/dashboard?tab=security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    page.getByText('Admins of this marketplace keep it on.').or(page.getByRole('button', { name: 'Turn off' })),
  ).toBeVisible();

  // Signing in again asks for the code after the password. The next step's code: the one used to turn
  // it on may not be used again.
  await page.evaluate(() => localStorage.clear());
  await adminSignIn(page);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Authentication code').fill(codeAt(secret, 30_000));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // The code step and the Security section pass WCAG 2.1 AA checks in both themes.
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const context = await themedContext(browser, baseURL!, scheme);
    const visitor = await context.newPage();
    await visitor.goto('/admin/login');
    await visitor.getByLabel('Email').fill(SECURITY_ADMIN.email);
    await visitor.getByLabel('Password').fill(SECURITY_ADMIN.password);
    await visitor.getByRole('button', { name: /sign in/i }).click();
    await expect(visitor.getByLabel('Authentication code')).toBeVisible();
    found.push(...(await axeViolations(visitor, 'code step', { scheme })));
    await context.close();
  }
  for (const scheme of ['light', 'dark'] as const) {
    const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.brand });
    const brandPage = await context.newPage();
    await brandPage.goto('/brand/dashboard');
    await brandPage
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    await expect(brandPage.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    found.push(...(await axeViolations(brandPage, 'settings security', { scheme, include: '[role="dialog"]' })));
    await context.close();
  }
  expect(found).toEqual([]);
});
