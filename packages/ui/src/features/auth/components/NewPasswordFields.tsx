// The password a person chooses plus its confirmation (sign-up, reset, account settings). The
// form's schema checks the length and that both match; this only lays out the two inputs.
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

type NewPasswordFieldsProps<Values extends NewPasswordValues> = {
  form: UseFormReturnType<Values>;
  passwordLabel?: string;
  confirmLabel?: string;
};

export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  passwordLabel = 'Nova senha',
  confirmLabel = 'Confirmar nova senha',
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description="Mínimo de 6 caracteres."
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
