import { describe, expect, it } from 'vitest';
import {
  emptyBrandRegistration,
  emptyCreatorRegistration,
  REGISTRATION_MESSAGES as M,
  validateBrandRegistration,
  validateBrandStep,
  validateCreatorStep,
  ZBrandRegistrationRequest,
  type BrandRegistrationValues,
  type CreatorRegistrationValues,
} from './auth.ts';

const validBrand: BrandRegistrationValues = {
  ...emptyBrandRegistration,
  companyName: 'Acme',
  contactName: 'Jo',
  email: 'jo@acme.test',
  password: 'password1',
  confirmPassword: 'password1',
  phoneNumber: '555',
  addressStreet: '1 St',
  addressCity: 'City',
  addressState: 'ST',
  addressZip: '12345',
  paymentMethod: 'credit_card',
  cardNumber: '1234',
  cardType: 'Visa',
  termsAccepted: true,
};

const validCreator: CreatorRegistrationValues = {
  ...emptyCreatorRegistration,
  userName: 'cam',
  fullName: 'Cam',
  email: 'cam@x.test',
  password: 'password1',
  confirmPassword: 'password1',
  phoneNumber: '555',
  addressStreet: '1 St',
  addressCity: 'City',
  addressState: 'ST',
  addressZip: '12345',
  termsAccepted: true,
};

describe('brand wizard steps (docs/product/accounts.md#brand-registration)', () => {
  // [step index, changes, expected message]
  const cases: Array<[number, Partial<BrandRegistrationValues>, string | null]> = [
    [0, {}, null],
    [0, { companyName: '' }, M.requiredFields],
    [0, { contactName: ' ' }, M.requiredFields],
    [0, { email: '' }, M.requiredFields],
    [0, { password: '', confirmPassword: '' }, M.requiredFields],
    [0, { confirmPassword: 'password2' }, M.passwordsDoNotMatch],
    [0, { password: 'short', confirmPassword: 'short' }, M.passwordTooShort],
    [0, { password: '12345678', confirmPassword: '12345678' }, null],
    [0, { email: 'nope' }, M.invalidEmail],
    [1, {}, null],
    [1, { phoneNumber: '' }, M.requiredContactFields],
    [1, { addressStreet: '' }, M.requiredContactFields],
    [1, { addressCity: '' }, M.requiredContactFields],
    [1, { addressState: '' }, M.requiredContactFields],
    [1, { addressZip: '' }, M.requiredContactFields],
    [2, { socialWebsite: '' }, null],
    [3, { paymentMethod: '' }, M.selectPaymentMethod],
    [3, { cardNumber: '' }, M.cardDetails],
    [3, { paymentMethod: 'debit_card', cardType: '' }, M.cardDetails],
    [3, { cardNumber: '12a4' }, M.cardLast4],
    [3, { paymentMethod: 'bank_transfer' }, M.bankDetails],
    [
      3,
      {
        paymentMethod: 'bank_transfer',
        bankName: 'B',
        bankAccountType: 'Checking',
        bankRouting: '1234',
        bankAccount: '5678',
      },
      null,
    ],
    [
      3,
      {
        paymentMethod: 'bank_transfer',
        bankName: 'B',
        bankAccountType: 'Checking',
        bankRouting: '12x4',
        bankAccount: '5678',
      },
      M.bankRoutingDigits,
    ],
    [4, { termsAccepted: false }, M.acceptTerms],
    [4, {}, null],
  ];
  it.each(cases)('step %i with %o → %s', (step, changes, expected) => {
    expect(validateBrandStep(step, { ...validBrand, ...changes })).toBe(expected);
  });

  it('reports the first failing step in wizard order', () => {
    expect(validateBrandRegistration({ ...validBrand, phoneNumber: '', termsAccepted: false })).toBe(
      M.requiredContactFields,
    );
  });

  it('server schema answers a bare body with the first step message', () => {
    const result = ZBrandRegistrationRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.requiredFields);
  });
});

describe('creator wizard steps', () => {
  const cases: Array<[number, Partial<CreatorRegistrationValues>, string | null]> = [
    [0, {}, null],
    [0, { userName: '' }, M.requiredFields],
    [0, { fullName: '' }, M.requiredFields],
    [0, { confirmPassword: 'x' }, M.passwordsDoNotMatch],
    [0, { password: 'a', confirmPassword: 'a' }, M.passwordTooShort],
    [0, { userName: 'ab' }, M.usernameTooShort],
    [0, { userName: 'has space' }, M.usernameCharacters],
    [1, { addressZip: '' }, M.requiredContactFields],
    [2, {}, null],
    [3, { termsAccepted: false }, M.acceptTerms],
  ];
  it.each(cases)('step %i with %o → %s', (step, changes, expected) => {
    expect(validateCreatorStep(step, { ...validCreator, ...changes })).toBe(expected);
  });
});
