import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { aChatUser, aConversation, aMessage, OTHER, renderWithProviders } from '../test-fixtures';
import { NewChatDialog } from './new-chat-dialog';

const users = () =>
  json(200, {
    users: [
      aChatUser(),
      aChatUser({ id: '00000000-0000-4000-8000-000000000003', fullName: 'Robin Reels', email: 'robin@example.com' }),
    ],
    hasMore: false,
  });

function renderDialog(props: Partial<Parameters<typeof NewChatDialog>[0]> = {}) {
  const onStarted = vi.fn();
  const view = renderWithProviders(<NewChatDialog opened onClose={() => {}} onStarted={onStarted} {...props} />);
  return { ...view, onStarted };
}

describe('Start New Chat', () => {
  it('asks for a user first, then a non-blank first message, without calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/messages/available-users': users });
    const { user } = renderDialog();
    await screen.findByText('Casey Creator');

    await user.type(screen.getByLabelText('Message'), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.selectUser);

    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: /Casey Creator/ }));
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.initialMessageRequired);

    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('searches people by what is typed', async () => {
    const fetchMock = mockFetch({ 'GET /api/messages/available-users': users });
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Find a person'), 'robin');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=robin'))).toBe(true));
  });

  it('starts the chat with the selected user and the brief, and hands the conversation back', async () => {
    const conversation = aConversation();
    let body: unknown;
    mockFetch({
      'GET /api/messages/available-users': users,
      'POST /api/messages/conversations': (init) => {
        body = JSON.parse(String(init?.body));
        return json(201, { conversation, message: aMessage(), created: true });
      },
    });
    const { user, onStarted } = renderDialog({
      brief: { id: '00000000-0000-4000-8000-0000000000b1', title: 'Summer launch' },
    });
    await user.click(await screen.findByRole('button', { name: /Casey Creator/ }));
    await user.type(screen.getByLabelText('Message'), 'Loved your submission!');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(conversation));
    expect(body).toEqual({
      receiverId: OTHER,
      initialMessage: 'Loved your submission!',
      briefId: '00000000-0000-4000-8000-0000000000b1',
    });
    expect(screen.getByText('Summer launch')).toBeInTheDocument();
  });

  it('skips the search when the person is already chosen (a Message button)', async () => {
    mockFetch({
      'POST /api/messages/conversations': () =>
        json(201, { conversation: aConversation(), message: aMessage(), created: true }),
    });
    const { user, onStarted } = renderDialog({ receiver: { id: OTHER, name: 'Casey Creator' } });
    expect(screen.queryByLabelText('Find a person')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
  });

  it("shows 'Error: ' with the server's message when it refuses", async () => {
    mockFetch({
      'POST /api/messages/conversations': () =>
        json(403, { error: MESSAGING_MESSAGES.cannotStartWithBrand, code: 'FORBIDDEN' }),
    });
    const { user } = renderDialog({ receiver: { id: OTHER, name: 'Acme' } });
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${MESSAGING_MESSAGES.cannotStartWithBrand}`);
  });

  it("shows 'Error: Failed to start conversation' when the server gives no reason", async () => {
    mockFetch({ 'POST /api/messages/conversations': () => new Response('oops', { status: 502 }) });
    const { user } = renderDialog({ receiver: { id: OTHER, name: 'Acme' } });
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to start conversation');
  });

  it('shows the network error when the request never got an answer', async () => {
    mockFetch({
      'POST /api/messages/conversations': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderDialog({ receiver: { id: OTHER, name: 'Acme' } });
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });
});
