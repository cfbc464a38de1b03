import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { Clock } from '../../../platform/module.ts';

export interface ForumsServiceOptions {
  db: Db;
  clock: Clock;
  events: EventPublisher;
}

export interface AdminActor {
  id: string;
  ip: string | null;
}

/** Demo seeding writes "as of" past days through these same functions, without the writing limits. */
export interface WriteOptions {
  enforceLimits?: boolean;
}

export type ForumsDeps = ForumsServiceOptions;

export const forumsDeps = (options: ForumsServiceOptions): ForumsDeps => options;
