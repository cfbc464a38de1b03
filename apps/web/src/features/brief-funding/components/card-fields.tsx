import { CARD_ERROR_MESSAGES, type TTestCard } from '@briefly/shared/payments';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';

export interface CardValues {
  /** Digits only. */
  number: string;
  /** As typed: 'MM / YY'. */
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MMYY' typed in any way → 'MM / YY'. */
function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and four-digit year from 'MM / YY' (0 when unreadable, so the provider names the problem). */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const digits = expiry.replace(/\D/g, '');
  const expMonth = digits.length >= 2 ? Number(digits.slice(0, 2)) : 0;
  const yearDigits = digits.slice(2);
  const expYear =
    yearDigits.length === 2 ? 2000 + Number(yearDigits) : yearDigits.length === 4 ? Number(yearDigits) : 0;
  return { expMonth, expYear };
}

export function toTestCard(card: CardValues): TTestCard {
  return { number: card.number, ...parseExpiry(card.expiry), cvc: card.cvc };
}

/** Checks Stripe Elements makes before any request (same texts as Stripe); null when complete. */
export function incompleteCardMessage(card: CardValues): string | null {
  if (card.number.length < 12) return CARD_ERROR_MESSAGES.incompleteNumber;
  const { expMonth, expYear } = parseExpiry(card.expiry);
  if (expMonth < 1 || expMonth > 12) return CARD_ERROR_MESSAGES.invalidExpiryMonth;
  if (!expYear) return CARD_ERROR_MESSAGES.invalidExpiryYear;
  if (card.cvc.length < 3) return CARD_ERROR_MESSAGES.invalidCvc;
  return null;
}

interface CardFieldsProps {
  value: CardValues;
  onChange: (value: CardValues) => void;
  disabled?: boolean;
}

/** Card number, expiry and CVC, formatted as typed (test mode; Stripe Elements take this place in production). */
export function CardFields({ value, onChange, disabled }: CardFieldsProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        leftSection={<IconCreditCard size={18} stroke={1.6} />}
        value={groupsOfFour(value.number)}
        onChange={(event) => onChange({ ...value, number: event.currentTarget.value.replace(/\D/g, '').slice(0, 19) })}
        disabled={disabled}
        data-autofocus
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.currentTarget.value) })}
          disabled={disabled}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
          disabled={disabled}
        />
      </SimpleGrid>
    </Stack>
  );
}
