import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch as mockFetchOnly } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { CreatorRegistrationWizard } from './creator-registration-wizard';

function renderWizard() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/creator/register', element: <CreatorRegistrationWizard /> },
      { path: '/creator/dashboard', element: <p>Creator dashboard page</p> },
    ],
    '/creator/register',
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

async function fillBasics(user: UserEvent, values: Partial<Record<'userName' | 'password' | 'confirm', string>> = {}) {
  await user.type(field('Full name'), 'Grace Hopper');
  await user.type(field('Username'), values.userName ?? 'grace');
  await user.type(field('Email'), 'grace@example.test');
  await user.type(field('Password'), values.password ?? 'correct horse');
  await user.type(field('Confirm password'), values.confirm ?? values.password ?? 'correct horse');
}

async function fillContact(user: UserEvent) {
  await user.type(field('Phone number'), '5551234567');
  await user.type(field('Street address'), '2 Side St');
  await user.type(field('City'), 'Arlington');
  await user.type(field('State'), 'VA');
  await user.type(field('ZIP code'), '22201');
}

async function reachTerms(user: UserEvent) {
  await fillBasics(user);
  await pressNext(user);
  await fillContact(user);
  await pressNext(user);
  await pressNext(user);
  expect(stepHeading()).toHaveTextContent('Terms and conditions');
}

describe('CreatorRegistrationWizard', () => {
  it('has four steps and starts on Basic information', () => {
    mockFetch({});
    renderWizard();
    expect(stepHeading()).toHaveTextContent('Basic information');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('refuses Next on step 1 with the spec messages, including a short username', async () => {
    mockFetch({});
    const { user } = renderWizard();

    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.requiredFields);

    await fillBasics(user, { userName: 'gh', password: 'correct horse', confirm: 'another one' });
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.passwordsDoNotMatch);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'tiny');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'tiny');
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.passwordTooShort);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'correct horse');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'correct horse');
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.usernameTooShort);

    await user.type(field('Username'), 'x');
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Contact information');
  });

  it('requires the contact fields on step 2, and social media is optional', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await fillBasics(user);
    await pressNext(user);

    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.requiredContactFields);

    await fillContact(user);
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Social media');
    expect(field('TikTok')).toBeInTheDocument();
    expect(field('YouTube')).toBeInTheDocument();
    await pressNext(user);
    expect(stepHeading()).toHaveTextContent('Terms and conditions');
  });

  it('goes back with Previous without validating', async () => {
    mockFetch({});
    const { user } = renderWizard();
    await fillBasics(user);
    await pressNext(user);
    await pressNext(user);
    await expectRefusal(REGISTRATION_MESSAGES.requiredContactFields);

    await pressPrevious(user);
    expect(stepHeading()).toHaveTextContent('Basic information');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Username')).toHaveValue('grace');
  });

  it('requires the terms, then shows Creating Account... while the request runs', async () => {
    const registration = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /api/creators/register': () => registration.promise });
    const { user, router } = renderWizard();
    await reachTerms(user);

    await user.click(screen.getByRole('button', { name: 'Create Creator Account' }));
    await expectRefusal(REGISTRATION_MESSAGES.acceptTerms);

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create Creator Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/creators/register', expect.objectContaining({ method: 'POST' }));

    registration.resolve(
      json(201, {
        token: 'creator-token',
        user: {
          id: 'c1',
          type: 'creator',
          email: 'grace@example.test',
          name: 'Grace Hopper',
          fullName: 'Grace Hopper',
          userName: 'grace',
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/dashboard'));
  });

  it("shows the server's message, or 'Registration failed' when there is none", async () => {
    let attempt = 0;
    mockFetch({
      'POST /api/creators/register': () => {
        attempt += 1;
        return attempt === 1
          ? new Response('upstream down', { status: 502 })
          : json(400, { error: REGISTRATION_MESSAGES.usernameCharacters, code: 'VALIDATION_ERROR' });
      },
    });
    const { user } = renderWizard();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));

    await user.click(screen.getByRole('button', { name: 'Create Creator Account' }));
    await expectRefusal('Registration failed');

    await user.click(screen.getByRole('button', { name: 'Create Creator Account' }));
    await expectRefusal(REGISTRATION_MESSAGES.usernameCharacters);
  });
});
