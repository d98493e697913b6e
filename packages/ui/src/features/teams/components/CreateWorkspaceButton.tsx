// 'Novo espaço de trabalho': a name (1 to 80 characters) in a dialog; the database counts the
// workspaces the plan allows and answers its pt-BR refusal, shown under the field.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { createWorkspace } from '@qrlink/data/teams/manage-workspace';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { useTeamMutation } from '../team-queries';

const MAX_NAME = 80;

export function CreateWorkspaceButton({ onCreated }: { onCreated: (id: string) => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useTeamMutation((workspaceName: string) => createWorkspace(workspaceName));
  const limitReached = error?.includes('Faça upgrade') ?? false;

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError('Dê um nome ao espaço de trabalho.');
    create.mutate(trimmed, {
      onSuccess: (id) => {
        notify.success({
          title: 'Espaço de trabalho criado',
          message: `"${trimmed}" está pronto.`,
        });
        setName('');
        setError(null);
        close();
        onCreated(id);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <>
      <Button leftSection={<IconPlus size={18} />} variant="light" onClick={open}>
        Novo espaço de trabalho
      </Button>
      <Modal opened={opened} onClose={close} title="Novo espaço de trabalho" centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Um espaço de equipe reúne QR Codes e links que você compartilha com quem convidar.
            </Text>
            <TextInput
              label="Nome"
              placeholder="Ex.: Restaurante Sabor da Terra"
              required
              data-autofocus
              maxLength={MAX_NAME}
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            {limitReached && (
              <Text size="sm">
                <Link to={href('pricing')}>Ver Planos e Preços</Link>
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={create.isPending}>
                Criar
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
