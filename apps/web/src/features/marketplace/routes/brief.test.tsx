import type { TBrief } from '@briefly/shared/briefs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_USER, CREATOR_USER, makeBrief, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ONLY_CREATORS_MESSAGE } from '../components/apply-panel';
import { BriefRoute } from './brief';

const DAY = 24 * 60 * 60 * 1000;

function renderBrief(
  brief: TBrief | null,
  { path = '/brief/b1', user }: { path?: string; user?: { id: string } } = {},
) {
  if (user) storeSession(user);
  const fetchMock = mockFetch({
    'GET /api/me': () => json(200, { user }),
    'GET /api/briefs/b1/public': () =>
      brief ? json(200, { brief }) : json(404, { error: 'Brief not found', code: 'NOT_FOUND' }),
  });
  const view = renderRoutes(
    [
      { path: '/brief/:briefId', element: <BriefRoute /> },
      { path: '/brief/:briefId/apply', element: <BriefRoute /> },
    ],
    path,
  );
  return { fetchMock, ...view };
}

const applyPanel = async () => within(await screen.findByRole('region', { name: /Apply to this brief|Applications/ }));

describe('BriefRoute', () => {
  it('shows the brief: brand, reward, winners, deadline, tiers with medals and the brand links', async () => {
    renderBrief(
      makeBrief({
        amountOfWinners: 4,
        rewardTiers: [
          ...makeBrief().rewardTiers,
          { ...makeBrief().rewardTiers[2]!, id: 't4', position: 4, name: '4th Place' },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brew Talk podcast launch clips' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Northwind Coffee').length).toBeGreaterThan(0);
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByText('10 days left')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reward tiers' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+1 more tier')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Additional Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://northwind.example/');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/northwindcoffee',
    );
    expect(screen.getByRole('link', { name: /All briefs from Northwind Coffee/ })).toHaveAttribute(
      'href',
      '/brand/brand-1/briefs',
    );
    expect(
      await screen.findByText('A 10% platform fee is taken from each cash or credit reward when it is awarded.'),
    ).toBeInTheDocument();
  });

  it('hides the tiers for a single winner and Additional Information when it is empty', async () => {
    renderBrief(makeBrief({ amountOfWinners: 1, additionalFields: { podcastName: ' ', topics: [] } }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('list', { name: 'Reward tiers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Additional Information' })).not.toBeInTheDocument();
  });

  it('signed out: Apply sends the visitor to sign in and back', async () => {
    renderBrief(makeBrief());
    const panel = await applyPanel();
    expect(panel.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/login?next=%2Fbrief%2Fb1');
  });

  it('a brand: only creators can apply', async () => {
    renderBrief(makeBrief(), { user: BRAND_USER });
    const panel = await applyPanel();
    expect(await panel.findByRole('alert')).toHaveTextContent(ONLY_CREATORS_MESSAGE);
    expect(panel.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('a creator: Apply leads to the marketplace tab of the creator dashboard with this brief', async () => {
    renderBrief(makeBrief(), { user: CREATOR_USER });
    const panel = await applyPanel();
    expect(await panel.findByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/creator/dashboard?tab=marketplace&brief=b1',
    );
  });

  it('closed: Applications Closed after the deadline, Applications Not Open before publishing', async () => {
    const { unmount } = renderBrief(
      makeBrief({ deadline: new Date(Date.now() - DAY).toISOString(), status: 'archived' }),
      { user: CREATOR_USER },
    );
    expect(await screen.findByRole('heading', { name: 'Applications Closed' })).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    unmount();

    renderBrief(makeBrief({ status: 'draft', isFunded: false }), { user: CREATOR_USER });
    expect(await screen.findByRole('heading', { name: 'Applications Not Open' })).toBeInTheDocument();
  });

  it('/apply focuses the apply panel', async () => {
    renderBrief(makeBrief(), { path: '/brief/b1/apply' });
    const heading = await screen.findByRole('heading', { name: 'Apply to this brief' });
    expect(heading).toHaveFocus();
  });

  it('Brief Not Found with a way back to the marketplace', async () => {
    renderBrief(null);
    expect(await screen.findByRole('heading', { name: 'Brief Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Brief not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Marketplace/ })).toHaveAttribute('href', '/marketplace');
  });
});
