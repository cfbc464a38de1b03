import { isApiError } from '@/lib/api-client';

/**
 * What an admin action's failure says (spec part 2 §8, "Admin dashboard alerts"): the server's reason
 * as `Error: …`, `Network error` when no answer came, otherwise the action's own fallback.
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return 'Network error';
  return error.body ? `Error: ${error.message}` : fallback;
}
