import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { aConversation, aMessage, CONVERSATION, ME, OTHER, renderWithProviders } from '../test-fixtures';
import { ChatPane } from './chat-pane';

const thread =
  (conversation = aConversation()) =>
  () =>
    json(200, {
      conversation,
      messages: [aMessage({ senderId: OTHER, content: 'Hi!' })],
      nextCursor: null,
      hasMore: false,
    });

describe('Chat header menu', () => {
  it('reports the conversation with a reason, and blocks the other side when asked', async () => {
    let body: unknown;
    mockFetch({
      [`GET /api/messages/${CONVERSATION}`]: thread(),
      [`POST /api/messages/${CONVERSATION}/read`]: () =>
        json(200, { conversationId: CONVERSATION, marked: 0, unreadCount: 0 }),
      [`POST /api/messages/${CONVERSATION}/report`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json(201, { report: {}, blockedByMe: true });
      },
      'GET /api/messages/conversations': () => json(200, { conversations: [] }),
    });
    const { user } = renderWithProviders(<ChatPane conversation={aConversation()} meId={ME} now={new Date()} />);
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report conversation' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.reasonRequired);
    await user.type(screen.getByLabelText(/Reason/), 'Asked me to pay outside Briefly');
    expect(screen.getByRole('checkbox', { name: 'Also block Casey Creator' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(body).toEqual({ reason: 'Asked me to pay outside Briefly', block: true });
  });

  it('blocks from the menu', async () => {
    let blocked = false;
    mockFetch({
      [`GET /api/messages/${CONVERSATION}`]: thread(),
      [`POST /api/messages/${CONVERSATION}/read`]: () =>
        json(200, { conversationId: CONVERSATION, marked: 0, unreadCount: 0 }),
      [`POST /api/messages/${CONVERSATION}/block`]: () => {
        blocked = true;
        return json(200, { conversationId: CONVERSATION, blockedByMe: true });
      },
    });
    const { user } = renderWithProviders(<ChatPane conversation={aConversation()} meId={ME} now={new Date()} />);
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block Casey Creator' }));
    await waitFor(() => expect(blocked).toBe(true));
  });

  it('replaces the message box with the block notice and an Unblock button while blocked', async () => {
    let unblocked = false;
    mockFetch({
      [`GET /api/messages/${CONVERSATION}`]: thread(aConversation({ blockedByMe: true })),
      [`POST /api/messages/${CONVERSATION}/read`]: () =>
        json(200, { conversationId: CONVERSATION, marked: 0, unreadCount: 0 }),
      [`DELETE /api/messages/${CONVERSATION}/block`]: () => {
        unblocked = true;
        return json(200, { conversationId: CONVERSATION, blockedByMe: false });
      },
    });
    const { user } = renderWithProviders(
      <ChatPane conversation={aConversation({ blockedByMe: true })} meId={ME} now={new Date()} />,
    );
    expect(screen.getByText(MESSAGING_MESSAGES.blockedByYou)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(unblocked).toBe(true));
  });

  it('tells the blocked side they cannot send', async () => {
    mockFetch({
      [`GET /api/messages/${CONVERSATION}`]: thread(aConversation({ blockedByOther: true })),
      [`POST /api/messages/${CONVERSATION}/read`]: () =>
        json(200, { conversationId: CONVERSATION, marked: 0, unreadCount: 0 }),
    });
    renderWithProviders(<ChatPane conversation={aConversation({ blockedByOther: true })} meId={ME} now={new Date()} />);
    expect(screen.getByText(MESSAGING_MESSAGES.blockedByThem)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  });
});
