// How the build groups the dashboards' code into fewer, larger chunks (docs/performance.md#dashboard-chunks).
//
// Left to itself the bundler makes one chunk per distinct set of lazy modules (routes, tabs, dialogs)
// sharing a piece of code: with fifty lazy modules, a dashboard's first screen came in 110+ files, most
// under 2 kB (an icon, a Mantine component), each a request. The build therefore runs twice
// (`build.mjs`): the first build's manifest tells which lazy modules load each piece of code, and this
// plan regroups it for the second:
//
// - code a dashboard shares with the main public pages goes into one chunk per set of those pages using
//   it: every module in such a chunk is used by every main public page that loads it, so those pages
//   download exactly the code they did before, in fewer files;
//   groups under 2 kB (an icon or two) are merged into one small chunk, a few kB a public page may
//   load without using all of it, instead of a dozen requests;
// - code a dashboard shares only with the lesser public screens (sign-in, registration, payment
//   results, the not-found page, public dialogs) goes into one chunk;
// - code only the dashboards use is grouped by which dashboard modules use it, small groups merged into
//   their nearest neighbour (rolldown's `entriesAware`): never a byte of it on a public page.
//
// The entry's own code (index.html → main.tsx), the lazy modules themselves and code only public pages
// use keep the bundler's chunks: public pages are laid out as before, and each lazy route keeps the
// chunk the server's route preloads and the size budgets name.

import { createHash } from 'node:crypto';

/**
 * @typedef {Record<string, { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>} Manifest
 *   Vite's `.vite/manifest.json`: chunk keys (source paths) → file, static imports, entry flags.
 * @typedef {Record<string, string[]>} ChunkModules `.vite/chunk-modules.json` (the briefly:chunk-modules plugin): file → its modules, relative to apps/web.
 * @typedef {Record<string, string>} ChunkPlan Module (relative to apps/web) → the name of the group it goes into.
 */

export const DASHBOARD_GROUP = 'dashboard';
/** Groups of shared code smaller than this are merged into one. */
const SMALL_GROUP_BYTES = 2000;

/** The lazy modules of the public pages, and the entry: what a visitor who never signs in loads. */
const PUBLIC_ROOT =
  /^(?:index\.html|src\/(?:app\/(?:layouts|toasts-container|routes\/not-found|routes\/public-profile-pages)|features\/(?:marketing|marketplace|forums|events|stories|auth)\/|features\/brief-funding\/routes\/|features\/creators\/routes\/creators-index|features\/reviews\/components\/reviews-section|features\/creator-profiles\/components\/portfolio-viewer))/;
/** The main public pages, each its own key; the other public roots are lesser screens and dialogs. */
const MAIN_PUBLIC_PAGE =
  /^src\/(?:features\/(?:marketing|marketplace|forums|events|stories)\/routes\/[\w-]+|features\/creators\/routes\/creators-index|app\/routes\/public-profile-pages)\.tsx$/;

/** @param {string} text */
const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * @param {Manifest} manifest
 * @param {ChunkModules} chunkModules
 * @param {(file: string) => number} sizeOf the first build's file sizes
 * @returns {ChunkPlan}
 */
export function planChunks(manifest, chunkModules, sizeOf) {
  /** @type {(key: string, seen?: Set<string>) => Set<string>} */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const roots = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
  const entryKey = roots.find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the first build has no entry chunk');
  const entryFiles = new Set([...closure(entryKey)].map((key) => manifest[key].file));
  const rootFiles = new Set(roots.map((key) => manifest[key].file));

  // Which roots load each file (through static imports).
  /** @type {Map<string, Set<string>>} */
  const rootsOfFile = new Map();
  for (const root of roots) {
    for (const key of closure(root)) {
      const file = manifest[key].file;
      let set = rootsOfFile.get(file);
      if (!set) rootsOfFile.set(file, (set = new Set()));
      set.add(root);
    }
  }

  /** @type {ChunkPlan} */
  const plan = {};
  /** @type {Map<string, number>} */
  const groupBytes = new Map();
  for (const [file, fileRoots] of rootsOfFile) {
    if (entryFiles.has(file) || rootFiles.has(file)) continue;
    const publicRoots = [...fileRoots].filter((root) => PUBLIC_ROOT.test(root));
    if (publicRoots.length === fileRoots.size) continue; // public-only code: as the bundler placed it
    let group;
    if (publicRoots.length === 0) group = DASHBOARD_GROUP;
    else {
      const mainPages = publicRoots.filter((root) => MAIN_PUBLIC_PAGE.test(root)).sort();
      group = mainPages.length > 0 ? `shared-${hashOf(mainPages.join('|'))}` : 'shared-lesser';
    }
    for (const module of chunkModules[file] ?? []) plan[module] = group;
    groupBytes.set(group, (groupBytes.get(group) ?? 0) + sizeOf(file));
  }
  for (const [module, group] of Object.entries(plan)) {
    if (group.startsWith('shared-') && group !== 'shared-lesser' && (groupBytes.get(group) ?? 0) < SMALL_GROUP_BYTES)
      plan[module] = 'shared-small';
  }
  return plan;
}
