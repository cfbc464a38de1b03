import { describe, expect, it } from 'vitest';
import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@briefly/shared/payments';
import { CardError } from '../errors.ts';
import { chargeTestCard } from './cards.ts';

const NOW = new Date('2027-06-15T12:00:00Z');
const card = (overrides: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number: TEST_CARDS.success,
  expMonth: 12,
  expYear: 2029,
  cvc: '123',
  ...overrides,
});
const failure = (input: ReturnType<typeof card>) => {
  try {
    chargeTestCard(input, NOW);
  } catch (error) {
    if (error instanceof CardError) return { message: error.message, code: error.code, declineCode: error.declineCode };
    throw error;
  }
  return null;
};

describe('chargeTestCard (Stripe test-mode cards)', () => {
  it('charges 4242 4242 4242 4242 and other well-formed numbers', () => {
    expect(chargeTestCard(card({ number: '4242 4242 4242 4242' }), NOW)).toEqual({ last4: '4242' });
    expect(chargeTestCard(card({ number: '5555-5555-5555-4444', expYear: 29 }), NOW)).toEqual({ last4: '4444' });
    expect(chargeTestCard(card({ expMonth: 6, expYear: 2027 }), NOW)).toEqual({ last4: '4242' }); // expires this month: still valid
  });

  it.each([
    [TEST_CARDS.declined, CARD_ERROR_MESSAGES.declined, 'card_declined', 'generic_decline'],
    [TEST_CARDS.insufficientFunds, CARD_ERROR_MESSAGES.insufficientFunds, 'card_declined', 'insufficient_funds'],
    [TEST_CARDS.expired, CARD_ERROR_MESSAGES.expired, 'expired_card', 'expired_card'],
    ['4000000000000127', CARD_ERROR_MESSAGES.incorrectCvc, 'incorrect_cvc', 'incorrect_cvc'],
  ])('declines %s with Stripe’s message', (number, message, code, declineCode) => {
    expect(failure(card({ number }))).toEqual({ message, code, declineCode });
  });

  it.each([
    [{ number: '4242 abcd' }, CARD_ERROR_MESSAGES.invalidNumber],
    [{ number: '4242' }, CARD_ERROR_MESSAGES.incompleteNumber],
    [{ number: '4242424242424241' }, CARD_ERROR_MESSAGES.invalidNumber],
    [{ number: '42424242424242424242' }, CARD_ERROR_MESSAGES.invalidNumber],
    [{ expMonth: 13 }, CARD_ERROR_MESSAGES.invalidExpiryMonth],
    [{ expMonth: Number.NaN }, CARD_ERROR_MESSAGES.invalidExpiryMonth],
    [{ expYear: 2200 }, CARD_ERROR_MESSAGES.invalidExpiryYear],
    [{ expMonth: 5, expYear: 2027 }, CARD_ERROR_MESSAGES.expiryPast],
    [{ expYear: 2026 }, CARD_ERROR_MESSAGES.expiryPast],
    [{ cvc: '12' }, CARD_ERROR_MESSAGES.invalidCvc],
    [{ cvc: 'abc' }, CARD_ERROR_MESSAGES.invalidCvc],
  ])('refuses %o: %s', (overrides, message) => {
    expect(failure(card(overrides))?.message).toBe(message);
  });
});
