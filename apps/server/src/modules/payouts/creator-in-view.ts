import { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/identity.ts';

// Whose money a caller may see in the routes that take a creator's id (payout account status,
// wallet, payouts): their own, or anyone's for an admin.

/** A user id, or the word 'current' for the caller. */
export const ZUserParams = z.object({
  userId: z.union([z.uuid(), z.literal('current')], { message: 'Invalid user ID' }),
});

/** The creator whose money the caller may see: themself, or anyone for an admin; others are 404. */
export function creatorInView(caller: AuthenticatedUser, userId: string, notFoundError: () => Error): string {
  if (userId === 'current') {
    if (caller.type !== 'creator') throw notFoundError();
    return caller.id;
  }
  if (caller.type === 'admin' || caller.id === userId) return userId;
  throw notFoundError();
}
