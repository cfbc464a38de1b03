import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWebRoute } from '@briefly/shared/routes';
import type { DashboardFrame } from './dashboard-frame.ts';
import type { RoutePreloads } from './route-preloads.ts';

/** Brotli when the client takes it, else gzip, else none (as the build's precompressed files are chosen). */
function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br') || accepted.includes('*')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** A page's HTML is a few kilobytes: compressing it in the request costs well under a millisecond. */
const compressHtml = (html: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(html);

/** A Link header without its script preloads (`rel=modulepreload`, `as=script`), or null when none is left. */
const stylesOnly = (links: string | null) =>
  links
    ?.split(', ')
    .filter((link) => !/rel=modulepreload|as=script/.test(link))
    .join(', ') || null;

/** The built web app's hashed files; a missing one is not a page. */
const ASSET_PREFIX = '/assets/';

/**
 * A public page's index.html with its own head (and body), or null where the web app's plain
 * index.html serves. The public-pages module draws it (app.ts hands it in).
 */
export type PageHtml = (
  request: FastifyRequest,
  pathname: string,
  search: string,
) => Promise<{ status: number; html: string; drawn?: boolean } | null>;

/**
 * Unknown API paths answer 404 in the envelope. Any other GET is a page address: it gets the web
 * app whatever it accepts (curl, crawlers and link previews too), with 200 for the web app's own
 * pages (packages/shared/src/routes.ts) and 404 for the rest, which the app shows as not found.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  hasSpa: boolean,
  preloads: RoutePreloads = () => null,
  pageHtml: PageHtml | null = null,
  dashboardFrame: DashboardFrame = () => null,
) {
  // A public page's address gets index.html with the page's own head, compressed like any other answer.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
    async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApi && !pathname.startsWith(ASSET_PREFIX);
      if (hasSpa && isPage) {
        const drawnPage = pageHtml ? await pageHtml(request, pathname, search) : null;
        // A dashboard's address gets its frame (decision 057), painted before its scripts like a drawn page.
        const frame = drawnPage ? null : dashboardFrame(pathname, search, preloads(pathname, search));
        const page = frame ? { status: 200, html: frame, drawn: true } : drawnPage;
        // A page the server drew loads its scripts after its first paint (decision 054): announced here, they
        // would share the network with the style sheets that paint waits for.
        const links = page?.drawn ? stylesOnly(preloads(pathname, search)) : preloads(pathname, search);
        if (links) reply.header('Link', links);
        if (page) {
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          reply
            .status(page.status)
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'Accept-Encoding')
            .type('text/html; charset=utf-8');
          if (!encoding) return reply.send(page.html);
          return reply.header('Content-Encoding', encoding).send(compressHtml(page.html, encoding));
        }
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
