import type { FastifyInstance } from 'fastify';
import { createSitemap, robotsTxt } from './sitemap.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { UUID, type PublicReads } from './page-heads.ts';
import { type createShareCards } from './share-card.ts';

// The crawlers' files (docs/product/public-pages.md#crawlers): robots.txt and the sitemap index with its files.
// Outside /api, so they declare no access level; they read only what anyone may read.

/** Crawlers come back daily at most; an hour's staleness costs nothing and saves the count at each fetch. */
const CACHE = 'public, max-age=3600';

export async function publicPagesRoutes(
  app: FastifyInstance,
  {
    db,
    publicUrl,
    reads,
    shareCards,
  }: { db: Db; publicUrl: string; reads: PublicReads; shareCards: ReturnType<typeof createShareCards> },
) {
  const sitemap = createSitemap(db, publicUrl);
  const robots = robotsTxt(publicUrl);

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(await sitemap.index()),
  );

  // A brief's share card, for link previews (og:image). `?v=` names the brief's version: such an address never
  // changes its picture, so it is cached for a year; without it (or with an old one) for five minutes.
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/share/briefs/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.png$/, '');
    if (!request.params.file.endsWith('.png') || !UUID.test(id)) return reply.callNotFound();
    let brief;
    try {
      brief = await reads.brief(id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return reply.callNotFound();
      throw error;
    }
    const png = await shareCards.card(brief);
    const current = request.query.v === brief.updatedAt;
    return reply
      .type('image/png')
      .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      .header('ETag', `"${Buffer.from(`${brief.id}:${brief.updatedAt}`).toString('base64url')}"`)
      .send(png);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const xml = await sitemap.file(request.params.name);
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(xml);
  });
}
