import type { TErrorEnvelope } from '@briefly/shared/errors';
import type { TPhoto, TPhotoCrop, TPhotoResponse } from '@briefly/shared/photos';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { readToken } from '@/lib/session-storage';

// The profile photo or logo (docs/product/photos.md): POST /api/me/photo (multipart: file and the
// square crop chosen in the crop step), DELETE /api/me/photo. The session's user carries the photo.

async function uploadPhoto(file: Blob, crop: TPhotoCrop | null): Promise<TPhoto> {
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
    response = await fetch('/api/me/photo', {
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

export function useUploadPhoto() {
  const { updateUser } = useSession();
  return useMutation({
    mutationKey: ['me', 'photo'],
    mutationFn: ({ file, crop }: { file: Blob; crop: TPhotoCrop | null }) => uploadPhoto(file, crop),
    onSuccess: (photo) => updateUser({ photo }),
  });
}

export function useDeletePhoto() {
  const { updateUser } = useSession();
  return useMutation({
    mutationKey: ['me', 'photo', 'delete'],
    mutationFn: () => api.delete<TPhotoResponse>('/api/me/photo'),
    onSuccess: () => updateUser({ photo: null }),
  });
}
