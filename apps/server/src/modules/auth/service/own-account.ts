import { forbidden } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import {
  invalidCredentials,
  tooManyAttempts,
  currentPasswordWrong,
  noPasswordToChange,
  sameEmail,
} from '../auth.errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../passwords.ts';
import { countInWindow } from '../../../platform/rate-limit/database-store.ts';
import { changeEmailNoticeMail } from '../account-mails.ts';
import type { RequestMeta } from '../auth.types.ts';
import { EMAIL_CHANGES_PER_ACCOUNT, type AuthDeps } from './deps.ts';
import type { MailTokenUseCases } from './mail-tokens.ts';
import type { SignInUseCases } from './sign-in.ts';

/** The signed-in user changing how they sign in (docs/product/accounts.md#change-password-and-email). */
export function ownAccountUseCases(
  deps: AuthDeps,
  { beginAttempt }: Pick<SignInUseCases, 'beginAttempt'>,
  { countMailTo, mailToken }: Pick<MailTokenUseCases, 'countMailTo' | 'mailToken'>,
) {
  const { options, db, now } = deps;

  /** The signed-in user's password checked like a sign-in (counts against the account's attempts); their row. */
  async function checkOwnPassword(userId: string, password: string) {
    const user = await repo.findUserById(db, userId);
    if (!user || user.deletedAt) throw invalidCredentials();
    await beginAttempt(user.email);
    if (!user.passwordHash) {
      await verifyAgainstDummy(password);
      throw noPasswordToChange();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw currentPasswordWrong();
    await options.accountLimit?.succeeded(user.email);
    return user;
  }

  /** Checks the signed-in user's password before a change of how they sign in; Google-only accounts have none to give. */
  async function confirmOwnPassword(userId: string, password: string | undefined): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user?.passwordHash) return;
    if (!password) throw currentPasswordWrong();
    await checkOwnPassword(userId, password);
  }

  /** A new password for the signed-in user: every other session ends (and its streams), this one stays. */
  async function changePassword(
    userId: string,
    currentSessionId: string,
    input: { currentPassword: string; newPassword: string },
    meta: RequestMeta,
  ): Promise<void> {
    await checkOwnPassword(userId, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, userId, passwordHash);
      const revoked = await repo.revokeOtherSessions(tx, userId, currentSessionId, now(), 'password_changed');
      if (revoked.length > 0) await options.endStreams?.(tx, userId, revoked);
      await options.passwordChanged?.(tx, userId, now());
      await repo.insertAuditEntry(tx, {
        actorId: userId,
        action: 'user.password_changed',
        targetType: 'user',
        targetId: userId,
        data: { sessionsEnded: revoked.length },
        ip: meta.ip,
      });
    });
  }

  /**
   * Asks to move the account to `newEmail`: a link to the new address (the change happens when it is
   * opened) and a notice to the current one. The same work and answer whether or not the address is
   * taken (the link then fails with 409), so it tells nobody who has an account.
   */
  async function requestEmailChange(userId: string, input: { password: string; newEmail: string }): Promise<void> {
    const user = await checkOwnPassword(userId, input.password);
    // Admins' addresses come from configuration (ADMIN_EMAIL) or from other admins.
    if (user.type === 'admin') throw forbidden();
    const newEmail = input.newEmail.trim();
    if (newEmail.toLowerCase() === user.email.toLowerCase()) throw sameEmail();
    const perAccount = await countInWindow(db, `email-change|${userId}`, EMAIL_CHANGES_PER_ACCOUNT.windowMs);
    if (perAccount.current > EMAIL_CHANGES_PER_ACCOUNT.max) throw tooManyAttempts(perAccount.ttl);
    await countMailTo('change_email', newEmail);
    const publicUrl = options.publicUrl ?? 'http://localhost:3000';
    await db.transaction(async (tx) => {
      await mailToken(tx, user, 'change_email', newEmail);
      const notice = changeEmailNoticeMail(newEmail, new URL('/forgot-password', publicUrl).toString());
      await options.accountMail?.queue(tx, { ...notice, userId: user.id, to: user.email }, now());
    });
  }

  return { confirmOwnPassword, changePassword, requestEmailChange };
}
