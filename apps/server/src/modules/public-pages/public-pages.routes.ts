import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSitemap, robotsTxt } from './sitemap.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { UUID, type PublicReads } from './page-heads.ts';
import { brandCard, creatorCard } from './profile-cards.ts';
import {
  cardVersion,
  createCardCache,
  renderProfileCard,
  renderSiteCard,
  type createShareCards,
  type ProfileCard,
} from './share-card.ts';

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

  // An anonymous read of what anyone may read: from the read replica when there is one (decision 053).
  const publicRead = { config: { publicRead: true } };

  app.get('/sitemap.xml', publicRead, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(await sitemap.index()),
  );

  // A brief's share card, for link previews (og:image). `?v=` names the brief's version: such an address never
  // changes its picture, so it is cached for a year; without it (or with an old one) for five minutes.
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/share/briefs/:file',
    publicRead,
    async (request, reply) => {
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
    },
  );

  // A creator's and a brand's cards, versioned like a brief's (`?v=` is the hash of what the card draws).
  const profileCards = createCardCache();
  async function sendProfileCard(
    reply: FastifyReply,
    key: string,
    card: ProfileCard,
    asked: string | undefined,
  ): Promise<FastifyReply> {
    const version = cardVersion(card);
    const png = await profileCards.card(`${card.kind}:${key}:${version}`, async () =>
      renderProfileCard(card, card.photoHash ? await reads.photoBytes(card.photoHash) : null),
    );
    return reply
      .type('image/png')
      .header('Cache-Control', asked === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      .header('ETag', `"${version}"`)
      .send(png);
  }
  /** The read behind a card; a page the API refuses (404, 400) has no card. */
  async function orNothing<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return null;
      throw error;
    }
  }

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/share/creators/:file',
    publicRead,
    async (request, reply) => {
      const { file } = request.params;
      const userName = file.replace(/\.png$/, '');
      if (!file.endsWith('.png') || userName.length === 0 || userName.length > 60) return reply.callNotFound();
      const profile = await orNothing(() => reads.creator(userName));
      if (!profile) return reply.callNotFound();
      return sendProfileCard(reply, profile.userName.toLowerCase(), creatorCard(profile), request.query.v);
    },
  );

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/share/brands/:file',
    publicRead,
    async (request, reply) => {
      const id = request.params.file.replace(/\.png$/, '');
      if (!request.params.file.endsWith('.png') || !UUID.test(id)) return reply.callNotFound();
      const page = await orNothing(() => reads.brandPage(id));
      if (!page) return reply.callNotFound();
      return sendProfileCard(reply, id, brandCard(page, await reads.photoOf(id)), request.query.v);
    },
  );

  // The site's card: the same picture for every page without its own; drawn once per process.
  let siteCard: Promise<Buffer> | null = null;
  app.get('/share/site.png', async (_request, reply) => {
    siteCard ??= renderSiteCard();
    siteCard.catch(() => (siteCard = null));
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await siteCard);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', publicRead, async (request, reply) => {
    const xml = await sitemap.file(request.params.name);
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(xml);
  });
}
