// Admin > client edit (/admin/clients/edit/:clientId): full name (required) and role; the e-mail
// is shown read-only. The database refuses to demote the last admin. A client who signs in with
// an authenticator code gets a section to remove it (ClientTwoFactorSection); every client's
// workspaces are listed below the form (ClientWorkspacesSection).
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { USER_ROLES, type UserRole } from '@qrlink/core/constants';
import { formatDate } from '@qrlink/core/dates/format-date';
import { clientEditSchema } from '@qrlink/core/validation/client-edit-schema';
import type { ClientDetail } from '@qrlink/data/admin/get-client';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { zodValidate } from '@/lib/zod-form';
import { useClient, useClientMutations } from '../hooks/use-admin';
import { BackButton } from './BackButton';
import { ClientTwoFactorSection } from './ClientTwoFactorSection';
import { ClientWorkspacesSection } from './ClientWorkspacesSection';
import { ROLE_LABELS } from './RoleBadge';

function ClientForm({ client }: { client: ClientDetail }) {
  const navigate = useNavigate();
  const { update } = useClientMutations();
  const form = useForm<{ fullName: string; role: UserRole }>({
    initialValues: { fullName: client.full_name ?? '', role: client.role },
    validate: zodValidate(clientEditSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: client.id, input: values },
      {
        onSuccess: (message) => {
          notify.success({ title: 'Cliente atualizado', message });
          navigate(href('adminClients'));
        },
        onError: (error) => notify.failure(error),
      },
    ),
  );
  return (
    <Paper withBorder p="lg" maw={560}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            value={client.email ?? ''}
            readOnly
            description="O e-mail não pode ser alterado."
          />
          <TextInput
            label="Nome completo"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('fullName')}
          />
          <Select
            label="Papel"
            data={USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Text size="sm" c="dimmed">
            Plano: {client.plan_name ?? client.plan_id} · Cadastro: {formatDate(client.created_at)}
          </Text>
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Salvar alterações
            </Button>
            <Button component={Link} to={href('adminClients')} variant="default">
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function ClientEditPage() {
  const { clientId } = useParams();
  const query = useClient(clientId);

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  return (
    <Stack gap="lg">
      <BackButton to={href('adminClients')} />
      <Title order={1} size="h2">
        Editar Cliente
      </Title>
      {query.isError ? (
        <Navigate to={href('adminClients')} replace />
      ) : query.data ? (
        <>
          <ClientForm key={query.data.id} client={query.data} />
          <ClientWorkspacesSection client={query.data} />
          {query.data.two_factor && <ClientTwoFactorSection client={query.data} />}
        </>
      ) : (
        <Center py="xl">
          <Loader aria-label="Carregando cliente" />
        </Center>
      )}
    </Stack>
  );
}
