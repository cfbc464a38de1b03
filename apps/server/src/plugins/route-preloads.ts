import fs from 'node:fs';
import path from 'node:path';

/**
 * The `Link` header that lets the browser fetch a page's own code while it still parses index.html:
 * without it the page's lazy route chunk is requested only once the entry chunk has run
 * (docs/performance.md#early-data). Read from the build's manifest (dist/.vite/manifest.json); a page
 * not listed here, or a build without a manifest, gets no header.
 */
const PREFETCH = 'src/app/routes/dashboard-prefetch.ts';
const MESSAGING = 'src/features/messaging/components/messaging-tab.tsx';
// The rest of Mantine's styles, which every screen beyond the public pages loads with its code (router.tsx).
const REST_STYLES = 'src/app/mantine-rest-styles.ts';
const ADMIN_ROUTE = 'src/app/routes/admin-dashboard.tsx';
const BRAND_ROUTE = 'src/app/routes/brand-dashboard.tsx';
// What the brand dashboard shows past its Overview (the other tabs, the Create Brief panel): lazy in the route.
const BRAND_PARTS = 'src/app/routes/brand-dashboard-parts.tsx';
const BRAND_DASHBOARD = /^\/brand\/dashboard\/?$/i;
const ADMIN_DASHBOARD = /^\/admin\/dashboard\/?$/i;

/**
 * The admin's sections are lazy inside the admin route (app/routes/admin-dashboard.tsx), and the route's loader asks
 * for the one the address opens (`?tab=`, Overview without one or with an unknown one): named here, its code
 * arrives with the route's instead of one round trip after it (decision 055). Every section is listed, so a tab
 * missing here is an unknown one.
 */
const ADMIN_SECTION_MODULES: Readonly<Record<string, readonly string[]>> = {
  overview: ['src/features/admin/overview/components/overview-section.tsx'],
  attention: ['src/features/admin/attention/components/attention-section.tsx'],
  brands: ['src/features/admin/people/components/people-section.tsx'],
  creators: ['src/features/admin/people/components/people-section.tsx'],
  briefs: ['src/features/admin/briefs/components/briefs-section.tsx'],
  'archived-briefs': ['src/features/admin/briefs/components/archived-briefs-section.tsx'],
  submissions: ['src/features/admin/submissions/components/submissions-section.tsx'],
  withdrawals: ['src/features/admin/withdrawals/components/withdrawals-section.tsx'],
  disputes: ['src/features/admin/disputes/components/admin-disputes-section.tsx'],
  reports: ['src/features/admin/reports/components/reports-section.tsx'],
  'reported-reviews': ['src/features/admin/reports/components/review-reports.tsx'],
  payouts: ['src/features/admin/payouts/components/payouts-section.tsx'],
  financial: ['src/features/admin/financial/components/financial-section.tsx'],
  analytics: ['src/features/admin/analytics/components/analytics-section.tsx'],
  events: ['src/features/admin/events/components/events-section.tsx'],
  stories: ['src/features/admin/stories/components/stories-section.tsx'],
  jobs: ['src/features/admin/jobs/components/jobs-section.tsx'],
  audit: ['src/features/admin/audit/components/audit-section.tsx'],
  security: [
    'src/features/auth/components/security-sessions.tsx',
    'src/features/auth/components/time-zone-settings.tsx',
  ],
};
const adminPages = [
  ...Object.entries(ADMIN_SECTION_MODULES).map(([tab, modules]) => ({
    pattern: ADMIN_DASHBOARD,
    tab,
    signedIn: true,
    modules: [ADMIN_ROUTE, PREFETCH, REST_STYLES, ...modules],
  })),
  // No tab, or one the dashboard does not have: the Overview.
  {
    pattern: ADMIN_DASHBOARD,
    signedIn: true,
    modules: [ADMIN_ROUTE, PREFETCH, REST_STYLES, ...ADMIN_SECTION_MODULES.overview!],
  },
];

/**
 * A page the browser draws (`signedIn`) also names, first, what index.html loads — the theme script, the
 * entry's CSS and code: the header reaches the browser before the HTML is parsed, and listed after the
 * page's two dozen chunks the entry queued behind them (docs/performance.md#dashboards-first-screen).
 */
const PRELOADED_PAGES: ReadonlyArray<{
  pattern: RegExp;
  tab?: string;
  signedIn?: boolean;
  modules: string[];
}> = [
  { pattern: /^\/$/, modules: ['src/features/marketing/routes/landing.tsx'] },
  { pattern: /^\/marketplace\/?$/i, modules: ['src/features/marketplace/routes/marketplace.tsx'] },
  { pattern: /^\/brief\/[^/]+(?:\/apply)?\/?$/i, modules: ['src/features/marketplace/routes/brief.tsx'] },
  // The brand page and a creator's profile are composed with their reviews in one app route module.
  { pattern: /^\/brand\/[^/]+\/briefs\/?$/i, modules: ['src/app/routes/public-profile-pages.tsx'] },
  { pattern: /^\/creators\/[^/]+\/?$/i, modules: ['src/app/routes/public-profile-pages.tsx'] },
  { pattern: /^\/creators\/?$/i, modules: ['src/features/creators/routes/creators-index.tsx'] },
  { pattern: /^\/community\/?$/i, modules: ['src/features/forums/routes/community.tsx'] },
  { pattern: /^\/events\/?$/i, modules: ['src/features/events/routes/events.tsx'] },
  { pattern: /^\/success-stories\/?$/i, modules: ['src/features/stories/routes/success-stories.tsx'] },
  // The sign-in, registration and password forms are drawn by the server too (decision 056): their own code and
  // the rest of Mantine's styles (the wizards' stepper) are linked like any drawn page's.
  { pattern: /^\/login\/?$/i, modules: ['src/features/auth/routes/login.tsx', REST_STYLES] },
  { pattern: /^\/admin\/login\/?$/i, modules: ['src/features/auth/routes/admin-login.tsx', REST_STYLES] },
  { pattern: /^\/forgot-password\/?$/i, modules: ['src/features/auth/routes/forgot-password.tsx', REST_STYLES] },
  { pattern: /^\/brand\/register\/?$/i, modules: ['src/features/auth/routes/brand-register.tsx', REST_STYLES] },
  {
    pattern: /^\/creator\/register\/?$/i,
    modules: ['src/features/auth/routes/creator-register.tsx', REST_STYLES],
  },
  // A signed-in page also names the code of its first data requests (app/routes/dashboard-prefetch.ts),
  // and the Messages tab's code, lazy inside the dashboard, when the address opens it.
  {
    pattern: BRAND_DASHBOARD,
    tab: 'messaging',
    signedIn: true,
    modules: [BRAND_ROUTE, PREFETCH, REST_STYLES, MESSAGING],
  },
  ...['briefs', 'create-brief', 'manage-rewards'].map((tab) => ({
    pattern: BRAND_DASHBOARD,
    tab,
    signedIn: true,
    modules: [BRAND_ROUTE, PREFETCH, REST_STYLES, BRAND_PARTS],
  })),
  {
    pattern: BRAND_DASHBOARD,
    tab: 'creators',
    signedIn: true,
    modules: [BRAND_ROUTE, PREFETCH, REST_STYLES, BRAND_PARTS, 'src/features/creators/components/creators-tab.tsx'],
  },
  { pattern: BRAND_DASHBOARD, signedIn: true, modules: [BRAND_ROUTE, PREFETCH, REST_STYLES] },
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    tab: 'messaging',
    signedIn: true,
    modules: ['src/app/routes/creator-dashboard.tsx', PREFETCH, REST_STYLES, MESSAGING],
  },
  // The creator's Earnings, the profile form and the public profile's editor are lazy in the route (decision 055).
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    tab: 'earnings',
    signedIn: true,
    modules: [
      'src/app/routes/creator-dashboard.tsx',
      PREFETCH,
      REST_STYLES,
      'src/features/creator-earnings/components/earnings-tab.tsx',
    ],
  },
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    tab: 'profile',
    signedIn: true,
    modules: [
      'src/app/routes/creator-dashboard.tsx',
      PREFETCH,
      REST_STYLES,
      'src/features/creator-workspace/components/profile-tab.tsx',
      'src/features/creator-profiles/components/public-profile-editor.tsx',
    ],
  },
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    signedIn: true,
    modules: ['src/app/routes/creator-dashboard.tsx', PREFETCH, REST_STYLES],
  },
  ...adminPages,
  {
    pattern: /^\/notifications\/?$/i,
    signedIn: true,
    modules: [
      'src/app/routes/notifications-layout.tsx',
      'src/features/notifications/routes/notifications.tsx',
      PREFETCH,
      REST_STYLES,
    ],
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The Link header for a page address (its path and, for a dashboard's tab, its query string), or null. */
export type RoutePreloads = (pathname: string, search?: string) => string | null;

function readManifest(distDir: string): Record<string, ManifestChunk> | null {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The style sheets of a public page's own code, for a page the server draws (decision 036): linked in its
 * head, so the drawing is styled before any script runs (the browser's loader then finds them in place).
 */
export function loadRouteStyles(distDir: string): (pathname: string) => string[] {
  // A module that is only a style sheet (mantine-rest-styles.ts) is built to a .css file of its own.
  return routeFiles(distDir, (manifest, key) => [
    ...(manifest[key]!.css ?? []),
    ...(manifest[key]!.file.endsWith('.css') ? [manifest[key]!.file] : []),
  ]);
}

/**
 * The script chunks of a public page's own code, beyond what index.html loads: for a page the server draws, they
 * are fetched with the entry once the drawing has been painted (page-body.ts#withBody, decision 054).
 */
export function loadRouteScripts(distDir: string): (pathname: string) => string[] {
  return routeFiles(distDir, (manifest, key) => (manifest[key]!.file.endsWith('.js') ? [manifest[key]!.file] : []));
}

function routeFiles(
  distDir: string,
  filesOf: (manifest: Record<string, ManifestChunk>, key: string) => string[],
): (pathname: string) => string[] {
  const manifest = readManifest(distDir);
  if (!manifest) return () => [];
  const inHtml = reachableChunks(manifest, 'index.html');
  const files = new Map<(typeof PRELOADED_PAGES)[number], string[]>();
  for (const page of PRELOADED_PAGES) {
    if (page.tab || page.signedIn || !page.modules.every((module) => manifest[module])) continue;
    const keys = page.modules.reduce((seen, module) => reachableChunks(manifest, module, seen), new Set<string>());
    const found = [...keys].filter((key) => !inHtml.has(key)).flatMap((key) => filesOf(manifest, key));
    files.set(
      page,
      [...new Set(found)].map((file) => `/${file}`),
    );
  }
  return (pathname) => {
    const page = PRELOADED_PAGES.find((entry) => !entry.tab && entry.pattern.test(pathname));
    return (page && files.get(page)) ?? [];
  };
}

function reachableChunks(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) reachableChunks(manifest, child, seen);
  return seen;
}

export function loadRoutePreloads(distDir: string): RoutePreloads {
  const manifest = readManifest(distDir);
  if (!manifest) return () => null;

  const reachable = (key: string, seen = new Set<string>()) => reachableChunks(manifest, key, seen);
  // index.html already preloads the entry and its imports.
  const inHtml = reachable('index.html');

  // A module that is only a style sheet (mantine-rest-styles.ts) is built to a .css file: announced as
  // `modulepreload` the browser would fetch it as a script and log a MIME-type error (issue 39), so a
  // CSS file is always a style preload, and each file is named once.
  const isStyle = (file: string) => file.endsWith('.css');
  const styleLink = (file: string) => `</${file}>; rel=preload; as=style; crossorigin`;
  const chunkLinks = (keys: string[]) => {
    const scripts = keys.map((key) => manifest[key]!.file).filter((file) => !isStyle(file));
    const styles = keys.flatMap((key) => [
      ...(manifest[key]!.css ?? []),
      ...(isStyle(manifest[key]!.file) ? [manifest[key]!.file] : []),
    ]);
    return [...scripts.map((file) => `</${file}>; rel=modulepreload`), ...[...new Set(styles)].map(styleLink)];
  };
  // What index.html loads, in the order the page needs it: the theme script blocks the parser, the entry's
  // style sheet the first paint, then the entry's code. The HTML's own tags then find them fetched.
  const htmlLinks = [
    ...(fs.existsSync(path.join(distDir, 'theme-init.js')) ? ['</theme-init.js>; rel=preload; as=script'] : []),
    ...(manifest['index.html']?.css ?? []).map(styleLink),
    ...[...inHtml]
      .map((key) => manifest[key]!.file)
      .map((file) => (isStyle(file) ? styleLink(file) : `</${file}>; rel=modulepreload`)),
  ];

  const headers = new Map<(typeof PRELOADED_PAGES)[number], string>();
  for (const page of PRELOADED_PAGES) {
    // The page's route module must be in the build; what it brings along is named when it is.
    if (!manifest[page.modules[0]!]) continue;
    const keys = [...page.modules.reduce((seen, module) => reachable(module, seen), new Set<string>())].filter(
      (key) => !inHtml.has(key),
    );
    const links = [...(page.signedIn ? htmlLinks : []), ...chunkLinks(keys)];
    if (links.length > 0) headers.set(page, links.join(', '));
  }

  return (pathname, search = '') => {
    const tab = new URLSearchParams(search).get('tab');
    const page = PRELOADED_PAGES.find(
      (entry) => entry.pattern.test(pathname) && (entry.tab === undefined || entry.tab === tab) && headers.has(entry),
    );
    return (page && headers.get(page)) ?? null;
  };
}
