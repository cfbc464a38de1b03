import type { TPhotoCrop, TPhotoResponse } from '@briefly/shared/photos';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadPhotoFile } from '@/lib/photo-upload';
import { useSession } from '@/lib/session';

// The profile photo or logo (docs/product/photos.md): POST /api/me/photo (multipart: file and the
// square crop chosen in the crop step), DELETE /api/me/photo. The session's user carries the photo.

const uploadPhoto = (file: Blob, crop: TPhotoCrop | null) => uploadPhotoFile('/api/me/photo', file, crop);

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
