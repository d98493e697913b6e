// One folder or tag in the manager: its name, renamed in place, and its delete button.
import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';

export function OrganiserRow({
  name,
  noun,
  maxLength,
  onRename,
  onDelete,
}: {
  name: string;
  noun: 'pasta' | 'tag';
  maxLength: number;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  if (editing !== null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={`Novo nome da ${noun} ${name}`}
          value={editing}
          maxLength={maxLength}
          onChange={(event) => setEditing(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && editing.trim()) {
              onRename(editing);
              setEditing(null);
            }
            if (event.key === 'Escape') setEditing(null);
          }}
          style={{ flex: 1 }}
          data-autofocus
          autoFocus
        />
        <ActionIcon
          variant="light"
          aria-label="Salvar nome"
          disabled={!editing.trim()}
          onClick={() => {
            onRename(editing);
            setEditing(null);
          }}
        >
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" aria-label="Cancelar" onClick={() => setEditing(null)}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text style={{ wordBreak: 'break-word' }}>{name}</Text>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Renomear">
          <ActionIcon
            variant="subtle"
            aria-label={`Renomear ${noun} ${name}`}
            onClick={() => setEditing(name)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Excluir">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir ${noun} ${name}`}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
