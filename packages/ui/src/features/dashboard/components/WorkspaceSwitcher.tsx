// 'Espaço de trabalho' at the top of the dashboard's menu (docs/product/teams.md, "The workspace
// switcher"): which workspace the lists, forms and analytics work in. Shown only to someone in
// more than one; a Leitor is told they can look but not change.
import { Select, Stack, Text } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import { useMyWorkspaces } from '@/lib/queries/workspaces';
import { userAtom } from '@/lib/session';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

export function WorkspaceSwitcher() {
  const user = useAtomValue(userAtom);
  const workspaces = useMyWorkspaces(user?.id);
  const [currentId, choose] = useAtom(currentWorkspaceIdAtom);
  const list = workspaces.data ?? [];
  const current = list.find((w) => w.id === currentId);

  // A workspace the user left or was removed from: back to the personal one. Only on a fresh
  // list: one just joined (an invitation accepted) is chosen while the list is read again.
  const stale = workspaces.isFetching;
  useEffect(() => {
    if (stale || !workspaces.data || !currentId) return;
    if (!workspaces.data.some((w) => w.id === currentId)) choose(null);
  }, [stale, workspaces.data, currentId, choose]);

  if (list.length < 2) return null;
  return (
    <Stack gap={4} mb="sm">
      <Select
        label="Espaço de trabalho"
        size="sm"
        data={list.map((w) => ({ value: w.id, label: w.name }))}
        value={current?.id ?? null}
        allowDeselect={false}
        onChange={(id) => {
          if (!id) return;
          choose(list.find((w) => w.id === id)?.personal ? null : id);
        }}
      />
      {current && (
        <Text size="xs" c="dimmed">
          {current.role === 'viewer'
            ? 'Você é Leitor aqui: pode ver, mas não criar nem editar.'
            : `Seu papel: ${WORKSPACE_ROLE_LABELS[current.role]}`}
        </Text>
      )}
    </Stack>
  );
}
