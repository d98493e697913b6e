// Configurações > Senha: 'Sair de todos os outros dispositivos' (docs/product/trust-and-safety.md,
// "Sessions"), after a confirmation; this browser stays signed in.
import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { signOutOtherDevices } from '@qrlink/data/auth/sign-out';
import { notify } from '@/lib/notify';

export function OtherDevicesSection() {
  const signOut = useMutation({ mutationFn: signOutOtherDevices });

  function confirm() {
    modals.openConfirmModal({
      title: 'Sair dos outros dispositivos?',
      children: (
        <Text size="sm">
          Sua conta será desconectada em todos os outros navegadores, celulares e no aplicativo de
          computador. Este navegador continua conectado.
        </Text>
      ),
      labels: { confirm: 'Sair dos outros', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        signOut.mutate(undefined, {
          onSuccess: () =>
            notify.success({
              title: 'Outros dispositivos desconectados',
              message: 'Só este navegador continua conectado à sua conta.',
            }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  return (
    <Stack gap="sm" maw={480} component="section" aria-labelledby="other-devices-title">
      <Divider />
      <Title order={2} size="h4" id="other-devices-title">
        Sessões
      </Title>
      <Text size="sm" c="dimmed">
        Esqueceu a conta aberta em outro computador ou perdeu o celular? Desconecte todos os outros
        dispositivos de uma vez.
      </Text>
      <Button
        variant="default"
        leftSection={<IconLogout size={18} />}
        loading={signOut.isPending}
        onClick={confirm}
        style={{ alignSelf: 'flex-start' }}
      >
        Sair de todos os outros dispositivos
      </Button>
    </Stack>
  );
}
