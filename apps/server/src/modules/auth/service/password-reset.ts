import * as repo from '../auth.repository.ts';
import { hashPassword } from '../passwords.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import type { RequestMeta } from '../auth.types.ts';
import { PASSWORD_RESET_QUEUE, type AuthDeps } from './deps.ts';
import type { MailTokenUseCases } from './mail-tokens.ts';

/** Forgotten passwords: the request (the same work for any address), the mailing job and the new password. */
export function passwordResetUseCases(
  deps: AuthDeps,
  {
    countMailTo,
    mailToken,
    consumeToken,
    checkToken,
  }: Pick<MailTokenUseCases, 'countMailTo' | 'mailToken' | 'consumeToken' | 'checkToken'>,
) {
  const { options, db, now } = deps;

  /**
   * POST /api/auth/password-reset: the same work for every address (count it, queue a job); the job
   * looks the address up and mails a link only when it has an account. Admins have no reset.
   */
  async function requestPasswordReset(email: string): Promise<void> {
    await countMailTo('password_reset', email);
    await enqueue(db, [{ queue: PASSWORD_RESET_QUEUE, payload: { email: email.trim() }, maxAttempts: 5 }], now());
  }

  /** The job: a reset link to the account with this address, if there is one that may use it. */
  async function sendPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.deletedAt || user.status !== 'active' || user.type === 'admin') return;
    await db.transaction((tx) => mailToken(tx, user, 'password_reset'));
  }

  /** A new password from a reset link: every session of the account ends; the address counts as verified (the link reached it). */
  async function confirmPasswordReset(token: string, password: string, meta: RequestMeta): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const { user } = await consumeToken(tx, token, 'password_reset');
      const at = now();
      await repo.updatePasswordHash(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, at, 'password_changed');
      await options.endStreams?.(tx, user.id);
      await options.passwordChanged?.(tx, user.id, at);
      await repo.setEmailVerified(tx, user.id, at);
      await repo.insertAuditEntry(tx, {
        actorId: user.id,
        action: 'user.password_reset',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    });
  }

  /** The reset page's first question: does this link still work? (used, expired, replaced or not ours: the refusal) */
  const checkPasswordReset = (token: string) => checkToken(token, 'password_reset');

  return { requestPasswordReset, sendPasswordReset, confirmPasswordReset, checkPasswordReset };
}
