import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type TErrorEnvelope } from '@briefly/shared/errors';
import { AppError } from '../lib/errors.ts';
import { transientSqlState } from '../db/transactions.ts';
import { isConnectionLost } from '../db/connection-errors.ts';
import { sentenceFor } from './validation-messages.ts';

// Every failure leaves as the envelope of docs/product/limits-and-messages.md#error-responses: { error, code, details? }.

interface ValidationIssue {
  path: string;
  message: string;
}

function fastifyErrorEnvelope(error: FastifyError): { status: number; body: TErrorEnvelope } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { error: 'The request body is empty but JSON was announced.', code: 'INVALID_JSON' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Unsupported content type; send JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' } };
    default:
      return null;
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The envelope is serialized as it is, whatever the route declared for this status (an HTML
    // page's 400, say): a refusal must never turn into a 500 because it did not match that schema.
    const send = (status: number, envelope: object) =>
      reply
        .status(status)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(envelope);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One sentence per field (plugins/validation-messages.ts); `details.issues` always [{ path: 'a.b', message }].
      const issues: ValidationIssue[] = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return {
          path,
          message: sentenceFor(
            { code: issue.keyword, path, message: issue.message ?? '', params: issue.params ?? {} },
            error.validationContext,
          ),
        };
      });
      return send(400, {
        error: issues[0]?.message ?? 'The request is not valid',
        code: 'VALIDATION_ERROR',
        details: { issues },
      });
    }
    if (error instanceof AppError) {
      return send(error.statusCode, {
        ...error.extra,
        error: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    const known = fastifyErrorEnvelope(error);
    if (known) return send(known.status, known.body);
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: withoutUserData(error), issues: error.cause.issues.map(({ path, code }) => ({ path, code })) },
        'response did not match its schema',
      );
      return send(500, { error: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    // A conflict that outlasted every retry of its transaction (db/transactions.ts): nothing was
    // changed, so the client may simply send it again.
    if (transientSqlState(error)) {
      request.log.warn({ sqlState: transientSqlState(error) }, 'transaction conflict outlasted its retries');
      reply.header('retry-after', '1');
      return send(503, { error: MESSAGES.tryAgain, code: 'TRY_AGAIN' });
    }
    // The database connection went away under the request (a restart, a failover, a cut): the pool
    // makes new connections for the next requests, so this one is worth sending again — never a 500.
    if (isConnectionLost(error)) {
      request.log.warn({ err: withoutUserData(error) }, 'database connection lost during the request');
      reply.header('retry-after', '2');
      return send(503, { error: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, { error: error.message, code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR' });
    }
    request.log.error({ err: withoutUserData(error) }, 'unhandled error');
    request.log.debug({ err: error }, 'unhandled error, in full');
    return send(500, { error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });
}

/**
 * An unexpected error as the error-level log line shows it: what failed and where, not what was
 * sent (docs/decisions/011-hostile-input-and-sign-in-limits.md). Database errors' messages and
 * parameters hold user input (Drizzle puts a query's parameters in its message; PostgreSQL quotes
 * a bad value), so they go to the debug line only; the SQL text (placeholders, no values), the
 * SQLSTATE and our own errors' messages stay.
 */
export function withoutUserData(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; query?: unknown; routine?: unknown; cause?: unknown };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const fromDatabase =
    error.name === 'DrizzleQueryError' ||
    'severity' in error ||
    (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code));
  return {
    type: error.name,
    ...(fromDatabase ? {} : { message: error.message.slice(0, 300) }),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.query === 'string' ? { query: fields.query.slice(0, 2000) } : {}),
    ...(typeof fields.routine === 'string' ? { routine: fields.routine } : {}),
    stack: frames.slice(0, 15).join('\n'),
    ...(fields.cause !== undefined && depth < 3 ? { cause: withoutUserData(fields.cause, depth + 1) } : {}),
  };
}
