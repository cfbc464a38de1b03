import type { TMessage } from '@briefly/shared/messaging';
import { uploadWithProgress, type UploadHandle as FileUploadHandle } from '@/lib/file-transfer';

export type UploadHandle = FileUploadHandle<TMessage>;

/**
 * POST /api/messages/upload (bearer, multipart: file, conversationId, optional content — the caption) → a file message,
 * with its upload progress (0 to 1). Failures are ApiErrors like every other call's; an aborted upload rejects with an AbortError.
 */
export function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress: (fraction: number) => void,
  caption = '',
): UploadHandle {
  const form = new FormData();
  form.append('conversationId', conversationId);
  if (caption.trim()) form.append('content', caption);
  form.append('file', file);
  return uploadWithProgress('/api/messages/upload', form, onProgress, (payload) =>
    'message' in payload ? (payload as { message: TMessage }).message : undefined,
  );
}
