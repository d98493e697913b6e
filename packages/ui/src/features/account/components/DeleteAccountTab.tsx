// Excluir Conta: two confirmations, then every row and logo file goes, the session ends and the
// visitor lands on the home page. A failure keeps its toast 10 seconds.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccount } from '@qrlink/data/account/delete-account';
import { notify, toastDurations } from '@/lib/notify';
import { useSignOut } from '@/lib/use-sign-out';

const CONFIRM_WORD = 'EXCLUIR';
// The theme's red (shade 7) is 3.8:1 with white and on white, below WCAG AA; red.9 is 5.5:1.
const DANGER = 'red.9';

function SecondConfirmation({ onConfirm }: { onConfirm: () => void }) {
  const [typed, setTyped] = useState('');
  return (
    <Stack gap="sm">
      <Text size="sm">
        Para confirmar, digite <strong>{CONFIRM_WORD}</strong> abaixo.
      </Text>
      <TextInput
        label="Confirmação"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        data-autofocus
      />
      <Button
        color={DANGER}
        disabled={typed.trim().toUpperCase() !== CONFIRM_WORD}
        onClick={onConfirm}
      >
        Excluir minha conta para sempre
      </Button>
    </Stack>
  );
}

export function DeleteAccountTab() {
  const signOut = useSignOut();
  const remove = useMutation({ mutationFn: deleteAccount });

  function run() {
    modals.closeAll();
    remove.mutate(undefined, {
      // Sign-out goes home first, then ends the session (the server has none left).
      onSuccess: async () => {
        await signOut();
        notify.success({
          title: 'Conta excluída',
          message: 'Sua conta e seus dados foram removidos.',
        });
      },
      onError: (error) =>
        notify.error({
          title: 'Erro ao excluir conta',
          message: `${error.message} Tente novamente ou contate o suporte.`,
          autoClose: toastDurations.accountDeletionError,
        }),
    });
  }

  function confirm() {
    modals.openConfirmModal({
      title: 'Excluir sua conta?',
      children: (
        <Text size="sm">
          Todos os seus QR Codes (que deixarão de funcionar, mesmo impressos), links, scans,
          cliques, notificações e logos serão excluídos. Esta ação não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Continuar', cancel: 'Cancelar' },
      confirmProps: { color: DANGER },
      onConfirm: () =>
        modals.open({
          title: 'Última confirmação',
          children: <SecondConfirmation onConfirm={run} />,
        }),
    });
  }

  return (
    <Alert color={DANGER} variant="outline" title="Zona de perigo">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Excluir a conta apaga todos os seus dados de forma permanente.</Text>
        <Button color={DANGER} onClick={confirm} loading={remove.isPending}>
          Excluir Conta
        </Button>
      </Stack>
    </Alert>
  );
}
