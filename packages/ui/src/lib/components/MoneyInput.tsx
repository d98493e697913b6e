// A price in reais, typed or pasted as people write it ('1.234,56', '29.90', 'R$ 29,90'), read
// by parseBRL (core) and written back as 'R$ 1.234,56' when the field is left.
//
// Decision: a plain text field, not Mantine's NumberInput. A formatting input decides what each
// '.' means the moment it is typed, before the digits after it are known: '1.234,56' became
// R$ 1,23 and a pasted '29.90' R$ 2.990,00. Here the text stays as entered until it is complete.
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { BRL_SPACE, formatBRL } from '@qrlink/core/pricing/format-brl';
import { parseBRL } from '@qrlink/core/pricing/parse-brl';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** A number (a saved price) or the text as entered. */
  value?: string | number;
  onChange: (value: string) => void;
}

/** 1234.5 -> 'R$ 1.234,50', with a plain space: the field holds text people edit and copy. */
function formatMoneyField(amount: number): string {
  return formatBRL(amount).replace(BRL_SPACE, ' ');
}

/** The tidy form of the text, or null when tidying would change the amount (e.g. rounding). */
function tidy(text: string): string | null {
  const reading = parseBRL(text);
  if (reading.kind !== 'amount') return null;
  const formatted = formatMoneyField(reading.value);
  const again = parseBRL(formatted);
  return again.kind === 'amount' && again.value === reading.value ? formatted : null;
}

export function MoneyInput({ value = '', onChange, onBlur, ...props }: MoneyInputProps) {
  const text = typeof value === 'number' ? formatMoneyField(value) : value;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const tidied = tidy(text);
        if (tidied !== null && tidied !== text) onChange(tidied);
        onBlur?.(event);
      }}
    />
  );
}
