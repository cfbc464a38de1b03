import type { TChatUser, TConversation, TMessage } from '@briefly/shared/messaging';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TestProviders } from '@/test/render';

// Test helpers of the messaging feature.

export const ME = '00000000-0000-4000-8000-000000000001';
export const OTHER = '00000000-0000-4000-8000-000000000002';
export const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

export function aChatUser(overrides: Partial<TChatUser> = {}): TChatUser {
  return { id: OTHER, fullName: 'Casey Creator', email: 'casey@example.com', type: 'creator', ...overrides };
}

export function aConversation(overrides: Partial<TConversation> = {}): TConversation {
  const at = new Date().toISOString();
  return {
    id: CONVERSATION,
    participant1: { id: ME, name: 'Acme', type: 'brand' },
    participant2: { id: OTHER, name: 'Casey Creator', type: 'creator' },
    briefId: null,
    briefTitle: null,
    unreadCount: 0,
    lastMessage: null,
    createdAt: at,
    lastActivityAt: at,
    blockedByMe: false,
    blockedByOther: false,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<TMessage> = {}): TMessage {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    conversationId: CONVERSATION,
    senderId: ME,
    content: 'Hello',
    type: 'text',
    fileName: null,
    fileSize: null,
    mimeType: null,
    fileUrl: null,
    previewUrl: null,
    previewExpiresAt: null,
    timestamp: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function renderWithProviders(ui: ReactNode) {
  const user = userEvent.setup();
  return { ...render(<TestProviders>{ui}</TestProviders>), user };
}
