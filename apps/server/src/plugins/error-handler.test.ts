import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { MESSAGES } from '@briefly/shared/errors';
import { registerErrorHandler } from './error-handler.ts';

// What a transaction conflict that outlasted its retries (db/transactions.ts) looks like to a client.

/** A database failure as Drizzle reports it: the driver's error, with its SQLSTATE, as the cause. */
const databaseFailure = (code: string) =>
  Object.assign(new Error('Failed query: select 1'), {
    name: 'DrizzleQueryError',
    cause: Object.assign(new Error('x'), { code }),
  });

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it.each(['40P01', '40001'])(
    'answers a %s that outlasted its retries with 503 TRY_AGAIN and Retry-After',
    async (code) => {
      const app = await appThrowing(databaseFailure(code));
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ error: MESSAGES.tryAgain, code: 'TRY_AGAIN' });
      await app.close();
    },
  );

  it('answers any other database failure with 500 and no internals', async () => {
    const app = await appThrowing(databaseFailure('XX000'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    await app.close();
  });
});
