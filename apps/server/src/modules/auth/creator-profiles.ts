import type { Db } from '../../db/client.ts';
import * as repo from './auth.repository.ts';

export type { CreatorProfileChanges } from './auth.repository.ts';

// The creators module edits a creator's profile; auth owns `users` and `creator_profiles` (decision 010),
// so the write is auth's, inside the caller's transaction (the public profile saves its portfolio with it).

/**
 * Changes the creator's profile fields and marks the account updated. Throws the unique violation of
 * `creator_profiles_user_name_lower_unique` when the username is taken (the caller words it).
 */
export async function updateCreatorProfileInTx(
  tx: Db,
  creatorId: string,
  changes: repo.CreatorProfileChanges,
  now: Date,
): Promise<void> {
  await repo.changeCreatorProfile(tx, creatorId, changes, now);
}
