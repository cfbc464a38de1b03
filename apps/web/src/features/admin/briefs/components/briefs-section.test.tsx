import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { adminBrief, page } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { ArchivedBriefsSection } from './archived-briefs-section';
import { BriefsSection } from './briefs-section';

function renderSection(element: ReactElement, handlers: Parameters<typeof mockFetch>[0], entry: string) {
  notifications.clean();
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: (
          <>
            <Notifications />
            {element}
          </>
        ),
      },
    ],
    entry,
  );
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === '/api/admin/briefs')
    .at(-1)?.searchParams;

const brief = adminBrief();

describe('Manage Briefs', () => {
  it('says "of 1,000+" when more briefs match than the server counts', async () => {
    renderSection(
      <BriefsSection />,
      { 'GET /api/admin/briefs': () => json(200, { ...page('briefs', [brief]), total: 1000, totalIsCapped: true }) },
      '/admin/dashboard?tab=briefs',
    );
    expect(await screen.findByText('Showing 1–1 of 1,000+')).toBeInTheDocument();
  });

  it('lists briefs with brief, brand, reward, status and submissions, filtered by status in the address', async () => {
    const { fetchMock, router, user } = renderSection(
      <BriefsSection />,
      {
        'GET /api/admin/briefs': () =>
          json(
            200,
            page('briefs', [brief, adminBrief({ id: 'b2', title: 'Secret launch', status: 'draft', isPrivate: true })]),
          ),
      },
      '/admin/dashboard?tab=briefs',
    );
    const table = await screen.findByRole('table', { name: 'Briefs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brief', 'Brand', 'Reward', 'Status', 'Submissions', 'Actions']);
    const row = within(table).getByRole('row', { name: /Brew Talk/ });
    expect(row).toHaveTextContent('Northwind Coffee');
    expect(row).toHaveTextContent('$1,500.00');
    expect(row).toHaveTextContent('Published');
    expect(within(table).getByRole('row', { name: /Secret launch/ })).toHaveTextContent('Private');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('status')).toBe('archived'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('archived');
  });

  it('views a brief with its money summary', async () => {
    const money = {
      funded: 1500,
      assigned: 1000,
      paid: 900,
      fees: 100,
      held: 0,
      refunded: 0,
      failedRefunds: 0,
      remaining: 500,
    };
    const { user } = renderSection(
      <BriefsSection />,
      {
        'GET /api/admin/briefs': () => json(200, page('briefs', [brief])),
        [`GET /api/admin/briefs/${brief.id}`]: () => json(200, { brief: { ...brief, money } }),
      },
      '/admin/dashboard?tab=briefs',
    );
    await user.click(
      within(await screen.findByRole('table', { name: 'Briefs' })).getByRole('button', { name: `View ${brief.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Brief details' });
    const summary = await within(dialog).findByRole('region', { name: 'Money summary' });
    expect(summary).toHaveTextContent('Funded$1,500.00');
    expect(summary).toHaveTextContent('Paid out$900.00');
    expect(summary).toHaveTextContent('Remaining in pool$500.00');
    expect(within(dialog).getByRole('table', { name: 'Reward tiers' })).toHaveTextContent('1st Place');
  });

  it('edits a brief’s text for its brand, sending everything else as it is, and shows the server’s refusal', async () => {
    const money = {
      funded: 1500,
      assigned: 0,
      paid: 0,
      fees: 0,
      held: 0,
      refunded: 0,
      failedRefunds: 0,
      remaining: 1500,
    };
    let sent: Record<string, unknown> | null = null;
    let refuse = true;
    let stored = { ...brief, money };
    const { user } = renderSection(
      <BriefsSection />,
      {
        'GET /api/admin/briefs': () => json(200, page('briefs', [stored])),
        [`GET /api/admin/briefs/${brief.id}`]: () => json(200, { brief: stored }),
        [`PUT /api/admin/briefs/${brief.id}`]: (init) => {
          sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
          if (refuse)
            return json(409, { error: 'The reward cannot be lower than what was paid in', code: 'BUSINESS_RULE' });
          stored = { ...stored, title: String(sent.title) };
          return json(200, { brief: stored });
        },
      },
      '/admin/dashboard?tab=briefs',
    );
    await user.click(
      within(await screen.findByRole('table', { name: 'Briefs' })).getByRole('button', { name: `View ${brief.title}` }),
    );
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Brief details' })).findByRole('button', { name: 'Edit' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit brief' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(title, 'Brew Talk, the new cut');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Error: The reward cannot be lower than what was paid in',
    );
    expect(sent).toMatchObject({
      title: 'Brew Talk, the new cut',
      reward: brief.reward,
      amountOfWinners: brief.amountOfWinners,
      isPrivate: brief.isPrivate,
      deadline: brief.deadline,
    });

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('dialog', { name: 'Brief details' })).toHaveTextContent('Brew Talk, the new cut');
  });

  it('archives a brief after asking', async () => {
    const money = {
      funded: 1500,
      assigned: 0,
      paid: 0,
      fees: 0,
      held: 0,
      refunded: 0,
      failedRefunds: 0,
      remaining: 1500,
    };
    const archived = vi.fn(() =>
      json(200, { brief: { ...brief, status: 'archived', archivedAt: new Date().toISOString(), money } }),
    );
    const { user } = renderSection(
      <BriefsSection />,
      {
        'GET /api/admin/briefs': () => json(200, page('briefs', [brief])),
        [`GET /api/admin/briefs/${brief.id}`]: () => json(200, { brief: { ...brief, money } }),
        [`DELETE /api/admin/briefs/${brief.id}`]: archived,
      },
      '/admin/dashboard?tab=briefs',
    );
    await user.click(
      within(await screen.findByRole('table', { name: 'Briefs' })).getByRole('button', { name: `View ${brief.title}` }),
    );
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Brief details' })).findByRole('button', {
        name: 'Archive',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Archive this brief?' });
    expect(confirm).toHaveTextContent('Its submissions, awards and money stay');
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archived).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Archive this brief?' })).not.toBeInTheDocument());
  });

  it('has an error with Retry and an empty state', async () => {
    let fail = true;
    const { user } = renderSection(
      <BriefsSection />,
      {
        'GET /api/admin/briefs': () =>
          fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, page('briefs', [])),
      },
      '/admin/dashboard?tab=briefs',
    );
    expect(await screen.findByText('Failed to load briefs')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No briefs found')).toBeInTheDocument();
  });
});

describe('Archived Briefs', () => {
  it('lists archived briefs only, with deadline and archived date or Unknown', async () => {
    const { fetchMock } = renderSection(
      <ArchivedBriefsSection />,
      {
        'GET /api/admin/briefs': () =>
          json(
            200,
            page('briefs', [
              adminBrief({ status: 'archived', archivedAt: '2026-11-21T00:00:00.000Z' }),
              adminBrief({ id: 'b2', title: 'Old one', status: 'archived', archivedAt: null }),
            ]),
          ),
      },
      '/admin/dashboard?tab=archived-briefs',
    );
    const table = await screen.findByRole('table', { name: 'Archived briefs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brief', 'Brand', 'Reward', 'Deadline', 'Archived', 'Submissions', 'Actions']);
    expect(within(table).getByRole('row', { name: /Brew Talk/ })).toHaveTextContent('Nov 21, 2026');
    expect(within(table).getByRole('row', { name: /Old one/ })).toHaveTextContent('Unknown');
    expect(lastQuery(fetchMock)?.get('status')).toBe('archived');
  });

  it('says No Archived Briefs when there are none', async () => {
    renderSection(
      <ArchivedBriefsSection />,
      { 'GET /api/admin/briefs': () => json(200, page('briefs', [])) },
      '/admin/dashboard?tab=archived-briefs',
    );
    expect(await screen.findByText('No Archived Briefs')).toBeInTheDocument();
  });

  it('runs the archive process and reports the counts, or the failure', async () => {
    let fail = false;
    const run = vi.fn(() =>
      fail
        ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' })
        : json(200, { archived: 2, notifications: 5, briefIds: ['a', 'b'], result: { archived: 2, notifications: 5 } }),
    );
    const { user } = renderSection(
      <ArchivedBriefsSection />,
      { 'GET /api/admin/briefs': () => json(200, page('briefs', [])), 'POST /api/admin/archive-expired-briefs': run },
      '/admin/dashboard?tab=archived-briefs',
    );
    await user.click(await screen.findByRole('button', { name: 'Run Archive Process' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Archiving completed: 2 briefs archived, 5 notifications sent.',
    );
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Run Archive Process' }));
    expect(await screen.findByText('Failed to run archiving process: Something went wrong')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
