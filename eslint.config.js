import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
/** The folders directly inside `dir` (read at every lint run, so a new feature or module is covered at once). */
const folders = (dir) => {
  if (!fs.existsSync(at(dir))) return [];
  return fs.readdirSync(at(dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : []));
};

const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';

// Import boundaries (docs/architecture.md). Paths are resolved, so `../x`, `@/x` and `@briefly/shared/x` all count.
const boundaries = [
  // apps/web: features are independent of each other; shared code never reaches into a feature.
  ...folders(webFeatures).map((feature) => ({
    target: `${webFeatures}/${feature}`,
    from: webFeatures,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/, lib/ or hooks/.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: webFeatures,
    message: 'components/ and lib/ never import from features/.',
  },
  // apps/server: a module reaches another module's data through that module's service, never its repository.
  ...folders(serverModules).map((module) => ({
    target: `${serverModules}/${module}`,
    from: at(serverModules, '*', '**', '*.repository.ts'),
    except: [at(serverModules, module, '**')],
    message: "A module never imports another module's repository: call its service.",
  })),
  {
    target: 'apps/server/src/lib',
    from: serverModules,
    message: 'lib/ never imports from modules/.',
  },
];

// The server's own code (its tests excepted: they check state, and may set it up from anywhere) also keeps
// its layers and its modules' faces (decision 037, docs/architecture.md#layers-and-module-faces).
const serverSrc = 'apps/server/src';
/** The server's layers, lowest first: a file imports only from its own layer and those below it. */
const serverLayers = [
  { name: 'lib/', paths: ['lib', 'server-root.ts'] },
  { name: 'config/', paths: ['config'] },
  { name: 'db/', paths: ['db'] },
  { name: 'integrations/', paths: ['integrations'] },
  { name: 'platform/', paths: ['platform'] },
  { name: 'plugins/', paths: ['plugins'] },
  { name: 'modules/', paths: ['modules'] },
  { name: 'seed/ (the demo data)', paths: ['seed'] },
  { name: 'the composition (composition.ts, composition/)', paths: ['composition.ts', 'composition'] },
  { name: 'app.ts', paths: ['app.ts'] },
  { name: 'bootstrap.ts', paths: ['bootstrap.ts'] },
  { name: 'the entry points', paths: ['server.ts', 'backup-cli.ts'] },
];
const inServer = (paths) => paths.map((p) => `${serverSrc}/${p}`);
const serverZones = [
  ...serverLayers.slice(0, -1).map((layer, index) => ({
    target: inServer(layer.paths),
    from: inServer(serverLayers.slice(index + 1).flatMap((above) => above.paths)),
    message: `${layer.name} never imports from a layer above it; the layer above passes in what it needs (an interface defined down here).`,
  })),
  // A module's face is its index.ts: everything else in its folder is its own.
  ...folders(serverModules).map((module) => ({
    target: [
      ...folders(serverModules)
        .filter((other) => other !== module)
        .map((other) => `${serverModules}/${other}`),
      ...fs
        .readdirSync(at(serverSrc))
        .filter((entry) => entry !== 'modules')
        .map((entry) => `${serverSrc}/${entry}`),
    ],
    from: `${serverModules}/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its face, modules/${module}/index.ts (export what you need there).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'apps/server/drizzle/**',
      'packages/client/src/schema.d.ts',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'No random figures: use crypto for ids, real data for numbers.',
        },
      ],
    },
  },
  {
    // Imports are resolved as TypeScript does (explicit .ts/.tsx, web's `@/` paths, `@briefly/shared/<x>` through the workspace).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ].map((p) => at(p)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Import cycles are checked by `npm run lint:cycles` (dpdm), not import-x/no-cycle: that rule skips
      // type-only imports and would pass a circle like app.ts ↔ seed.ts that only one side imports as a type.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [`${serverSrc}/**/*.test.ts`, `${serverSrc}/**/*.test-support.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...serverZones] }] },
  },
  {
    // Only config/ reads the environment (style.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/**', 'apps/server/src/**/*.test.ts'],
    // A file's own `no-restricted-properties` replaces the base list, so the Math.random ban is repeated here.
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/, not process.env.' },
        {
          object: 'Math',
          property: 'random',
          message: 'No random figures: use crypto for ids, real data for numbers.',
        },
      ],
    },
  },
  {
    // Small files of one job (issue 27): no source file over 400 lines. Tests, the demo seed and fixtures
    // are data and stories, not structure.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'apps/server/src/seed/**', '**/*fixtures*', '**/test/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // The shared contracts run in the browser and on the server: no Node built-ins, no React.
    files: ['packages/shared/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'].map((name) => ({
            name,
            message: 'packages/shared is framework-free: React lives in apps/web.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@types/react', '@types/react/*'],
              message: 'packages/shared is framework-free: React lives in apps/web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
