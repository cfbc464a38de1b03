import { DISPUTE_MESSAGES } from '@briefly/shared/disputes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { DisputeAction, disputeActionOf } from './open-dispute-button';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const openOne = { id: 'dispute-1', subjectType: 'award' as const, subjectId: 'assignment-1', status: 'open' as const };

describe('disputeActionOf', () => {
  const subject = { subjectType: 'award' as const, subjectId: 'assignment-1' };

  it('links the open dispute about the subject, whatever its age', () => {
    expect(disputeActionOf({ ...subject, decidedAt: daysAgo(30) }, [openOne])).toEqual({
      kind: 'view',
      disputeId: 'dispute-1',
    });
  });

  it('offers to open one up to 14 days after the decision, and not before it is decided', () => {
    expect(disputeActionOf({ ...subject, decidedAt: daysAgo(13) }, [])).toEqual({ kind: 'open' });
    expect(disputeActionOf({ ...subject, decidedAt: daysAgo(15) }, [])).toBeNull();
    expect(disputeActionOf({ ...subject, decidedAt: null }, [])).toBeNull();
  });

  it('ignores resolved disputes and other subjects: a new one may be opened', () => {
    const others = [
      { ...openOne, status: 'resolved' as const },
      { ...openOne, id: 'dispute-2', subjectType: 'withdrawal' as const },
      { ...openOne, id: 'dispute-3', subjectId: 'assignment-2' },
    ];
    expect(disputeActionOf({ ...subject, decidedAt: daysAgo(1) }, others)).toEqual({ kind: 'open' });
  });
});

function renderAction(
  decidedAt: string | null = daysAgo(1),
  subject: { subjectType: 'award' | 'withdrawal'; subjectLabel: string } = {
    subjectType: 'award',
    subjectLabel: 'your award on “Latte art”',
  },
) {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <DisputeAction
            subjectType={subject.subjectType}
            subjectId="assignment-1"
            decidedAt={decidedAt}
            subjectLabel={subject.subjectLabel}
          />
        ),
      },
      { path: '/disputes/:disputeId', element: <p>The dispute page</p> },
    ],
    '/',
  );
  return { user, ...view };
}

describe('DisputeAction', () => {
  it('links the resolved dispute about the subject beside "Open a dispute", and not for another subject', async () => {
    const resolved = { ...openOne, id: 'dispute-9', status: 'resolved' as const };
    const other = { ...openOne, id: 'dispute-8', subjectId: 'assignment-2', status: 'resolved' as const };
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [resolved, other] }) });
    renderAction();
    expect(await screen.findByRole('link', { name: 'See the resolved dispute' })).toHaveAttribute(
      'href',
      '/disputes/dispute-9',
    );
    expect(screen.getByRole('button', { name: 'Open a dispute' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows only "View dispute" while one is open, even after an earlier one was resolved', async () => {
    const resolved = { ...openOne, id: 'dispute-0', status: 'resolved' as const };
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [openOne, resolved] }) });
    renderAction();
    expect(await screen.findByRole('link', { name: 'View dispute' })).toHaveAttribute('href', '/disputes/dispute-1');
    expect(screen.queryByRole('link', { name: 'See the resolved dispute' })).not.toBeInTheDocument();
  });

  it('shows "View dispute" linking to the open dispute', async () => {
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [openOne] }) });
    renderAction();
    expect(await screen.findByRole('link', { name: 'View dispute' })).toHaveAttribute('href', '/disputes/dispute-1');
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it('shows nothing once the 14 days are over', async () => {
    const fetchMock = mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [] }) });
    renderAction(daysAgo(20));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View dispute' })).not.toBeInTheDocument();
  });

  it('asks for a reason, sends the subject with it and opens the dispute’s page', async () => {
    const post = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({
        subjectType: 'award',
        subjectId: 'assignment-1',
        reason: 'The award has not been paid',
        details: 'Held for three weeks.',
      });
      return json(201, { dispute: { id: 'dispute-9' } });
    });
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [] }), 'POST /api/disputes': post });
    const { user, router } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    expect(dialog).toHaveTextContent('An admin will look at your award on “Latte art”');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByText('Say in a few words what you dispute')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /What do you dispute/ }),
      'The award has not been paid',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Held for three weeks.');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disputes/dispute-9'));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('promises no answer from another side for a withdrawal: an admin decides it', async () => {
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [] }) });
    const { user } = renderAction(daysAgo(1), {
      subjectType: 'withdrawal',
      subjectLabel: 'your withdrawal of $40.00 requested on Nov 29, 2026',
    });
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    expect(dialog).toHaveTextContent(
      'An admin will look at your withdrawal of $40.00 requested on Nov 29, 2026 and decide; you can add to it',
    );
    expect(dialog).not.toHaveTextContent('The other side');
    expect(within(dialog).getByRole('option', { name: 'The withdrawal was rejected wrongly' })).toBeInTheDocument();
  });

  it('takes a reason in the caller’s own words', async () => {
    const post = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toMatchObject({ reason: 'The tier was changed after I won' });
      return json(201, { dispute: { id: 'dispute-9' } });
    });
    mockFetch({ 'GET /api/disputes': () => json(200, { disputes: [] }), 'POST /api/disputes': post });
    const { user } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /What do you dispute/ }), 'Something else');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByText('Say in a few words what you dispute')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /In a few words/ }),
      'The tier was changed after I won',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  });

  it('says why the server refused: one is open already (with a link to it), or too late', async () => {
    let disputes: (typeof openOne)[] = [];
    let refusal = DISPUTE_MESSAGES.alreadyOpen as string;
    mockFetch({
      'GET /api/disputes': () => json(200, { disputes }),
      'POST /api/disputes': () => {
        // The other side opened one meanwhile.
        if (refusal === DISPUTE_MESSAGES.alreadyOpen) disputes = [openOne];
        return json(409, { error: refusal, code: 'CONFLICT' });
      },
    });
    const { user } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /What do you dispute/ }),
      'The award has not been paid',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(DISPUTE_MESSAGES.alreadyOpen);
    expect(await within(alert).findByRole('link', { name: 'View the open dispute' })).toHaveAttribute(
      'href',
      '/disputes/dispute-1',
    );

    refusal = DISPUTE_MESSAGES.tooLate;
    disputes = [];
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(DISPUTE_MESSAGES.tooLate));
  });
});
