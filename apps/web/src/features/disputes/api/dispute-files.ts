import type { TDispute } from '@briefly/shared/disputes';
import type { QueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type UploadHandle } from '@/lib/file-transfer';
import { queryKeys } from '@/lib/query-keys';

// Evidence files on a dispute's messages (docs/product/disputes.md#messages-and-evidence-files).

/**
 * POST /api/disputes/:id/files (bearer, multipart: file, optional body — the message) → the dispute with
 * the new message, with the upload's progress (0 to 1). Failures are ApiErrors; an abort rejects with an AbortError.
 */
export function uploadDisputeFile(
  disputeId: string,
  file: File,
  body: string,
  onProgress: (fraction: number) => void,
): UploadHandle<TDispute> {
  const form = new FormData();
  if (body.trim()) form.append('body', body);
  form.append('file', file);
  return uploadWithProgress(`/api/disputes/${encodeURIComponent(disputeId)}/files`, form, onProgress, (payload) =>
    'dispute' in payload ? (payload as { dispute: TDispute }).dispute : undefined,
  );
}

/** The dispute as the upload answered it, in the cache; the lists refresh. */
export function settleDispute(queryClient: QueryClient, dispute: TDispute) {
  queryClient.setQueryData(queryKeys.disputes.detail(dispute.id), dispute);
  void queryClient.invalidateQueries({ queryKey: queryKeys.disputes.all() });
}
