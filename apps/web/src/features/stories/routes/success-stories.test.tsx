import type { TSessionUser } from '@briefly/shared/auth';
import type { TConsentRequestsResponse, TStoriesResponse, TSuccessStory } from '@briefly/shared/stories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SuccessStoriesRoute } from './success-stories';

const JOURNEY = { timeout: 30_000 };

function makeStory(overrides: Partial<TSuccessStory> = {}): TSuccessStory {
  return {
    id: 's1',
    title: 'A coffee thread that sold out a roast',
    description: 'Leo turned a week of reading into a thread.',
    briefTitle: 'Coffee facts thread campaign',
    brand: { id: 'b1', name: 'Northwind Coffee', logo: null },
    creator: { id: 'c1', name: 'Leo Martins', avatar: null, type: 'creator' },
    category: 'creative',
    budget: 1500,
    paid: 108,
    duration: '3 weeks',
    outcome: 'The roast sold out.',
    metrics: { reach: 184_000, engagement: 6.4, conversion: null, roi: null },
    testimonial: { brandQuote: 'Great work.', creatorQuote: null },
    images: [],
    tags: ['threads'],
    featured: true,
    verified: true,
    createdAt: new Date().toISOString(),
    publishedAt: new Date().toISOString(),
    views: 12,
    ...overrides,
  };
}

const listOf = (
  stories: TSuccessStory[],
  stats: TStoriesResponse['stats'] = { stories: stories.length, verifiedStories: 1, verifiedValuePaid: 108 },
): TStoriesResponse => ({
  stories,
  total: stories.length,
  page: 1,
  limit: 24,
  stats,
});

const storyRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/success-stories?'));

afterEach(() => window.localStorage.clear());

describe('SuccessStoriesRoute', () => {
  it('shows cards with the verified badge, the budget without decimals and only the metrics that exist', async () => {
    mockFetch({ 'GET /api/success-stories': () => json(200, listOf([makeStory()])) });
    renderRoutes([{ path: '/success-stories', element: <SuccessStoriesRoute /> }], '/success-stories');
    const card = await screen.findByRole('article', { name: 'A coffee thread that sold out a roast' });
    expect(within(card).getByText('$1,500')).toBeInTheDocument();
    expect(within(card).getByText('184K')).toBeInTheDocument();
    expect(within(card).getByText('Reach')).toBeInTheDocument();
    expect(within(card).queryByText('ROI')).not.toBeInTheDocument();
    expect(within(card).getByText(/Verified by Briefly/)).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Story figures' });
    expect(figures).toHaveTextContent('1 story');
    expect(figures).toHaveTextContent('$108 paid to creators');
    expect(figures).not.toHaveTextContent('%');
  });

  it('leaves out figures with nothing behind them', async () => {
    mockFetch({
      'GET /api/success-stories': () =>
        json(200, listOf([], { stories: null, verifiedStories: null, verifiedValuePaid: null })),
    });
    renderRoutes([{ path: '/success-stories', element: <SuccessStoriesRoute /> }], '/success-stories');
    expect(await screen.findByText('No success stories yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Story figures' })).not.toBeInTheDocument();
  });

  it('sends the filter (left out when all) and the sort', JOURNEY, async () => {
    const fetchMock = mockFetch({ 'GET /api/success-stories': () => json(200, listOf([makeStory()])) });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/success-stories', element: <SuccessStoriesRoute /> }],
      '/success-stories',
    );
    await screen.findByTestId('stories-found');
    expect(storyRequests(fetchMock)[0]).toBe('/api/success-stories?sort=newest');
    await user.click(screen.getByRole('radio', { name: 'Technical' }));
    await waitFor(() =>
      expect(storyRequests(fetchMock).at(-1)).toBe('/api/success-stories?filter=technical&sort=newest'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Budget');
    await waitFor(() =>
      expect(storyRequests(fetchMock).at(-1)).toBe('/api/success-stories?filter=technical&sort=budget'),
    );
    expect(router.state.location.search).toBe('?filter=technical&sort=budget');
  });

  it('shows the error with Retry, never sample stories', JOURNEY, async () => {
    let fail = true;
    mockFetch({
      'GET /api/success-stories': () =>
        fail ? json(503, { error: 'Service unavailable', code: 'INTERNAL_ERROR' }) : json(200, listOf([makeStory()])),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/success-stories', element: <SuccessStoriesRoute /> }], '/success-stories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load success stories');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('opens the detail with results, testimonial and the verified figures', JOURNEY, async () => {
    mockFetch({
      'GET /api/success-stories': () => json(200, listOf([makeStory()])),
      'GET /api/success-stories/s1': () => json(200, { story: makeStory({ views: 13 }) }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/success-stories', element: <SuccessStoriesRoute /> }], '/success-stories');
    await user.click(await screen.findByRole('button', { name: /Read Story/ }));
    const dialog = await screen.findByRole('dialog', { name: 'A coffee thread that sold out a roast' });
    expect(within(dialog).getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(within(dialog).getByText('Great work.')).toBeInTheDocument();
    expect(within(dialog).getByText(/\$1,500 funded through Briefly; \$108 earned by the creator/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Conversion')).not.toBeInTheDocument();
  });

  it('lets the creator a story names agree to it', JOURNEY, async () => {
    const creator: TSessionUser = {
      id: 'c1',
      type: 'creator',
      email: 'c@example.test',
      name: 'Leo',
      fullName: 'Leo Martins',
    };
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', JSON.stringify(creator));
    window.localStorage.setItem('userId', creator.id);
    let decided = false;
    const requests = (): TConsentRequestsResponse => ({
      requests: [
        {
          story: makeStory({ publishedAt: null }),
          status: decided ? 'published' : 'awaiting_consent',
          role: 'creator',
          myConsent: decided ? 'granted' : 'pending',
          otherConsent: 'granted',
        },
      ],
      pending: decided ? 0 : 1,
    });
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/success-stories': () => json(200, listOf([])),
      'GET /api/success-stories/consent-requests': () => json(200, requests()),
      'POST /api/success-stories/s1/consent': () => {
        decided = true;
        return json(200, { request: requests().requests[0], message: 'Thank you: you agreed to this story.' });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/success-stories', element: <SuccessStoriesRoute /> }], '/success-stories?consent=s1');
    expect(await screen.findByText('1 waiting for you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agree to publish' }));
    expect(await screen.findByText('Thank you: you agreed to this story.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/success-stories/s1/consent')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ decision: 'granted' });
  });
});
