import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@qrlink/core/validation/reset-password-schema';
import { updatePassword } from '@qrlink/data/auth/update-password';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { parseOrToast, zodValidate } from '@/lib/zod-form';
import { NewPasswordFields } from './NewPasswordFields';

export function UpdatePasswordForm() {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidate(resetPasswordSchema),
  });
  const update = useMutation({
    mutationFn: (values: ResetPasswordInput) => updatePassword(values),
    onSuccess: () => {
      notify.success({ title: 'Senha atualizada!', message: 'Sua nova senha já está valendo.' });
      navigate(href('dashboard'), { replace: true });
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => update.mutate(values),
        (_errors, values) => parseOrToast(resetPasswordSchema, values),
      )}
    >
      <Stack>
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar nova senha'}
        </Button>
      </Stack>
    </form>
  );
}
