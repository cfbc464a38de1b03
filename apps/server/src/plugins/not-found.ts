import type { FastifyInstance } from 'fastify';
import { isWebRoute } from '@briefly/shared/routes';
import type { RoutePreloads } from './route-preloads.ts';

/** The built web app's hashed files; a missing one is not a page. */
const ASSET_PREFIX = '/assets/';

/**
 * Unknown API paths answer 404 in the envelope. Any other GET is a page address: it gets the web
 * app whatever it accepts (curl, crawlers and link previews too), with 200 for the web app's own
 * pages (packages/shared/src/routes.ts) and 404 for the rest, which the app shows as not found.
 */
export function registerNotFoundHandler(app: FastifyInstance, hasSpa: boolean, preloads: RoutePreloads = () => null) {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
    (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApi && !pathname.startsWith(ASSET_PREFIX);
      if (hasSpa && isPage) {
        const links = preloads(pathname, search);
        if (links) reply.header('Link', links);
        return reply
          .status(isWebRoute(pathname) ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${pathname} not found`, code: 'ROUTE_NOT_FOUND' });
    },
  );
}
