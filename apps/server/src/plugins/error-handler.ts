import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorEnvelope } from '@briefly/shared/errors';
import { AppError } from '../lib/errors.ts';

// Every failure leaves as the envelope of architecture §4: { error, code, details? }.

interface ValidationIssue {
  path: string;
  message: string;
}

function fastifyErrorEnvelope(error: FastifyError): { status: number; body: TErrorEnvelope } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The request body is empty but JSON was announced.', code: 'INVALID_JSON' } };
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      // Our own messages ('Invalid brief ID') stand alone; Zod's generic ones say where they apply.
      const generic = !first || isGenericMessage(first.message);
      const where = generic && error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}: ` : '';
      const message = first ? (first.path && generic ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send({ error: where + message, code: 'VALIDATION_ERROR', details: { issues } });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        ...error.extra,
        error: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    const known = fastifyErrorEnvelope(error);
    if (known) return reply.status(known.status).send(known.body);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.message, code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });
}

/** Zod's own messages don't say which field; the spec's messages do. */
function isGenericMessage(message: string): boolean {
  return /^(Invalid (input|option|UUID|GUID|email|URL|string|number|key|element|ISO|date|url|base64|JWT|IPv[46]|[a-z]+$)|Unrecognized|Too (big|small)|Expected|Must be)/i.test(message);
}
