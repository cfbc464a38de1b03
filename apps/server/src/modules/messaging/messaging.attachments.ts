import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  fileExtension,
  isAllowedAttachment,
  type AttachmentExtension,
} from '@briefly/shared/messaging';
import { AppError } from '../../lib/errors.ts';
import type { ByteRange, FileStorage } from '../../platform/file-storage.ts';
import { fileContentMismatch, fileRequired, fileTooLarge, fileTypeNotAllowed } from './messaging.errors.ts';
import { contentDisposition, headMatches, isImage, isPlainText, MIME_TYPES, readHead } from './messaging.files.ts';

// The attachment pipeline (docs/product/messaging.md#attachments), one for every file a person sends:
// messages' files and disputes' evidence (docs/product/disputes.md#evidence-files). The upload is read
// as multipart with the size limit applied while it arrives and spooled to a local file; its name's
// type and its bytes are checked there; it is stored in FileStorage under a generated key; it is
// served with headers that keep it from ever running as a page of ours.

/** An upload spooled to disk by `readAttachmentUpload` (its size already under the limit). */
export interface SpooledUpload {
  fileName: string;
  spoolPath: string;
  size: number;
}

/** What the input guards refuse in JSON, refused in multipart fields too (PostgreSQL cannot store a NUL). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isUnclean = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);
export const uncleanText = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Text may not contain NUL characters or unpaired surrogates');

const FILE_NAME_MAX = 255;

/**
 * Multipart for the calling plugin's scope (its upload routes): one file, under the attachment
 * limit, never more on disk; `fieldSize` bytes per text field (longer values arrive cut, flagged).
 */
export async function registerAttachmentUploads(
  app: FastifyInstance,
  spoolDir: string,
  { fieldSize }: { fieldSize: number },
) {
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES - 1,
      files: 1,
      fields: 5,
      fieldSize,
      parts: 8,
      headerPairs: 50,
    },
  });
  await fs.promises.mkdir(spoolDir, { recursive: true });
}

/**
 * Reads a multipart upload: the text fields (NUL or lone surrogates refused; `truncated` names those
 * cut at the field size) and the one `file`, refused by its name's type before a byte is written and
 * spooled under `spoolDir`. The caller owns the spool file afterwards (and must remove it); on any
 * refusal here it is already gone. A broken body is 400, never a 500.
 */
export async function readAttachmentUpload(
  request: FastifyRequest,
  spoolDir: string,
): Promise<{ fields: Record<string, string>; truncated: Set<string>; upload: SpooledUpload }> {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  const truncated = new Set<string>();
  let upload: SpooledUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (isUnclean(value)) throw uncleanText();
        fields[part.fieldname] = value;
        if (part.valueTruncated) truncated.add(part.fieldname);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      const fileName = path.basename(part.filename.replaceAll('\\', '/')).trim();
      if (isUnclean(fileName)) {
        part.file.resume();
        throw uncleanText();
      }
      // Refused before a byte is written.
      if (!fileName || fileName.length > FILE_NAME_MAX || !isAllowedAttachment(fileName)) {
        part.file.resume();
        throw fileTypeNotAllowed();
      }
      const spoolPath = path.join(spoolDir, randomUUID());
      upload = { fileName, spoolPath, size: 0 };
      try {
        await pipeline(part.file, fs.createWriteStream(spoolPath));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        throw error;
      }
      if (part.file.truncated) throw fileTooLarge();
      upload.size = part.file.bytesRead;
    }
    if (!upload) throw fileRequired();
  } catch (error) {
    if (upload) await fs.promises.rm(upload.spoolPath, { force: true });
    // A broken multipart body (cut short, bad boundary) is the client's fault, never a 500.
    if (!(error instanceof AppError) && !(error as { statusCode?: number }).statusCode)
      throw new AppError(400, 'VALIDATION_ERROR', 'The upload could not be read.');
    throw error;
  }
  return { fields, truncated, upload };
}

/** The spooled file is of an accepted type and its bytes are what its extension says (400 otherwise). */
export async function checkAttachment(
  upload: SpooledUpload,
): Promise<{ extension: AttachmentExtension; mimeType: string }> {
  if (!isAllowedAttachment(upload.fileName)) throw fileTypeNotAllowed();
  const extension = fileExtension(upload.fileName) as AttachmentExtension;
  const head = await readHead(upload.spoolPath);
  if (
    upload.size === 0 ||
    !headMatches(extension, head) ||
    (extension === 'txt' && !(await isPlainText(upload.spoolPath)))
  )
    throw fileContentMismatch();
  return { extension, mimeType: MIME_TYPES[extension] };
}

/** A stored file, ready to be served. */
export interface ServedFile {
  size: number;
  open(range?: ByteRange): Promise<NodeJS.ReadableStream>;
  fileName: string;
  contentType: string;
  inline: boolean;
}

/** A stored attachment as a ServedFile, or undefined when storage no longer has it. */
export async function storedAttachment(
  storage: FileStorage,
  file: { storageKey: string; fileName: string; mimeType?: string | null },
): Promise<ServedFile | undefined> {
  const size = await storage.size(file.storageKey);
  if (size === null) return undefined;
  const extension = fileExtension(file.fileName);
  return {
    size,
    open: (range?: ByteRange) => storage.open(file.storageKey, range),
    fileName: file.fileName,
    contentType: file.mimeType ?? MIME_TYPES[extension as AttachmentExtension] ?? 'application/octet-stream',
    inline: isImage(extension),
  };
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file; null for none, 'unsatisfiable' otherwise. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : 'unsatisfiable';
}

/** A served attachment can never run as a page of ours: no sniffing, a sandbox, nothing loaded from it. */
export async function serveAttachment(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    throw new AppError(416, 'VALIDATION_ERROR', 'Requested range not satisfiable');
  }
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName, file.inline))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Accept-Ranges', 'bytes');
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(await file.open(range));
  }
  return reply.header('Content-Length', String(file.size)).send(await file.open());
}
