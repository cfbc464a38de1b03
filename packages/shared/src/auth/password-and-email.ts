import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../limits.ts';
import { isValidEmail, REGISTRATION_MESSAGES } from './registration.ts';

// ---------------------------------------------------------------- password reset and email verification (docs/product/accounts.md#password-reset)

/** The random part of a mailed link: 32 bytes in base64url (43 characters); anything else is refused as not valid. */
const ZAccountToken = z.string().trim().max(200);

/** POST /api/auth/password-reset: answered alike whether or not the address has an account. */
export const ZPasswordResetRequest = z.strictObject({
  email: z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** POST /api/auth/password-reset/check: whether a reset link still works, asked when its page opens. */
export const ZPasswordResetCheckRequest = z.strictObject({ token: ZAccountToken });
export type TPasswordResetCheckRequest = z.infer<typeof ZPasswordResetCheckRequest>;
export const ZPasswordResetCheckResponse = z.object({ ok: z.literal(true) });

/** POST /api/auth/password-reset/confirm: registration's password rule applies. */
export const ZPasswordResetConfirmRequest = z.strictObject({
  token: ZAccountToken,
  password: z
    .string()
    .max(256, 'Password must be at most 256 characters')
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort),
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;

/** The new-password rule of registration and reset (docs/product/accounts.md#change-password-and-email). */
const ZNewPassword = z
  .string()
  .max(256, 'Password must be at most 256 characters')
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort);

/** POST /api/auth/change-password: the signed-in user's own password; every other session ends. */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, 'Please enter your current password').max(256),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ ok: z.literal(true), message: z.string() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** POST /api/auth/change-email: mails a link to the new address; the address changes when it is opened. */
export const ZChangeEmailRequest = z.strictObject({
  password: z.string().min(1, 'Please enter your password').max(256),
  newEmail: z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZVerifyEmailRequest = z.strictObject({ token: ZAccountToken });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** The same answer for every request that may send mail, whoever the address belongs to. */
export const ZMailRequestedResponse = z.object({ ok: z.literal(true), message: z.string() });
export type TMailRequestedResponse = z.infer<typeof ZMailRequestedResponse>;

export const ZPasswordResetConfirmResponse = z.object({ ok: z.literal(true) });
export const ZVerifyEmailResponse = z.object({
  ok: z.literal(true),
  emailVerified: z.literal(true),
  /** Set when the link confirmed a change of address: the account's address from now on. */
  changedTo: z.string().optional(),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;
