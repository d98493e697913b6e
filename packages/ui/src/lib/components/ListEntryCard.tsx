// One entry of an editor's list of cards (a code's smart routes, its A/B variants): a bordered
// group named after the entry, its name beside up, down and remove, then its fields. With the
// list's pure edits (`changedAt`, `movedTo`, `removedAt`), so each list only says what it holds.
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { ListItemActions } from './ListItemActions';

let entryKeys = 0;
/** A name for an entry while it is edited (React's key; never saved). */
export function newEntryKey(): string {
  entryKeys += 1;
  return `entrada-${entryKeys}`;
}

/** `list` with the entry at `index` patched. */
export function changedAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry));
}

/** `list` with the entry at `from` moved to `to`. */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** `list` without the entry at `index`. */
export function removedAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

interface ListEntryCardProps<T> {
  list: readonly T[];
  index: number;
  /** How the entry is called on screen and in its buttons' names: 'Rota 2'. */
  name: string;
  onChange: (list: T[]) => void;
  children: ReactNode;
}

export function ListEntryCard<T>({ list, index, name, onChange, children }: ListEntryCardProps<T>) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          <ListItemActions
            index={index}
            count={list.length}
            name={name}
            onMove={(to) => onChange(movedTo(list, index, to))}
            onRemove={() => onChange(removedAt(list, index))}
          />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
