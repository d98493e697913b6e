import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MIN_PASSWORD_LENGTH } from '@qrlink/core/constants';
import { passwordChangeSchema } from '@qrlink/core/validation/password-change-schema';
import { changePassword } from '@qrlink/data/account/change-password';
import { notify } from '@/lib/notify';
import { parseOrToast, zodValidate } from '@/lib/zod-form';
import { OtherDevicesSection } from './OtherDevicesSection';

export function PasswordTab() {
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidate(passwordChangeSchema),
  });
  const save = useMutation({ mutationFn: changePassword });
  return (
    <Stack gap="xl">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) =>
            save.mutate(values, {
              onSuccess: () => {
                notify.success({
                  title: 'Senha alterada!',
                  message: 'Use a nova senha no próximo login.',
                });
                form.reset();
              },
              onError: (error) => notify.failure(error),
            }),
          // The first problem also as a toast, with the spec's title.
          (_errors, values) => parseOrToast(passwordChangeSchema, values),
        )}
      >
        <Stack gap="md" maw={480}>
          <PasswordInput
            label="Nova senha"
            description={`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres.`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirmar nova senha"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Alterar senha
          </Button>
        </Stack>
      </form>
      <OtherDevicesSection />
    </Stack>
  );
}
