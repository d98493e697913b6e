// 'Mover para pasta' for one item: choose the folder (or none) it goes to.
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../notify';
import { useFolders, useOrganiserMutations } from './use-organisers';

const NONE = '';

export function MoveToFolderModal({
  item,
  onClose,
}: {
  item: { kind: 'qr' | 'short_link'; id: string; folderId: string | null } | null;
  onClose: () => void;
}) {
  const folders = useFolders();
  const { move } = useOrganiserMutations();
  const [target, setTarget] = useState<string | null>(null);
  const chosen = target ?? item?.folderId ?? NONE;
  return (
    <Modal opened={item !== null} onClose={onClose} title="Mover para pasta">
      <Stack>
        <Select
          label="Pasta"
          data={[
            { value: NONE, label: 'Nenhuma' },
            ...(folders.data ?? []).map((folder) => ({ value: folder.id, label: folder.name })),
          ]}
          value={chosen}
          onChange={(value) => setTarget(value ?? NONE)}
          allowDeselect={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            loading={move.isPending}
            onClick={() =>
              item &&
              move.mutate(
                { kind: item.kind, ids: [item.id], folderId: chosen || null },
                {
                  onSuccess: () => {
                    notify.success({ title: 'Movido', message: 'O item mudou de pasta.' });
                    setTarget(null);
                    onClose();
                  },
                  onError: (error) => notify.failure(error),
                },
              )
            }
          >
            Mover
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
