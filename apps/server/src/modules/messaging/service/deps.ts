import type { ChatUserType } from '@briefly/shared/messaging';
import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { Clock } from '../../../platform/module.ts';
import type { FileStorage } from '../../../platform/file-storage.ts';

export interface Caller {
  id: string;
  type: 'brand' | 'creator' | 'admin';
}

export interface MessagingServiceOptions {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  storage: FileStorage;
  /** Signs the short-lived file links. */
  linkSecret: string;
  /** How long a message stays unread before its reminder (notification and email). */
  reminderDelayMs?: number;
}

export const UNREAD_REMINDER_DELAY_MS = 10 * 60_000;
export const REMINDER_GROUPS_PER_RUN = 500;
export const ADMIN_THREAD_LIMIT = 500;

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
export const asChatType = (type: string): ChatUserType => (type === 'brand' ? 'brand' : 'creator');

/** What every messaging use case is built from: the options, with the reminder delay defaulted once. */
export type MessagingDeps = Omit<MessagingServiceOptions, 'reminderDelayMs'> & { reminderDelayMs: number };

export function messagingDeps(options: MessagingServiceOptions): MessagingDeps {
  return { ...options, reminderDelayMs: options.reminderDelayMs ?? UNREAD_REMINDER_DELAY_MS };
}
