import type { TFileLinkResponse } from '@briefly/shared/messaging';
import { api } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';

/** GET /api/messages/files/:messageId/link (bearer) → a fresh short-lived signed link for an image or video. */
export const getFileLink = (messageId: string) =>
  api.get<TFileLinkResponse>(`/api/messages/files/${encodeURIComponent(messageId)}/link`);

/**
 * Downloads an attachment through its authenticated address (`fileUrl`: the bearer token goes in the
 * header, never in a URL) and hands it to the browser as a file named like the original.
 */
export async function downloadAttachment(fileUrl: string, fileName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(fileUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
