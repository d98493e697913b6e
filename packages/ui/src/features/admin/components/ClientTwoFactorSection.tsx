// Admin > Clientes > Editar Cliente: a client who signs in with an authenticator code and lost
// the phone cannot sign in. An admin removes the verification here, with a reason the audit log
// keeps (admin_remove_two_factor: every session of the client ends too); the database's refusals
// (the admin's own, a client who no longer uses it...) show in the modal.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClientDetail } from '@qrlink/data/admin/get-client';
import { notify } from '@/lib/notify';
import { useClientMutations } from '../hooks/use-admin';
import { ReasonModal } from './ReasonModal';

const DANGER = 'red.9';

export function ClientTwoFactorSection({ client }: { client: ClientDetail }) {
  const [opened, setOpened] = useState(false);
  const removal = useClientMutations().removeTwoFactor;

  function open() {
    removal.reset();
    setOpened(true);
  }

  function close() {
    setOpened(false);
    removal.reset();
  }

  async function confirm(reason: string) {
    try {
      // Resolves once the client is read again: this section then goes away with the factor.
      await removal.mutateAsync({ userId: client.id, reason });
    } catch {
      return; // the refusal shows in the modal
    }
    notify.success({
      title: 'Verificação em duas etapas removida',
      message: `${client.email ?? 'O cliente'} pode entrar só com a senha.`,
    });
    setOpened(false);
  }

  return (
    <Paper withBorder p="lg" maw={560} component="section" aria-labelledby="client-two-factor">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="client-two-factor">
          Verificação em duas etapas
        </Title>
        <Text size="sm">Este cliente entra com um código do aplicativo autenticador.</Text>
        <Button variant="outline" color={DANGER} onClick={open}>
          Remover verificação em duas etapas
        </Button>
      </Stack>
      <ReasonModal
        opened={opened}
        title="Remover verificação em duas etapas?"
        reasonRequired
        confirmLabel="Remover"
        confirmColor={DANGER}
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onConfirm={(reason) => void confirm(reason)}
        onClose={close}
      >
        <Text size="sm">
          O cliente poderá entrar só com a senha e deverá ativar a verificação de novo em
          Configurações &gt; Segurança. Todas as sessões dele serão encerradas.
        </Text>
      </ReasonModal>
    </Paper>
  );
}
