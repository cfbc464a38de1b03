import { CARD_ERROR_MESSAGES, TEST_CARDS, type TTestCard } from '@briefly/shared/payments';
import { CardError } from '../errors.ts';

// What Stripe's test mode does with a card (docs/product/money-and-ledger.md#test-mode): the special numbers decline, the
// rest of the well-formed numbers succeed, and malformed input gets Stripe's own messages.

const SPECIAL_OUTCOMES: Record<string, () => CardError> = {
  [TEST_CARDS.declined]: () => new CardError(CARD_ERROR_MESSAGES.declined, 'card_declined', 'generic_decline'),
  [TEST_CARDS.insufficientFunds]: () =>
    new CardError(CARD_ERROR_MESSAGES.insufficientFunds, 'card_declined', 'insufficient_funds'),
  [TEST_CARDS.expired]: () => new CardError(CARD_ERROR_MESSAGES.expired, 'expired_card', 'expired_card'),
  '4000000000000127': () => new CardError(CARD_ERROR_MESSAGES.incorrectCvc, 'incorrect_cvc', 'incorrect_cvc'),
};

/** The card's last 4 digits when it would be charged; throws CardError with Stripe's message otherwise. */
export function chargeTestCard(card: TTestCard, now: Date): { last4: string } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number)) throw new CardError(CARD_ERROR_MESSAGES.invalidNumber, 'invalid_number');
  if (number.length < 13) throw new CardError(CARD_ERROR_MESSAGES.incompleteNumber, 'incomplete_number');
  if (number.length > 19 || !passesLuhn(number))
    throw new CardError(CARD_ERROR_MESSAGES.invalidNumber, 'invalid_number');

  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardError(CARD_ERROR_MESSAGES.invalidExpiryMonth, 'invalid_expiry_month');
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const currentYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > currentYear + 50)
    throw new CardError(CARD_ERROR_MESSAGES.invalidExpiryYear, 'invalid_expiry_year');
  if (year < currentYear || (year === currentYear && card.expMonth < now.getUTCMonth() + 1)) {
    throw new CardError(CARD_ERROR_MESSAGES.expiryPast, 'invalid_expiry_year_past');
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new CardError(CARD_ERROR_MESSAGES.invalidCvc, 'invalid_cvc');

  const outcome = SPECIAL_OUTCOMES[number];
  if (outcome) throw outcome();
  return { last4: number.slice(-4) };
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
