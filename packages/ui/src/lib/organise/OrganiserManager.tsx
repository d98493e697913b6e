// 'Pastas e tags': create, rename and delete folders; rename and delete tags. Deleting asks first
// and keeps the items (they leave the folder or lose the tag).
import { Button, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { notify } from '../notify';
import { OrganiserRow } from './OrganiserRow';
import { useFolders, useOrganiserMutations, useTags } from './use-organisers';

function NewFolder() {
  const { createFolder } = useOrganiserMutations();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    createFolder.mutate(name, {
      onSuccess: (folder) => {
        notify.success({
          title: 'Pasta criada',
          message: `"${folder.name}" está pronta para uso.`,
        });
        setName('');
      },
      onError: (error) => notify.failure(error),
    });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Nova pasta"
          placeholder="ex.: Cardápios"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={createFolder.isPending} disabled={!name.trim()}>
          Criar pasta
        </Button>
      </Group>
    </form>
  );
}

function confirmDelete(what: string, name: string, detail: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: `Excluir ${what} "${name}"?`,
    children: <Text size="sm">{detail}</Text>,
    labels: { confirm: 'Excluir', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

export function OrganiserManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const folders = useFolders();
  const tags = useTags();
  const mutations = useOrganiserMutations();
  const done = (title: string) => ({
    onSuccess: () => notify.success({ title, message: 'Pronto.' }),
    onError: (error: Error) => notify.failure(error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Pastas e tags" size="lg">
      <Tabs defaultValue="folders">
        <Tabs.List>
          <Tabs.Tab value="folders">Pastas</Tabs.Tab>
          <Tabs.Tab value="tags">Tags</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="folders" pt="md">
          <Stack gap="sm">
            <NewFolder />
            {(folders.data ?? []).length === 0 && (
              <Text c="dimmed" size="sm">
                Nenhuma pasta ainda.
              </Text>
            )}
            {(folders.data ?? []).map((folder) => (
              <OrganiserRow
                key={folder.id}
                name={folder.name}
                noun="pasta"
                maxLength={60}
                onRename={(name) =>
                  mutations.renameFolder.mutate({ id: folder.id, name }, done('Pasta renomeada'))
                }
                onDelete={() =>
                  confirmDelete(
                    'a pasta',
                    folder.name,
                    'Os QR Codes e links dela não são excluídos: ficam sem pasta.',
                    () => mutations.deleteFolder.mutate(folder.id, done('Pasta excluída')),
                  )
                }
              />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="tags" pt="md">
          <Stack gap="sm">
            {(tags.data ?? []).length === 0 && (
              <Text c="dimmed" size="sm">
                Nenhuma tag ainda. Tags são criadas ao marcá-las em um QR Code ou link.
              </Text>
            )}
            {(tags.data ?? []).map((tag) => (
              <OrganiserRow
                key={tag.id}
                name={tag.name}
                noun="tag"
                maxLength={40}
                onRename={(name) =>
                  mutations.renameTag.mutate({ id: tag.id, name }, done('Tag renomeada'))
                }
                onDelete={() =>
                  confirmDelete(
                    'a tag',
                    tag.name,
                    'Os QR Codes e links marcados com ela não são excluídos: só perdem a tag.',
                    () => mutations.deleteTag.mutate(tag.id, done('Tag excluída')),
                  )
                }
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
