import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { isApiError } from '@/lib/api-client';

export const NETWORK_ERROR_TEXT = 'Network error. Please try again.';

/** docs/product/messaging.md#screen: 'Error: {server error or Failed to start conversation}', or the network failure text. */
export function startChatErrorText(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return NETWORK_ERROR_TEXT;
  return `Error: ${isApiError(error) && error.body ? error.message : MESSAGING_MESSAGES.startFailed}`;
}

/** A failed send or upload: the network text, the server's reason (blocked, too large, too fast…), else a generic text. */
export function sendErrorText(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return NETWORK_ERROR_TEXT;
  if (isApiError(error) && error.body) return error.message;
  return 'The message could not be sent. Please try again.';
}

/** The other participant of a conversation, seen from `meId`. */
export function counterpartOf<P extends { id: string }>(
  conversation: { participant1: P; participant2: P },
  meId: string | undefined,
): P {
  return conversation.participant1.id === meId ? conversation.participant2 : conversation.participant1;
}
