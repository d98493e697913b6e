// Configurações > API > Chaves de API: create a key (shown once), see each key's prefix, creation,
// last use and state, revoke one for good (confirmed).
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@qrlink/core/dates/format-date';
import { createApiKey, type CreatedApiKey } from '@qrlink/data/api-keys/create-api-key';
import { listApiKeys } from '@qrlink/data/api-keys/list-api-keys';
import { revokeApiKey } from '@qrlink/data/api-keys/revoke-api-key';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { OneTimeSecret } from './OneTimeSecret';

const KEYS = ['api-keys'];

export function ApiKeysSection() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: listApiKeys });
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: (keyName: string) => createApiKey(keyName),
    onSuccess: (key) => {
      setCreated(key);
      setName('');
      notify.success({ title: 'Chave criada', message: `A chave "${key.name}" está pronta.` });
      return client.invalidateQueries({ queryKey: KEYS });
    },
    onError: (error) => notify.failure(error),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: () => {
      notify.success({ title: 'Chave revogada', message: 'Ela não funciona mais.' });
      return client.invalidateQueries({ queryKey: KEYS });
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
    <Stack gap="md" component="section" aria-label="Chaves de API">
      <Title order={2} size="h4">
        Chaves de API
      </Title>
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
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Chave</Table.Th>
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
    </Stack>
  );
}
