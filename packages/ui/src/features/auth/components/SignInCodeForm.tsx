import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  twoFactorCodeSchema,
  type TwoFactorCodeInput,
} from '@qrlink/core/validation/two-factor-code';
import { signOut } from '@qrlink/data/auth/sign-out';
import { verifySignInCode } from '@qrlink/data/auth/verify-sign-in-code';
import { accountAccess } from '@/lib/account-access';
import { TwoFactorCodeField } from '@/lib/components/TwoFactorCodeField';
import { notify } from '@/lib/notify';
import { href, safeRedirectPath } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { zodValidate } from '@/lib/zod-form';

/**
 * Sign-in, step 2, for accounts with two-factor sign-in on: the password was right, now the
 * authenticator app's code. Until it is verified the server answers this session nothing.
 */
export function SignInCodeForm({ email }: { email: string }) {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<TwoFactorCodeInput>({
    initialValues: { code: '' },
    validate: zodValidate(twoFactorCodeSchema),
  });

  const verify = useMutation({
    mutationFn: async ({ code }: TwoFactorCodeInput) => {
      const user = await verifySignInCode(code);
      return { user, access: await accountAccess(user.id) };
    },
    onSuccess: ({ user, access }) => {
      notify.success({ title: 'Login bem-sucedido!', message: 'Bem-vindo de volta!' });
      setSession({ status: 'authenticated', user, ...access });
      navigate(safeRedirectPath(params.get('redirect'), href('dashboard')), { replace: true });
    },
    onError: (error) => {
      form.setFieldValue('code', '');
      notify.failure(error);
    },
  });

  const useAnotherAccount = async () => {
    await signOut().catch(() => undefined);
    setSession({ status: 'anonymous' });
  };

  return (
    <form onSubmit={form.onSubmit((values) => verify.mutate(values))} noValidate>
      <Stack>
        <Text size="sm">
          Abra o aplicativo autenticador do seu celular e digite o código de 6 dígitos da conta{' '}
          <strong>{email}</strong>.
        </Text>
        <TwoFactorCodeField
          label="Código de verificação"
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={useAnotherAccount}>
            Entrar com outra conta
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
