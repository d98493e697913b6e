// Remove button of a repeatable row and the add button under a list.
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus size={16} />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
