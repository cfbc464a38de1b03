import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../limits.ts';

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

/** The sign-in, contact and social fields both registration wizards ask for. */
interface AccountContactValues {
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
}

// ---------------------------------------------------------------- brand

export interface BrandRegistrationValues extends AccountContactValues {
  companyName: string;
  contactName: string;
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

export interface CreatorRegistrationValues extends AccountContactValues {
  userName: string;
  fullName: string;
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
