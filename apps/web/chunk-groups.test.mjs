import { describe, expect, it } from 'vitest';
import { DASHBOARD_GROUP, planChunks } from './chunk-groups.mjs';

// The chunk plan of the second build (docs/performance.md#dashboard-chunks), from a miniature first build.

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/marketplace/routes/marketplace.tsx': {
    file: 'assets/marketplace.js',
    isDynamicEntry: true,
    imports: ['_badge.js', '_card.js'],
  },
  'src/features/auth/routes/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_select.js'] },
  'src/app/routes/brand-dashboard.tsx': {
    file: 'assets/brand-dashboard.js',
    isDynamicEntry: true,
    imports: ['_badge.js', '_big-icon.js', '_select.js', '_shell.js', '_react.js'],
  },
  'src/app/routes/admin-dashboard.tsx': {
    file: 'assets/admin-dashboard.js',
    isDynamicEntry: true,
    imports: ['_big-icon.js', '_shell.js'],
  },
  '_badge.js': { file: 'assets/badge.js' },
  '_card.js': { file: 'assets/card.js' },
  '_big-icon.js': { file: 'assets/big-icon.js' },
  '_select.js': { file: 'assets/select.js' },
  '_shell.js': { file: 'assets/shell.js' },
};
const MODULES = {
  'assets/badge.js': ['node_modules/@mantine/core/Badge.mjs'],
  'assets/card.js': ['src/components/card.tsx'],
  'assets/big-icon.js': ['node_modules/@tabler/icons-react/IconBig.mjs'],
  'assets/select.js': ['node_modules/@mantine/core/Select.mjs'],
  'assets/shell.js': ['src/components/dashboard-shell/dashboard-shell.tsx'],
  'assets/react.js': ['node_modules/react/index.js'],
};
const SIZES = {
  'assets/badge.js': 5000,
  'assets/big-icon.js': 300,
  'assets/select.js': 20_000,
  'assets/shell.js': 8000,
};

describe('planChunks', () => {
  const plan = planChunks(MANIFEST, MODULES, (file) => SIZES[file] ?? 1000);

  it('groups code only dashboards use, and never code a public page loads', () => {
    expect(plan['src/components/dashboard-shell/dashboard-shell.tsx']).toBe(DASHBOARD_GROUP);
    expect(plan['node_modules/@tabler/icons-react/IconBig.mjs']).toBe(DASHBOARD_GROUP);
    expect(plan['node_modules/@mantine/core/Badge.mjs']).toMatch(/^shared-[0-9a-f]{8}$/);
  });

  it('keeps code shared with lesser public screens apart from the main pages’ code', () => {
    expect(plan['node_modules/@mantine/core/Select.mjs']).toBe('shared-lesser');
  });

  it('leaves the entry, the lazy routes and public-only code to the bundler', () => {
    expect(plan['node_modules/react/index.js']).toBeUndefined();
    expect(plan['src/components/card.tsx']).toBeUndefined();
  });

  it('merges shared groups under 2 kB into one small chunk', () => {
    const small = planChunks(MANIFEST, MODULES, (file) => (file === 'assets/badge.js' ? 500 : 5000));
    expect(small['node_modules/@mantine/core/Badge.mjs']).toBe('shared-small');
  });
});
