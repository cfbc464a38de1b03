import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deferScripts, ROOT, scriptJson } from '../../lib/index-html.ts';

// A public page's body drawn on the server (decision 036) by the web app's own components: the web build's
// server renderer (apps/web/dist-ssr/entry-server.js). Its data requests are answered in this process, as a
// visitor's (no credentials), counted against the visitor's address like their own requests would be.

interface WebRenderer {
  renderPage(
    url: URL,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; head?: string; state: unknown } | null>;
}

/** The page's markup for `<div id="root">` and the state the browser hydrates it with, or null. */
export type RenderPageBody = (request: FastifyRequest, url: URL) => Promise<PageBody | null>;

export interface PageBody {
  html: string;
  /** Style elements the drawing hoists to the head (entry-server.tsx#splitHoistedStyles). */
  head?: string;
  state: unknown;
}

/** Statuses whose answers have no body (a Response with one would not be built). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The renderer of a web build, or null when the build has none (the dev server, tests without a build). */
export function loadPageRenderer(app: FastifyInstance, distDir: string): RenderPageBody | null {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  let renderer: Promise<WebRenderer> | null = null;
  return async (request, url) => {
    renderer ??= import(pathToFileURL(file).href) as Promise<WebRenderer>;
    const { renderPage } = await renderer;
    // The pages ask only GETs, with no body; answered here as the visitor's own requests.
    return renderPage(url, async (apiUrl) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiUrl,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      return new Response(NULL_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    });
  };
}

/**
 * index.html with the page's markup in its root element, the hydration state after it and the page's styles.
 * Its scripts wait for the drawing's first paint (decision 054): the entry and its module preloads leave the
 * HTML for a list (`#briefly-scripts`, with the page's own route chunks) that theme-init.js loads once the
 * page is on screen, so they do not share the network with the style sheets the first paint waits for.
 */
export function withBody(
  html: string,
  body: PageBody,
  styles: readonly string[],
  scripts: readonly string[] = [],
): string {
  if (!html.includes(ROOT)) return html;
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`).join('');
  const { html: deferred, list } = deferScripts(html, scripts);
  // Replacer functions, not strings: a `$'` or `$&` in stored text must not be read as a replacement pattern.
  const head = `${links}${body.head ?? ''}`;
  const withStyles = head ? deferred.replace('</head>', () => `${head}</head>`) : deferred;
  return withStyles.replace(
    ROOT,
    () =>
      `<div id="root">${body.html}</div><script type="application/json" id="briefly-ssr">${scriptJson(body.state)}</script>${list}`,
  );
}
