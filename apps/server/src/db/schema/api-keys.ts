import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@briefly/shared/api-keys';
import { users } from './users.ts';

// Brands' API keys (docs/product/api.md, decision 049). Written by the api-keys module only.

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key (`bk_live_AbCd`), shown in lists. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key (hex): the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The key stops working when the account's password changes. */
    revokeOnPasswordChange: boolean('revoke_on_password_change').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_brand_idx')
      .on(t.brandId, t.createdAt)
      .where(sql`revoked_at is null`),
  ],
);
