import path from 'node:path';
import { z } from 'zod';

// The database settings of the environment (config.ts parses them with the rest), decision 042 for the pooler.

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
    .pipe(z.url({ message: `${name} must be a postgres:// URL` }).optional());

export const databaseEnv = {
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  /**
   * The same database without the transaction pooler DATABASE_URL goes through (decision 042): the
   * LISTEN connection, migrations and backups use it. Unset: DATABASE_URL for everything.
   */
  DATABASE_DIRECT_URL: optionalUrl('DATABASE_DIRECT_URL'),
  /**
   * A read replica of the same database (decision 053): anonymous reads of public pages, the marketplace,
   * sitemaps and share cards go there. Unset: everything reads from DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl('DATABASE_READ_URL'),
  /** Named prepared statements: `auto` (the default) turns them off when DATABASE_DIRECT_URL says there is a pooler. */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['on', 'off', 'auto'], { message: 'DATABASE_PREPARED_STATEMENTS must be on, off or auto' })
    .default('auto'),
  /** Connections each server process keeps to PostgreSQL (docs/capacity.md#database-connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

type DatabaseEnv = {
  DATABASE_URL?: string;
  DATABASE_DIRECT_URL?: string;
  DATABASE_READ_URL?: string;
  DATABASE_PREPARED_STATEMENTS: 'on' | 'off' | 'auto';
  DATABASE_POOL_SIZE: number;
};

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null }
  | {
      kind: 'postgres';
      url: string;
      /** DATABASE_DIRECT_URL: null when DATABASE_URL reaches the database directly. */
      directUrl: string | null;
      /** DATABASE_READ_URL: the replica public reads go to, or null. */
      readUrl: string | null;
      /** Whether statements are sent named (parsed once per connection); off through a transaction pooler. */
      preparedStatements: boolean;
      poolSize: number;
    };

export function refineDatabaseEnv(env: DatabaseEnv, ctx: z.RefinementCtx): void {
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['DATABASE_DIRECT_URL'], message: 'DATABASE_DIRECT_URL needs DATABASE_URL' });
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'DATABASE_READ_URL needs DATABASE_URL (a replica of a PostgreSQL primary)',
    });
  }
}

export function databaseConfig(env: DatabaseEnv, dataDir: string): DatabaseConfig {
  if (!env.DATABASE_URL) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const pooled = Boolean(env.DATABASE_DIRECT_URL) && env.DATABASE_DIRECT_URL !== env.DATABASE_URL;
  return {
    kind: 'postgres',
    url: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL ?? null,
    readUrl: env.DATABASE_READ_URL ?? null,
    preparedStatements:
      env.DATABASE_PREPARED_STATEMENTS === 'auto' ? !pooled : env.DATABASE_PREPARED_STATEMENTS === 'on',
    poolSize: env.DATABASE_POOL_SIZE,
  };
}
