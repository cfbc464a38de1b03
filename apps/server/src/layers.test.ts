import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's layers and its modules' faces (decision 037), as ESLint enforces them: each case lints
// one import written in a file at that place with the project's own config (db/'s layer is read from its
// files, so its case lints as an existing one).

const repo = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

async function refusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, {
    filePath: path.join(repo, 'apps/server/src', file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// ESLint resolves every import as TypeScript does: the first lint of a run loads the projects (seconds).
describe('server import boundaries', { timeout: 120_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repo });
  });

  it('lets a module use another module through its face only', async () => {
    expect(await refusals('modules/awards/probe.ts', '../ledger/index.ts')).toEqual([]);
    expect(await refusals('modules/awards/probe.ts', '../ledger/ledger.service.ts')).toEqual([
      expect.stringContaining('through its face, modules/ledger/index.ts'),
    ]);
    expect(await refusals('composition.ts', './modules/briefs/brief-funding.ts')).toHaveLength(1);
  });

  it('lets a module use its own files', async () => {
    expect(await refusals('modules/ledger/probe.ts', './ledger.repository.ts')).toEqual([]);
  });

  it('refuses an import from a layer above', async () => {
    expect(await refusals('platform/probe.ts', '../modules/auth/index.ts')).toHaveLength(1);
    expect(await refusals('platform/probe.ts', '../plugins/access.ts')).toHaveLength(1);
    expect(await refusals('plugins/probe.ts', '../modules/public-pages/index.ts')).toHaveLength(1);
    expect(await refusals('db/client.ts', '../seed/seed.ts')).toHaveLength(1);
    expect(await refusals('seed/probe.ts', '../composition.ts')).toHaveLength(1);
    expect(await refusals('modules/system/probe.ts', '../../seed/demo-accounts.ts')).toHaveLength(1);
  });

  it('lets the seed and the composition use the modules’ faces', async () => {
    expect(await refusals('seed/probe.ts', '../modules/briefs/index.ts')).toEqual([]);
    expect(await refusals('composition.ts', './modules/briefs/index.ts')).toEqual([]);
  });

  it('leaves tests free to set up state from any file', async () => {
    expect(await refusals('modules/awards/probe.test.ts', '../ledger/ledger.service.ts')).toEqual([]);
  });
});
