import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, CARD_TYPES, COUNTRIES, PAYMENT_METHODS, PHONE_COUNTRY_CODES } from '../options.ts';
import { BANK_ACCOUNT_MAX_LENGTH, CARD_NUMBER_MAX_LENGTH, SHORT_TEXT_MAX, URL_TEXT_MAX } from '../limits.ts';
import {
  isValidEmail,
  REGISTRATION_MESSAGES,
  validateBrandRegistration,
  validateCreatorRegistration,
} from './registration.ts';

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
