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

/**
 * A page the browser draws (`signedIn`) also names, first, what index.html loads — the theme script, the
 * entry's CSS and code: the header reaches the browser before the HTML is parsed, and listed after the
 * page's two dozen chunks the entry queued behind them (docs/performance.md#dashboards-first-screen).
 */
const PRELOADED_PAGES: ReadonlyArray<{ pattern: RegExp; tab?: string; signedIn?: boolean; modules: string[] }> = [
  { pattern: /^\/$/, modules: ['src/features/marketing/routes/landing.tsx'] },
  { pattern: /^\/marketplace\/?$/i, modules: ['src/features/marketplace/routes/marketplace.tsx'] },
  { pattern: /^\/brief\/[^/]+(?:\/apply)?\/?$/i, modules: ['src/features/marketplace/routes/brief.tsx'] },
  // The brand page and a creator's profile are composed with their reviews in one app route module.
  { pattern: /^\/brand\/[^/]+\/briefs\/?$/i, modules: ['src/app/routes/public-profile-pages.tsx'] },
  { pattern: /^\/creators\/[^/]+\/?$/i, modules: ['src/app/routes/public-profile-pages.tsx'] },
  { pattern: /^\/community\/?$/i, modules: ['src/features/forums/routes/community.tsx'] },
  { pattern: /^\/events\/?$/i, modules: ['src/features/events/routes/events.tsx'] },
  { pattern: /^\/success-stories\/?$/i, modules: ['src/features/stories/routes/success-stories.tsx'] },
  // A signed-in page also names the code of its first data requests (app/routes/dashboard-prefetch.ts),
  // and the Messages tab's code, lazy inside the dashboard, when the address opens it.
  {
    pattern: /^\/brand\/dashboard\/?$/i,
    tab: 'messaging',
    signedIn: true,
    modules: ['src/app/routes/brand-dashboard.tsx', PREFETCH, REST_STYLES, MESSAGING],
  },
  {
    pattern: /^\/brand\/dashboard\/?$/i,
    signedIn: true,
    modules: ['src/app/routes/brand-dashboard.tsx', PREFETCH, REST_STYLES],
  },
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    tab: 'messaging',
    signedIn: true,
    modules: ['src/app/routes/creator-dashboard.tsx', PREFETCH, REST_STYLES, MESSAGING],
  },
  {
    pattern: /^\/(?:creator\/)?dashboard\/?$/i,
    signedIn: true,
    modules: ['src/app/routes/creator-dashboard.tsx', PREFETCH, REST_STYLES],
  },
  {
    pattern: /^\/admin\/dashboard\/?$/i,
    signedIn: true,
    modules: ['src/app/routes/admin-dashboard.tsx', PREFETCH, REST_STYLES],
  },
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
  const manifest = readManifest(distDir);
  if (!manifest) return () => [];
  const inHtml = reachableChunks(manifest, 'index.html');
  const styles = new Map<(typeof PRELOADED_PAGES)[number], string[]>();
  for (const page of PRELOADED_PAGES) {
    if (page.tab || !page.modules.every((module) => manifest[module])) continue;
    const keys = page.modules.reduce((seen, module) => reachableChunks(manifest, module, seen), new Set<string>());
    const files = [...keys].filter((key) => !inHtml.has(key)).flatMap((key) => manifest[key]!.css ?? []);
    styles.set(
      page,
      [...new Set(files)].map((file) => `/${file}`),
    );
  }
  return (pathname) => {
    const page = PRELOADED_PAGES.find((entry) => !entry.tab && entry.pattern.test(pathname));
    return (page && styles.get(page)) ?? [];
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
