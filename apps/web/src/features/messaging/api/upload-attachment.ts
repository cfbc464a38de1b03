import type { TErrorEnvelope } from '@briefly/shared/errors';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';
import type { TMessage, TMessageResponse } from '@briefly/shared/messaging';

export interface UploadHandle {
  promise: Promise<TMessage>;
  abort: () => void;
}

/**
 * POST /api/messages/upload (bearer, multipart: file, conversationId, optional content — the caption) → a file message. Sent with
 * XMLHttpRequest rather than fetch, for its upload progress (0 to 1). Failures are ApiErrors like
 * every other call's; an aborted upload rejects with an AbortError.
 */
export function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress: (fraction: number) => void,
  caption = '',
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<TMessage>((resolve, reject) => {
    const token = readToken();
    xhr.open('POST', '/api/messages/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload && typeof payload === 'object' && 'message' in payload) {
        onProgress(1);
        resolve((payload as TMessageResponse).message);
        return;
      }
      const envelope = payload as Partial<TErrorEnvelope> | null | undefined;
      if (envelope && typeof envelope.error === 'string' && typeof envelope.code === 'string') {
        reject(new ApiError(xhr.status, envelope.code, envelope.error, envelope as TErrorEnvelope, Boolean(token)));
      } else {
        reject(new ApiError(xhr.status, 'HTTP_ERROR', `Request failed (${xhr.status})`, null, Boolean(token)));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please try again.', null, Boolean(token))),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    const form = new FormData();
    form.append('conversationId', conversationId);
    if (caption.trim()) form.append('content', caption);
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
