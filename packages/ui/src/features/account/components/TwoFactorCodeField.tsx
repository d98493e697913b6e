import { TextInput, type TextInputProps } from '@mantine/core';

/** The six-digit code of an authenticator app: numeric keyboard, the phone's code autofill. */
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
