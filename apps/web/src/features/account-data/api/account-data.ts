import { exportFileName } from '@briefly/shared/accounts';
import type { TCloseAccountRequest } from '@briefly/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';

// Your data and closing your account (docs/product/accounts.md#your-data-and-closing-your-account).

function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? exportFileName(new Date());
}

/**
 * GET /api/me/export: the file needs the bearer token, which a plain link cannot send, so it is fetched
 * here and handed to the browser as a download.
 */
export async function downloadMyData(): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/me/export', {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please try again.', null, Boolean(token));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : `Request failed (${response.status})`;
    throw new ApiError(response.status, typeof body?.code === 'string' ? body.code : 'HTTP_ERROR', message, null, true);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFrom(response.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** DELETE /api/me: closes the account (409 with the reason while money is held for it or owed by it). */
export const closeAccount = (body: TCloseAccountRequest) => api.delete<null>('/api/me', { body });

export const useDownloadMyData = () => useMutation({ mutationKey: ['account', 'export'], mutationFn: downloadMyData });
export const useCloseAccount = () => useMutation({ mutationKey: ['account', 'close'], mutationFn: closeAccount });
