// Attachment rules (docs/product/messaging.md#attachments): under 10MB, and only the accepted types. The rule lives in
// packages/shared; the browser checks it before anything is sent, the server again (and the bytes).

import { fileExtension, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, type AttachmentExtension } from '@briefly/shared/messaging';

export { ATTACHMENT_ACCEPT, validateAttachment } from '@briefly/shared/messaging';

const hasExtension = (list: readonly AttachmentExtension[], name: string | null | undefined) =>
  Boolean(name) && (list as readonly string[]).includes(fileExtension(name!));

export const isImageFile = (name: string | null | undefined) => hasExtension(IMAGE_EXTENSIONS, name);
export const isVideoFile = (name: string | null | undefined) => hasExtension(VIDEO_EXTENSIONS, name);

export { formatFileSize } from '@/lib/file-transfer';
