import { FORUM_MESSAGES, FORUM_RATE_LIMITS } from '@briefly/shared/forum-rules';
import type { Db } from '../../db/client.ts';
import { countInWindow } from '../../platform/rate-limit/database-store.ts';
import { rateLimited } from './forums.errors.ts';

// How much one author may write (docs/product/community.md#limits), counted in the shared
// `rate_limit_counters` so the limits hold across server processes. A write is counted before it
// is made, so parallel requests cannot all slip under a limit.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ForumWriteKind = 'post' | 'reply';

const LIMITS = {
  post: {
    perHour: FORUM_RATE_LIMITS.postsPerHour,
    firstDay: FORUM_RATE_LIMITS.newAccountPostsPerDay,
    hourMessage: FORUM_MESSAGES.postRateLimited,
    firstDayMessage: FORUM_MESSAGES.newAccountPostLimit,
  },
  reply: {
    perHour: FORUM_RATE_LIMITS.repliesPerHour,
    firstDay: FORUM_RATE_LIMITS.newAccountRepliesPerDay,
    hourMessage: FORUM_MESSAGES.replyRateLimited,
    firstDayMessage: FORUM_MESSAGES.newAccountReplyLimit,
  },
} as const;

/**
 * Counts one post or reply by `userId` and throws 429 when it is over a limit: every author's
 * hourly limit, and while the account is less than a day old, its first-day limit (a window that
 * ends when the account turns one day old).
 */
export async function countForumWrite(
  db: Db,
  write: { kind: ForumWriteKind; userId: string; accountCreatedAt: Date | null; now: Date },
): Promise<void> {
  const limits = LIMITS[write.kind];
  const firstDayLeftMs = write.accountCreatedAt ? write.accountCreatedAt.getTime() + DAY_MS - write.now.getTime() : 0;
  if (firstDayLeftMs > 0) {
    const { current } = await countInWindow(
      db,
      `forum-${write.kind}-first-day|${write.userId}`,
      Math.min(firstDayLeftMs, DAY_MS),
    );
    if (current > limits.firstDay) throw rateLimited(limits.firstDayMessage);
  }
  const { current } = await countInWindow(db, `forum-${write.kind}-hour|${write.userId}`, HOUR_MS);
  if (current > limits.perHour) throw rateLimited(limits.hourMessage);
}
