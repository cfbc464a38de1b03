import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch as mockFetchOnly } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { BrandRegistrationWizard } from './brand-registration-wizard';

function renderWizard() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/brand/register', element: <BrandRegistrationWizard /> },
      { path: '/brand/dashboard', element: <p>Brand dashboard page</p> },
    ],
    '/brand/register',
  );
  return { user, ...view };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const stepHeading = () => screen.getByRole('heading', { level: 2 });
/** Every test's server: the first step's email check says the address is free unless a test says otherwise. */
const mockFetch = (handlers: Parameters<typeof mockFetchOnly>[0]) =>
  mockFetchOnly({ 'POST /api/auth/email-available': () => json(200, { available: true }), ...handlers });

/** Next, then the step it leads to (or the refusal): step 1 asks the server first. */
async function pressNext(user: UserEvent) {
  const before = stepHeading().textContent;
  await user.click(screen.getByRole('button', { name: /^Next/ }));
  await waitFor(() => expect(stepHeading().textContent !== before || screen.queryByRole('alert') !== null).toBe(true));
}
const pressPrevious = (user: UserEvent) => user.click(screen.getByRole('button', { name: /Previous/ }));
const expectRefusal = async (message: string) => expect(await screen.findByRole('alert')).toHaveTextContent(message);

async function fillBasics(user: UserEvent, overrides: Partial<Record<'password' | 'confirm', string>> = {}) {
  await user.type(field('Company name'), 'Acme Studio');
  await user.type(field('Contact name'), 'Ada Lovelace');
  await user.type(field('Email'), 'ada@acme.test');
  await user.type(field('Password'), overrides.password ?? 'correct horse');
  await user.type(field('Confirm password'), overrides.confirm ?? overrides.password ?? 'correct horse');
}

async function fillContact(user: UserEvent) {
  await user.type(field('Phone number'), '5551234567');
  await user.type(field('Street address'), '1 Main St');
  await user.type(field('City'), 'Springfield');
  await user.type(field('State'), 'IL');
  await user.type(field('ZIP code'), '62701');
}

async function reachPaymentStep(user: UserEvent) {
  await fillBasics(user);
  await pressNext(user);
  await fillContact(user);
  await pressNext(user);
  await pressNext(user); // social media is optional
  expect(stepHeading()).toHaveTextContent('Payment information');
}

describe('BrandRegistrationWizard', () => {
  it('starts on Basic information with the spec defaults for phone code and country', async () => {
    mockFetch({});
    const { user } = renderWizard();
    expect(stepHeading()).toHaveTextContent('Basic information');
    await fillBasics(user);
    await pressNext(user);
    expect(field('Phone code')).toHaveValue('+1');
    expect(field('Country')).toHaveValue('United States');
  });

  it('refuses Next on step 1 with the spec messages and advances when valid', async () => {
    mockFetch({});
    const { user } = renderWizard();

    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.requiredFields);

    await fillBasics(user, { password: 'correct horse', confirm: 'correct hors' });
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.passwordsDoNotMatch);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'short');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'short');
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.passwordTooShort);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'correct horse');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'correct horse');
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Contact information');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a taken email on step 1, before contact, payment and terms, and moves on once it is changed', async () => {
    const checked: string[] = [];
    mockFetch({
      'POST /api/auth/email-available': (init) => {
        const { email } = JSON.parse(String(init?.body)) as { email: string };
        checked.push(email);
        return json(200, { available: email !== 'ada@acme.test' });
      },
    });
    const { user } = renderWizard();
    await fillBasics(user);
    await pressNext(user);
    await expectRefusal(MESSAGES.emailTaken);
    expect(stepHeading()).toHaveTextContent('Basic information');

    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@studio.test');
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Contact information');
    expect(checked).toEqual(['ada@acme.test', 'ada@studio.test']);
  });

  it('moves on when the email check cannot answer (registering checks again)', async () => {
    mockFetch({
      'POST /api/auth/email-available': () => json(429, { error: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    const { user } = renderWizard();
    await fillBasics(user);
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Contact information');
  });

  it('moves to the next step when Enter is pressed in a field', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await fillBasics(user);
    await user.type(field('Confirm password'), '{Enter}');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Contact information'));
  });

  it('requires the contact fields on step 2', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await fillBasics(user);
    await pressNext(user);

    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.requiredContactFields);

    await fillContact(user);
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Social media');
  });

  it('requires a payment method, then card details or bank details', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await reachPaymentStep(user);

    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.selectPaymentMethod);

    await user.click(screen.getByRole('radio', { name: /Credit card/ }));
    expect(field('Card number')).toHaveAttribute('maxlength', '19');
    expect(field('Card number')).toHaveAccessibleName(/last 4 digits only/);
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.cardDetails);

    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(field('Account number')).toHaveAttribute('maxlength', '8');
    expect(field('Account number')).toHaveAccessibleName(/last 4 digits only/);
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.bankDetails);

    await user.type(field('Bank name'), 'First Bank');
    await user.selectOptions(field('Account type'), 'Checking');
    await user.type(field('Routing number'), '110000000');
    await user.type(field('Account number'), '6789');
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Terms and conditions');
  });

  it('accepts card details on step 4', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await reachPaymentStep(user);
    await user.click(screen.getByRole('radio', { name: /Debit card/ }));
    await user.selectOptions(field('Card type'), 'Visa');
    await user.type(field('Card number'), '4242');
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Terms and conditions');
  });

  it('lets Previous go back freely, even from a step that does not validate', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await reachPaymentStep(user);
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.selectPaymentMethod);

    await pressPrevious(user);
    expect(stepHeading()).toHaveTextContent('Social media');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await pressPrevious(user);
    await pressPrevious(user);
    expect(stepHeading()).toHaveTextContent('Basic information');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    // What was typed is still there.
    expect(field('Company name')).toHaveValue('Acme Studio');
  });

  it('requires the terms, shows Creating Account... while the request runs, then opens the dashboard', async () => {
    const registration = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /api/brands/register': () => registration.promise });
    const { user, router } = renderWizard();
    await reachPaymentStep(user);
    await user.click(screen.getByRole('radio', { name: /Credit card/ }));
    await user.selectOptions(field('Card type'), 'Mastercard');
    await user.type(field('Card number'), '4444');
    await pressNext(user);

    const submit = screen.getByRole('button', { name: 'Create Brand Account' });
    await user.click(submit);
    await expectRefusal(REGISTRATION_MESSAGES.acceptTerms);

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create Brand Account' }));

    const busy = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/brands/register');
    const body: unknown = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      companyName: 'Acme Studio',
      paymentMethod: 'credit_card',
      cardType: 'Mastercard',
      cardNumber: '4444',
      bankAccount: '',
      termsAccepted: true,
    });

    registration.resolve(
      json(201, {
        token: 'token-1',
        user: { id: 'b1', type: 'brand', email: 'ada@acme.test', name: 'Acme Studio', companyName: 'Acme Studio' },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/dashboard'));
    expect(window.localStorage.getItem('token')).toBe('token-1');
    expect(window.localStorage.getItem('userId')).toBe('b1');
  });

  it('shows the server error, and a generic text when the network fails', async () => {
    let attempt = 0;
    mockFetch({
      'POST /api/brands/register': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return json(409, { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
      },
    });
    const { user } = renderWizard();
    await reachPaymentStep(user);
    await user.click(screen.getByRole('radio', { name: /Credit card/ }));
    await user.selectOptions(field('Card type'), 'Visa');
    await user.type(field('Card number'), '4242');
    await pressNext(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));

    await user.click(screen.getByRole('button', { name: 'Create Brand Account' }));
    await expectRefusal('An error occurred. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Create Brand Account' }));
    await expectRefusal('An account with this email already exists');
    // The email is fixed on the first step, so the wizard goes back there.
    expect(stepHeading()).toHaveTextContent('Basic information');
  });
});
