import fs from 'node:fs';
import path from 'node:path';
import { deferScripts, escapeHtml, ROOT } from '../lib/index-html.ts';

/**
 * A dashboard's frame in the HTML of its address (decision 057): the header bar, the sidebar's panel and the
 * section's heading, which is the page's largest paint on a phone and at 1280 px ("Welcome, …", "Overview",
 * "Financial Dashboard"). The browser paints it with index.html's style sheets alone, before any script; the app's
 * first render then replaces it (createRoot clears the root) with the same heading in the same place.
 *
 * The server does not know who is signed in (the session is in the browser's storage): theme-init.js, which runs
 * in the head before the body is parsed, marks the page with the stored user's type (`data-signed-in`) and writes
 * the greeting's name into the brand's and the creator's heading; the frame is shown only to the type it is drawn
 * for (global.css), so a visitor or another type at the address never sees it. Like a page the server drew
 * (decision 054), the entry and every script preload leave the HTML for `#briefly-scripts`, which theme-init.js
 * loads once the frame is painted.
 */

/** The admin's section headings (features/admin/shell/components/admin-nav.ts; a web test compares the two). */
export const ADMIN_SECTION_LABELS: Readonly<Record<string, string>> = {
  overview: 'Overview',
  attention: 'Needs attention',
  brands: 'Manage Brands',
  creators: 'Manage Creators',
  briefs: 'Manage Briefs',
  'archived-briefs': 'Archived Briefs',
  submissions: 'Submissions',
  withdrawals: 'Withdrawals',
  disputes: 'Disputes',
  reports: 'Reported Chats',
  'reported-reviews': 'Reported Reviews',
  payouts: 'Payouts',
  financial: 'Financial Dashboard',
  analytics: 'Analytics',
  events: 'Events',
  stories: 'Success Stories',
  jobs: 'Jobs',
  audit: 'Audit log',
  security: 'Time zone & security',
};

/** The brand's and the creator's tabs: only their Overview opens with the greeting the frame draws. */
const OVERVIEW_TABS = new Set([null, 'overview']);
const BRAND_TABS = /^\/brand\/dashboard\/?$/i;
const CREATOR_TABS = /^\/(?:creator\/)?dashboard\/?$/i;
const ADMIN_TABS = /^\/admin\/dashboard\/?$/i;

/** Who the frame is for and its heading (null: written by theme-init.js from the stored user), or none. */
export function frameFor(pathname: string, search: string): { for: string; heading: string | null } | null {
  const tab = new URLSearchParams(search).get('tab');
  if (BRAND_TABS.test(pathname)) return OVERVIEW_TABS.has(tab) ? { for: 'brand', heading: null } : null;
  if (CREATOR_TABS.test(pathname)) return OVERVIEW_TABS.has(tab) ? { for: 'creator', heading: null } : null;
  // The admin's dashboard shows its Overview for a tab it does not have (useTabParam).
  if (ADMIN_TABS.test(pathname))
    return { for: 'admin', heading: ADMIN_SECTION_LABELS[tab ?? ''] ?? ADMIN_SECTION_LABELS.overview! };
  return null;
}

export function frameMarkup(frame: { for: string; heading: string | null }): string {
  const heading =
    frame.heading === null
      ? '<h1 class="bf-frame-heading" data-frame-name></h1>'
      : `<h1 class="bf-frame-heading">${escapeHtml(frame.heading)}</h1>`;
  return (
    `<div class="bf-frame" data-for="${frame.for}" aria-hidden="true">` +
    '<div class="bf-frame-header"></div><div class="bf-frame-navbar"></div>' +
    `<div class="bf-frame-main"><div class="bf-frame-page">${heading}</div></div></div>`
  );
}

/** The files a Link header announces with this mark (`rel=modulepreload`, `as=style`), in its order. */
const linkedWith = (links: string | null, mark: string) =>
  (links ?? '')
    .split(', ')
    .filter((link) => link.includes(mark))
    .map((link) => /^<([^>]+)>/.exec(link)?.[1])
    .filter((href): href is string => Boolean(href));

/** The HTML of a dashboard address with its frame, given the address's Link header; null where there is none. */
export type DashboardFrame = (pathname: string, search: string, links: string | null) => string | null;

export function loadDashboardFrame(distDir: string): DashboardFrame {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return () => null;
  const html = fs.readFileSync(indexFile, 'utf8');
  if (!deferScripts(html).list || !html.includes(ROOT)) return () => null;
  return (pathname, search, links) => {
    const frame = frameFor(pathname, search);
    if (!frame) return null;
    const { html: deferred, list } = deferScripts(html, linkedWith(links, 'rel=modulepreload'));
    // The page's other style sheets (the rest of Mantine's, its chunks') are linked in the head, where the frame's
    // paint waits for them: the header fetched them before that paint anyway, and added by the app once its code
    // has run, the rest of Mantine's sheet was a long style recalculation of its own (decision 057). The app's
    // loader finds them linked and does not add them again.
    const styles = linkedWith(links, 'as=style')
      .filter((href) => !deferred.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
      .join('');
    // The list goes last in the body: `#root + #boot` (global.css) must stay neighbours.
    return deferred
      .replace('</head>', () => `${styles}</head>`)
      .replace(ROOT, () => `<div id="root">${frameMarkup(frame)}</div>`)
      .replace('</body>', () => `${list}</body>`);
  };
}
