import type { Db } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import {
  resetLinkExpired,
  resetLinkInvalid,
  resetLinkReplaced,
  resetLinkUsed,
  verifyLinkExpired,
  verifyLinkInvalid,
  verifyLinkReplaced,
  verifyLinkUsed,
  tooManyAttempts,
} from '../auth.errors.ts';
import { hashToken, isWellFormedToken, newSessionToken } from '../tokens.ts';
import { countInWindow } from '../../../platform/rate-limit/database-store.ts';
import type { AccountTokenPurpose } from '../../../db/schema/index.ts';
import { changeEmailMail, passwordResetMail, tokenLink, verificationMail } from '../account-mails.ts';
import { createHash } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS, type AuthDeps } from './deps.ts';

const addressKey = (kind: string, email: string) =>
  `mail-to|${kind}|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** The links mailed to an address (decision 020): counting mails per address, issuing and using tokens. */
export function mailTokenUseCases(deps: AuthDeps) {
  const { options, db, now, mailPerAddress } = deps;

  /** Counts one mail of this kind to this address, known or not; over the limit, 429 and nothing is sent. */
  async function countMailTo(kind: AccountTokenPurpose, email: string): Promise<void> {
    const { current, ttl } = await countInWindow(db, addressKey(kind, email), mailPerAddress.windowMs);
    if (current > mailPerAddress.max) throw tooManyAttempts(ttl);
  }

  /** In `tx`: a new token of this purpose (older ones stop working) and its mail, queued. */
  async function mailToken(
    tx: Db,
    user: { id: string; email: string },
    purpose: AccountTokenPurpose,
    to: string = user.email,
  ): Promise<void> {
    if (!options.accountMail) return;
    const token = newSessionToken();
    const at = now();
    const ttl = purpose === 'password_reset' ? PASSWORD_RESET_TTL_MS : EMAIL_VERIFICATION_TTL_MS;
    await repo.insertAccountToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: to,
      createdAt: at,
      expiresAt: new Date(at.getTime() + ttl),
    });
    const publicUrl = options.publicUrl ?? 'http://localhost:3000';
    const content =
      purpose === 'password_reset'
        ? passwordResetMail(tokenLink(publicUrl, '/reset-password', token))
        : purpose === 'change_email'
          ? changeEmailMail(tokenLink(publicUrl, '/verify-email', token))
          : verificationMail(tokenLink(publicUrl, '/verify-email', token));
    await options.accountMail.queue(tx, { ...content, userId: user.id, to }, at);
  }

  const tokenErrors = {
    password_reset: {
      invalid: resetLinkInvalid,
      expired: resetLinkExpired,
      replaced: resetLinkReplaced,
      used: resetLinkUsed,
    },
    email_verification: {
      invalid: verifyLinkInvalid,
      expired: verifyLinkExpired,
      replaced: verifyLinkReplaced,
      used: verifyLinkUsed,
    },
    change_email: {
      invalid: verifyLinkInvalid,
      expired: verifyLinkExpired,
      replaced: verifyLinkReplaced,
      used: verifyLinkUsed,
    },
  } as const;

  /** The stored token behind a link, or the refusal that says why it does not work (nothing is changed). */
  async function usableToken(executor: Db, token: string, purpose: AccountTokenPurpose | AccountTokenPurpose[]) {
    const purposes = Array.isArray(purpose) ? purpose : [purpose];
    const refuse = tokenErrors[purposes[0]!];
    if (!isWellFormedToken(token)) throw refuse.invalid();
    const row = await repo.findAccountToken(executor, hashToken(token));
    if (!row || !purposes.includes(row.purpose)) throw refuse.invalid();
    if (row.usedAt) throw refuse.used();
    if (row.expiresAt.getTime() <= now().getTime())
      // A newer mail moves the older token's expiry to its own creation time (insertAccountToken): say so.
      throw (await repo.wasReplaced(executor, row)) ? refuse.replaced() : refuse.expired();
    const user = await repo.findUserById(executor, row.userId);
    // The address changed since the link was sent, or the account is gone: the link opens nothing.
    // (A change-of-address link was sent to the new address, which the account does not have yet.)
    const addressMatches = row.purpose === 'change_email' || user?.email.toLowerCase() === row.email.toLowerCase();
    if (!user || user.deletedAt || user.status !== 'active' || !addressMatches) throw refuse.invalid();
    return { row, user };
  }

  /** Uses the token in `tx` (compare-and-set): a second, parallel use is refused as used. */
  async function consumeToken(tx: Db, token: string, purpose: AccountTokenPurpose | AccountTokenPurpose[]) {
    const found = await usableToken(tx, token, purpose);
    if (!(await repo.useAccountToken(tx, found.row.id, now()))) throw tokenErrors[found.row.purpose].used();
    return found;
  }

  /** Whether a link still works, checked when its page opens (nothing is used or changed); the refusal otherwise. */
  async function checkToken(token: string, purpose: AccountTokenPurpose | AccountTokenPurpose[]): Promise<void> {
    await usableToken(db, token, purpose);
  }

  return { countMailTo, mailToken, consumeToken, checkToken };
}

export type MailTokenUseCases = ReturnType<typeof mailTokenUseCases>;
