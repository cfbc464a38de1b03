import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { TimeZoneSource } from '@briefly/shared/account-time-zone';

// The account's time zone (decision 039): one statement, so a zone noticed on a device never
// replaces one the person picked, however the two requests interleave.

export async function storeTimeZone(
  db: Db,
  args: { userId: string; timeZone: string; source: TimeZoneSource; now: Date },
): Promise<{ timeZone: string | null; timeZoneChosen: boolean } | undefined> {
  const keepChosen = args.source === 'detected';
  const [row] = await db
    .update(users)
    .set({
      timeZone: keepChosen
        ? sql`case when ${users.timeZoneChosen} then ${users.timeZone} else ${args.timeZone} end`
        : args.timeZone,
      timeZoneChosen: keepChosen ? sql`${users.timeZoneChosen}` : args.source === 'chosen',
      updatedAt: args.now,
    })
    .where(eq(users.id, args.userId))
    .returning({ timeZone: users.timeZone, timeZoneChosen: users.timeZoneChosen });
  return row;
}
