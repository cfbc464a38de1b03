import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { briefs, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

// Every query of the webhooks module (webhook_endpoints, webhook_deliveries).

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function listEndpoints(db: Db, brandId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.brandId, brandId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function countEndpoints(db: Db, brandId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.brandId, brandId));
  return Number(row?.n ?? 0);
}

export async function findOwnEndpoint(db: Db, brandId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.brandId, brandId)))
    .limit(1);
  return row;
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row;
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateOwnEndpoint(
  db: Db,
  brandId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.brandId, brandId)))
    .returning();
  return row;
}

export async function deleteOwnEndpoint(db: Db, brandId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.brandId, brandId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The brand's switched-on endpoints that take this event. */
export function subscribedEndpoints(db: Db, brandId: string, event: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.brandId, brandId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> array[${event}]::text[]`,
      ),
    );
}

/** New deliveries; one of an event to an endpoint that has it already is skipped. Returns those created. */
export async function insertDeliveries(
  db: Db,
  rows: Array<typeof webhookDeliveries.$inferInsert>,
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
}

export function listDeliveries(db: Db, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Db, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  return row;
}

/**
 * Takes attempt number `attempt` of a pending delivery (compare-and-set on the attempts made), so of two
 * processes running the same attempt only one sends it. Returns the delivery, or nothing when taken or done.
 */
export async function claimAttempt(db: Db, id: string, attempt: number, now: Date): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt, lastAttemptAt: now, nextAttemptAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempt - 1),
      ),
    )
    .returning();
  return row;
}

/** Stores the first attempt's body, unless another attempt stored one first; answers the body kept. */
export async function setBodyOnce(db: Db, id: string, body: string): Promise<string> {
  await db
    .update(webhookDeliveries)
    .set({ body })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.body} is null`));
  const [row] = await db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row?.body ?? body;
}

export async function recordAttempt(
  db: Db,
  id: string,
  values: Pick<
    typeof webhookDeliveries.$inferInsert,
    'status' | 'responseCode' | 'responseBody' | 'error' | 'nextAttemptAt' | 'deliveredAt'
  >,
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/** A delivered or failed delivery waits for a new attempt now (a replay); false when it is pending already. */
export async function reopenDelivery(
  db: Db,
  endpointId: string,
  id: string,
  now: Date,
  retryUntil: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, retryUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        sql`${webhookDeliveries.status} <> 'pending'`,
      ),
    )
    .returning();
  return row;
}

/** A success: the endpoint is no longer failing. */
export async function markEndpointHealthy(db: Db, id: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`));
}

/** A failure: failing since now unless it already was; answers since when. */
export async function markEndpointFailing(db: Db, id: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Switches a failing endpoint off once (compare-and-set on `enabled`); true for the call that did. */
export async function disableEndpoint(db: Db, id: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Pending deliveries of an endpoint that was switched off stop waiting. */
export async function failPendingOf(db: Db, endpointId: string, error: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', error, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

export async function brandContact(db: Db, brandId: string): Promise<{ id: string; email: string } | undefined> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, brandId)).limit(1);
  return row;
}

/** The brand of a brief (an award's payout names the brief, not the brand). */
export async function brandOfBrief(db: Db, briefId: string): Promise<string | null> {
  const [row] = await db.select({ brandId: briefs.brandId }).from(briefs).where(eq(briefs.id, briefId)).limit(1);
  return row?.brandId ?? null;
}
