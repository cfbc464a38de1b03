import type { TPhotoResponse } from '@briefly/shared/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadPhotoFile } from '@/lib/photo-upload';
import { queryKeys } from '@/lib/query-keys';

// A portfolio item's cover (docs/product/photos.md): POST/DELETE /api/me/portfolio/:submissionId/cover.
// No crop is sent: the server keeps the centred largest square. The editor's data is read again after.

const coverUrl = (submissionId: string) => `/api/me/portfolio/${encodeURIComponent(submissionId)}/cover`;

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.creator.publicProfile() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.creatorProfile() });
  };
}

export function useUploadPortfolioCover() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationKey: ['me', 'portfolio', 'cover'],
    mutationFn: ({ submissionId, file }: { submissionId: string; file: Blob }) =>
      uploadPhotoFile(coverUrl(submissionId), file, null),
    onSuccess: refresh,
  });
}

export function useDeletePortfolioCover() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationKey: ['me', 'portfolio', 'cover', 'delete'],
    mutationFn: (submissionId: string) => api.delete<TPhotoResponse>(coverUrl(submissionId)),
    onSuccess: refresh,
  });
}
