import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformSecrets } from '../db/schema/index.ts';

// Secrets the server makes for itself (docs/decisions/011-hostile-input-and-sign-in-limits.md):
// random on first use, stored in `platform_secrets`, the same for every process on the database.

/** 32 random bytes, URL-safe. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The stored secret `name`, made by `create` the first time anyone asks. Safe when several
 * processes start at once: each offers its candidate, the first insert wins (ON CONFLICT DO
 * NOTHING waits for a concurrent insert of the same name to commit), and everyone reads the winner.
 */
export async function getOrCreateSecret(db: Db, name: string, create: () => string = randomSecret): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: create() })
    .onConflictDoNothing({ target: platformSecrets.name });
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`platform secret ${name} vanished after it was stored`);
  return row.value;
}
