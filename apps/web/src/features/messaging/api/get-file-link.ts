import type { TFileLinkResponse } from '@briefly/shared/messaging';
import { api } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/file-transfer';

/** GET /api/messages/files/:messageId/link (bearer) → a fresh short-lived signed link for an image or video. */
export const getFileLink = (messageId: string) =>
  api.get<TFileLinkResponse>(`/api/messages/files/${encodeURIComponent(messageId)}/link`);

/** Downloads an attachment through its authenticated address (`fileUrl`), named like the original. */
export const downloadAttachment = (fileUrl: string, fileName: string) => downloadWithToken(fileUrl, fileName);
