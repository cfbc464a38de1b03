// Option lists of the registration wizards (docs/product/accounts.md#option-lists).
export const PHONE_COUNTRY_CODES = ['+1', '+44', '+91', '+86', '+81', '+49', '+33', '+39', '+34', '+31'] as const;
export const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Other',
] as const;
export const CARD_TYPES = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Other'] as const;
export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings', 'Business Checking', 'Business Savings'] as const;
export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'bank_transfer'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  credit_card: 'Credit card',
  debit_card: 'Debit card',
  bank_transfer: 'Bank transfer',
};

export const USER_TYPES = ['brand', 'creator', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
