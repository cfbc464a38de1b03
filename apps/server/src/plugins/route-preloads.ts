import fs from 'node:fs';
import path from 'node:path';

/**
 * The `Link` header that lets the browser fetch a page's own code while it still parses index.html:
 * without it the page's lazy route chunk is requested only once the entry chunk has run
 * (docs/performance.md#early-data). Read from the build's manifest (dist/.vite/manifest.json); a page
 * not listed here, or a build without a manifest, gets no header.
 */
const PRELOADED_PAGES: ReadonlyArray<{ pattern: RegExp; module: string }> = [
  { pattern: /^\/$/, module: 'src/features/marketing/routes/landing.tsx' },
  { pattern: /^\/marketplace\/?$/i, module: 'src/features/marketplace/routes/marketplace.tsx' },
  { pattern: /^\/brief\/[^/]+(?:\/apply)?\/?$/i, module: 'src/features/marketplace/routes/brief.tsx' },
  { pattern: /^\/brand\/[^/]+\/briefs\/?$/i, module: 'src/features/marketplace/routes/brand-briefs.tsx' },
  { pattern: /^\/community\/?$/i, module: 'src/features/community/routes/community.tsx' },
  { pattern: /^\/events\/?$/i, module: 'src/features/events/routes/events.tsx' },
  { pattern: /^\/success-stories\/?$/i, module: 'src/features/success-stories/routes/success-stories.tsx' },
  { pattern: /^\/brand\/dashboard\/?$/i, module: 'src/app/routes/brand-dashboard.tsx' },
  { pattern: /^\/(?:creator\/)?dashboard\/?$/i, module: 'src/app/routes/creator-dashboard.tsx' },
  { pattern: /^\/admin\/dashboard\/?$/i, module: 'src/app/routes/admin-dashboard.tsx' },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type RoutePreloads = (pathname: string) => string | null;

export function loadRoutePreloads(distDir: string): RoutePreloads {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return () => null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  const reachable = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) reachable(child, seen);
    return seen;
  };
  // index.html already preloads the entry and its imports.
  const inHtml = reachable('index.html');

  const headers = new Map<string, string>();
  for (const { module } of PRELOADED_PAGES) {
    if (!manifest[module]) continue;
    const keys = [...reachable(module)].filter((key) => !inHtml.has(key));
    const links = [
      ...keys.map((key) => `</${manifest[key]!.file}>; rel=modulepreload`),
      ...keys.flatMap((key) => (manifest[key]!.css ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`)),
    ];
    if (links.length > 0) headers.set(module, links.join(', '));
  }

  return (pathname) => {
    const page = PRELOADED_PAGES.find(({ pattern }) => pattern.test(pathname));
    return (page && headers.get(page.module)) ?? null;
  };
}
