import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ChatUserType } from '@briefly/shared/messaging';
import { queryRows, type Db } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/text-search.ts';
import { nameOf, visibleToCreator } from './messaging.shared.repository.ts';

// Who may write to whom: the people in chat, whom a creator may write to (and about which brief),
// whom the caller may start a conversation with, and blocks.

export interface ChatUserRow {
  id: string;
  type: 'brand' | 'creator' | 'admin';
  email: string;
  name: string;
  active: boolean;
}

export async function findUser(db: Db, userId: string): Promise<ChatUserRow | undefined> {
  const [row] = await queryRows<ChatUserRow>(
    db,
    sql`select u.id, u.type, u.email, ${nameOf(sql`u.id`)} as name, (u.status = 'active' and u.deleted_at is null) as active
        from users u where u.id = ${userId}`,
  );
  return row;
}

/** A creator may write first to a brand with a brief they can see, or one that has a conversation with them. */
export async function creatorMayWrite(db: Db, creatorId: string, brandId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select (exists (select 1 from briefs b where b.brand_id = ${brandId} and ${visibleToCreator(creatorId)})
             or exists (select 1 from conversations c where c.brand_id = ${brandId} and c.creator_id = ${creatorId})) as ok`,
  );
  return row?.ok ?? false;
}

/** The brief, when it belongs to the brand and the creator may see it. */
export async function briefForPair(
  db: Db,
  briefId: string,
  brandId: string,
  creatorId: string,
  creatorView: boolean,
): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select b.id from briefs b where b.id = ${briefId} and b.brand_id = ${brandId} ${creatorView ? sql`and ${visibleToCreator(creatorId)}` : sql``}`,
  );
  return row;
}

export async function blocksBetween(db: Db, me: string, other: string): Promise<{ byMe: boolean; byOther: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      sql`(${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${other}) or (${userBlocks.blockerId} = ${other} and ${userBlocks.blockedId} = ${me})`,
    );
  return { byMe: rows.some((row) => row.blockerId === me), byOther: rows.some((row) => row.blockerId === other) };
}

export interface AvailableUserRow {
  id: string;
  full_name: string;
  email: string;
  type: ChatUserType;
}

/**
 * Who the caller may start a conversation with: for a brand, active creators; for a creator,
 * active brands with a brief the creator can see or a conversation with them. By name or email.
 */
export async function availableUsers(
  db: Db,
  caller: { id: string; type: ChatUserType },
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<AvailableUserRow[]> {
  const pattern = search?.trim() ? containsPattern(search.trim().toLowerCase()) : null;
  const matches = (name: SQL) =>
    pattern ? sql`and (lower(${name}) like ${pattern} or lower(u.email) like ${pattern})` : sql``;
  const active = sql`u.status = 'active' and u.deleted_at is null and u.id <> ${caller.id}`;
  const query =
    caller.type === 'brand'
      ? sql`select u.id, p.full_name, u.email, 'creator' as type from users u join creator_profiles p on p.id = u.id
            where u.type = 'creator' and ${active} ${matches(sql`p.full_name`)}
            order by lower(p.full_name), u.id limit ${limit + 1} offset ${offset}`
      : sql`select u.id, p.company_name as full_name, u.email, 'brand' as type from users u join brand_profiles p on p.id = u.id
            where u.type = 'brand' and ${active} ${matches(sql`p.company_name`)}
              and (exists (select 1 from briefs b where b.brand_id = u.id and ${visibleToCreator(caller.id)})
                   or exists (select 1 from conversations c where c.brand_id = u.id and c.creator_id = ${caller.id}))
            order by lower(p.company_name), u.id limit ${limit + 1} offset ${offset}`;
  return queryRows<AvailableUserRow>(db, query);
}

export async function block(tx: Db, blockerId: string, blockedId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(userBlocks)
    .values({ blockerId, blockedId, createdAt: at })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export async function unblock(tx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}
