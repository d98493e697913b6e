import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { resendConfirmation } from '@qrlink/data/auth/resend-confirmation';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';

/** 'Quase lá!': the confirmation mail is on its way; it can be sent again. */
export function ConfirmationSent({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => resendConfirmation(email, window.location.origin),
    onSuccess: () =>
      notify.success({
        title: 'E-mail reenviado!',
        message: `Enviamos um novo link de confirmação para ${email}.`,
      }),
    onError: (error) => notify.failure(error),
  });
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={36} />
      </ThemeIcon>
      <Text>
        Enviamos um link de confirmação para <strong>{email}</strong>. Abra o e-mail e clique no
        link para ativar sua conta.
      </Text>
      <Text size="sm" c="dimmed">
        Não recebeu? Verifique a caixa de spam ou reenvie.
      </Text>
      <Button variant="light" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Reenviando...' : 'Reenviar confirmação'}
      </Button>
      <Anchor component={Link} to={href('login')}>
        Ir para o login
      </Anchor>
    </Stack>
  );
}
