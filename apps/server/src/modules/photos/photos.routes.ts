import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { PHOTO_MAX_BYTES, ZPhotoCrop, ZPhotoResponse, type PhotoSize, type TPhotoCrop } from '@briefly/shared/photos';
import { AppError } from '../../lib/errors.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';
import { requireUser } from '../../plugins/access.ts';
import type { PhotosService } from './photos.service.ts';

// Photos and logos (docs/product/photos.md): upload and removal by their owner, and the files
// themselves, public and cached for a year (a new picture has a new address).

const OWNERS = ['brand', 'creator'] as const;
const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const uploadErrors = { ...readErrors, 413: ZErrorEnvelope, 415: ZErrorEnvelope, 429: ZErrorEnvelope };
const ZPhotoFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{32}-(64|128|256|512)\.webp$/, { message: 'Invalid photo address' }),
});
const ZItemParams = z.object({ submissionId: z.uuid({ message: 'Invalid portfolio item ID' }) });

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'That picture is too large: the limit is 5 MB.');
const fileRequired = () => new AppError(400, 'VALIDATION_ERROR', 'Choose a picture to upload (the "file" field).');
const badCrop = () =>
  new AppError(400, 'VALIDATION_ERROR', 'The crop needs whole numbers x, y and size (a square of at least 128 px).');

/** Reads the multipart body: the picture spooled to disk (never whole in memory) and the optional crop. */
async function readUpload(request: FastifyRequest, spoolDir: string) {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data.');
  const fields: Record<string, string> = {};
  let spoolPath: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (['x', 'y', 'size'].includes(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || spoolPath) {
        part.file.resume();
        continue;
      }
      spoolPath = path.join(spoolDir, randomUUID());
      try {
        await pipeline(part.file, fs.createWriteStream(spoolPath));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
    }
    if (!spoolPath) throw fileRequired();
    let crop: TPhotoCrop | null = null;
    if (Object.keys(fields).length > 0) {
      const parsed = ZPhotoCrop.safeParse(fields);
      if (!parsed.success) throw badCrop();
      crop = parsed.data;
    }
    return { spoolPath, crop };
  } catch (error) {
    if (spoolPath) await fs.promises.rm(spoolPath, { force: true });
    // A broken multipart body (cut short, bad boundary) is the client's fault, never a 500.
    if (!(error instanceof AppError) && !(error as { statusCode?: number }).statusCode)
      throw new AppError(400, 'VALIDATION_ERROR', 'The upload could not be read.');
    throw error;
  }
}

export async function photosRoutes(
  app: FastifyInstance,
  {
    photos,
    spoolDir,
    rateLimit,
  }: { photos: PhotosService; spoolDir: string; rateLimit: { max: number; windowMs: number } },
) {
  // Multipart only in this plugin's scope; a picture over 5 MB is cut off and refused.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 32, parts: 8, headerPairs: 50 },
  });
  await fs.promises.mkdir(spoolDir, { recursive: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimited = {
    access: OWNERS,
    rawBody: true,
    rateLimit: {
      max: rateLimit.max,
      timeWindow: rateLimit.windowMs,
      groupId: 'photo-uploads',
      keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
    },
  };

  api.post('/api/me/photo', {
    config: uploadLimited,
    schema: {
      operationId: 'uploadMyPhoto',
      tags: ['photos'],
      summary:
        'Upload your profile photo (creator) or logo (brand): multipart `file` (JPEG, PNG or WebP, up to 5 MB, at least 128 px) and an optional square crop `x`, `y`, `size`',
      consumes: ['multipart/form-data'],
      response: { 200: ZPhotoResponse, ...uploadErrors },
    },
    handler: async (request) => {
      const caller = requireUser(request);
      return { photo: await photos.setMyPhoto(caller, await readUpload(request, spoolDir)) };
    },
  });

  api.delete('/api/me/photo', {
    config: { access: OWNERS },
    schema: {
      operationId: 'deleteMyPhoto',
      tags: ['photos'],
      summary: 'Remove your profile photo or logo (initials are shown again); every stored size is deleted',
      response: { 200: ZPhotoResponse, ...readErrors },
    },
    handler: async (request) => {
      await photos.deleteMyPhoto(requireUser(request));
      return { photo: null };
    },
  });

  api.post('/api/me/portfolio/:submissionId/cover', {
    config: { ...uploadLimited, access: 'creator' },
    schema: {
      operationId: 'uploadPortfolioCover',
      tags: ['photos'],
      summary: 'Upload the cover picture of one of your portfolio items (same rules as the profile photo)',
      consumes: ['multipart/form-data'],
      params: ZItemParams,
      response: { 200: ZPhotoResponse, ...uploadErrors },
    },
    handler: async (request) => {
      const caller = requireUser(request);
      const upload = await readUpload(request, spoolDir);
      return { photo: await photos.setPortfolioCover(caller, request.params.submissionId, upload) };
    },
  });

  api.delete('/api/me/portfolio/:submissionId/cover', {
    config: { access: 'creator' },
    schema: {
      operationId: 'deletePortfolioCover',
      tags: ['photos'],
      summary: "Remove a portfolio item's cover picture (its link's thumbnail or platform card is shown again)",
      params: ZItemParams,
      response: { 200: ZPhotoResponse, ...readErrors },
    },
    handler: async (request) => {
      await photos.deletePortfolioCover(requireUser(request), request.params.submissionId);
      return { photo: null };
    },
  });

  api.get('/api/photos/:file', {
    config: { access: 'public' },
    schema: {
      operationId: 'getPhotoFile',
      tags: ['photos'],
      summary:
        'One size of a photo, logo or cover (WebP; its address changes with its content, so it is cached for a year)',
      params: ZPhotoFileParams,
      response: {
        200: mediaResponse('The picture, WebP', ['image/webp'], z.unknown()),
        400: ZErrorEnvelope,
        404: ZErrorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const [hash, size] = request.params.file.replace('.webp', '').split('-') as [string, string];
      const file = await photos.open(hash, Number(size) as PhotoSize);
      if (!file) throw new AppError(404, 'NOT_FOUND', 'Photo not found');
      // The body is the file's bytes, not a document the schema describes.
      return (reply as FastifyReply)
        .header('Content-Type', 'image/webp')
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  });
}
