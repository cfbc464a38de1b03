import type { TErrorEnvelope } from '@briefly/shared/errors';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';

// Files sent and fetched with the bearer token in a header, never in a URL: messages' attachments and
// disputes' evidence files (the server's one attachment pipeline, docs/product/messaging.md#attachments).

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort: () => void;
}

/**
 * POSTs a multipart form (bearer) with XMLHttpRequest rather than fetch, for its upload progress (0 to
 * 1); `pick` takes the answer out of a 2xx body (undefined: not the expected answer). Failures are
 * ApiErrors like every other call's; an aborted upload rejects with an AbortError.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  pick: (payload: object) => T | undefined,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    const token = readToken();
    xhr.open('POST', url);
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
      const answer =
        xhr.status >= 200 && xhr.status < 300 && payload && typeof payload === 'object' ? pick(payload) : undefined;
      if (answer !== undefined) {
        onProgress(1);
        resolve(answer);
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
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * Downloads a file through its authenticated address (the bearer token goes in the header) and hands
 * it to the browser as a file named like the original.
 */
export async function downloadWithToken(fileUrl: string, fileName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(fileUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  saveBlob(await response.blob(), fileName);
}

/** Saves a blob as a file through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** 1.2 MB, 340 KB, 12 B. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
