import type { Db } from '../../db/client.ts';
import type { AppModule } from '../../platform/module.ts';
import { createPageHeads, type PageHeadFor, type PublicReads } from './page-heads.ts';
import { publicPagesRoutes } from './public-pages.routes.ts';
import { createShareCards } from './share-card.ts';

/**
 * Public pages as crawlers and link previews read them (docs/product/public-pages.md): each public page's head
 * (the not-found handler puts it into index.html), robots.txt and the sitemap.
 */
export function createPublicPagesModule(deps: {
  db: Db;
  publicUrl: string;
  reads: PublicReads;
}): AppModule<{ pageHeadFor: PageHeadFor }> {
  const pageHeadFor = createPageHeads(deps.reads, deps.publicUrl);
  const shareCards = createShareCards();
  return {
    name: 'public-pages',
    services: { pageHeadFor },
    routes: [
      (app) => publicPagesRoutes(app, { db: deps.db, publicUrl: deps.publicUrl, reads: deps.reads, shareCards }),
    ],
  };
}
