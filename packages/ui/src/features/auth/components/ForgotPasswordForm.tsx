import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { emailField } from '@qrlink/core/validation/fields';
import { requestPasswordReset } from '@qrlink/data/auth/request-password-reset';
import { notify } from '@/lib/notify';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { href } from '@/lib/routes';
import { zodValidate } from '@/lib/zod-form';

const forgotSchema = z.object({ email: emailField });

export const RESET_SENT_MESSAGE =
  'Se existir uma conta com este e-mail, você receberá um link para redefinir sua senha.';

/** Reset request: the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodValidate(forgotSchema),
  });
  const origin = usePublicOrigin();
  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email, origin),
    onSuccess: () => notify.success({ title: 'Verifique seu e-mail', message: RESET_SENT_MESSAGE }),
    onError: (error) => notify.failure(error),
  });

  if (request.isSuccess) {
    return (
      <Stack>
        <Alert icon={<IconMailForward aria-hidden />} title="Verifique seu e-mail" color="green">
          {RESET_SENT_MESSAGE}
        </Alert>
        <Anchor component={Link} to={href('login')} ta="center">
          Voltar para o login
        </Anchor>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email))}>
      <Stack>
        <Text size="sm" c="dimmed">
          Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
        </Text>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth disabled={request.isPending}>
          {request.isPending ? 'Enviando...' : 'Enviar link de recuperação'}
        </Button>
        <Anchor component={Link} to={href('login')} ta="center" size="sm">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
