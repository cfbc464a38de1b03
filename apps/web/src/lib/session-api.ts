import type { TSessionUser, TTimeZoneRequest, TTimeZoneResponse } from '@briefly/shared/auth';
import { api } from './api-client';

/** GET /api/me (bearer): the signed-in user, or a 401 ApiError when the token is gone. */
export function getMe(signal?: AbortSignal): Promise<{ user: TSessionUser }> {
  return api.get<{ user: TSessionUser }>('/api/me', { signal });
}

/** POST /api/logout (bearer): revokes the token on the server. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await api.post<null>('/api/logout', undefined, { signal });
}

/** PUT /api/me/time-zone (bearer): the account's zone (decision 039). */
export function putTimeZone(body: TTimeZoneRequest): Promise<TTimeZoneResponse> {
  return api.put<TTimeZoneResponse>('/api/me/time-zone', body);
}
