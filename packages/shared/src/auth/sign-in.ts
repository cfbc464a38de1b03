import { z } from 'zod';

// ---------------------------------------------------------------- sign-in requests (server side)

/** The second factor of a sign-in (docs/product/accounts.md#two-factor-sign-in): a code from the app, or a recovery code. */
export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const ZTwoFactorCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_CODE_MESSAGE);
const ZRecoveryCode = z
  .string()
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(40, 'Enter one of your recovery codes');
const secondFactor = { code: ZTwoFactorCode.optional(), recoveryCode: ZRecoveryCode.optional() };

export const ZLoginRequest = z.strictObject({
  email: z.string().trim().min(1, 'Email and password are required').max(254),
  password: z.string().min(1, 'Email and password are required').max(256),
  ...secondFactor,
  /**
   * `answer`: a right password without its second factor is answered 200 `{ secondFactorRequired: true }`
   * (a step of the sign-in, not an error a browser logs in red) instead of 401 TWO_FACTOR_REQUIRED, which
   * is what a client that does not send it still gets (decision 041).
   */
  secondFactorStep: z.literal('answer').optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The password sign-ins' answer when asked with `secondFactorStep: 'answer'` and a code is still needed. */
export const ZSecondFactorStep = z.object({ secondFactorRequired: z.literal(true) });
export type TSecondFactorStep = z.infer<typeof ZSecondFactorStep>;

export const ZGoogleAuthRequest = z.strictObject({
  credential: z.string().min(1, 'Google credential is required').max(8192),
  userType: z.enum(['brand', 'creator']).optional(),
  /** Sent by the registration wizards once the terms were accepted: only then may an account be made. */
  termsAccepted: z.boolean().optional(),
  /** The decoded profile the client shows; the server trusts only the verified token. */
  userData: z.record(z.string(), z.unknown()).optional(),
  ...secondFactor,
});
export type TGoogleAuthRequest = z.infer<typeof ZGoogleAuthRequest>;

// ---------------------------------------------------------------- two-factor sign-in (docs/product/accounts.md#two-factor-sign-in)

/** POST …/2fa/setup: a new secret for the authenticator app (shown as a QR code and as text). */
export const ZTwoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorEnableRequest = z.strictObject({ code: ZTwoFactorCode });
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

/** The ten single-use recovery codes, shown once. */
export const ZTwoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TTwoFactorEnableResponse = z.infer<typeof ZTwoFactorEnableResponse>;

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code). */
export const ZTwoFactorDisableRequest = z.strictObject({
  /** Required when the account has a password (Google-only accounts have none). */
  password: z.string().max(256).optional(),
  ...secondFactor,
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;
