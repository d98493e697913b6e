// Configurações > API > Chaves de API (docs/product/teams.md, "API keys"): the keys of the
// workspace being worked in, for its owners and admins. Create a key (shown once) that reads and
// writes, or only reads; see each key's prefix, permission, creation, last use and state; revoke
// one for good (confirmed). Other members are told who manages them.
import { Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@qrlink/core/dates/format-date';
import {
  createApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@qrlink/data/api-keys/create-api-key';
import { listApiKeys } from '@qrlink/data/api-keys/list-api-keys';
import { revokeApiKey } from '@qrlink/data/api-keys/revoke-api-key';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import type { MyWorkspace } from '@qrlink/data/teams/list-my-workspaces';
import { OneTimeSecret } from './OneTimeSecret';
import { WorkspaceAdminSection } from './WorkspaceAdminSection';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read_write: 'Leitura e escrita',
  read_only: 'Somente leitura',
};

export function ApiKeysSection() {
  return (
    <WorkspaceAdminSection
      title="Chaves de API"
      what="as chaves de API"
      loadingLabel="Carregando chaves..."
      errorTitle="Erro ao carregar chaves"
    >
      {(workspace) => <WorkspaceApiKeys workspace={workspace} />}
    </WorkspaceAdminSection>
  );
}

function WorkspaceApiKeys({ workspace }: { workspace: MyWorkspace }) {
  const { id: workspaceId, name: workspaceName } = workspace;
  const client = useQueryClient();
  const queryKey = ['api-keys', workspaceId];
  const keys = useQuery({ queryKey, queryFn: () => listApiKeys(workspaceId) });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read_write');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: (keyName: string) => createApiKey(keyName, workspaceId, scope),
    onSuccess: (key) => {
      setCreated(key);
      setName('');
      notify.success({ title: 'Chave criada', message: `A chave "${key.name}" está pronta.` });
      return client.invalidateQueries({ queryKey });
    },
    onError: (error) => notify.failure(error),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: () => {
      notify.success({ title: 'Chave revogada', message: 'Ela não funciona mais.' });
      return client.invalidateQueries({ queryKey });
    },
    onError: (error) => notify.failure(error),
  });
  const confirmRevoke = (id: string, keyName: string) =>
    modals.openConfirmModal({
      title: 'Revogar esta chave?',
      children: (
        <Text size="sm">
          Tudo o que usa a chave &quot;{keyName}&quot; deixará de acessar a API na hora. Esta ação
          não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(id),
    });

  return (
    <>
      <Text size="sm" c="dimmed">
        As chaves de &quot;{workspaceName}&quot; leem e alteram só os QR Codes e links deste espaço
        de trabalho, com o papel de quem as criou.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(name);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Nome da chave"
            placeholder="Ex.: Integração da loja"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Permissão"
            data={Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }))}
            value={scope}
            allowDeselect={false}
            onChange={(value) => value && setScope(value as ApiKeyScope)}
            style={{ flex: '0 1 200px' }}
          />
          <Button type="submit" loading={create.isPending}>
            Criar chave
          </Button>
        </Group>
      </form>
      {created && <OneTimeSecret title={`Sua nova chave "${created.name}"`} value={created.key} />}
      {keys.isPending ? (
        <LoadingState label="Carregando chaves..." />
      ) : keys.isError ? (
        <ErrorState title="Erro ao carregar chaves" onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <Text c="dimmed">Nenhuma chave criada.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Chave</Table.Th>
                <Table.Th>Permissão</Table.Th>
                <Table.Th>Criada em</Table.Th>
                <Table.Th>Último uso</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th aria-label="Ações" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {key.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>{SCOPE_LABELS[key.scope]}</Table.Td>
                  <Table.Td>{formatDate(key.created_at)}</Table.Td>
                  <Table.Td>
                    {key.last_used_at ? formatDateTime(key.last_used_at) : 'Nunca'}
                  </Table.Td>
                  <Table.Td>
                    {key.revoked_at ? (
                      <Badge color="gray.7" variant="outline">
                        Revogada em {formatDate(key.revoked_at)}
                      </Badge>
                    ) : (
                      <Badge color="teal.9" variant="outline">
                        Ativa
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!key.revoked_at && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRevoke(key.id, key.name)}
                        aria-label={`Revogar a chave ${key.name}`}
                      >
                        Revogar
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
