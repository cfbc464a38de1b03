import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';
import type { DomainEvent, DomainEventType } from '../src/platform/outbox/domain-events.ts';

/** Domain events written to the outbox so far (of these types), in the order they were written. */
export async function publishedEvents(db: Db, types?: DomainEventType[]): Promise<DomainEvent[]> {
  const rows = await queryRows<{ type: string; payload: Record<string, unknown> }>(
    db,
    sql`select type, payload from domain_events order by position`,
  );
  return rows
    .filter((row) => !types || types.includes(row.type as DomainEventType))
    .map((row) => ({ ...row.payload, type: row.type }) as DomainEvent);
}
