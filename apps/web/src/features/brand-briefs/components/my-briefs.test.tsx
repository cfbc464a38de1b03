import type { TBrandBrief } from '@briefly/shared/briefs';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_USER, makeBrandBrief, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MyBriefs } from './my-briefs';

const JOURNEY = { timeout: 30_000 };

const published = makeBrandBrief({
  id: 'b1',
  title: 'Brew Talk podcast launch clips',
  submissionsCount: 2,
  amountOfWinners: 3,
});
const draft = makeBrandBrief({
  id: 'b2',
  title: 'Latte art giveaway',
  status: 'draft',
  isFunded: false,
  fundedAt: null,
  fundedAmount: 0,
  heldAmount: 0,
  unsettledAwards: 0,
  rewardTiers: [1, 2, 3, 4, 5].map((position) => ({
    ...published.rewardTiers[0]!,
    id: `d${position}`,
    position,
    name: `${position}th Place`,
  })),
});

function renderMyBriefs(
  handlers: Parameters<typeof mockFetch>[0] = {},
  renderBriefActions?: (brief: TBrandBrief) => ReactNode,
) {
  storeSession(BRAND_USER);
  const onFund = vi.fn();
  const fetchMock = mockFetch({
    'GET /api/me': () => json(200, { user: BRAND_USER }),
    'GET /api/brands/briefs': () => json(200, { briefs: [draft, published] }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/brand/dashboard',
        element: (
          <>
            <Notifications />
            <MyBriefs onCreate={() => {}} onFund={onFund} renderBriefActions={renderBriefActions} />
          </>
        ),
      },
    ],
    '/brand/dashboard?tab=briefs',
  );
  return { user, onFund, fetchMock, ...view };
}

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('MyBriefs', () => {
  it('shows each brief card as the spec lists it', async () => {
    renderMyBriefs();
    const brew = await card('Brew Talk podcast launch clips');
    expect(brew.getByText('Funded')).toBeInTheDocument();
    expect(brew.getByTestId('funded-banner')).toHaveTextContent('$1,500.00 held for rewards');
    expect(brew.getByText('$1,500.00')).toBeInTheDocument();
    // The share of the pool paid to creators (only paid is paid), no made-up "applications" percentage.
    expect(brew.getByRole('progressbar', { name: 'Share of the reward pool paid to creators' })).toBeInTheDocument();
    expect(brew.queryByText('Applications')).not.toBeInTheDocument();
    for (const name of ['View', 'Edit', 'Unpublish', 'Archive', 'Submissions', 'Share', 'Delete'])
      expect(brew.getByRole('button', { name })).toBeInTheDocument();
    expect(brew.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    const latte = await card('Latte art giveaway');
    expect(latte.getByText('Draft')).toBeInTheDocument();
    expect(latte.getByText('+2 more rewards')).toBeInTheDocument();
    expect(latte.getByRole('button', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'true');
    expect(latte.getByRole('button', { name: 'Fund brief' })).toBeInTheDocument();
  });

  it('filters with the chips all, published, draft, archived and funded', async () => {
    const { user, router } = renderMyBriefs();
    await card('Latte art giveaway');
    await user.click(screen.getByRole('radio', { name: /^Draft/ }));
    expect(screen.queryByRole('article', { name: 'Brew Talk podcast launch clips' })).not.toBeInTheDocument();
    expect(router.state.location.search).toContain('filter=draft');
    await user.click(screen.getByRole('radio', { name: /^Funded/ }));
    expect(await screen.findByRole('article', { name: 'Brew Talk podcast launch clips' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Latte art giveaway' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Archived/ }));
    expect(await screen.findByText('No archived briefs')).toBeInTheDocument();
  });

  it('moves a brief to draft, shares its link and opens the payment for an unfunded draft', JOURNEY, async () => {
    const { user, onFund, fetchMock } = renderMyBriefs({
      'PUT /api/briefs/b1': () => json(200, { brief: { ...published, status: 'draft' } }),
    });
    const brew = await card('Brew Talk podcast launch clips');

    await user.click(brew.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Brief moved to draft')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/briefs/b1' && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'draft' });

    await user.click(brew.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Brief link copied to clipboard!')).toBeInTheDocument();
    // user-event provides the clipboard in tests.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/brief/b1`);

    await user.click((await card('Latte art giveaway')).getByRole('button', { name: 'Fund brief' }));
    expect(onFund).toHaveBeenCalledWith(expect.objectContaining({ id: 'b2' }));
  });

  it(
    'asks before deleting a brief that was never funded, and shows the server’s reason when it refuses',
    JOURNEY,
    async () => {
      const { user } = renderMyBriefs({
        'DELETE /api/briefs/b2': () =>
          json(409, {
            error: 'This brief has payment history and cannot be deleted. Archive it instead.',
            code: 'BRIEF_HAS_FUNDS',
          }),
      });
      await user.click((await card('Latte art giveaway')).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete brief' });
      expect(dialog).toHaveTextContent(
        'Are you sure you want to delete "Latte art giveaway"? This action cannot be undone.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Failed to delete brief')).toBeInTheDocument();
      expect(
        screen.getByText('This brief has payment history and cannot be deleted. Archive it instead.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete brief' })).not.toBeInTheDocument());
    },
  );

  it('does not offer to delete a funded brief: it says to archive it and refund what is left', JOURNEY, async () => {
    const { user, fetchMock } = renderMyBriefs();
    const remove = (await card('Brew Talk podcast launch clips')).getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.hover(remove);
    expect(
      await screen.findByText("A funded brief can't be deleted: archive it, then refund what's left"),
    ).toBeInTheDocument();
    await user.click(remove);
    expect(screen.queryByRole('dialog', { name: 'Delete brief' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('asks before archiving, then archives', JOURNEY, async () => {
    const updates: unknown[] = [];
    const { user } = renderMyBriefs({
      'PUT /api/briefs/b1': (init) => {
        updates.push(JSON.parse(String(init?.body)));
        return json(200, { brief: { ...published, status: 'archived' } });
      },
    });
    await user.click((await card('Brew Talk podcast launch clips')).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive brief' });
    expect(dialog).toHaveTextContent('what is left in its pool can be refunded');
    expect(updates).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(updates).toEqual([{ status: 'archived' }]));
    expect(await screen.findByText('Brief archived successfully')).toBeInTheDocument();
  });

  it('an archived brief is closed, and says what is left in its pool', async () => {
    const archived = (heldAmount: number, id: string, title: string) =>
      makeBrandBrief({ ...published, id, title, status: 'archived', heldAmount });
    renderMyBriefs({
      'GET /api/brands/briefs': () =>
        json(200, { briefs: [archived(400, 'a1', 'Left over'), archived(0, 'a2', 'All refunded')] }),
    });
    const leftOver = await card('Left over');
    expect(leftOver.getByText('Closed')).toBeInTheDocument();
    expect(leftOver.queryByText(/days left/)).not.toBeInTheDocument();
    expect(leftOver.getByTestId('funded-banner')).toHaveTextContent('$400.00 left in the pool');
    const refunded = await card('All refunded');
    expect(refunded.getByTestId('funded-banner')).toHaveTextContent('nothing left in the pool');
    expect(refunded.getByTestId('funded-banner')).not.toHaveTextContent('held for rewards');
  });

  it('offers the route’s actions (such as Refund what’s left) on the card and in the brief’s detail', async () => {
    const archived = makeBrandBrief({ ...published, status: 'archived', heldAmount: 400 });
    const { user } = renderMyBriefs({ 'GET /api/brands/briefs': () => json(200, { briefs: [archived] }) }, (brief) =>
      brief.status === 'archived' && brief.heldAmount > 0 ? <button type="button">Refund what’s left</button> : null,
    );
    const brew = await card('Brew Talk podcast launch clips');
    expect(brew.getByRole('button', { name: 'Refund what’s left' })).toBeInTheDocument();
    await user.click(brew.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: /Brew Talk podcast launch clips/ });
    expect(within(dialog).getByRole('button', { name: 'Refund what’s left' })).toBeInTheDocument();
  });

  it('says so when loading fails, with Retry', async () => {
    let fail = true;
    renderMyBriefs({
      'GET /api/brands/briefs': () =>
        fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, { briefs: [] }),
    });
    expect(await screen.findByText('Failed to fetch briefs')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No briefs yet')).toBeInTheDocument();
  });
});
