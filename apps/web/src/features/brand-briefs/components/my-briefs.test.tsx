import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_USER, makeBrandBrief, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MyBriefs } from './my-briefs';

const JOURNEY = { timeout: 30_000 };

const published = makeBrandBrief({ id: 'b1', title: 'Brew Talk podcast launch clips', submissionsCount: 2, amountOfWinners: 3 });
const draft = makeBrandBrief({
  id: 'b2',
  title: 'Latte art giveaway',
  status: 'draft',
  isFunded: false,
  fundedAt: null,
  fundedAmount: 0,
  heldAmount: 0,
  rewardTiers: [1, 2, 3, 4, 5].map((position) => ({ ...published.rewardTiers[0]!, id: `d${position}`, position, name: `${position}th Place` })),
});

function renderMyBriefs(handlers: Parameters<typeof mockFetch>[0] = {}) {
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
            <MyBriefs onCreate={() => {}} onFund={onFund} />
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
    // Applications progress = submissions ÷ winners (2 of 3).
    expect(Number(brew.getByRole('progressbar', { name: 'Applications progress' }).getAttribute('aria-valuenow'))).toBeCloseTo(66.67, 1);
    for (const name of ['View', 'Edit', 'Draft', 'Archive', 'Submissions', 'Share', 'Delete']) expect(brew.getByRole('button', { name })).toBeInTheDocument();
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
    const { user, onFund, fetchMock } = renderMyBriefs({ 'PUT /api/briefs/b1': () => json(200, { brief: { ...published, status: 'draft' } }) });
    const brew = await card('Brew Talk podcast launch clips');

    await user.click(brew.getByRole('button', { name: 'Draft' }));
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

  it('asks before deleting, and shows the server’s reason when it refuses', JOURNEY, async () => {
    const { user } = renderMyBriefs({
      'DELETE /api/briefs/b1': () => json(409, { error: 'This brief holds $1,500.00 and cannot be deleted. Archive it instead.', code: 'BRIEF_HAS_FUNDS' }),
    });
    await user.click((await card('Brew Talk podcast launch clips')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete brief' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Brew Talk podcast launch clips"? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete brief')).toBeInTheDocument();
    expect(screen.getByText('This brief holds $1,500.00 and cannot be deleted. Archive it instead.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete brief' })).not.toBeInTheDocument());
  });

  it('says so when loading fails, with Retry', async () => {
    let fail = true;
    renderMyBriefs({ 'GET /api/brands/briefs': () => (fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, { briefs: [] })) });
    expect(await screen.findByText('Failed to fetch briefs')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No briefs yet')).toBeInTheDocument();
  });
});
