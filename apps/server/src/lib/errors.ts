import type { ErrorCode } from '@briefly/shared/errors';
import { MESSAGES } from '@briefly/shared/errors';

/** A failure with a status and a message safe to show users (after polar's domain errors). */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
    /** Extra top-level fields of the envelope that clients read (e.g. googleOAuthRequired). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);

/** PostgreSQL unique_violation, with the constraint that fired (works for pg and PGlite). */
export function uniqueViolation(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && (candidate as { code?: unknown }).code === '23505') {
      return String((candidate as { constraint?: unknown }).constraint ?? '');
    }
  }
  return null;
}

/** PostgreSQL foreign_key_violation (pg and PGlite, possibly wrapped by Drizzle). */
export function isForeignKeyViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (candidate) =>
      candidate !== null && typeof candidate === 'object' && (candidate as { code?: unknown }).code === '23503',
  );
}
