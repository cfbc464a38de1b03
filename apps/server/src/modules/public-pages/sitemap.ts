import type { Db } from '../../db/client.ts';
import { countsByKind, pageOf, SITEMAP_KINDS, type SitemapKind, type SitemapRow } from './sitemap.repository.ts';

// /sitemap.xml is a sitemap index (sitemaps.org): the static pages, then each kind of public address in
// pages of at most 50,000 (the protocol's limit), `/sitemaps/<kind>-<n>.xml`.

export const SITEMAP_PAGE_SIZE = 50_000;
const STATIC_PATHS = ['/', '/marketplace', '/community', '/events', '/success-stories', '/creators'];

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const isoDate = (value: Date | string) => new Date(value).toISOString();

const addressOf: Record<SitemapKind, (id: string) => string> = {
  briefs: (id) => `/brief/${id}`,
  brands: (id) => `/brand/${id}/briefs`,
  creators: (userName) => `/creators/${encodeURIComponent(userName)}`,
  posts: (id) => `/community?post=${id}`,
  events: (id) => `/events?event=${id}`,
  stories: (id) => `/success-stories?story=${id}`,
};

const urlset = (entries: Array<{ loc: string; lastmod?: string }>) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ loc, lastmod }) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

export function createSitemap(db: Db, publicUrl: string) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  /** The index: one statement counts every kind. */
  async function index(): Promise<string> {
    const counts = await countsByKind(db);
    const files = ['/sitemaps/pages.xml'];
    for (const kind of SITEMAP_KINDS) {
      const pages = Math.ceil(counts[kind] / SITEMAP_PAGE_SIZE);
      for (let page = 1; page <= pages; page++) files.push(`/sitemaps/${kind}-${page}.xml`);
    }
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `<sitemap><loc>${xmlEscape(absolute(file))}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
  }

  /** One file of the index; null when there is no such file (an unknown kind, a page past the end). */
  async function file(name: string): Promise<string | null> {
    if (name === 'pages.xml') return urlset(STATIC_PATHS.map((path) => ({ loc: absolute(path) })));
    const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
    if (!match || !(SITEMAP_KINDS as readonly string[]).includes(match[1]!)) return null;
    const kind = match[1] as SitemapKind;
    const rows: SitemapRow[] = await pageOf(db, kind, Number(match[2]), SITEMAP_PAGE_SIZE);
    if (rows.length === 0 && match[2] !== '1') return null;
    return urlset(rows.map((row) => ({ loc: absolute(addressOf[kind](row.id)), lastmod: isoDate(row.lastmod) })));
  }

  return { index, file };
}

/** Crawlers may read the public pages; dashboards, forms, the API and payment pages are not theirs. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [
    '/api/',
    '/admin',
    '/brand/dashboard',
    '/brand-dashboard',
    '/brand/create-brief',
    '/brand/creators',
    '/brand/reward-management',
    '/creator/dashboard',
    '/creator/wallet',
    '/dashboard',
    '/notifications',
    '/payment/',
    '/briefs/',
    '/brief/*/apply',
    '/reset-password',
    '/verify-email',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}
