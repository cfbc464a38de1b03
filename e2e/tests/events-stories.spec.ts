import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, registerCreator, signIn, unique } from './support.ts';

// Events and success stories: a creator registers for a demo event and sees the seat count move; a
// visitor is sent to sign in and back; stories filter and sort; both pages and their detail
// modals pass WCAG 2.1 AA in both themes.

test.describe.configure({ mode: 'parallel' });

const eventCard = (page: Page, title: string) => page.getByRole('article', { name: title });
/** A filter chip by its label (Mantine's chip input is visually hidden; people click the label). */
const chip = (page: Page, label: string) =>
  page
    .getByRole('radiogroup')
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) });

test('[CREATOR] registers for an event and sees Registered and the seat count move', async ({ page }) => {
  const creator = await registerCreator(page.request, `Event Creator ${unique()}`);
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/creator\/dashboard/, { timeout: 30_000 });

  await page.goto('/events?filter=webinar');
  const card = eventCard(page, 'Briefs that creators love');
  await expect(card.getByText('98 of 100 seats left')).toBeVisible();
  // The journey is about registering: it clicks once the app listens. A click held from before the scripts ran was
  // lost on CI's slow machine in the first try of three runs (issue 39's note); public-pages.spec holds the held ones.
  await expect(page.locator('html[data-listening]')).toBeAttached();
  await card.getByRole('button', { name: /View details/ }).click();

  const detail = page.getByRole('dialog', { name: 'Briefs that creators love' });
  await expect(detail.getByRole('heading', { name: 'Host' })).toBeVisible();
  await detail.getByRole('button', { name: 'Register Now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Registration' });
  await confirm.getByRole('button', { name: 'Confirm Registration' }).click();

  await expect(detail.getByRole('button', { name: 'Registered' })).toBeDisabled();
  await expect(detail.getByText('98 of 100 seats left')).toHaveCount(0);
  await expect(detail.getByText('97 of 100 seats left')).toBeVisible();

  // One clock: the notification names the event's zone (Berlin; no zone is stored for the person), and
  // the page writes that same start the same way beside the viewer's own.
  const token = await apiToken(page.request, creator);
  const registered = async () => {
    const response = await page.request.get('/api/notifications', { headers: bearer(token) });
    const { notifications } = (await response.json()) as { notifications: Array<{ title: string; message: string }> };
    return notifications.find((notification) => notification.title === 'You are registered')?.message ?? '';
  };
  await expect.poll(registered, { timeout: 15_000 }).toContain('Briefs that creators love');
  const start = /on (.+ at \d{1,2}:\d{2} [AP]M .+)\. The calendar/.exec(await registered())?.[1] ?? '';
  // On the creator's clock once the app has stored the browser's zone (UTC here), else the event's (Berlin).
  expect(start).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M (UTC|GMT\+[12], Berlin)$/);
  await expect(detail).toContainText(start);
  await detail.getByRole('button', { name: 'Close event details' }).click();
  await expect(card.getByText('97 of 100 seats left')).toBeVisible();
  await expect(card.getByText('Registered')).toBeVisible();

  // The calendar file is offered and is an iCalendar.
  const href = await page.request.get(`/api/events?filter=webinar`).then(async (response) => {
    const { events } = (await response.json()) as { events: Array<{ id: string; title: string }> };
    return `/api/events/${events.find((event) => event.title === 'Briefs that creators love')!.id}/calendar.ics`;
  });
  const ics = await page.request.get(href);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
});

test('[VISITOR] is sent to sign in to register, and comes back to the event', async ({ page }) => {
  await page.goto('/events');
  await eventCard(page, 'Analytics for creators: reading your numbers')
    .getByRole('button', { name: /View details/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'Analytics for creators: reading your numbers' });
  await detail.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(DEMO.creator.email);
  await page.getByLabel('Password').fill(DEMO.creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/events\?event=/);
  await expect(
    page
      .getByRole('dialog', { name: 'Analytics for creators: reading your numbers' })
      .getByRole('button', { name: 'Register Now' }),
  ).toBeEnabled();
});

test('[VISITOR] sees a full event, a paid one and a past recorded one for what they are', async ({ page }) => {
  await page.goto('/events');
  await expect(eventCard(page, 'Brand × creator speed networking').getByText(/Event Full/)).toBeVisible();
  await expect(eventCard(page, 'Creator Economy Summit').getByText('$25.00')).toBeVisible();
  await eventCard(page, 'Pitching brands 101')
    .getByRole('button', { name: /View details/ })
    .click();
  const past = page.getByRole('dialog', { name: 'Pitching brands 101' });
  await expect(past.getByRole('button', { name: 'Event ended' })).toBeDisabled();
  await expect(past.getByRole('link', { name: 'Watch Recording' })).toHaveAttribute('href', /^https:\/\//);
});

test('[VISITOR] filters and sorts success stories', async ({ page }) => {
  await page.goto('/success-stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'A coffee thread that sold out a roast' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'A coffee thread that sold out a roast' }).getByText('Verified by Briefly'),
  ).toBeVisible();
  // (That a story still waiting for a consent is not public is the API tests' to show: the consent
  // journey below publishes the demo one, in parallel with this.)

  await chip(page, 'Featured').click();
  await expect(page).toHaveURL(/filter=featured/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await chip(page, 'Technical').click();
  await expect(page.getByText('No stories match this filter')).toBeVisible();
  await page.getByRole('button', { name: 'Show all stories' }).click();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('budget');
  await expect(page).toHaveURL(/sort=budget/);
  // The two published demo stories, in the server's budget order (another journey may publish a third meanwhile).
  const api = await (await page.request.get('/api/success-stories?sort=budget')).json();
  const known = ['A coffee thread that sold out a roast', 'Behind the scenes, in natural light'];
  const expected = (api.stories as Array<{ title: string }>)
    .map((story) => story.title)
    .filter((title) => known.includes(title));
  // Polled: the list is refetched in the new order after the address changes.
  await expect
    .poll(async () =>
      (await page.getByRole('article').locator('h2').allTextContents()).filter((title) => known.includes(title)),
    )
    .toEqual(expected);

  await page
    .getByRole('article', { name: 'A coffee thread that sold out a roast' })
    .getByRole('button', { name: /Read Story/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'A coffee thread that sold out a roast' });
  await expect(detail.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(detail.getByText(/funded through Briefly/)).toBeVisible();
});

test('[CREATOR] agrees to a story that names them, and it is published', async ({ page }) => {
  await signIn(page, { email: 'sam@briefly.demo', password: DEMO.creator.password });
  // Signed in (the dashboard opens) before leaving the page: going elsewhere sooner would cancel the sign-in.
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/success-stories?consent=1');
  await expect(page.getByRole('heading', { name: 'Stories about you' })).toBeVisible();
  const request = page.locator('#consent-requests');
  await expect(request.getByText('Facts, footnotes and fans')).toBeVisible();
  await request.getByRole('button', { name: 'Agree to publish' }).click();
  await expect(request.getByText('Thank you: you agreed to this story.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Facts, footnotes and fans' })).toBeVisible();
});

async function violations(browser: Browser, baseURL: string, scheme: Scheme): Promise<string[]> {
  const context = await themedContext(browser, baseURL, scheme);
  const page = await context.newPage();
  const found: string[] = [];
  const check = async (where: string) => found.push(...(await axeViolations(page, where, { scheme })));
  await page.goto('/events');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await check('/events');
  await eventCard(page, 'Short-form video editing workshop')
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Short-form video editing workshop' }).getByRole('heading', { name: 'Agenda' }),
  ).toBeVisible();
  await check('/events detail');
  await page.goto('/success-stories');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await check('/success-stories');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Read Story/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Results' })).toBeVisible();
  await check('/success-stories detail');
  await context.close();
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`[VISITOR] the events and success stories pages and their details pass WCAG 2.1 AA in the ${scheme} theme`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const found = await violations(browser, baseURL!, scheme);
    expect(found, found.join('\n')).toEqual([]);
  });
}
