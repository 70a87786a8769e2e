import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useCurrencyInput } from '@/lib/money';

/**
 * A NumberInput's value as a number. Mantine hands back a string while the text is not yet a plain
 * number's (`45.50` keeps its typed zero, `45.` its mark; always with a '.' whatever the reader
 * types): that is still 45.5 or 45. Empty is undefined.
 */
export function amountOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
}

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The stylist's currency (or the one the answer names); its symbol and decimals. */
  currency: string | null | undefined;
  /** The form's amount in major units; empty as '', null or undefined. */
  value: number | '' | null | undefined;
  /** The amount typed, as a number (45.5 for a German "45,50"); undefined while it is empty. */
  onChange: (amount: number | undefined) => void;
};

/**
 * An amount typed the reader's way (issue #29): her language's decimal and grouping marks, the
 * currency's symbol on its side and its decimals (`useCurrencyInput`); the form gets a number.
 */
export function AmountInput({ currency, value, onChange, ...props }: Props) {
  const currencyInput = useCurrencyInput(currency);
  const amount = value === '' || value === null ? undefined : value;
  // Mantine's own value while it means the form's amount, so "45,50" keeps the zero being typed;
  // the form's amount when it changed from elsewhere (loaded, reset).
  const [typed, setTyped] = useState<number | string>(amount ?? '');
  const shown = amountOf(typed) === amount ? typed : (amount ?? '');
  return (
    <NumberInput
      {...currencyInput}
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(amountOf(next));
      }}
    />
  );
}
