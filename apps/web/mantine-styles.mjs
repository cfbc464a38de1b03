// Which of Mantine's component style sheets the public pages need (docs/performance.md#mantine-styles): the
// components whose code a public page can load — its first screen and anything it opens (dialogs, the phone
// menu, the reviews) — found from a build's chunk modules. `src/app/mantine-public.css` must list at least
// these; the dashboards and the sign-in screens load the rest (`src/app/mantine-rest.css`) with their code.
// Sheets of components the app never uses are in neither. scripts/check-budgets.mjs fails the build when a
// public page can reach a component the public sheet misses, or any screen one that neither sheet has.

/** The public pages' lazy route modules, and the entry (index.html). */
export const PUBLIC_ROUTE_MODULES = [
  'index.html',
  'src/features/marketing/routes/landing.tsx',
  'src/features/marketplace/routes/marketplace.tsx',
  'src/features/marketplace/routes/brief.tsx',
  'src/app/routes/public-profile-pages.tsx',
  'src/features/forums/routes/community.tsx',
  'src/features/events/routes/events.tsx',
  'src/features/stories/routes/success-stories.tsx',
  'src/features/creators/routes/creators-index.tsx',
];

/** Route modules a public page links to but does not show itself: their code brings the rest of the styles. */
const OTHER_ROUTES =
  /^src\/(?:app\/routes\/(?!public-profile-pages|not-found)|features\/auth\/routes\/|features\/brief-funding\/routes\/|features\/notifications\/routes\/|features\/reward-management\/routes\/|features\/disputes\/routes\/)/;

/**
 * The Mantine components (their folder names, e.g. `Button`) in every chunk a public page can load,
 * through static and dynamic imports, not following links to other routes.
 * @param {Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>} manifest
 * @param {Record<string, string[]>} chunkModules
 */
export function mantineComponentsOfPublicPages(manifest, chunkModules) {
  const seen = new Set();
  const queue = [...PUBLIC_ROUTE_MODULES];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key) || !manifest[key] || (OTHER_ROUTES.test(key) && !PUBLIC_ROUTE_MODULES.includes(key))) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  const components = new Set();
  for (const key of seen) {
    for (const module of chunkModules[manifest[key].file] ?? []) {
      const match = /@mantine\/core\/esm\/(?:components|utils|core)\/(\w+)\//.exec(module);
      if (match) components.add(match[1]);
    }
  }
  return components;
}

/**
 * The Mantine components in any chunk of the build: what the app can show at all. Sheets of components the app
 * never uses are left out of both style sheets.
 * @param {Record<string, string[]>} chunkModules
 */
export function mantineComponentsInUse(chunkModules) {
  const components = new Set();
  for (const modules of Object.values(chunkModules)) {
    for (const module of modules) {
      const match = /@mantine\/core\/esm\/(?:components|utils|core)\/(\w+)\//.exec(module);
      if (match) components.add(match[1]);
    }
  }
  return components;
}

/** The component style sheets a CSS file imports (`@import '@mantine/core/styles/Button.css';` → `Button`). */
export function importedMantineSheets(css) {
  return new Set([...css.matchAll(/@import '@mantine\/core\/styles\/(\w+)\.css';/g)].map((match) => match[1]));
}
