import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The six-digit code of an authenticator app (sign-in, Configurações > Segurança): numeric
 * keyboard, the phone's code autofill, room for the space apps show in the middle.
 */
export function TwoFactorCodeField(props: TextInputProps) {
  return (
    <TextInput
      label="Código do aplicativo"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      withAsterisk
      {...props}
    />
  );
}
