import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@qrlink/core/validation/login-schema';
import { signIn } from '@qrlink/data/auth/sign-in';
import { accountAccess } from '@/lib/account-access';
import { needsSignInCode } from '@qrlink/data/two-factor/two-factor-status';
import { notify } from '@/lib/notify';
import { href, safeRedirectPath } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { zodValidate } from '@/lib/zod-form';

export function LoginForm() {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginSchema),
  });

  const login = useMutation({
    mutationFn: async (values: LoginInput) => {
      const user = await signIn(values);
      if (await needsSignInCode()) return { user, access: null };
      return { user, access: await accountAccess(user.id) };
    },
    onSuccess: ({ user, access }) => {
      // Two-factor sign-in on: the login page asks for the authenticator's code next.
      if (!access) return setSession({ status: 'second_factor', user });
      notify.success({ title: 'Login bem-sucedido!', message: 'Bem-vindo de volta!' });
      setSession({ status: 'authenticated', user, ...access });
      navigate(safeRedirectPath(redirect, href('dashboard')), { replace: true });
    },
    onError: (error) => notify.failure(error),
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={href('forgotPassword')} size="sm">
            Esqueceu sua senha?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
        <Text ta="center" size="sm">
          Não tem uma conta?{' '}
          <Anchor
            underline="always"
            component={Link}
            to={href('register', undefined, { redirect: redirect ?? undefined })}
          >
            Cadastre-se
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
