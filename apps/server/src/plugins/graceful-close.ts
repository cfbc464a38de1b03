import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@briefly/shared/errors';

// Closing the HTTP server (SIGTERM, server.ts): requests in flight finish, new ones are refused in
// the error envelope, and no kept-alive connection holds the process open. Node's server.close()
// only drops connections idle at that instant; a response finished later (a slow request, an event
// stream just ended) would leave its connection open for the keep-alive timeout, so idle
// connections are dropped again every few milliseconds until the server has closed.

const IDLE_SWEEP_MS = 100;

export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  let sweep: NodeJS.Timeout | null = null;

  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // A request on a kept-alive connection after close began: another process will answer it.
    reply.header('connection', 'close').header('retry-after', '1');
    return reply
      .status(503)
      .type('application/json; charset=utf-8')
      .send({ error: MESSAGES.shuttingDown, code: 'SERVICE_UNAVAILABLE' });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
