import type { FastifyInstance } from 'fastify';

/** Unknown API paths answer 404 in the envelope; other GETs that want HTML get the SPA. */
export function registerNotFoundHandler(app: FastifyInstance, hasSpa: boolean) {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
    (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
      if (hasSpa && request.method === 'GET' && !pathname.startsWith('/api/') && wantsHtml) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ error: `Route ${request.method} ${pathname} not found`, code: 'ROUTE_NOT_FOUND' });
    },
  );
}
