import { MESSAGES } from '@briefly/shared/errors';
import type { TTwoFactorEnableResponse, TTwoFactorSetupResponse } from '@briefly/shared/auth';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import * as repo from './auth.repository.ts';
import * as twoFactorRepo from './two-factor.repository.ts';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.ts';

// Two-factor sign-in (docs/product/accounts.md#two-factor-sign-in, decision 028): setting it up, turning it
// on with a first code, checking the second factor of a sign-in, and turning it off.

export const twoFactorRequired = () => new AppError(401, 'TWO_FACTOR_REQUIRED', MESSAGES.twoFactorRequired);
export const twoFactorInvalid = () => new AppError(401, 'TWO_FACTOR_INVALID', MESSAGES.twoFactorInvalid);
/** A wrong code while signed in (setting up, turning off) is a 400: a 401 would mean "sign in again". */
const codeNotRight = () => new AppError(400, 'TWO_FACTOR_INVALID', MESSAGES.twoFactorInvalid);
const notStarted = () => new AppError(400, 'TWO_FACTOR_NOT_STARTED', MESSAGES.twoFactorNotStarted);
const alreadyEnabled = () => new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED', MESSAGES.twoFactorAlreadyEnabled);

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

export interface TwoFactorServiceOptions {
  db: Db;
  now: () => Date;
  /** ADMIN_2FA=required: admins may not turn it off. */
  adminTwoFactorRequired: boolean;
  /** Ends the user's other sessions (and their streams) in `tx`: turning it on or off changes how one signs in. */
  endOtherSessions: (tx: Db, userId: string, keepSessionId: string) => Promise<number>;
  audit: (tx: Db, entry: { userId: string; action: string; data?: Record<string, unknown> }) => Promise<void>;
}

export function createTwoFactorService(options: TwoFactorServiceOptions) {
  const { db, now } = options;

  /** A new secret for the authenticator app; refused while two-factor sign-in is on. */
  async function setup(userId: string): Promise<TTwoFactorSetupResponse> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw forbidden();
    const secret = newTotpSecret();
    if (!(await twoFactorRepo.startSetup(db, userId, secret, now()))) throw alreadyEnabled();
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  /** The first right code turns it on; the ten recovery codes are answered once and stored hashed. */
  async function enable(userId: string, sessionId: string, code: string): Promise<TTwoFactorEnableResponse> {
    const row = await twoFactorRepo.findTwoFactor(db, userId);
    if (!row) throw notStarted();
    if (row.enabledAt) throw alreadyEnabled();
    const at = now();
    const step = matchingStep(row.secret, code, at);
    if (step === null) throw codeNotRight();
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      if (!(await twoFactorRepo.enable(tx, userId, step, at))) throw alreadyEnabled();
      await twoFactorRepo.replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode), at);
      const sessionsEnded = await options.endOtherSessions(tx, userId, sessionId);
      await options.audit(tx, { userId, action: 'user.two_factor_enabled', data: { sessionsEnded } });
    });
    return { recoveryCodes };
  }

  /**
   * The second factor of a sign-in whose password was right: nothing to check when it is off; otherwise a code
   * of the current step (±1) not accepted before, or an unused recovery code — each accepted once.
   */
  async function checkSignIn(userId: string, factor: SecondFactor): Promise<'none' | 'code' | 'recovery-code'> {
    const row = await twoFactorRepo.findTwoFactor(db, userId);
    if (!row?.enabledAt) return 'none';
    if (!factor.code && !factor.recoveryCode) throw twoFactorRequired();
    if (!(await accepts(db, userId, row.secret, factor))) throw twoFactorInvalid();
    return factor.code ? 'code' : 'recovery-code';
  }

  async function accepts(executor: Db, userId: string, secret: string, factor: SecondFactor): Promise<boolean> {
    const at = now();
    if (factor.code) {
      const step = matchingStep(secret, factor.code, at);
      return step !== null && (await twoFactorRepo.useStep(executor, userId, step));
    }
    if (factor.recoveryCode) {
      return twoFactorRepo.useRecoveryCode(executor, userId, hashRecoveryCode(factor.recoveryCode), at);
    }
    return false;
  }

  /** Turns it off with a current code or a recovery code (the caller checked the password). */
  async function disable(userId: string, sessionId: string, userType: string, factor: SecondFactor): Promise<void> {
    if (userType === 'admin' && options.adminTwoFactorRequired) {
      throw new AppError(403, 'FORBIDDEN', MESSAGES.twoFactorRequiredForAdmins);
    }
    const row = await twoFactorRepo.findTwoFactor(db, userId);
    if (!row?.enabledAt) throw notStarted();
    if (!factor.code && !factor.recoveryCode)
      throw new AppError(400, 'TWO_FACTOR_REQUIRED', MESSAGES.twoFactorRequired);
    await db.transaction(async (tx) => {
      if (!(await accepts(tx, userId, row.secret, factor))) throw codeNotRight();
      await twoFactorRepo.remove(tx, userId);
      const sessionsEnded = await options.endOtherSessions(tx, userId, sessionId);
      await options.audit(tx, { userId, action: 'user.two_factor_disabled', data: { sessionsEnded } });
    });
  }

  return { setup, enable, checkSignIn, disable };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
