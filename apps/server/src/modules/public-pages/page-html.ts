import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { PageHtml } from '../../plugins/not-found.ts';
import { withHead } from './head-html.ts';
import { withBody, type RenderPageBody } from './page-body.ts';
import type { PageHeadFor } from './page-heads.ts';

// A public page's index.html: the built one with the page's own head (title, description, share tags)
// and, with the web build's server renderer, its body (decision 036). The not-found handler sends it;
// app.ts hands it this function, so plugins/ knows no module.

/** The page's body drawn on the server, or null (the browser draws it) when drawing fails. */
async function drawBody(render: RenderPageBody, request: FastifyRequest) {
  try {
    return await render(request, new URL(request.url, 'http://briefly.invalid'));
  } catch (error) {
    request.log.warn({ err: error }, 'server rendering failed; the browser draws the page');
    return null;
  }
}

export function createPageHtml(pages: {
  distDir: string;
  headFor: PageHeadFor;
  /** Draws a public page's body on the server (decision 036); absent without a server-rendering build. */
  renderBody?: RenderPageBody | null;
  styles?: (pathname: string) => string[];
  /** The page's own script chunks, fetched with the entry after the first paint (decision 054). */
  scripts?: (pathname: string) => string[];
}): PageHtml {
  // Read once, filled per request.
  const indexHtml = fs.readFileSync(path.join(pages.distDir, 'index.html'), 'utf8');
  return async (request, pathname, search) => {
    const head = await pages.headFor(pathname, new URLSearchParams(search));
    if (!head) return null;
    let html = withHead(indexHtml, head);
    // A page the API would refuse (404, noindex) is not drawn: it carries nothing of the content.
    const body = head.status === 200 && pages.renderBody ? await drawBody(pages.renderBody, request) : null;
    if (body) html = withBody(html, body, pages.styles?.(pathname) ?? [], pages.scripts?.(pathname) ?? []);
    return { status: head.status, html, drawn: body !== null };
  };
}
