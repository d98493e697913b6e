import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { resendConfirmation, ResendTooSoonError } from '@qrlink/data/auth/resend-confirmation';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePublicOrigin } from '@/lib/use-public-origin';

/**
 * 'Quase lá!': the confirmation mail is on its way; it can be sent again. When the server asks
 * to wait, the button counts the seconds down and stays disabled until then.
 */
export function ConfirmationSent({ email }: { email: string }) {
  const origin = usePublicOrigin();
  const [waitSeconds, setWaitSeconds] = useState(0);
  // Said once to screen readers; the button's label carries the countdown.
  const [announcement, setAnnouncement] = useState('');
  const tick = useInterval(() => setWaitSeconds((s) => Math.max(0, s - 1)), 1000);
  useEffect(() => {
    if (waitSeconds > 0 && !tick.active) tick.start();
    if (waitSeconds === 0 && tick.active) tick.stop();
  }, [waitSeconds, tick]);

  const resend = useMutation({
    mutationFn: () => resendConfirmation(email, origin),
    onSuccess: () =>
      notify.success({
        title: 'E-mail reenviado!',
        message: `Enviamos um novo link de confirmação para ${email}.`,
      }),
    onError: (error) => {
      if (error instanceof ResendTooSoonError) {
        setWaitSeconds(error.seconds);
        setAnnouncement(`Aguarde ${error.seconds} segundos para reenviar o e-mail.`);
      } else notify.failure(error);
    },
  });
  const waiting = waitSeconds > 0;
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
      <Button
        variant="light"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || waiting}
      >
        {resend.isPending
          ? 'Reenviando...'
          : waiting
            ? `Reenviar confirmação (${waitSeconds} s)`
            : 'Reenviar confirmação'}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" role="status">
        {waiting ? announcement : ''}
      </Text>
      <Anchor component={Link} to={href('login')}>
        Ir para o login
      </Anchor>
    </Stack>
  );
}
