import { authDeps, type AuthServiceOptions } from './service/deps.ts';
import { emailVerificationUseCases } from './service/email-verification.ts';
import { mailTokenUseCases } from './service/mail-tokens.ts';
import { managedAccountUseCases } from './service/managed-accounts.ts';
import { ownAccountUseCases } from './service/own-account.ts';
import { passwordResetUseCases } from './service/password-reset.ts';
import { registerUseCases } from './service/register.ts';
import { sessionUseCases } from './service/sessions.ts';
import { signInUseCases } from './service/sign-in.ts';

export {
  EMAIL_CHANGES_PER_ACCOUNT,
  EMAIL_VERIFICATION_TTL_MS,
  MAIL_PER_ADDRESS,
  PASSWORD_RESET_QUEUE,
  PASSWORD_RESET_TTL_MS,
  SESSION_TOUCH_EVERY_MS,
  type AccountMailer,
  type AuthServiceOptions,
} from './service/deps.ts';
export { mapAccountConflict, sessionBrowserName, sessionDeviceKind, toSessionUser } from './service/shared.ts';
export type { AccountChanges, AdminMadeAccount, ProvisionedAccount } from './service/managed-accounts.ts';

/** The auth module's use cases (one file each in service/), wired to the same options. */
export function createAuthService(options: AuthServiceOptions) {
  const deps = authDeps(options);
  const sessions = sessionUseCases(deps);
  const mailTokens = mailTokenUseCases(deps);
  const signIns = signInUseCases(deps, sessions);
  const registration = registerUseCases(deps, sessions, mailTokens);
  const passwordReset = passwordResetUseCases(deps, mailTokens);
  const emailVerification = emailVerificationUseCases(deps, mailTokens);
  const ownAccount = ownAccountUseCases(deps, signIns, mailTokens);
  const managedAccounts = managedAccountUseCases(deps);

  return {
    registerBrand: registration.registerBrand,
    registerCreator: registration.registerCreator,
    isEmailAvailable: registration.isEmailAvailable,
    login: signIns.login,
    adminLogin: signIns.adminLogin,
    googleSignIn: signIns.googleSignIn,
    resolveSession: sessions.resolveSession,
    endedSessionReason: sessions.endedSessionReason,
    logout: sessions.logout,
    listSessions: sessions.listSessions,
    revokeSession: sessions.revokeSession,
    revokeOtherSessions: sessions.revokeOtherSessions,
    currentUser: sessions.currentUser,
    requestPasswordReset: passwordReset.requestPasswordReset,
    sendPasswordReset: passwordReset.sendPasswordReset,
    confirmPasswordReset: passwordReset.confirmPasswordReset,
    checkPasswordReset: passwordReset.checkPasswordReset,
    verifyEmail: emailVerification.verifyEmail,
    resendVerification: emailVerification.resendVerification,
    changePassword: ownAccount.changePassword,
    requestEmailChange: ownAccount.requestEmailChange,
    requireVerifiedEmail: emailVerification.requireVerifiedEmail,
    confirmOwnPassword: ownAccount.confirmOwnPassword,
    ensureAdmin: managedAccounts.ensureAdmin,
    createAccountInTx: managedAccounts.createAccountInTx,
    updateAccountInTx: managedAccounts.updateAccountInTx,
    hasAccounts: managedAccounts.hasAccounts,
    provisionAccounts: managedAccounts.provisionAccounts,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
