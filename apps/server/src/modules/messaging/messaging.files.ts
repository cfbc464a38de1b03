import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, type AttachmentExtension } from '@briefly/shared/messaging';

// What an attachment really is (docs/product/messaging.md#attachments): its bytes must match its
// extension, checked by hand on the first bytes (and, for text, the whole file), so a renamed
// executable or HTML page is refused. And the short-lived signed links that let <img>/<video>
// load a file without the session token in the URL.

export const MIME_TYPES: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** How many leading bytes the checks read. */
export const SNIFF_BYTES = 512;

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + expected.length && head.subarray(offset, offset + expected.length).equals(expected);
};

/** QuickTime files may start with an older atom than `ftyp`. */
const QUICKTIME_ATOMS = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];
/** Markup in a "text" file is a web page wearing a .txt name. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|iframe|\?xml)/i;

/** Whether the file's first bytes are what its extension says (text is checked whole by `isPlainText`). */
export function headMatches(extension: AttachmentExtension, head: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(head, '%PDF-');
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a');
    case 'mp4':
      return startsWith(head, 'ftyp', 4);
    case 'mov':
      return QUICKTIME_ATOMS.some((atom) => startsWith(head, atom, 4));
    case 'doc':
      // OLE compound file (Word 97–2003).
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      // A ZIP container (Office Open XML).
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'txt':
      return !MARKUP.test(head.toString('latin1'));
  }
}

/** The whole file is valid UTF-8 without NUL characters (read in chunks, never whole into memory). */
export async function isPlainText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 64 * 1024 })) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

export async function readHead(filePath: string): Promise<Buffer> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const isImage = (extension: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
export const isPreviewable = (extension: string) =>
  isImage(extension) || (VIDEO_EXTENSIONS as readonly string[]).includes(extension);

// ---------------------------------------------------------------- signed links

/** How long a signed link works. */
export const SIGNED_LINK_TTL_MS = 5 * 60_000;

const signature = (secret: string, messageId: string, expires: number) =>
  createHmac('sha256', secret).update(`message-file:${messageId}:${expires}`).digest('base64url');

export function signFileLink(secret: string, messageId: string, now: Date): { url: string; expiresAt: Date } {
  // Rounded up to the minute, so links made in the same minute are the same URL (the browser's cache keeps the image).
  const expires = Math.ceil((now.getTime() + SIGNED_LINK_TTL_MS) / 60_000) * 60_000;
  const query = new URLSearchParams({ expires: String(expires), sig: signature(secret, messageId, expires) });
  return { url: `/api/messages/files/${messageId}/signed?${query.toString()}`, expiresAt: new Date(expires) };
}

export type SignedLinkCheck = 'valid' | 'expired' | 'invalid';

export function checkFileLink(
  secret: string,
  messageId: string,
  expires: string,
  sig: string,
  now: Date,
): SignedLinkCheck {
  const at = Number(expires);
  if (!/^\d{1,16}$/.test(expires) || !Number.isSafeInteger(at)) return 'invalid';
  const expected = Buffer.from(signature(secret, messageId, at));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return at > now.getTime() ? 'valid' : 'expired';
}

/** `attachment` (or `inline` for images) with a plain ASCII name and the exact one in RFC 5987 form. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
