import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A decimal field as a Spaniard writes it: the comma is shown, and a typed or pasted dot still
 * becomes the decimal separator, so '70,50' and '70.50' read alike (decision 077). Explicit rather
 * than Mantine's default, which could change under us.
 */
export const DECIMAL_COMMA: Pick<
  NumberInputProps,
  'decimalSeparator' | 'allowedDecimalSeparators'
> = { decimalSeparator: ',', allowedDecimalSeparators: [',', '.'] };

/**
 * The one input of an amount in euros: at most two decimals, not negative unless asked. Its value
 * is what NumberInput gives back (a number, or a string such as '70.50' while the cents end in
 * zero), so read it with `parseEuros` from the domain, never `Number()` or a type check.
 */
export function EuroInput(props: NumberInputProps) {
  return <NumberInput {...DECIMAL_COMMA} decimalScale={2} allowNegative={false} {...props} />;
}
