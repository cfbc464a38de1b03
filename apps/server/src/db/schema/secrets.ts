import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Secrets the server makes for itself on first start (test mode's webhook signing secret, …), so
// every process that shares the database uses the same one and none is derived from guessable
// configuration. See docs/decisions/011-hostile-input-and-sign-in-limits.md.

export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
