import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../../db/client.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { Clock } from '../../../platform/module.ts';

export interface Viewer {
  id: string;
  type: UserType;
}
export interface AdminActor {
  id: string;
  ip: string | null;
}

export interface EventsDeps {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  publicUrl: string;
}
