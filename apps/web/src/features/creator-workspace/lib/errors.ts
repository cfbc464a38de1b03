import { isApiError } from '@/lib/api-client';

/**
 * The server's own text when it sent an error envelope, else the default ('Please try
 * again.'): network failures and unreadable answers never show a technical message.
 */
export function serverReason(error: unknown, fallback = 'Please try again.'): string {
  return isApiError(error) && error.body ? error.message : fallback;
}
