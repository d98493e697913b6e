// Up, down and remove for one entry of an editor's list (a page's buttons, a menu's sections,
// items, a code's smart routes): the keyboard's and the screen reader's way to reorder, named
// after the entry.
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

interface ListItemActionsProps {
  index: number;
  count: number;
  /** How the entry is called in the buttons' names: 'Remover "Salgados"'. */
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function ListItemActions({ index, count, name, onMove, onRemove }: ListItemActionsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Mover "${name}" para cima`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Mover "${name}" para baixo`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Remover "${name}"`} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
