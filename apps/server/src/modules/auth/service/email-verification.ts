import type { Db } from '../../../db/client.ts';
import { uniqueViolation } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import { emailNotVerified, invalidCredentials, tooManyAttempts, emailChangeTaken } from '../auth.errors.ts';
import { countInWindow } from '../../../platform/rate-limit/database-store.ts';
import type { AuthDeps } from './deps.ts';
import type { MailTokenUseCases } from './mail-tokens.ts';

/** Verified addresses: opening a verification or change-of-address link, a new link, the gate on unverified ones. */
export function emailVerificationUseCases(
  deps: AuthDeps,
  { countMailTo, mailToken, consumeToken }: Pick<MailTokenUseCases, 'countMailTo' | 'mailToken' | 'consumeToken'>,
) {
  const { db, now, emailVerificationRequired, mailPerAddress } = deps;

  /**
   * A verification link, or the link of a change of address (the account takes the new address, verified;
   * 409 and nothing changes when another account took it meanwhile). Answers the new address for a change.
   */
  async function verifyEmail(token: string): Promise<{ changedTo?: string }> {
    try {
      return await db.transaction(async (tx) => {
        const { user, row } = await consumeToken(tx, token, ['email_verification', 'change_email']);
        if (row.purpose === 'change_email') {
          await applyEmailChange(tx, user.id, user.email, row.email);
          return { changedTo: row.email };
        }
        await verifyAddress(tx, user.id);
        return {};
      });
    } catch (error) {
      if (uniqueViolation(error)?.includes('email')) throw emailChangeTaken();
      throw error;
    }
  }

  async function applyEmailChange(tx: Db, userId: string, oldEmail: string, newEmail: string): Promise<void> {
    const other = await repo.findUserByEmail(tx, newEmail);
    if (other && other.id !== userId) throw emailChangeTaken();
    const at = now();
    await repo.updateUser(tx, userId, { email: newEmail, emailVerifiedAt: at, updatedAt: at });
    await repo.insertAuditEntry(tx, {
      actorId: userId,
      action: 'user.email_changed',
      targetType: 'user',
      targetId: userId,
      data: { from: oldEmail, to: newEmail },
    });
  }

  async function verifyAddress(tx: Db, userId: string): Promise<void> {
    await repo.setEmailVerified(tx, userId, now());
    await repo.insertAuditEntry(tx, {
      actorId: userId,
      action: 'user.email_verified',
      targetType: 'user',
      targetId: userId,
    });
  }

  /** A new verification link for the signed-in user; answered alike whether or not one was sent (already verified). */
  async function resendVerification(userId: string): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw invalidCredentials();
    // Per account and per address: an account that changed its address starts no new count.
    const perAccount = await countInWindow(db, `verify-resend|${userId}`, mailPerAddress.windowMs);
    if (perAccount.current > mailPerAddress.max) throw tooManyAttempts(perAccount.ttl);
    await countMailTo('email_verification', user.email);
    if (user.emailVerifiedAt) return;
    await db.transaction((tx) => mailToken(tx, user, 'email_verification'));
  }

  /** 403 EMAIL_NOT_VERIFIED unless the user's address is verified (or the gate is off). */
  async function requireVerifiedEmail(userId: string): Promise<void> {
    if (!emailVerificationRequired) return;
    const user = await repo.findUserById(db, userId);
    if (!user?.emailVerifiedAt) throw emailNotVerified();
  }

  return { verifyEmail, resendVerification, requireVerifiedEmail };
}
