import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { registerSchema, type RegisterInput } from '@qrlink/core/validation/register-schema';
import { registerAccount } from '@qrlink/data/auth/register-account';
import { notify } from '@/lib/notify';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { href } from '@/lib/routes';
import { parseOrToast, zodValidate } from '@/lib/zod-form';
import { NewPasswordFields } from './NewPasswordFields';

/** Sign-up form; calls `onRegistered` with the address the confirmation mail went to. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    validate: zodValidate(registerSchema),
  });

  const origin = usePublicOrigin();
  const register = useMutation({
    mutationFn: (values: RegisterInput) => registerAccount(values, origin),
    onSuccess: (result) => {
      if (result.status === 'confirmation_sent') onRegistered(result.email);
      // A server that confirms accounts at once signs the person in: the session listener and
      // the signed-in redirect of this route take them to /dashboard.
      else notify.success({ title: 'Conta criada!', message: 'Bem-vindo ao QR Link.' });
    },
    onError: (error) => notify.failure(error),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => register.mutate(values),
        (_errors, values) => parseOrToast(registerSchema, values),
      )}
    >
      <Stack>
        <TextInput
          label="Nome completo"
          autoComplete="name"
          required
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordFields form={form} passwordLabel="Senha" confirmLabel="Confirmar senha" />
        <Button type="submit" fullWidth disabled={register.isPending}>
          {register.isPending ? 'Cadastrando...' : 'Criar conta'}
        </Button>
        <Text ta="center" size="sm">
          Já tem uma conta?{' '}
          <Anchor component={Link} to={href('login')} underline="always">
            Entrar
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
