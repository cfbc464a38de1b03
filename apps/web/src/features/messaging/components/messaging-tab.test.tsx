import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { aConversation, aMessage, CONVERSATION, ME, OTHER } from '../test-fixtures';
import { MessagingTab } from './messaging-tab';

const routes = [{ path: '/brand/dashboard', element: <MessagingTab meId={ME} /> }];

const thread = () =>
  json(200, {
    conversation: aConversation(),
    messages: [
      aMessage({ content: 'Hi <script>alert(1)</script>', senderId: OTHER }),
      aMessage({ id: '00000000-0000-4000-8000-0000000000a2', content: 'Hello back' }),
    ],
    nextCursor: null,
    hasMore: false,
  });

describe('Messages tab', () => {
  it('lists conversations with the other person, the brief, the last message and the unread count', async () => {
    mockFetch({
      'GET /api/messages/conversations': () =>
        json(200, {
          conversations: [
            aConversation({
              briefTitle: 'Summer launch',
              unreadCount: 3,
              lastMessage: {
                type: 'file',
                content: '',
                fileName: 'cut.mp4',
                senderId: OTHER,
                timestamp: new Date().toISOString(),
              },
            }),
          ],
        }),
    });
    renderRoutes(routes, '/brand/dashboard?tab=messaging');
    const item = await screen.findByRole('button', { name: 'Casey Creator, 3 unread' });
    expect(item).toHaveTextContent('Summer launch');
    expect(item).toHaveTextContent('cut.mp4');
    expect(within(item).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('shows an empty state with a way to start a chat', async () => {
    mockFetch({ 'GET /api/messages/conversations': () => json(200, { conversations: [] }) });
    renderRoutes(routes, '/brand/dashboard?tab=messaging');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Chat' })).toBeInTheDocument();
  });

  it('opens a conversation, shows its messages as text and marks it read', async () => {
    let marked = 0;
    mockFetch({
      'GET /api/messages/conversations': () => json(200, { conversations: [aConversation({ unreadCount: 1 })] }),
      [`GET /api/messages/${CONVERSATION}`]: thread,
      [`POST /api/messages/${CONVERSATION}/read`]: () => {
        marked += 1;
        return json(200, { conversationId: CONVERSATION, marked: 1, unreadCount: 0 });
      },
    });
    renderRoutes(routes, `/brand/dashboard?tab=messaging&conversation=${CONVERSATION}`);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi <script>alert(1)</script>')).toBeInTheDocument();
    expect(log.querySelector('script')).toBeNull();
    expect(within(log).getByText('Today')).toBeInTheDocument();
    await waitFor(() => expect(marked).toBe(1));
  });

  it('a Message button for someone new opens Start New Chat addressed to them', async () => {
    mockFetch({ 'GET /api/messages/conversations': () => json(200, { conversations: [] }) });
    renderRoutes(
      routes,
      `/brand/dashboard?tab=messaging&with=${OTHER}&name=Casey%20Creator&brief=b1&briefTitle=Summer%20launch`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start New Chat' });
    expect(dialog).toHaveTextContent('Casey Creator');
    expect(dialog).toHaveTextContent('Summer launch');
    expect(within(dialog).queryByLabelText('Find a person')).not.toBeInTheDocument();
  });

  it('a Message button for someone already in a conversation opens it', async () => {
    mockFetch({
      'GET /api/messages/conversations': () => json(200, { conversations: [aConversation()] }),
      [`GET /api/messages/${CONVERSATION}`]: thread,
    });
    const { router } = renderRoutes(routes, `/brand/dashboard?tab=messaging&with=${OTHER}&name=Casey%20Creator`);
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=messaging&conversation=${CONVERSATION}`));
    expect(await screen.findByText('Hello back')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Start New Chat' })).not.toBeInTheDocument();
  });
});
