// A session ended elsewhere (issue 40, item 8; docs/product/accounts.md#sessions). No Zod here: the web's
// session code reads it on every page.
/** Why the server no longer accepts a token it issued: the 401's code is SESSION_ENDED, details.reason one of these. */
export const SESSION_END_REASONS = [
  'signed_out',
  'revoked',
  'password_changed',
  'two_factor_enabled',
  'deactivated',
  'closed',
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What the sign-in page says to someone whose session ended while they were away. */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  signed_out: 'You signed out of Briefly on this device. Sign in again to continue.',
  revoked: 'You were signed out from another device. Sign in again to continue.',
  password_changed: 'Your password was changed, so this device was signed out. Sign in with the new password.',
  two_factor_enabled: 'Two-factor sign-in was turned on for your account, so this device was signed out.',
  deactivated: 'Your account was deactivated, so you were signed out. Contact support if you think this is a mistake.',
  closed: 'This account was closed, so you were signed out.',
  expired: 'Your session has expired. Please sign in again.',
};

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}
