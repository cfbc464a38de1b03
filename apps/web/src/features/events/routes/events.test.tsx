import type { TSessionUser } from '@briefly/shared/auth';
import type { TEvent, TEventsResponse } from '@briefly/shared/events';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes, TestProviders } from '@/test/render';
import { EventTags } from '../components/event-tags';
import { RegisterButton } from '../components/register-button';
import { EventsRoute } from './events';

const JOURNEY = { timeout: 30_000 };
const DAY = 24 * 60 * 60_000;

function makeEvent(overrides: Partial<TEvent> = {}): TEvent {
  const startsAt = new Date(Date.now() + 3 * DAY);
  return {
    id: 'e1',
    title: 'Short-form video editing workshop',
    description: 'Cut a 45-second video.',
    type: 'workshop',
    category: 'creative',
    host: { id: null, name: 'Leo Martins', type: 'creator', avatar: null, bio: 'Editor.' },
    date: '2030-01-01',
    time: '11:00',
    duration: 90,
    timezone: 'America/New_York',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
    maxAttendees: 50,
    currentAttendees: 3,
    seatsLeft: 47,
    price: 0,
    currency: 'USD',
    isFree: true,
    isLive: false,
    isRecorded: false,
    recordingUrl: null,
    tags: ['video', 'editing', 'captions', 'tiktok', 'reels'],
    requirements: ['A phone'],
    learningOutcomes: ['A hook'],
    agenda: [{ time: '11:00', topic: 'The first second', speaker: 'Leo Martins' }],
    featured: false,
    status: 'upcoming',
    createdAt: new Date().toISOString(),
    cancelledAt: null,
    isRegistered: false,
    ...overrides,
  };
}

const listOf = (events: TEvent[]): TEventsResponse => ({
  events,
  total: events.length,
  page: 1,
  limit: 60,
  stats: { upcoming: events.length, liveNow: 0, registrations: 3, recordings: null },
});

const creator: TSessionUser = { id: 'c1', type: 'creator', email: 'c@example.test', name: 'Grace', fullName: 'Grace' };
function signIn(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
}
afterEach(() => window.localStorage.clear());

const eventRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/events?') || url === '/api/events');

describe('EventTags', () => {
  it('shows the first three tags and "+N more" naming the rest', () => {
    render(
      <TestProviders>
        <EventTags tags={['a', 'b', 'c', 'd', 'e']} />
      </TestProviders>,
    );
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.getByText('c')).toBeInTheDocument();
    expect(screen.queryByText('d')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more').closest('.mantine-Badge-root')).toHaveTextContent('+2 more: d, e');
  });

  it('shows no "+N more" for three tags or fewer', () => {
    render(
      <TestProviders>
        <EventTags tags={['a', 'b', 'c']} />
      </TestProviders>,
    );
    expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  });
});

describe('RegisterButton', () => {
  const renderButton = (event: TEvent, viewerType: 'creator' | 'brand' | 'admin' | null = 'creator') =>
    render(
      <TestProviders>
        <MemoryRouter>
          <RegisterButton event={event} viewerType={viewerType} onRegister={() => {}} />
        </MemoryRouter>
      </TestProviders>,
    );

  it.each([
    [{}, 'Register Now', false],
    [{ isRegistered: true }, 'Registered', true],
    [{ seatsLeft: 0, currentAttendees: 50 }, 'Event Full', true],
    [{ isRegistered: true, seatsLeft: 0, currentAttendees: 50 }, 'Registered', true],
    [{ status: 'completed' as const }, 'Event ended', true],
    [{ status: 'live' as const, isLive: true }, 'Happening now', true],
    [{ status: 'cancelled' as const }, 'Cancelled', true],
    [{ isFree: false, price: 25 }, 'Tickets sold by the host', true],
  ])('%o reads %s', (change, label, disabled) => {
    renderButton(makeEvent(change));
    const button = screen.getByRole('button', { name: label });
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('sends visitors to sign in and back to the event', () => {
    renderButton(makeEvent(), null);
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/events?event=e1')}`,
    );
  });

  it('is not offered to admins', () => {
    renderButton(makeEvent(), 'admin');
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeDisabled();
  });
});

describe('EventsRoute', () => {
  it('shows events with seats, price and the figures from the server', async () => {
    mockFetch({
      'GET /api/events': () =>
        json(
          200,
          listOf([
            makeEvent(),
            makeEvent({
              id: 'e2',
              title: 'Creator Summit',
              isFree: false,
              price: 25,
              maxAttendees: null,
              seatsLeft: null,
            }),
          ]),
        ),
    });
    renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events');
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    const workshop = screen.getByRole('article', { name: 'Short-form video editing workshop' });
    expect(within(workshop).getByText('47 of 50 seats left')).toBeInTheDocument();
    expect(within(workshop).getByText('Free')).toBeInTheDocument();
    expect(within(workshop).getByText('+2 more')).toBeInTheDocument();
    const summit = screen.getByRole('article', { name: 'Creator Summit' });
    expect(within(summit).getByText('$25.00')).toBeInTheDocument();
    expect(within(summit).getByText(/no seat limit/)).toBeInTheDocument();
    // Figures with nothing behind them are left out.
    expect(screen.getByLabelText('Event figures')).toHaveTextContent('2 upcoming events');
    expect(screen.getByLabelText('Event figures')).not.toHaveTextContent('recording');
  });

  it('sends the chosen filter and category, leaving out "all"', JOURNEY, async () => {
    const fetchMock = mockFetch({ 'GET /api/events': () => json(200, listOf([makeEvent()])) });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events');
    await screen.findByText('1 event');
    expect(new URLSearchParams(eventRequests(fetchMock)[0]!.split('?')[1] ?? '').get('filter')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Live Now' }));
    await waitFor(() => expect(eventRequests(fetchMock).at(-1)).toContain('filter=live'));
    await user.click(screen.getByRole('radio', { name: 'Technical' }));
    await waitFor(() => expect(eventRequests(fetchMock).at(-1)).toContain('category=technical'));
    expect(router.state.location.search).toBe('?filter=live&category=technical');
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the error with Retry, and no sample events', JOURNEY, async () => {
    let fail = true;
    mockFetch({
      'GET /api/events': () =>
        fail ? json(500, { error: 'Failed to load events', code: 'INTERNAL_ERROR' }) : json(200, listOf([makeEvent()])),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Short-form video editing workshop' })).toBeInTheDocument();
  });

  it('says when nothing matches, with a way back to all events', async () => {
    mockFetch({ 'GET /api/events': () => json(200, listOf([])) });
    renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events?filter=live');
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all events' })).toBeInTheDocument();
  });

  it('registers a signed-in creator after the Confirm Registration dialog; the seat count moves', JOURNEY, async () => {
    signIn(creator);
    let registered = false;
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/events': () =>
        json(200, listOf([makeEvent(registered ? { isRegistered: true, currentAttendees: 4, seatsLeft: 46 } : {})])),
      'POST /api/events/e1/register': () => {
        registered = true;
        return json(200, {
          success: true,
          isRegistered: true,
          message: 'You are registered.',
          event: makeEvent({ isRegistered: true, currentAttendees: 4, seatsLeft: 46 }),
        });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/events', element: <EventsRoute /> }], '/events');
    await user.click(await screen.findByRole('button', { name: 'View details of Short-form video editing workshop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Short-form video editing workshop' });
    expect(within(dialog).getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Registration' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Registration' }));
    expect(await screen.findByText('You are registered.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registered' })).toBeDisabled());
    expect(screen.getAllByText('46 of 50 seats left').length).toBeGreaterThan(0);
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/events/e1/register' && init?.method === 'POST',
    )!;
    expect(post[1]?.body).toBeUndefined();
    expect((post[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});
