import { and, eq, isNull } from 'drizzle-orm';
import { CLOSE_ACCOUNT_TEXTS } from '@briefly/shared/accounts';
import type { Db } from '../../db/client.ts';
import { accountTokens, brandProfiles, creatorProfiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './auth.repository.ts';
import * as twoFactorRepo from './two-factor.repository.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';

// Closing an account (issue 23, item 7; docs/product/accounts.md#closing-your-account): the auth
// module's part — the password check and the tombstone of the user and profile rows, their sessions
// and open streams ended. What the money and messages need (ids, ledger, awards, messages) stays.

export const DELETED_USER_NAME = CLOSE_ACCOUNT_TEXTS.deletedUserName;

export const wrongClosingPassword = () =>
  new AppError(403, 'INVALID_CREDENTIALS', 'That password is not correct. Your account was not closed.');
export const noPasswordToConfirm = () =>
  new AppError(
    403,
    'INVALID_CREDENTIALS',
    'This account signs in with Google and has no password. Set one with "Forgot password?" on the sign-in page, then close the account.',
  );

export function createAccountClosure(options: {
  db: Db;
  now: () => Date;
  /** Ends the user's open realtime streams at commit of `tx` (`sessions.ended`, every process). */
  endStreams?: (tx: Db, userId: string) => Promise<void>;
}) {
  const { db, now } = options;

  /** The signed-in user's own password, checked before anything else (403 when wrong or absent). */
  async function confirmPassword(userId: string, password: string): Promise<{ type: 'brand' | 'creator' | 'admin' }> {
    const user = await repo.findUserById(db, userId);
    if (!user || user.deletedAt) {
      await verifyAgainstDummy(password);
      throw wrongClosingPassword();
    }
    if (!user.passwordHash) throw noPasswordToConfirm();
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongClosingPassword();
    return { type: user.type };
  }

  /**
   * In `tx`: replaces the account's personal data by a tombstone. The row and its id stay (the ledger,
   * awards, messages and briefs refer to it); the address becomes unusable, the password and Google
   * link go (no sign-in), the profile keeps only "Deleted user"; sessions and mailed tokens end.
   */
  async function eraseInTx(tx: Db, userId: string): Promise<void> {
    const at = now();
    const short = userId.replace(/-/g, '').slice(0, 12);
    await tx
      .update(users)
      .set({
        email: `deleted+${userId}@invalid`,
        passwordHash: null,
        googleSubject: null,
        emailVerifiedAt: null,
        // Where someone lives is theirs too (decision 039).
        timeZone: null,
        timeZoneChosen: false,
        isVerified: false,
        status: 'deactivated',
        deletedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, userId));
    const blankContact = {
      phoneNumber: '',
      addressStreet: '',
      addressCity: '',
      addressState: '',
      addressZip: '',
      addressCountry: '',
      socialInstagram: '',
      socialTwitter: '',
      socialLinkedIn: '',
    };
    await tx
      .update(brandProfiles)
      .set({
        ...blankContact,
        companyName: DELETED_USER_NAME,
        contactName: DELETED_USER_NAME,
        socialWebsite: '',
        logo: null,
        paymentMethod: null,
        cardLast4: null,
        cardType: null,
        bankName: null,
        bankAccountType: null,
        bankRoutingLast4: null,
        bankAccountLast4: null,
      })
      .where(eq(brandProfiles.id, userId));
    await tx
      .update(creatorProfiles)
      .set({
        ...blankContact,
        fullName: DELETED_USER_NAME,
        userName: `deleted-${short}`,
        socialTikTok: '',
        socialYouTube: '',
        // The public profile is theirs too: every place that names them reads "Deleted user" (issue 40, item 19).
        displayName: '',
        bio: '',
        location: '',
        socialLinks: [],
      })
      .where(eq(creatorProfiles.id, userId));
    await tx
      .update(accountTokens)
      .set({ expiresAt: at })
      .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    // The second factor's secret and recovery codes are personal data too.
    await twoFactorRepo.remove(tx, userId);
    await repo.revokeUserSessions(tx, userId, at, 'closed');
    await options.endStreams?.(tx, userId);
    await repo.insertAuditEntry(tx, {
      actorId: userId,
      action: 'user.account_closed',
      targetType: 'user',
      targetId: userId,
    });
  }

  return { confirmPassword, eraseInTx };
}

export type AccountClosure = ReturnType<typeof createAccountClosure>;
