import type { TErrorEnvelope } from '@briefly/shared/errors';
import type { TPhoto, TPhotoCrop, TPhotoResponse } from '@briefly/shared/photos';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';

// Photo uploads (docs/product/photos.md): multipart `file` and, optionally, the square crop, to
// POST /api/me/photo or POST /api/me/portfolio/:submissionId/cover. Answers `{ photo }` or the error envelope.

export async function uploadPhotoFile(url: string, file: Blob, crop: TPhotoCrop | null): Promise<TPhoto> {
  const token = readToken();
  const form = new FormData();
  if (crop) {
    form.append('x', String(crop.x));
    form.append('y', String(crop.y));
    form.append('size', String(crop.size));
  }
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please try again.', null, Boolean(token));
  }
  const payload = (await response.json().catch(() => null)) as Partial<TErrorEnvelope & TPhotoResponse> | null;
  if (response.ok && payload && 'photo' in payload) return payload.photo ?? null;
  if (payload && typeof payload.error === 'string' && typeof payload.code === 'string')
    throw new ApiError(response.status, payload.code, payload.error, payload as TErrorEnvelope, Boolean(token));
  throw new ApiError(response.status, 'HTTP_ERROR', `Request failed (${response.status})`, null, Boolean(token));
}
