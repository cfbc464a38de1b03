import { z } from 'zod';
import { canonicalTimeZone, TIME_ZONE_MESSAGES, TIME_ZONE_SOURCES } from './account-time-zone.ts';
import {
  BANK_ACCOUNT_TYPES,
  CARD_TYPES,
  COUNTRIES,
  PAYMENT_METHODS,
  PHONE_COUNTRY_CODES,
  USER_TYPES,
} from './options.ts';
import {
  BANK_ACCOUNT_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX,
  URL_TEXT_MAX,
  USERNAME_MIN_LENGTH,
} from './limits.ts';

// Registration rules (docs/product/accounts.md#registration-wizards), written once as step validators. The web wizards run one
// step's validator to allow "Next"; the server runs all of them in order (the browser is not trusted).

export const REGISTRATION_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  invalidEmail: 'Please enter a valid email address',
  requiredContactFields: 'Please fill in all required contact fields',
  selectPaymentMethod: 'Please select a payment method',
  cardDetails: 'Please fill in all card details',
  bankDetails: 'Please fill in all bank details',
  cardLast4: 'Card number: enter the last 4 digits (digits only)',
  bankAccountLast4: 'Account number: enter the last 4 digits (digits only)',
  bankRoutingDigits: 'Routing number: digits only',
  acceptTerms: 'You must accept the terms and conditions',
  usernameCharacters: 'Username may contain only letters, numbers, dots, dashes and underscores',
} as const;

const isBlank = (value: string | undefined | null) => !value || value.trim() === '';
// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export type StepValidator<T> = (values: T) => string | null;

function firstError<T>(values: T, checks: Array<StepValidator<T>>): string | null {
  for (const check of checks) {
    const message = check(values);
    if (message) return message;
  }
  return null;
}

// ---------------------------------------------------------------- brand

export interface BrandRegistrationValues {
  companyName: string;
  contactName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneCountry: string;
  phoneNumber: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  addressCountry: string;
  socialInstagram: string;
  socialTwitter: string;
  socialLinkedIn: string;
  socialWebsite: string;
  paymentMethod: string;
  cardNumber: string;
  cardType: string;
  bankName: string;
  bankAccountType: string;
  bankRouting: string;
  bankAccount: string;
  termsAccepted: boolean;
}

export const emptyBrandRegistration: BrandRegistrationValues = {
  companyName: '',
  contactName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneCountry: '+1',
  phoneNumber: '',
  addressStreet: '',
  addressCity: '',
  addressState: '',
  addressZip: '',
  addressCountry: 'United States',
  socialInstagram: '',
  socialTwitter: '',
  socialLinkedIn: '',
  socialWebsite: '',
  paymentMethod: '',
  cardNumber: '',
  cardType: '',
  bankName: '',
  bankAccountType: '',
  bankRouting: '',
  bankAccount: '',
  termsAccepted: false,
};

interface AccountFields {
  email: string;
  password: string;
  confirmPassword: string;
}
const checkPasswords = <T extends AccountFields>(v: T) => {
  if (!isValidEmail(v.email)) return REGISTRATION_MESSAGES.invalidEmail;
  if (v.password !== v.confirmPassword) return REGISTRATION_MESSAGES.passwordsDoNotMatch;
  if (v.password.length < PASSWORD_MIN_LENGTH) return REGISTRATION_MESSAGES.passwordTooShort;
  return null;
};

interface ContactFields {
  phoneNumber: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
}
const checkContact = <T extends ContactFields>(v: T) =>
  [v.phoneNumber, v.addressStreet, v.addressCity, v.addressState, v.addressZip].some(isBlank)
    ? REGISTRATION_MESSAGES.requiredContactFields
    : null;

const checkTerms = <T extends { termsAccepted: boolean }>(v: T) =>
  v.termsAccepted === true ? null : REGISTRATION_MESSAGES.acceptTerms;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Brand wizard steps 1–5 (docs/product/accounts.md#brand-registration). */
export const brandRegistrationSteps: Array<StepValidator<BrandRegistrationValues>> = [
  (v) =>
    [v.companyName, v.contactName, v.email, v.password, v.confirmPassword].some(isBlank)
      ? REGISTRATION_MESSAGES.requiredFields
      : checkPasswords(v),
  checkContact,
  () => null,
  (v) => {
    if (isBlank(v.paymentMethod)) return REGISTRATION_MESSAGES.selectPaymentMethod;
    if (v.paymentMethod === 'credit_card' || v.paymentMethod === 'debit_card') {
      if (isBlank(v.cardNumber) || isBlank(v.cardType)) return REGISTRATION_MESSAGES.cardDetails;
      if (!/^[\d\s-]+$/.test(v.cardNumber) || digitsOf(v.cardNumber).length < 4) return REGISTRATION_MESSAGES.cardLast4;
    }
    if (v.paymentMethod === 'bank_transfer') {
      if ([v.bankName, v.bankAccountType, v.bankRouting, v.bankAccount].some(isBlank))
        return REGISTRATION_MESSAGES.bankDetails;
      if (!/^\d{4,9}$/.test(v.bankRouting.trim())) return REGISTRATION_MESSAGES.bankRoutingDigits;
      if (!/^\d{4,8}$/.test(v.bankAccount.trim())) return REGISTRATION_MESSAGES.bankAccountLast4;
    }
    return null;
  },
  checkTerms,
];

export const validateBrandStep = (step: number, values: BrandRegistrationValues) =>
  brandRegistrationSteps[step]?.(values) ?? null;
export const validateBrandRegistration = (values: BrandRegistrationValues) =>
  firstError(values, brandRegistrationSteps);

// ---------------------------------------------------------------- creator

export interface CreatorRegistrationValues {
  userName: string;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneCountry: string;
  phoneNumber: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZip: string;
  addressCountry: string;
  socialInstagram: string;
  socialTwitter: string;
  socialLinkedIn: string;
  socialTikTok: string;
  socialYouTube: string;
  termsAccepted: boolean;
}

export const emptyCreatorRegistration: CreatorRegistrationValues = {
  userName: '',
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneCountry: '+1',
  phoneNumber: '',
  addressStreet: '',
  addressCity: '',
  addressState: '',
  addressZip: '',
  addressCountry: 'United States',
  socialInstagram: '',
  socialTwitter: '',
  socialLinkedIn: '',
  socialTikTok: '',
  socialYouTube: '',
  termsAccepted: false,
};

/** Creator wizard steps 1–4 (docs/product/accounts.md#creator-registration). */
export const creatorRegistrationSteps: Array<StepValidator<CreatorRegistrationValues>> = [
  (v) => {
    if ([v.userName, v.fullName, v.email, v.password, v.confirmPassword].some(isBlank))
      return REGISTRATION_MESSAGES.requiredFields;
    const accountError = checkPasswords(v);
    if (accountError) return accountError;
    if (v.userName.trim().length < 3) return REGISTRATION_MESSAGES.usernameTooShort;
    if (!/^[A-Za-z0-9._-]+$/.test(v.userName.trim())) return REGISTRATION_MESSAGES.usernameCharacters;
    return null;
  },
  checkContact,
  () => null,
  checkTerms,
];

export const validateCreatorStep = (step: number, values: CreatorRegistrationValues) =>
  creatorRegistrationSteps[step]?.(values) ?? null;
export const validateCreatorRegistration = (values: CreatorRegistrationValues) =>
  firstError(values, creatorRegistrationSteps);

// ---------------------------------------------------------------- request schemas (server side)

const text = (max = SHORT_TEXT_MAX) => z.string().max(max, `Must be at most ${max} characters`);
const optionalText = (max = SHORT_TEXT_MAX) => text(max).default('');
const optionalOption = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');

const contactShape = {
  // Missing text fields default to '' so the wizard's rules answer with their own messages.
  email: optionalText(254),
  password: z.string().max(256, 'Password must be at most 256 characters').default(''),
  confirmPassword: z.string().max(256).default(''),
  phoneCountry: z.enum(PHONE_COUNTRY_CODES).default('+1'),
  phoneNumber: optionalText(40),
  addressStreet: optionalText(),
  addressCity: optionalText(),
  addressState: optionalText(),
  addressZip: optionalText(20),
  addressCountry: z.enum(COUNTRIES).default('United States'),
  socialInstagram: optionalText(URL_TEXT_MAX),
  socialTwitter: optionalText(URL_TEXT_MAX),
  socialLinkedIn: optionalText(URL_TEXT_MAX),
  termsAccepted: z.boolean().default(false),
};

/** Runs the wizard's rules after the shape checks, so the server answers with the wizard's message. */
function withSteps<T>(validate: (values: T) => string | null) {
  return (values: T, ctx: z.RefinementCtx) => {
    const message = validate(values);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

export const ZBrandRegistrationRequest = z
  .strictObject({
    ...contactShape,
    companyName: optionalText(),
    contactName: optionalText(),
    socialWebsite: optionalText(URL_TEXT_MAX),
    paymentMethod: optionalOption(PAYMENT_METHODS),
    cardNumber: optionalText(CARD_NUMBER_MAX_LENGTH),
    cardType: optionalOption(CARD_TYPES),
    bankName: optionalText(),
    bankAccountType: optionalOption(BANK_ACCOUNT_TYPES),
    bankRouting: optionalText(20),
    bankAccount: optionalText(BANK_ACCOUNT_MAX_LENGTH),
  })
  .superRefine(withSteps(validateBrandRegistration));
export type TBrandRegistrationRequest = z.infer<typeof ZBrandRegistrationRequest>;

export const ZCreatorRegistrationRequest = z
  .strictObject({
    ...contactShape,
    userName: optionalText(40),
    fullName: optionalText(),
    socialTikTok: optionalText(URL_TEXT_MAX),
    socialYouTube: optionalText(URL_TEXT_MAX),
  })
  .superRefine(withSteps(validateCreatorRegistration));
export type TCreatorRegistrationRequest = z.infer<typeof ZCreatorRegistrationRequest>;

/** POST /api/auth/email-available: the wizards check the email on their first step (docs/product/accounts.md#registration-wizards). */
export const ZEmailAvailabilityRequest = z.strictObject({
  email: z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail),
});
export const ZEmailAvailabilityResponse = z.object({ available: z.boolean() });
export type TEmailAvailabilityResponse = z.infer<typeof ZEmailAvailabilityResponse>;

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
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

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

// ---------------------------------------------------------------- password reset and email verification (docs/product/accounts.md#password-reset)

/** The random part of a mailed link: 32 bytes in base64url (43 characters); anything else is refused as not valid. */
const ZAccountToken = z.string().trim().max(200);

/** POST /api/auth/password-reset: answered alike whether or not the address has an account. */
export const ZPasswordResetRequest = z.strictObject({
  email: z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

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

// ---------------------------------------------------------------- the account's time zone (docs/product/accounts.md#your-time-zone)

/** PUT /api/me/time-zone: the caller's own zone (no user id: the token says whose). */
export const ZTimeZoneRequest = z.strictObject({
  timeZone: z
    .string({ message: TIME_ZONE_MESSAGES.invalid })
    .max(64, TIME_ZONE_MESSAGES.invalid)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGES.invalid });
      return z.NEVER;
    }),
  /** 'chosen' by default (a pick in Settings). */
  source: z.enum(TIME_ZONE_SOURCES).default('chosen'),
});
export type TTimeZoneRequest = z.input<typeof ZTimeZoneRequest>;

export const ZTimeZoneResponse = z.object({
  /** The zone stored now (a 'detected' one is not stored over a chosen zone). */
  timeZone: z.string(),
  /** Picked in Settings: the app does not follow the device over it. */
  timeZoneChosen: z.boolean(),
});
export type TTimeZoneResponse = z.infer<typeof ZTimeZoneResponse>;

// ---------------------------------------------------------------- responses

export const ZSessionUser = z.object({
  id: z.string(),
  type: z.enum(USER_TYPES),
  email: z.string(),
  /** A display name for any user type. */
  name: z.string(),
  companyName: z.string().optional(),
  contactName: z.string().optional(),
  fullName: z.string().optional(),
  userName: z.string().optional(),
  /** Whether the account's email address is verified (docs/product/accounts.md#verified-email-addresses). */
  emailVerified: z.boolean().optional(),
  /** Whether sign-in asks for a second factor (docs/product/accounts.md#two-factor-sign-in). */
  twoFactorEnabled: z.boolean().optional(),
  /** An admin who must keep two-factor sign-in on (ADMIN_2FA=required). */
  twoFactorRequired: z.boolean().optional(),
  /** An admin who must set up two-factor sign-in before anything else (ADMIN_2FA=required). */
  twoFactorSetupRequired: z.boolean().optional(),
  /** The account's IANA time zone, once known (docs/product/accounts.md#your-time-zone). */
  timeZone: z.string().optional(),
  /** The zone was picked in Settings: the app does not follow the device over it. */
  timeZoneChosen: z.boolean().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthResponse = z.object({ user: ZSessionUser, token: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ user: ZSessionUser });

/** Where each user type lands after sign-in (docs/product/accounts.md#where-users-land). */
export const DASHBOARD_PATH: Record<(typeof USER_TYPES)[number], string> = {
  brand: '/brand/dashboard',
  creator: '/creator/dashboard',
  admin: '/admin/dashboard',
};

// ---------------------------------------------------------------- sessions (docs/product/accounts.md#sessions)

export const ZSessionIdParams = z.object({ id: z.uuid({ message: 'Invalid session ID' }) });

export const ZAccountSession = z.object({
  id: z.string(),
  createdAt: z.string().describe('When it signed in (ISO 8601)'),
  lastUsedAt: z.string().describe('Its last request, to the minute (ISO 8601)'),
  /** "Chrome on macOS", from the User-Agent it signed in with. */
  browser: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZSessionsResponse = z.object({ sessions: z.array(ZAccountSession) });
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;

export const ZRevokeOthersResponse = z.object({ revoked: z.number().int().nonnegative() });
export type TRevokeOthersResponse = z.infer<typeof ZRevokeOthersResponse>;

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
