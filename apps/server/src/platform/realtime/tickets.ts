import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { realtimeTickets, sessions, users } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../identity.ts';

// Tickets let a browser's EventSource (which cannot send headers) open a stream without putting
// the session token in a URL, where proxies and logs keep it. Only the hash is stored.

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Longer than any ticket we issue: such input is not worth a query. */
const MAX_TICKET_LENGTH = 100;

export async function issueTicket(
  db: Db,
  session: { userId: string; sessionId: string },
  now: Date,
  ttlMs: number,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insert(realtimeTickets)
    .values({ tokenHash: hashTicket(ticket), userId: session.userId, sessionId: session.sessionId, expiresAt });
  return { ticket, expiresAt };
}

/**
 * Uses a ticket up: a compare-and-set, so of two processes given the same ticket only one gets its
 * user. A deactivated or deleted user's ticket, or one whose sign-in ended, opens nothing.
 */
export async function claimTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<{ user: AuthenticatedUser; sessionId: string } | null> {
  if (ticket.length === 0 || ticket.length > MAX_TICKET_LENGTH) return null;
  const [row] = await db
    .update(realtimeTickets)
    .set({ usedAt: now })
    .from(users)
    .where(
      and(
        sql`exists (select 1 from ${sessions} where ${sessions.id} = ${realtimeTickets.sessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now})`,
        eq(realtimeTickets.tokenHash, hashTicket(ticket)),
        isNull(realtimeTickets.usedAt),
        gt(realtimeTickets.expiresAt, now),
        eq(users.id, realtimeTickets.userId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .returning({ id: users.id, type: users.type, email: users.email, sessionId: realtimeTickets.sessionId });
  if (!row) return null;
  return { user: { id: row.id, type: row.type, email: row.email }, sessionId: row.sessionId };
}
