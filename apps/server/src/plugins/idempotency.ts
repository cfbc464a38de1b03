import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import * as repo from './idempotency.repository.ts';

// The optional `Idempotency-Key` header on money-moving POSTs (docs/product/money-and-ledger.md#idempotency):
// the first response for a caller's key is stored and replayed for the same request; the same key
// with another request answers 422; a key whose first request is still running answers 409.
// Server errors (5xx) are not stored, so the client may retry them under the same key. A first
// request that never finished (its process died) is taken over after STALE_AFTER_MS: every money
// path behind this header is itself compare-and-set with deterministic provider keys, so running
// it again cannot move money twice.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyRecordId: string | null;
  }
}

const MAX_KEY_LENGTH = 255;
/** Far longer than any request may take (provider calls time out well before). */
export const STALE_AFTER_MS = 2 * 60_000;

export function registerIdempotencyKeys(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotencyRecordId', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.user) return;
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined) return;
    if (key.trim() === '' || key.length > MAX_KEY_LENGTH)
      throw badRequest(`Idempotency-Key must be 1–${MAX_KEY_LENGTH} characters`);
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, request.body ?? null]))
      .digest('hex');
    const claimed = await repo.claimKey(db, { callerId: request.user.id, key, requestHash });
    if (claimed) {
      request.idempotencyRecordId = claimed;
      return;
    }
    const existing = await repo.findKey(db, request.user.id, key);
    if (!existing || existing.requestHash !== requestHash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request',
      );
    }
    if (existing.responseStatus === null || existing.responseBody === null) {
      const now = new Date();
      const takenOver = await repo.takeOverStaleKey(db, existing.id, new Date(now.getTime() - STALE_AFTER_MS), now);
      if (takenOver) {
        request.idempotencyRecordId = takenOver;
        return;
      }
      throw new AppError(409, 'REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed');
    }
    return reply
      .status(existing.responseStatus)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(existing.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRecordId;
    if (!id) return payload;
    request.idempotencyRecordId = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') await repo.releaseKey(db, id);
    else await repo.storeResponse(db, id, reply.statusCode, payload);
    return payload;
  });
}
