import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A dollar amount: whole cents, never negative, thousands separated ("1,250.50"). Every money field
 * uses it so they all accept and show amounts the same way; callers add label, limits and errors.
 */
export function DollarInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} allowNegative={false} thousandSeparator="," {...props} />;
}
