import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHeadFor } from '../modules/public-pages/page-heads.ts';
import { withHead } from '../modules/public-pages/head-html.ts';
import { withBody, type RenderPageBody } from '../modules/public-pages/page-body.ts';
import { isWebRoute } from '@briefly/shared/routes';
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

/** The page's body drawn on the server, or null (the browser draws it) when drawing fails. */
async function drawBody(render: RenderPageBody, request: FastifyRequest) {
  try {
    return await render(request, new URL(request.url, 'http://briefly.invalid'));
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the browser draws the page');
    return null;
  }
}

/** The built web app's hashed files; a missing one is not a page. */
const ASSET_PREFIX = '/assets/';

/**
 * Unknown API paths answer 404 in the envelope. Any other GET is a page address: it gets the web
 * app whatever it accepts (curl, crawlers and link previews too), with 200 for the web app's own
 * pages (packages/shared/src/routes.ts) and 404 for the rest, which the app shows as not found.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  hasSpa: boolean,
  preloads: RoutePreloads = () => null,
  pages: {
    distDir: string;
    headFor: PageHeadFor;
    /** Draws a public page's body on the server (decision 036); absent without a server-rendering build. */
    renderBody?: RenderPageBody | null;
    styles?: (pathname: string) => string[];
  } | null = null,
) {
  // A public page's address gets index.html with the page's own head (title, description, share tags):
  // read once, filled per request, compressed like any other answer.
  const indexHtml = hasSpa && pages ? fs.readFileSync(path.join(pages.distDir, 'index.html'), 'utf8') : null;
  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: 60_000 }) : undefined },
    async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApi && !pathname.startsWith(ASSET_PREFIX);
      if (hasSpa && isPage) {
        const links = preloads(pathname, search);
        if (links) reply.header('Link', links);
        const head = indexHtml && pages ? await pages.headFor(pathname, new URLSearchParams(search)) : null;
        if (head && indexHtml) {
          let html = withHead(indexHtml, head);
          // A page the API would refuse (404, noindex) is not drawn: it carries nothing of the content.
          const body = head.status === 200 && pages?.renderBody ? await drawBody(pages.renderBody, request) : null;
          if (body) html = withBody(html, body, pages?.styles?.(pathname) ?? []);
          const encoding = preferredEncoding(request.headers['accept-encoding']);
          reply
            .status(head.status)
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'Accept-Encoding')
            .type('text/html; charset=utf-8');
          if (!encoding) return reply.send(html);
          return reply.header('Content-Encoding', encoding).send(compressHtml(html, encoding));
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
