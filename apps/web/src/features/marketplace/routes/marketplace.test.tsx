import { TEMPLATE_FILTER_OPTIONS } from '@briefly/shared/brief-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBrief } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MarketplaceRoute } from './marketplace';

const JOURNEY = { timeout: 30_000 };

function renderMarketplace(initial = '/marketplace') {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/marketplace', element: <MarketplaceRoute /> }], initial);
  return { user, ...view };
}

/** The query of every GET /api/briefs/public the page made, in order. */
function marketplaceRequests(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/briefs/public'))
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
}
const lastRequest = (fetchMock: ReturnType<typeof mockFetch>) => marketplaceRequests(fetchMock).at(-1)!;

async function choose(user: UserEvent, label: string, option: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: label }), option);
}

describe('MarketplaceRoute', () => {
  it('shows the briefs the server found, with the count and the card details', async () => {
    mockFetch({ 'GET /api/briefs/public': () => json(200, { briefs: [makeBrief()], total: 1, page: 1, limit: 12 }) });
    renderMarketplace();
    expect(await screen.findByText('1 brief found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brew Talk podcast launch clips' })).toBeInTheDocument();
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByText('3 winners')).toBeInTheDocument();
    expect(screen.getByText('10 days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View details of Brew Talk/ })).toHaveAttribute('href', '/brief/b1');
    expect(screen.getByPlaceholderText('Search briefs or brands')).toBeInTheDocument();
  });

  it('offers the one template list of both marketplaces, and sends the chosen template id', async () => {
    const fetchMock = mockFetch({
      'GET /api/briefs/public': () => json(200, { briefs: [makeBrief()], total: 1, page: 1, limit: 12 }),
    });
    const { user } = renderMarketplace();
    await screen.findByText('1 brief found');
    const select = screen.getByRole('combobox', { name: 'Template' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(TEMPLATE_FILTER_OPTIONS.map((option) => option.label));
    await user.selectOptions(select, 'IG Story Blitz');
    await waitFor(() => expect(lastRequest(fetchMock).get('template')).toBe('ig-story-blitz'));
  });

  it('puts every filter in the address and in the request to the server', JOURNEY, async () => {
    const fetchMock = mockFetch({
      'GET /api/briefs/public': () => json(200, { briefs: [makeBrief()], total: 1, page: 1, limit: 12 }),
    });
    const { user, router } = renderMarketplace('/marketplace?template=tweets');
    await screen.findByText('1 brief found');
    expect(Object.fromEntries(lastRequest(fetchMock))).toEqual({
      template: 'tweets',
      sort: 'newest',
      deadline: 'any',
      page: '1',
      limit: '12',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search briefs' }), 'coffee');
    await waitFor(() => expect(lastRequest(fetchMock).get('search')).toBe('coffee'));
    // Debounced: one request for the whole word, not one per letter.
    expect(marketplaceRequests(fetchMock).filter((params) => params.has('search'))).toHaveLength(1);

    await choose(user, 'Sort by', 'Highest Reward');
    await waitFor(() => expect(lastRequest(fetchMock).get('sort')).toBe('highest'));
    await choose(user, 'Category', 'Technical');
    await waitFor(() => expect(lastRequest(fetchMock).get('category')).toBe('technical'));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByLabelText('Minimum budget'), '100');
    await user.type(screen.getByLabelText('Maximum budget'), '2000');
    await waitFor(() => expect(lastRequest(fetchMock).get('maxReward')).toBe('2000'));
    await choose(user, 'Deadline', 'This week (7 days or less)');
    await waitFor(() => expect(lastRequest(fetchMock).get('deadline')).toBe('week'));

    expect(Object.fromEntries(lastRequest(fetchMock))).toEqual({
      search: 'coffee',
      template: 'tweets',
      category: 'technical',
      sort: 'highest',
      minReward: '100',
      maxReward: '2000',
      deadline: 'week',
      page: '1',
      limit: '12',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      template: 'tweets',
      search: 'coffee',
      sort: 'highest',
      category: 'technical',
      minReward: '100',
      maxReward: '2000',
      deadline: 'week',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastRequest(fetchMock))).toEqual({
        sort: 'highest',
        deadline: 'any',
        page: '1',
        limit: '12',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search briefs' })).toHaveValue('');
  });

  it('pages through the results', JOURNEY, async () => {
    const fetchMock = mockFetch({
      'GET /api/briefs/public': (_init, url) => {
        const page = Number(new URLSearchParams(url.split('?')[1]).get('page'));
        return json(200, {
          briefs: [makeBrief({ id: `p${page}`, title: `Brief on page ${page}` })],
          total: 30,
          page,
          limit: 12,
        });
      },
    });
    const { user } = renderMarketplace();
    expect(await screen.findByText('30 briefs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Brief on page 2')).toBeInTheDocument();
    expect(lastRequest(fetchMock).get('page')).toBe('2');
  });

  it('says "120+" when more briefs match than the server counts, with a pager up to the counted pages', async () => {
    mockFetch({
      'GET /api/briefs/public': () =>
        json(200, { briefs: [makeBrief()], total: 120, totalIsCapped: true, page: 1, limit: 12 }),
    });
    renderMarketplace();
    expect(await screen.findByText('120+ briefs found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10' })).toBeInTheDocument();
  });

  it(
    'offers Clear filters when nothing matches, and Retry when the load fails (never sample data)',
    JOURNEY,
    async () => {
      let fail = true;
      mockFetch({
        'GET /api/briefs/public': () =>
          fail
            ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' })
            : json(200, { briefs: [], total: 0, page: 1, limit: 12 }),
      });
      const { user } = renderMarketplace('/marketplace?search=nothing');
      expect(await screen.findByText('Failed to load briefs', {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('No briefs match your filters')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
    },
  );
});
