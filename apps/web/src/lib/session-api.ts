import type { TSessionUser } from '@briefly/shared/auth';
import { api } from './api-client';

/** GET /api/me (bearer): the signed-in user, or a 401 ApiError when the token is gone. */
export function getMe(signal?: AbortSignal): Promise<{ user: TSessionUser }> {
  return api.get<{ user: TSessionUser }>('/api/me', { signal });
}

/** POST /api/logout (bearer): revokes the token on the server. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await api.post<null>('/api/logout', undefined, { signal });
}
